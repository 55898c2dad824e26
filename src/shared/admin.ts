/**
 * Contract of the admin back office: the shared zod schemas the server validates with and the
 * client forms check before sending (messages are i18n keys under `validation.*`), and the
 * response types.
 */

import { z } from 'zod';
import {
  CLINIC_LIMITS,
  DOCTOR_STATUSES,
  type DoctorStatus,
  ROLES,
  type Role,
  WEEKDAYS,
} from './constants';
import type { FeedbackStatus } from './feedback';
import { calendarDate, keysetCursor, pageFields } from './input';
import type { SpecialtyRef } from './localized';
import { channelOrderSchema, DEFAULT_CHANNEL_ORDER, type MessageChannel } from './messages';

// ------------------------------------------------------------------ clinics

const TIME = /^([01]\d|2[0-3]):(00|15|30|45)$/;
/** Optional +, 3 digits, 3 digits, then 4 to 6 digits; spaces, dots or dashes between groups. */
export const CLINIC_PHONE = /^\+?\d{3}[-. ]?\d{3}[-. ]?\d{4,6}$/;

const dayHours = z.object({
  isOpen: z.boolean(),
  open: z.string().regex(TIME, 'validation.clinic.timeInvalid').nullable(),
  close: z.string().regex(TIME, 'validation.clinic.timeInvalid').nullable(),
});

export const operatingHoursSchema = z
  .object(
    Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours])) as Record<
      (typeof WEEKDAYS)[number],
      typeof dayHours
    >,
  )
  .superRefine((hours, ctx) => {
    let open = 0;
    for (const day of WEEKDAYS) {
      const h = hours[day];
      if (!h.isOpen) continue;
      open += 1;
      if (!h.open || !h.close) {
        ctx.addIssue({ code: 'custom', path: [day], message: 'validation.clinic.hoursBothTimes' });
      } else if (h.close <= h.open) {
        ctx.addIssue({
          code: 'custom',
          path: [day],
          message: 'validation.clinic.hoursCloseAfterOpen',
        });
      }
    }
    if (open === 0)
      ctx.addIssue({ code: 'custom', path: [], message: 'validation.clinic.hoursOneOpenDay' });
  });
export type OperatingHoursInput = z.infer<typeof operatingHoursSchema>;

/** An optional text field: left empty (once trimmed), it is stored as null. */
const emptyAsNull = (text: z.ZodString) =>
  text
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional();

const requiredText = (max: number, missing: string, tooLong: string) =>
  z.string().trim().min(1, missing).max(max, tooLong);

const optionalText = (max: number, tooLong: string) =>
  emptyAsNull(z.string().trim().max(max, tooLong));

export const clinicSchema = z.strictObject({
  name: requiredText(
    CLINIC_LIMITS.name,
    'validation.clinic.nameRequired',
    'validation.clinic.nameTooLong',
  ),
  address: requiredText(
    CLINIC_LIMITS.address,
    'validation.clinic.addressRequired',
    'validation.clinic.addressTooLong',
  ),
  city: requiredText(
    CLINIC_LIMITS.city,
    'validation.clinic.cityRequired',
    'validation.clinic.cityTooLong',
  ),
  description: optionalText(CLINIC_LIMITS.description, 'validation.clinic.descriptionTooLong'),
  /** Optional English version; English readers see the Vietnamese text where it is missing. */
  description_en: optionalText(CLINIC_LIMITS.description, 'validation.clinic.descriptionTooLong'),
  phone: emptyAsNull(
    z
      .string()
      .trim()
      .refine((s) => s === '' || CLINIC_PHONE.test(s), 'validation.clinic.phoneInvalid'),
  ),
  email: emptyAsNull(
    z
      .string()
      .trim()
      .refine((s) => s === '' || z.email().safeParse(s).success, 'validation.clinic.emailInvalid'),
  ),
  operating_hours: operatingHoursSchema,
  is_active: z.boolean().default(true),
  invitation_channels: channelOrderSchema.default(DEFAULT_CHANNEL_ORDER),
});
export type ClinicInput = z.input<typeof clinicSchema>;

/** What the back office writes about a clinic. */
export interface ClinicDetails {
  name: string;
  address: string;
  city: string;
  description: string | null;
  description_en: string | null;
  phone: string | null;
  email: string | null;
  operating_hours: OperatingHoursInput;
  is_active: boolean;
  invitation_channels: MessageChannel[];
}

export interface Clinic extends ClinicDetails {
  id: string;
  image_url: string | null;
  doctor_count: number;
  created_at: string;
  updated_at: string;
}

/** A clinic as the public see it: without the back office's invitation settings. */
export type PublicClinic = Omit<Clinic, 'invitation_channels'>;

export const clinicListQuery = z.strictObject({ q: z.string().trim().max(100).optional() });

// ------------------------------------------------------------------ doctors

const optionalLong = (max: number) => optionalText(max, 'validation.doctor.tooLong');

export const doctorSchema = z.strictObject({
  name: requiredText(100, 'validation.doctor.nameRequired', 'validation.doctor.tooLong'),
  specialty_id: z.uuid('validation.doctor.specialtyRequired'),
  clinic_id: z.uuid('validation.doctor.clinicRequired'),
  education: optionalLong(500),
  education_en: optionalLong(500),
  /** Whole years; the screens word it per language ("25 năm" / "25 years"). */
  experience_years: z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
    z
      .number('validation.doctor.experienceYears')
      .int('validation.doctor.experienceYears')
      .min(0, 'validation.doctor.experienceYears')
      .max(80, 'validation.doctor.experienceYears')
      .nullable(),
  ),
  bio: optionalLong(2000),
  bio_en: optionalLong(2000),
  status: z.enum(DOCTOR_STATUSES).optional(),
});
export type DoctorInput = z.input<typeof doctorSchema>;

export const doctorStatusSchema = z.strictObject({ status: z.enum(DOCTOR_STATUSES) });

export const adminDoctorQuery = z.strictObject({
  q: z.string().trim().max(100).optional(),
  status: z.enum(DOCTOR_STATUSES).optional(),
  ...pageFields(100, 50),
});

export interface AdminDoctor {
  id: string;
  name: string;
  specialty_id: string;
  specialty: SpecialtyRef;
  clinic: string;
  clinic_id: string | null;
  image_url: string | null;
  education: string | null;
  education_en: string | null;
  experience_years: number | null;
  bio: string | null;
  bio_en: string | null;
  status: DoctorStatus;
  /** The combined score, as the public pages compute it; 0 without reviews. */
  score: number;
  review_count: number;
  /** All feedback rows of any status: deleting the doctor deletes them too. */
  feedback_count: number;
  created_at: string;
  updated_at: string;
}

// ------------------------------------------------------------------ users and roles

export const adminUserQuery = z.strictObject({
  q: z.string().trim().max(100).optional(),
  ...pageFields(100, 50),
});

export const adminUserUpdateSchema = z.strictObject({
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  role: z.enum(ROLES).nullable(),
});

/** `PUT /api/admin/users/:id/role`: the new role, or null for none. */
export const roleChangeSchema = z.strictObject({ role: z.enum(ROLES).nullable() });

export interface AdminUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  /** The profile's language, which decides the order of the name. */
  language: string;
  role: Role | null;
  email_verified: boolean;
  created_at: string;
}

export interface RoleChange {
  user_id: string;
  role: Role | null;
}

// ------------------------------------------------------------------ dashboard

export const DASHBOARD_RANGES = ['week', 'month', 'quarter', 'year'] as const;
export const dashboardQuery = z.strictObject({
  range: z.enum(DASHBOARD_RANGES).default('month'),
  clinic_id: z.uuid().optional(),
  q: z.string().trim().max(100).optional(),
});

export interface Dashboard {
  range: (typeof DASHBOARD_RANGES)[number];
  from: string;
  to: string;
  totals: {
    doctors: number;
    reviews: number;
    /** The combined score of the range's published reviews, as the doctors' pages compute it. */
    score: number;
    pending: number;
    reported: number;
  };
  categories: { medical: number; customer: number; compliance: number };
  top_doctors: {
    id: string;
    name: string;
    specialty: SpecialtyRef;
    clinic: string;
    score: number;
    review_count: number;
  }[];
  recent_feedback: {
    id: string;
    doctor_name: string;
    rating: number;
    comment: string | null;
    status: FeedbackStatus;
    created_at: string;
  }[];
  /**
   * Invitations and reminders per month (this one and the two before, newest first) and channel,
   * whatever the range: each costs money.
   */
  messages: {
    /** yyyy-MM */
    month: string;
    channel: MessageChannel;
    sent: number;
    delivered: number;
    failed: number;
  }[];
  /** One point per day (week, month) or per week (quarter, year). */
  series: { bucket: string; reviews: number; score: number }[];
}

// ------------------------------------------------------------------ audit log

export const AUDIT_PREFIXES = [
  'doctor',
  'user',
  'feedback',
  'clinic',
  'settings',
  'system',
  'security',
  'visit',
  'announcement',
  'reply',
  'reply_template',
  'specialty',
  'privacy',
  'case',
] as const;
export type AuditPrefix = (typeof AUDIT_PREFIXES)[number];
export const auditQuery = z.strictObject({
  severity: z.enum(['error', 'warning', 'info']).optional(),
  action_prefix: z.enum(AUDIT_PREFIXES).optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: keysetCursor.optional(),
});

/**
 * One audit log entry. The screen renders its sentence from `action`, the resolved names and
 * `metadata` in the viewer's language; `description` is the English text written at the time,
 * kept for the details view. A name is null when its record no longer exists.
 */
export interface AuditEntry {
  id: string;
  created_at: string;
  /** Who did it (null: the system or an anonymous request) and their e-mail, if still known. */
  user_id: string | null;
  user_email: string | null;
  /** `<area>.<verb>`, e.g. `doctor.updated`. */
  action: string;
  description: string | null;
  ip_address: string | null;
  severity: 'error' | 'warning' | 'info';
  /** The doctor concerned (directly or through the review concerned). */
  doctor_id: string | null;
  doctor_name: string | null;
  clinic_id: string | null;
  clinic_name: string | null;
  /** The account concerned (not the actor), e.g. the user whose role changed. */
  target_user_id: string | null;
  target_user_email: string | null;
  feedback_id: string | null;
  /** The parameters the writer recorded (ids, before/after values, counts). */
  metadata: Record<string, unknown> | null;
}

export interface AuditPage {
  items: AuditEntry[];
  next_cursor: string | null;
}

// ------------------------------------------------------------------ announcements

export const announcementSchema = z.strictObject({
  title: requiredText(
    200,
    'validation.announcement.required',
    'validation.announcement.titleTooLong',
  ),
  content: requiredText(
    5000,
    'validation.announcement.required',
    'validation.announcement.contentTooLong',
  ),
  /** Optional English versions; English readers see the Vietnamese text where they are missing. */
  title_en: optionalText(200, 'validation.announcement.titleTooLong'),
  content_en: optionalText(5000, 'validation.announcement.contentTooLong'),
});

export const announcementListQuery = z.strictObject({
  ...pageFields(50, 10),
});

export interface Announcement {
  id: string;
  title: string;
  content: string;
  title_en: string | null;
  content_en: string | null;
  created_at: string;
  created_by: string | null;
  /** null when the author's account is gone: shown as 'Unknown User'. */
  creator_name: string | null;
}
