import type { LucideIcon } from 'lucide-react';
import {
  BriefcaseMedical,
  House,
  LayoutDashboard,
  MessageSquareHeart,
  Stethoscope,
  UserRound,
} from 'lucide-react';

export interface NavItem {
  to: string;
  /** Key under `nav.` in the i18n files. */
  labelKey: 'home' | 'doctors' | 'feedback' | 'admin' | 'portal' | 'profile';
  icon: LucideIcon;
  /** Who sees the link: everyone, signed-in users, the admin area's roles, linked doctors. */
  audience: 'all' | 'user' | 'admin' | 'doctor';
  /** Match the path exactly (so '/' is not active on every page). */
  end?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', labelKey: 'home', icon: House, audience: 'all', end: true },
  { to: '/doctors', labelKey: 'doctors', icon: Stethoscope, audience: 'all' },
  { to: '/feedback', labelKey: 'feedback', icon: MessageSquareHeart, audience: 'user' },
  { to: '/admin', labelKey: 'admin', icon: LayoutDashboard, audience: 'admin' },
  { to: '/portal', labelKey: 'portal', icon: BriefcaseMedical, audience: 'doctor' },
  { to: '/profile', labelKey: 'profile', icon: UserRound, audience: 'user' },
];

/** The links a visitor may see. Hiding links is a convenience; the server enforces access. */
export function visibleNavItems(viewer: {
  signedIn: boolean;
  canEnterAdmin: boolean;
  isDoctor: boolean;
}): NavItem[] {
  return NAV_ITEMS.filter(
    (item) =>
      item.audience === 'all' ||
      (item.audience === 'user' && viewer.signedIn) ||
      (item.audience === 'admin' && viewer.canEnterAdmin) ||
      (item.audience === 'doctor' && viewer.isDoctor),
  );
}
