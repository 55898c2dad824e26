import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandMark } from '../../components/layout/brand';
import { useSignOut } from '../../components/layout/use-sign-out';
import { contactOf, displayNameOf, UserAvatar } from '../../components/layout/user-avatar';
import { Button } from '../../components/ui/button';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
} from '../../components/ui/sidebar';
import { useSidebar } from '../../components/ui/sidebar-provider';
import { useAuth } from '../../lib/auth/auth-context';
import { cn } from '../../lib/utils';
import { navFor } from './admin-nav-items';

/** The admin area's navigation: every screen, grouped; icons only while collapsed. */
export function AdminSidebar() {
  const { t } = useTranslation();
  const { isMobile, setOpenMobile } = useSidebar();
  const { pathname } = useLocation();
  const navLabel = t('admin.layout.navigation');
  const { permissions } = useAuth();

  // Any navigation (a link, Back, a button on the page) closes the phone's sheet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path only
  useEffect(() => {
    setOpenMobile(false);
  }, [pathname, setOpenMobile]);

  return (
    <Sidebar title={navLabel}>
      <SidebarHeader>
        <Link
          to="/admin"
          className="flex min-w-0 items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-ring"
        >
          <BrandMark className="size-8" />
          <span className="grid min-w-0 leading-tight group-data-[state=collapsed]/sidebar:sr-only">
            <span className="truncate font-bold">{t('app.name')}</span>
            <span className="truncate text-muted-foreground text-xs">
              {t('admin.layout.title')}
            </span>
          </span>
        </Link>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label={navLabel}>
          {navFor(permissions).map((group, index) => (
            <SidebarGroup
              key={group.labelKey}
              className={cn(
                index > 0 &&
                  'group-data-[state=collapsed]/sidebar:mt-1 group-data-[state=collapsed]/sidebar:border-t group-data-[state=collapsed]/sidebar:pt-2',
              )}
            >
              <SidebarGroupLabel>{t(`admin.layout.groups.${group.labelKey}`)}</SidebarGroupLabel>
              <SidebarMenu>
                {group.items.map((item) => {
                  const label = t(`admin.layout.nav.${item.labelKey}`);
                  const Icon = item.icon;
                  return (
                    <SidebarMenuItem key={item.to}>
                      <SidebarMenuButton asChild tooltip={label}>
                        <NavLink to={item.to} end={item.end}>
                          <Icon aria-hidden="true" />
                          <span>{label}</span>
                        </NavLink>
                      </SidebarMenuButton>
                    </SidebarMenuItem>
                  );
                })}
              </SidebarMenu>
            </SidebarGroup>
          ))}
        </nav>
      </SidebarContent>
      {/* On phones the header has no room for the account menu; the sheet carries it. */}
      {isMobile ? <MobileAccount /> : null}
    </Sidebar>
  );
}

function MobileAccount() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { signOut, isSigningOut } = useSignOut();
  if (!user) return null;
  return (
    <SidebarFooter className="gap-3 p-4">
      <div className="flex items-center gap-3">
        <UserAvatar user={user} className="size-10 text-sm" />
        <div className="min-w-0">
          <p className="truncate font-semibold">{displayNameOf(user)}</p>
          <p className="truncate text-muted-foreground text-sm">{contactOf(user)}</p>
        </div>
      </div>
      <Button variant="outline" disabled={isSigningOut} onClick={() => void signOut()}>
        <LogOut aria-hidden="true" />
        {t('nav.signOut')}
      </Button>
    </SidebarFooter>
  );
}
