/**
 * Response schemas of the back office (`api/clinics.ts`, `api/admin-doctors.ts`, `api/users.ts`,
 * `api/admin-operations.ts`), beside the types in `admin.ts` and `settings.ts`.
 */
import { z } from 'zod';
import { DASHBOARD_RANGES } from '../admin';
import { AUDIT_SEVERITIES, DOCTOR_STATUSES, FEEDBACK_STATUSES, ROLES } from '../constants';
import { MESSAGE_CHANNELS } from '../messages';
import { SETTING_KEYS, type SettingKey } from '../settings';
import { cursorPageOf, itemsOf, pagedOf, specialtyRef, timestamp, weekHours } from './common';

// ------------------------------------------------------------------ clinics

const publicClinicFields = {
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  description: z.string().nullable(),
  description_en: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  operating_hours: weekHours,
  is_active: z.boolean(),
  image_url: z.string().nullable(),
  doctor_count: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
};
/** A clinic as the public see it: without the back office's invitation settings. */
export const publicClinicResponse = z.object(publicClinicFields).meta({ id: 'PublicClinic' });
export const publicClinicListResponse = itemsOf(publicClinicResponse);
export const clinicResponse = z
  .object({
    ...publicClinicFields,
    invitation_channels: z.array(z.enum(MESSAGE_CHANNELS)),
  })
  .meta({ id: 'Clinic' });
export const clinicListResponse = itemsOf(clinicResponse);

/** The answer of an image upload: the new image's address. */
export const imageResponse = z.object({ image_url: z.string().nullable() });

// ------------------------------------------------------------------ doctors

export const adminDoctorResponse = z
  .object({
    id: z.string(),
    name: z.string(),
    specialty_id: z.string(),
    specialty: specialtyRef,
    clinic: z.string(),
    clinic_id: z.string().nullable(),
    image_url: z.string().nullable(),
    education: z.string().nullable(),
    education_en: z.string().nullable(),
    experience_years: z.number().nullable(),
    bio: z.string().nullable(),
    bio_en: z.string().nullable(),
    status: z.enum(DOCTOR_STATUSES),
    score: z.number(),
    review_count: z.number(),
    feedback_count: z.number(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'AdminDoctor' });
export const adminDoctorPageResponse = pagedOf(adminDoctorResponse);

// ------------------------------------------------------------------ users and roles

const role = z.enum(ROLES);
export const adminUserResponse = z
  .object({
    id: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    language: z.string(),
    role: role.nullable(),
    email_verified: z.boolean(),
    created_at: timestamp,
  })
  .meta({ id: 'AdminUser' });
export const adminUserPageResponse = pagedOf(adminUserResponse);
export const roleChangeResponse = z.object({ user_id: z.string(), role: role.nullable() });

// ------------------------------------------------------------------ dashboard

export const dashboardResponse = z
  .object({
    range: z.enum(DASHBOARD_RANGES),
    from: z.string(),
    to: z.string(),
    totals: z.object({
      doctors: z.number(),
      reviews: z.number(),
      score: z.number(),
      pending: z.number(),
      reported: z.number(),
    }),
    categories: z.object({ medical: z.number(), customer: z.number(), compliance: z.number() }),
    top_doctors: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        specialty: specialtyRef,
        clinic: z.string(),
        score: z.number(),
        review_count: z.number(),
      }),
    ),
    recent_feedback: z.array(
      z.object({
        id: z.string(),
        doctor_name: z.string(),
        rating: z.number(),
        comment: z.string().nullable(),
        status: z.enum(FEEDBACK_STATUSES),
        created_at: timestamp,
      }),
    ),
    messages: z.array(
      z.object({
        month: z.string(),
        channel: z.enum(MESSAGE_CHANNELS),
        sent: z.number(),
        delivered: z.number(),
        failed: z.number(),
      }),
    ),
    series: z.array(z.object({ bucket: z.string(), reviews: z.number(), score: z.number() })),
  })
  .meta({ id: 'Dashboard' });

// ------------------------------------------------------------------ audit log

export const auditPageResponse = cursorPageOf(
  z.object({
    id: z.string(),
    created_at: timestamp,
    user_id: z.string().nullable(),
    user_email: z.string().nullable(),
    action: z.string(),
    description: z.string().nullable(),
    ip_address: z.string().nullable(),
    severity: z.enum(AUDIT_SEVERITIES),
    doctor_id: z.string().nullable(),
    doctor_name: z.string().nullable(),
    clinic_id: z.string().nullable(),
    clinic_name: z.string().nullable(),
    target_user_id: z.string().nullable(),
    target_user_email: z.string().nullable(),
    feedback_id: z.string().nullable(),
    // What each writer recorded differs by action: free-form by design.
    metadata: z.record(z.string(), z.unknown()).nullable(),
  }),
);

// ------------------------------------------------------------------ settings

// Each setting named (the cast only restates SETTING_KEYS' type), so the document lists them.
const settingValues = z.object(
  Object.fromEntries(SETTING_KEYS.map((k) => [k, z.number()])) as Record<SettingKey, z.ZodNumber>,
);
export const settingsResponse = z
  .object({
    settings: settingValues,
    defaults: settingValues,
    updated_at: timestamp.nullable(),
  })
  .meta({ id: 'Settings' });

// ------------------------------------------------------------------ announcements

export const announcementResponse = z
  .object({
    id: z.string(),
    title: z.string(),
    content: z.string(),
    title_en: z.string().nullable(),
    content_en: z.string().nullable(),
    created_at: timestamp,
    created_by: z.string().nullable(),
    creator_name: z.string().nullable(),
  })
  .meta({ id: 'Announcement' });
export const announcementPageResponse = pagedOf(announcementResponse);
