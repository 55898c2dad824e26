import {
  Building2,
  CalendarCheck,
  Flag,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  MessageSquareCheck,
  ScrollText,
  Settings,
  Stethoscope,
  UserCog,
  Users,
} from 'lucide-react';

export interface AdminNavItem {
  to: string;
  /** Key under `admin.layout.nav.` in the admin translations. */
  labelKey: string;
  icon: LucideIcon;
  /** Active only on this exact path (the dashboard, and users beside users/roles). */
  end?: boolean;
}

export interface AdminNavGroup {
  /** Key under `admin.layout.groups.`. */
  labelKey: string;
  items: AdminNavItem[];
}

/** Every admin screen, grouped as the sidebar shows them. */
export const ADMIN_NAV: readonly AdminNavGroup[] = [
  {
    labelKey: 'overview',
    items: [{ to: '/admin', labelKey: 'dashboard', icon: LayoutDashboard, end: true }],
  },
  {
    labelKey: 'catalog',
    items: [
      { to: '/admin/doctors', labelKey: 'doctors', icon: Stethoscope },
      { to: '/admin/clinics', labelKey: 'clinics', icon: Building2 },
    ],
  },
  {
    labelKey: 'people',
    items: [
      { to: '/admin/users', labelKey: 'users', icon: Users, end: true },
      { to: '/admin/users/roles', labelKey: 'roles', icon: UserCog },
    ],
  },
  {
    labelKey: 'feedback',
    items: [
      { to: '/admin/feedback/moderate', labelKey: 'moderate', icon: MessageSquareCheck },
      { to: '/admin/feedback/reported', labelKey: 'reported', icon: Flag },
    ],
  },
  {
    labelKey: 'visits',
    items: [{ to: '/admin/visits', labelKey: 'visits', icon: CalendarCheck }],
  },
  {
    labelKey: 'settings',
    items: [
      { to: '/admin/settings/general', labelKey: 'general', icon: Settings },
      { to: '/admin/settings/audit', labelKey: 'audit', icon: ScrollText },
      { to: '/admin/settings/announcements', labelKey: 'announcements', icon: Megaphone },
    ],
  },
];

/** The sidebar entry a path belongs to (the longest matching link), for the header's breadcrumb. */
export function currentNavItem(pathname: string): AdminNavItem | null {
  let best: AdminNavItem | null = null;
  for (const item of ADMIN_NAV.flatMap((group) => group.items)) {
    const matches = item.end
      ? pathname === item.to || pathname === `${item.to}/`
      : pathname === item.to || pathname.startsWith(`${item.to}/`);
    if (matches && (!best || item.to.length > best.to.length)) best = item;
  }
  return best;
}
