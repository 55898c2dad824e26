import { Suspense } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AdminContentLoading } from '../../components/admin-shell-loading';
import { AppToaster } from '../../components/app-toaster';
import { ErrorBoundary } from '../../components/error-boundary';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/layout/skip-link';
import { SidebarInset } from '../../components/ui/sidebar';
import { SidebarProvider } from '../../components/ui/sidebar-provider';
import { useAuth } from '../../lib/auth/auth-context';
import { useFocusHeadingOnNavigate } from '../../lib/route-focus';
import { AdminHeader } from './admin-header';
import { currentNavItem } from './admin-nav-items';
import { AdminSidebar } from './admin-sidebar';
import { ScreenRefusedNotice } from './screen-refused-notice';
import { TwoFactorGate } from './two-factor-gate';

/**
 * Frame of every admin screen. The admin area is its own top-level route (not inside the site's
 * layout), so it brings what the site layout would: skip link, toasts, error boundary, scroll
 * restoration, and skeletons while a screen's code loads.
 */
export function AdminLayout() {
  const { pathname, state } = useLocation();
  const { permissions } = useAuth();
  useFocusHeadingOnNavigate();
  // A screen the viewer's role does not open: back to the admin home, which says why.
  const needed = currentNavItem(pathname)?.permission;
  if (needed && !permissions.includes(needed)) {
    return <Navigate to="/admin" replace state={{ refused: pathname }} />;
  }
  const refused = (state as { refused?: string } | null)?.refused;

  return (
    <SidebarProvider sidebarId="admin-sidebar" className="bg-surface">
      <SkipLink />
      <AdminSidebar />
      <SidebarInset>
        <AdminHeader />
        {/* tabIndex lets the skip link move keyboard focus here, not just scroll. */}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
          <ErrorBoundary variant="section" resetKey={pathname}>
            <Suspense fallback={<AdminContentLoading />}>
              <TwoFactorGate>
                {refused ? <ScreenRefusedNotice /> : null}
                <Outlet />
              </TwoFactorGate>
            </Suspense>
          </ErrorBoundary>
        </main>
      </SidebarInset>
      <AppToaster />
      <ScrollRestoration />
    </SidebarProvider>
  );
}
