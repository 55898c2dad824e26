import { ChevronRight, House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageSwitcher } from '../../components/layout/language-switcher';
import { UserMenu } from '../../components/layout/user-menu';
import { NotificationsBell } from '../../components/notifications/notifications-bell';
import { Button } from '../../components/ui/button';
import { SidebarTrigger } from '../../components/ui/sidebar';
import { useSidebar } from '../../components/ui/sidebar-provider';
import { useAuth } from '../../lib/auth/auth-context';
import { currentNavItem } from './admin-nav-items';

/** Admin top bar: the sidebar toggle, the area's name, a way back to the site, language, account. */
export function AdminHeader() {
  const { t } = useTranslation();
  const { user, isAdmin } = useAuth();
  const { isMobile } = useSidebar();
  const section = currentNavItem(useLocation().pathname);
  const shortcut = /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘B' : 'Ctrl+B';

  return (
    <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/85 sm:px-4">
      <SidebarTrigger
        label={
          isMobile
            ? t('admin.layout.openNavigation')
            : t('admin.layout.toggleSidebar', { shortcut })
        }
        title={isMobile ? undefined : t('admin.layout.toggleSidebar', { shortcut })}
      />
      <span className="h-6 w-px shrink-0 bg-border" aria-hidden="true" />
      <nav aria-label={t('admin.layout.breadcrumb')} className="min-w-0">
        <ol className="flex min-w-0 items-center gap-1.5 text-sm">
          <li className="hidden shrink-0 text-muted-foreground sm:block">
            <Link to="/admin" className="rounded-sm hover:text-foreground hover:underline">
              {t('admin.layout.title')}
            </Link>
          </li>
          {section ? (
            <li className="flex min-w-0 items-center gap-1.5">
              <ChevronRight
                className="hidden size-4 shrink-0 text-muted-foreground sm:block"
                aria-hidden="true"
              />
              <span aria-current="page" className="truncate font-semibold">
                {t(`admin.layout.nav.${section.labelKey}`)}
              </span>
            </li>
          ) : null}
        </ol>
      </nav>
      <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link to="/">
            <House aria-hidden="true" />
            <span className="max-sm:sr-only">{t('admin.layout.backToSite')}</span>
          </Link>
        </Button>
        <LanguageSwitcher />
        {/* Admins get live alerts about new and reported feedback here too. */}
        {user ? <NotificationsBell /> : null}
        {user && !isMobile ? <UserMenu user={user} isAdmin={isAdmin} /> : null}
      </div>
    </header>
  );
}
