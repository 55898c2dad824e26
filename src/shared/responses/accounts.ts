/** Response schemas of the signed-in account (`api/accounts.ts`), beside `me.ts` and `auth.ts`. */
import { z } from 'zod';
import { ROLES } from '../constants';
import { PERMISSIONS } from '../permissions';
import { timestamp } from './common';

export const meResponse = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      name: z.string(),
      email_verified: z.boolean(),
    }),
    profile: z.object({
      first_name: z.string(),
      last_name: z.string(),
      avatar_url: z.string().nullable(),
      language: z.string(),
      language_chosen_at: timestamp.nullable(),
    }),
    role: z.enum(ROLES).nullable(),
    is_admin: z.boolean(),
    permissions: z.array(z.enum(PERMISSIONS)),
    doctor_id: z.string().nullable(),
    two_factor_enabled: z.boolean(),
  })
  .meta({ id: 'Me' });

export const hasRoleResponse = z.object({ has_role: z.boolean() });
export const avatarResponse = z.object({ avatar_url: z.string().nullable() });

export const preferencesResponse = z
  .object({
    email_notifications: z.boolean(),
    system_announcements: z.boolean(),
    feedback_notifications: z.boolean(),
    doctor_update_notifications: z.boolean(),
    daily_digest: z.boolean().optional(),
  })
  .meta({ id: 'Preferences' });
