import { LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { importWithRetry } from '../../lib/lazy-component';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';
import { BrandLink } from './brand';
import { LanguageSwitcher } from './language-switcher';
import { MobileNav } from './mobile-nav';
import { visibleNavItems } from './nav-items';
import { NavLinkItem } from './nav-link-item';
import { UserMenu } from './user-menu';

// Signed-in visitors only: guests never load the notification list, stream and bell.
const NotificationsBell = lazy(() =>
  importWithRetry(() => import('../notifications/notifications-bell')).then((module) => ({
    default: module.NotificationsBell,
  })),
);

export function Header() {
  const { t } = useTranslation();
  const { user, isLoading, isAdmin, canEnterAdmin } = useAuth();
  const items = visibleNavItems({
    signedIn: user !== null,
    canEnterAdmin,
    isDoctor: Boolean(user?.doctor_id),
  });

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-1.5 px-3 sm:gap-2 sm:px-6 lg:px-8">
        <MobileNav items={items} user={user} isLoading={isLoading} />
        <BrandLink className="min-w-0" />

        <nav aria-label={t('nav.main')} className="ml-4 hidden md:block lg:ml-8">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLinkItem item={item} layout="bar" />
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          <LanguageSwitcher />
          {/* Outside the md:block wrapper on purpose: phones get the bell in the header too. */}
          {user ? (
            // Holds the bell's place while its code loads, so the header does not shift.
            <Suspense fallback={<span className="size-10 shrink-0" />}>
              <NotificationsBell />
            </Suspense>
          ) : null}
          {isLoading ? (
            <Skeleton className="hidden h-9 w-28 sm:block" />
          ) : user ? (
            <div className="hidden md:block">
              <UserMenu user={user} isAdmin={isAdmin} />
            </div>
          ) : (
            // Visible at every width: a guest's main action. Phones drop its icon for room.
            <Button asChild size="sm" className="max-sm:px-2.5">
              <Link to="/auth">
                <LogIn className="max-sm:hidden" aria-hidden="true" />
                {t('nav.signIn')}
              </Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
