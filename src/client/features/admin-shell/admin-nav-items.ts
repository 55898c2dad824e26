import type { Permission } from '@shared/permissions';
import {
  Building2,
  CalendarCheck,
  ClipboardList,
  FileText,
  Flag,
  HeartPulse,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  MessageSquareCheck,
  MessageSquareReply,
  PenLine,
  ScrollText,
  Settings,
  Stethoscope,
  Tags,
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
  /**
   * The permission the screen (and every path under it) needs; the server checks it too. None:
   * every role of the admin area (the home screen: the dashboard, or staff's reduced one).
   */
  permission?: Permission;
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
    items: [
      {
        to: '/admin',
        labelKey: 'dashboard',
        icon: LayoutDashboard,
        end: true,
      },
      {
        to: '/admin/insights',
        labelKey: 'insights',
        icon: HeartPulse,
        permission: 'view_insights',
      },
    ],
  },
  {
    labelKey: 'catalog',
    items: [
      {
        to: '/admin/doctors',
        labelKey: 'doctors',
        icon: Stethoscope,
        permission: 'manage_directory',
      },
      {
        to: '/admin/specialties',
        labelKey: 'specialties',
        icon: Tags,
        permission: 'manage_directory',
      },
      {
        to: '/admin/doctor-edits',
        labelKey: 'doctorEdits',
        icon: PenLine,
        permission: 'manage_directory',
      },
      {
        to: '/admin/clinics',
        labelKey: 'clinics',
        icon: Building2,
        permission: 'manage_directory',
      },
    ],
  },
  {
    labelKey: 'people',
    items: [
      { to: '/admin/users', labelKey: 'users', icon: Users, end: true, permission: 'manage_users' },
      { to: '/admin/users/roles', labelKey: 'roles', icon: UserCog, permission: 'manage_users' },
    ],
  },
  {
    labelKey: 'feedback',
    items: [
      {
        to: '/admin/feedback/moderate',
        labelKey: 'moderate',
        icon: MessageSquareCheck,
        permission: 'moderate_feedback',
      },
      {
        to: '/admin/cases',
        labelKey: 'cases',
        icon: ClipboardList,
        permission: 'manage_cases',
      },
      {
        to: '/admin/feedback/replies',
        labelKey: 'replies',
        icon: MessageSquareReply,
        permission: 'moderate_feedback',
      },
      {
        to: '/admin/reply-templates',
        labelKey: 'replyTemplates',
        icon: FileText,
        permission: 'reply_as_clinic',
      },
      {
        to: '/admin/feedback/reported',
        labelKey: 'reported',
        icon: Flag,
        permission: 'moderate_feedback',
      },
    ],
  },
  {
    labelKey: 'visits',
    items: [
      { to: '/admin/visits', labelKey: 'visits', icon: CalendarCheck, permission: 'manage_visits' },
    ],
  },
  {
    labelKey: 'settings',
    items: [
      {
        to: '/admin/settings/general',
        labelKey: 'general',
        icon: Settings,
        permission: 'manage_settings',
      },
      {
        to: '/admin/settings/audit',
        labelKey: 'audit',
        icon: ScrollText,
        permission: 'view_audit',
      },
      {
        to: '/admin/settings/announcements',
        labelKey: 'announcements',
        icon: Megaphone,
        permission: 'manage_announcements',
      },
    ],
  },
];

/** The sidebar as the viewer may use it: only the screens their permissions open. */
export function navFor(permissions: readonly Permission[]): AdminNavGroup[] {
  return ADMIN_NAV.map((group) => ({
    ...group,
    items: group.items.filter((item) => !item.permission || permissions.includes(item.permission)),
  })).filter((group) => group.items.length > 0);
}

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
