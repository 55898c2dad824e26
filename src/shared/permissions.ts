/**
 * What each role may do. This table is the only place where roles turn into permissions: the
 * server's router guard, `GET /api/me` (and through it the admin area's screens) read it.
 */
import type { Role } from './constants';

export const PERMISSIONS = [
  /** Moderation queue: reviews, reported reviews, appeals, and public replies. */
  'moderate_feedback',
  /** Visit records, their import and release, and the API keys of clinic systems. */
  'manage_visits',
  /** Doctors, clinics, specialties, doctor accounts and the doctors' proposed profile edits. */
  'manage_directory',
  'manage_users',
  'manage_settings',
  'view_audit',
  'manage_announcements',
  /** The dashboard's chain-wide figures. */
  'view_dashboard',
  /** Write a public reply for the clinic under a published review. */
  'reply_as_clinic',
  /** The doctor portal of the doctor record linked to the account, and replies as that doctor. */
  'reply_as_doctor',
  /** Service-recovery cases of the clinics one works for: own, contact the patient, resolve. */
  'manage_cases',
  /**
   * Patient-experience measures (recommendation score, standings in specialty, comment topics)
   * and the Ministry of Health survey export, for the clinics one works for.
   */
  'view_insights',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * admin: everything (the portal answers only for an account linked to a doctor record);
 * staff: moderation, replies and service-recovery cases for the clinic, visits and API keys,
 * announcements (narrowed to their clinics when assigned to some);
 * doctor: the portal of their own record.
 */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  staff: [
    'moderate_feedback',
    'manage_visits',
    'manage_announcements',
    'reply_as_clinic',
    'manage_cases',
    'view_insights',
  ],
  doctor: ['reply_as_doctor'],
};

/** The roles granted a permission, e.g. the recipients of notices for moderators. */
export function rolesWith(permission: Permission): Role[] {
  return (Object.keys(ROLE_PERMISSIONS) as Role[]).filter((r) =>
    ROLE_PERMISSIONS[r].includes(permission),
  );
}

/** Permissions whose screens are in the admin area (the doctor portal is elsewhere). */
export const ADMIN_AREA_PERMISSIONS: readonly Permission[] = PERMISSIONS.filter(
  (p) => p !== 'reply_as_doctor',
);

export function permissionsOf(role: Role | null | undefined): readonly Permission[] {
  return role ? ROLE_PERMISSIONS[role] : [];
}

export function hasPermission(role: Role | null | undefined, permission: Permission): boolean {
  return permissionsOf(role).includes(permission);
}
