import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageLoading } from '../../../app/page-loading';
import { AppToaster } from '../../../components/app-toaster';
import { ErrorBoundary } from '../../../components/error-boundary';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/layout/skip-link';
import { SidebarInset } from '../../../components/ui/sidebar';
import { SidebarProvider } from '../../../components/ui/sidebar-provider';
import { AdminHeader } from './admin-header';
import { AdminSidebar } from './admin-sidebar';

/**
 * Frame of every admin screen. The admin area is its own top-level route (not inside the site's
 * layout), so it brings what the site layout would: skip link, toasts, error boundary, scroll
 * restoration, and a spinner while a screen's code loads.
 */
export function AdminLayout() {
  const { pathname } = useLocation();

  return (
    <SidebarProvider sidebarId="admin-sidebar" className="bg-surface">
      <SkipLink />
      <AdminSidebar />
      <SidebarInset>
        <AdminHeader />
        {/* tabIndex lets the skip link move keyboard focus here, not just scroll. */}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
          <ErrorBoundary variant="section" resetKey={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </SidebarInset>
      <AppToaster />
      <ScrollRestoration />
    </SidebarProvider>
  );
}
