/**
 * The whole database schema. Column names are snake_case like the API's fields; the auth
 * library's tables keep its camelCase field names mapped to snake_case columns.
 * Every foreign key and every column a list filters or sorts on has an index.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { CASE_ENTRY_KINDS, CASE_ORIGINS, CASE_STATUSES } from '../../shared/cases';
import {
  APPEAL_STATUSES,
  DECISION_REASONS,
  FEEDBACK_EVENT_KINDS,
  FEEDBACK_STATUSES,
  type Weekday,
} from '../../shared/constants';
import type { MessageChannel } from '../../shared/messages';
import type { ProfileEditChanges } from '../../shared/portal';
import { REPLY_SIDES, REPLY_STATUSES } from '../../shared/replies';
import type { HiddenSpan, ScreeningFinding } from '../../shared/screening';

const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
const ratingRange = (column: string) => sql.raw(`${column} between 1 and 5`);

/** Stored accent-free, lower-case text for Vietnamese search (see the extensions migration). */
const searchText = customType<{ data: string }>({ dataType: () => 'text' });

export type DayHours = { isOpen: boolean; open: string | null; close: string | null };
export type OperatingHours = Record<Weekday, DayHours>;
export type NotificationPreferences = {
  email_notifications: boolean;
  system_announcements: boolean;
  feedback_notifications: boolean;
  doctor_update_notifications: boolean;
  /** Staff: the daily e-mail digest of their clinics' cases (absent: on). */
  daily_digest?: boolean;
};

// ---------------------------------------------------------------- auth library (better-auth)

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** E.164; set for accounts that sign in with a code sent to the phone. */
    phoneNumber: text('phone_number'),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_number_uq').on(t.phoneNumber).where(sql`${t.phoneNumber} is not null`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    token: text('token').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** The session was opened, or later confirmed, with a TOTP or backup code. */
    twoFactorVerified: boolean('two_factor_verified').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const twoFactors = pgTable(
  'two_factors',
  {
    id: id(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The TOTP time-step of the last accepted code: a code is accepted once. */
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('two_factors_user_id_idx').on(t.userId)],
);

// ---------------------------------------------------------------- people

export const profiles = pgTable('profiles', {
  id: uuid('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  first_name: varchar('first_name', { length: 100 }).notNull(),
  last_name: varchar('last_name', { length: 100 }).notNull(),
  avatar_url: text('avatar_url'),
  /** Language for e-mails and server-made texts. */
  language: varchar('language', { length: 2 }).notNull().default('vi'),
  /**
   * When the person last chose the language explicitly (null: never). The latest explicit
   * choice wins: one made on a device while signed out replaces an older one saved here.
   */
  language_chosen_at: timestamp('language_chosen_at', { withTimezone: true }),
  /** The privacy notice version accepted at sign-up, and when (null for older accounts). */
  privacy_notice_version: varchar('privacy_notice_version', { length: 20 }),
  privacy_accepted_at: timestamp('privacy_accepted_at', { withTimezone: true }),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/** The single source of truth for roles; read on every request. */
export const userRoles = pgTable(
  'user_roles',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check(
      'user_roles_role_ck',
      sql`${t.role} is null or ${inList('role', ['admin', 'doctor', 'staff'])}`,
    ),
    index('user_roles_role_idx').on(t.role),
  ],
);

export const userPreferences = pgTable('user_preferences', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notification_preferences: jsonb('notification_preferences')
    .$type<NotificationPreferences>()
    .notNull()
    .default({
      email_notifications: true,
      system_announcements: true,
      feedback_notifications: true,
      doctor_update_notifications: true,
    }),
  updated_at: updatedAt(),
});

// ---------------------------------------------------------------- clinics and doctors

export const clinics = pgTable(
  'clinics',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }),
    description_en: varchar('description_en', { length: 500 }),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 254 }),
    operating_hours: jsonb('operating_hours').$type<OperatingHours>().notNull(),
    image_url: text('image_url'),
    is_active: boolean('is_active').notNull().default(true),
    /** The channels its invitations try, in order: the first a visit can use. */
    invitation_channels: text('invitation_channels')
      .array()
      .$type<MessageChannel[]>()
      .notNull()
      .default(sql`'{zalo,sms,email}'`),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('clinics_name_idx').on(t.name),
    index('clinics_city_idx').on(t.city),
    index('clinics_is_active_idx').on(t.is_active),
  ],
);

/** The specialties taxonomy, managed by administrators; doctors reference one. */
export const specialties = pgTable(
  'specialties',
  {
    id: id(),
    slug: varchar('slug', { length: 80 }).notNull().unique('specialties_slug_uq'),
    name_vi: varchar('name_vi', { length: 100 }).notNull(),
    name_en: varchar('name_en', { length: 100 }).notNull(),
    synonyms_vi: text('synonyms_vi').array().notNull().default(sql`'{}'`),
    synonyms_en: text('synonyms_en').array().notNull().default(sql`'{}'`),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('specialties_slug_ck', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    uniqueIndex('specialties_name_vi_uq').on(sql`app_search_text(${t.name_vi})`),
  ],
);

export const doctors = pgTable(
  'doctors',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    specialty_id: uuid('specialty_id')
      .notNull()
      .references(() => specialties.id, { onDelete: 'restrict' }),
    /**
     * Every name and synonym of the specialty in both languages, kept by database triggers
     * (migration 0013) so the search text covers them without a join.
     */
    specialty_terms: text('specialty_terms').notNull().default(''),
    /** The clinic's name, kept consistent with clinic_id by the doctors service. */
    clinic: varchar('clinic', { length: 100 }).notNull().default(''),
    clinic_id: uuid('clinic_id').references(() => clinics.id, { onDelete: 'restrict' }),
    image_url: text('image_url'),
    education: text('education'),
    education_en: text('education_en'),
    experience_years: smallint('experience_years'),
    bio: text('bio'),
    bio_en: text('bio_en'),
    status: text('status').notNull().default('pending'),
    search_text: searchText('search_text').generatedAlwaysAs(
      sql`app_search_text(name || ' ' || specialty_terms || ' ' || clinic)`,
    ),
    /**
     * Accent-free name without leading titles ("PGS.TS.BS. Đặng …" → "dang …"), so lists sort
     * by the person's name and "Đ" sorts with the D's rather than after Z.
     */
    sort_name: searchText('sort_name').generatedAlwaysAs(
      sql`app_search_text(regexp_replace(name, '^(\\S+\\.)+\\s+', ''))`,
    ),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('doctors_status_ck', inList('status', ['pending', 'verified', 'rejected'])),
    check('doctors_experience_years_ck', sql`${t.experience_years} between 0 and 80`),
    index('doctors_clinic_id_idx').on(t.clinic_id),
    index('doctors_status_name_idx').on(t.status, t.name),
    index('doctors_status_sort_name_idx').on(t.status, t.sort_name, t.id),
    index('doctors_specialty_id_idx').on(t.specialty_id),
    index('doctors_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

/**
 * Pre-computed rating aggregates of approved feedback, one row per doctor, updated in the same
 * transaction as every feedback status change so lists never scan feedback.
 */
export const doctorRatingStats = pgTable(
  'doctor_rating_stats',
  {
    doctor_id: uuid('doctor_id')
      .primaryKey()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    review_count: integer('review_count').notNull().default(0),
    rating_sum: integer('rating_sum').notNull().default(0),
    medical_sum: integer('medical_sum').notNull().default(0),
    customer_sum: integer('customer_sum').notNull().default(0),
    compliance_sum: integer('compliance_sum').notNull().default(0),
    star_1: integer('star_1').notNull().default(0),
    star_2: integer('star_2').notNull().default(0),
    star_3: integer('star_3').notNull().default(0),
    star_4: integer('star_4').notNull().default(0),
    star_5: integer('star_5').notNull().default(0),
    /**
     * The doctor's combined score: 40% medical expertise, 40% customer experience, 20% compliance,
     * rounded once to 1 decimal (0 with no reviews), as the shared `combinedScore` computes it.
     * Filtered and sorted on.
     */
    score: customType<{ data: string }>({ dataType: () => 'numeric(2,1)' })('score')
      .notNull()
      .generatedAlwaysAs(
        sql`case when review_count = 0 then 0 else round((4 * medical_sum + 4 * customer_sum + 2 * compliance_sum)::numeric / (10 * review_count), 1) end`,
      ),
    updated_at: updatedAt(),
  },
  (t) => [
    check('doctor_rating_stats_nonneg_ck', sql`review_count >= 0`),
    index('doctor_rating_stats_score_idx').on(t.score, t.review_count),
    index('doctor_rating_stats_count_idx').on(t.review_count),
  ],
);

/**
 * The public directory's data version: the sum of `version` over the shards grows with every
 * committed transaction that changes doctors, clinics or rating aggregates (deferred triggers in
 * migration 0006 add one to the shard of the committing connection, once per transaction). The
 * server caches directory answers under the version they were computed at, so a cached answer is
 * never older than the version a request reads. Sixteen shards, not one row, so concurrent
 * commits on different connections rarely wait for each other.
 */
export const directoryVersion = pgTable('directory_version', {
  shard: smallint('shard').primaryKey(),
  version: bigint('version', { mode: 'bigint' }).notNull().default(sql`0`),
});

/**
 * The admin dashboard's data version, kept like `directoryVersion` (migration 0021): it grows
 * with every committed transaction that changes feedback, doctors, clinics or specialties, and
 * the dashboard's answers are cached under it.
 */
export const dashboardVersion = pgTable('dashboard_version', {
  shard: smallint('shard').primaryKey(),
  version: bigint('version', { mode: 'bigint' }).notNull().default(sql`0`),
});

// ---------------------------------------------------------------- visits and feedback

export const visits = pgTable(
  'visits',
  {
    id: id(),
    visit_code: varchar('visit_code', { length: 32 }).notNull().unique(),
    /** Normalised Vietnamese number: +84 followed by the national significant number. */
    phone: varchar('phone', { length: 20 }).notNull(),
    clinic_id: uuid('clinic_id').references(() => clinics.id, { onDelete: 'set null' }),
    visit_date: date('visit_date').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    source: varchar('source', { length: 20 }).notNull().default('admin'),
    /** The account that verified the visit first; nobody else can review with it. */
    claimed_by: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The patient's address (lower-cased) for the invitation e-mail; null: no e-mail. */
    email: varchar('email', { length: 254 }),
    /** The language of the invitation e-mail: 'vi' or 'en'. */
    language: varchar('language', { length: 2 }).notNull().default('vi'),
    /** When the invitation (e-mail, or SMS without an address) was queued, and its one reminder. */
    invited_at: timestamp('invited_at', { withTimezone: true }),
    reminded_at: timestamp('reminded_at', { withTimezone: true }),
    /** The token of the SMS's short link (/r/<token>), set when an SMS is queued. */
    short_token: varchar('short_token', { length: 16 }),
    created_at: createdAt(),
  },
  (t) => [
    check('visits_language_ck', sql`${t.language} in ('vi', 'en')`),
    index('visits_invite_due_idx').on(t.visit_date).where(sql`${t.invited_at} is null`),
    index('visits_reminder_due_idx').on(t.invited_at).where(sql`${t.reminded_at} is null`),
    uniqueIndex('visits_short_token_idx').on(t.short_token),
    index('visits_phone_idx').on(t.phone),
    index('visits_claimed_by_idx').on(t.claimed_by),
    index('visits_created_at_idx').on(t.created_at),
    index('visits_clinic_id_idx').on(t.clinic_id),
    index('visits_visit_date_idx').on(t.visit_date),
  ],
);

export const visitDoctors = pgTable(
  'visit_doctors',
  {
    visit_id: uuid('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    doctor_id: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.visit_id, t.doctor_id] }),
    index('visit_doctors_doctor_id_idx').on(t.doctor_id),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    doctor_id: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    /** Null once the author's account is deleted: the review stays, anonymously. */
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    visit_id: uuid('visit_id').references(() => visits.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    medical_expertise: smallint('medical_expertise').notNull(),
    customer_experience: smallint('customer_experience').notNull(),
    compliance: smallint('compliance').notNull(),
    comment: text('comment'),
    is_anonymous: boolean('is_anonymous').notNull().default(false),
    status: text('status').notNull().default('pending'),
    /** Set when the comment contains a phone number or an e-mail address. */
    flagged: boolean('flagged').notNull().default(false),
    /** Written by someone who held the staff or admin role at the time: marked for moderators. */
    author_is_staff: boolean('author_is_staff').notNull().default(false),
    /** Held by the spike guard: shown with a banner, bulk approval needs a confirmation. */
    held_for_spike: boolean('held_for_spike').notNull().default(false),
    /** The last moderator decision: who, when, and for a rejection or removal, why. */
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decision_reason: varchar('decision_reason', { length: 30 }),
    decision_note: varchar('decision_note', { length: 500 }),
    /** Where it was submitted from: the spike guard counts accounts per address over 24 hours. */
    submitted_ip: varchar('submitted_ip', { length: 64 }),
    /** The consent-to-publish text version the author accepted, and when (null before 0014). */
    consent_version: varchar('consent_version', { length: 20 }),
    consent_at: timestamp('consent_at', { withTimezone: true }),
    /** The author's own choice (unticked by default) that the clinic may contact them about it. */
    contact_consent: boolean('contact_consent').notNull().default(false),
    /** "How likely are you to recommend this doctor", 0–10, optional (the NPS question). */
    recommend_score: smallint('recommend_score'),
    /** The author allows a sentence of the comment to be quoted under "What patients say". */
    quote_consent: boolean('quote_consent').notNull().default(false),
    /** Topics the comment mentions, the words that matched each, and the detector's version. */
    topics: text('topics').array().notNull().default(sql`'{}'`),
    topic_words: jsonb('topic_words').$type<Record<string, string[]>>(),
    topics_version: smallint('topics_version').notNull().default(0),
    /** What the screening found in the comment, how urgent it is, and the detector's version. */
    screening: jsonb('screening').$type<ScreeningFinding[]>(),
    screening_risk: smallint('screening_risk').notNull().default(0),
    screening_version: smallint('screening_version').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('feedback_status_ck', inList('status', FEEDBACK_STATUSES)),
    check(
      'feedback_decision_reason_ck',
      sql`${t.decision_reason} is null or ${inList('decision_reason', DECISION_REASONS)}`,
    ),
    check('feedback_rating_ck', ratingRange('rating')),
    check('feedback_medical_ck', ratingRange('medical_expertise')),
    check('feedback_customer_ck', ratingRange('customer_experience')),
    check('feedback_compliance_ck', ratingRange('compliance')),
    check(
      'feedback_recommend_ck',
      sql`${t.recommend_score} is null or ${t.recommend_score} between 0 and 10`,
    ),
    check('feedback_comment_len_ck', sql`char_length(comment) <= 2000`),
    uniqueIndex('feedback_visit_doctor_uq').on(t.visit_id, t.doctor_id),
    index('feedback_doctor_status_created_idx').on(t.doctor_id, t.status, t.created_at),
    index('feedback_doctor_status_rating_idx').on(t.doctor_id, t.status, t.rating, t.created_at),
    index('feedback_status_created_idx').on(t.status, t.created_at),
    index('feedback_user_id_idx').on(t.user_id),
    index('feedback_created_at_idx').on(t.created_at),
    index('feedback_topics_version_idx').on(t.topics_version).where(sql`${t.comment} is not null`),
    index('feedback_topics_idx').using('gin', t.topics).where(sql`${t.status} = 'approved'`),
    index('feedback_pending_risk_idx')
      .on(t.screening_risk.desc(), t.created_at)
      .where(sql`${t.status} = 'pending'`),
    index('feedback_submitted_ip_idx')
      .on(t.submitted_ip, t.created_at)
      .where(sql`${t.submitted_ip} is not null`),
  ],
);

export const feedbackReports = pgTable(
  'feedback_reports',
  {
    id: id(),
    feedback_id: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 40 }).notNull(),
    note: varchar('note', { length: 500 }),
    /**
     * Whether the report counts toward hiding the review: its author had a verified e-mail, was
     * not staff and had an account at least 24 hours old when reporting. Others are recorded only.
     */
    counted: boolean('counted').notNull().default(false),
    /** Set when a moderator decided the review; a resolved report never counts again. */
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('feedback_reports_once_uq').on(t.feedback_id, t.user_id),
    index('feedback_reports_user_id_idx').on(t.user_id),
    index('feedback_reports_open_idx').on(t.feedback_id).where(sql`${t.resolved_at} is null`),
  ],
);

/** The history of each review; see FEEDBACK_EVENT_KINDS for what each kind means. */
export const feedbackEvents = pgTable(
  'feedback_events',
  {
    id: id(),
    feedback_id: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 30 }).notNull(),
    from_status: text('from_status'),
    to_status: text('to_status'),
    reason: varchar('reason', { length: 30 }),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    check('feedback_events_kind_ck', inList('kind', FEEDBACK_EVENT_KINDS)),
    index('feedback_events_feedback_id_idx').on(t.feedback_id, t.created_at),
    index('feedback_events_created_at_idx').on(t.created_at),
  ],
);

/** The author's one appeal against a rejection or removal. */
export const feedbackAppeals = pgTable(
  'feedback_appeals',
  {
    id: id(),
    feedback_id: uuid('feedback_id')
      .notNull()
      .unique()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: varchar('message', { length: 1000 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    /** The moderator whose decision is appealed; another one decides the appeal when possible. */
    appealed_decision_by: uuid('appealed_decision_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    check('feedback_appeals_status_ck', inList('status', APPEAL_STATUSES)),
    index('feedback_appeals_pending_idx').on(t.created_at).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The admin dashboard's rollups of feedback by day of submission (Vietnam's time zone): published
 * reviews with their score sums, and reviews pending or reported. Kept by triggers on feedback
 * (migration 0019) in the transaction of every feedback write; `app_dashboard_rebuild()`
 * recomputes them after bulk loads. No foreign keys: a deleted doctor's rows end at zero.
 */
const dashboardFigures = () => ({
  approved: integer('approved').notNull().default(0),
  rating_sum: integer('rating_sum').notNull().default(0),
  medical_sum: integer('medical_sum').notNull().default(0),
  customer_sum: integer('customer_sum').notNull().default(0),
  compliance_sum: integer('compliance_sum').notNull().default(0),
  pending: integer('pending').notNull().default(0),
  reported: integer('reported').notNull().default(0),
});

/** Per doctor and day. */
export const doctorDailyStats = pgTable(
  'doctor_daily_stats',
  { day: date('day').notNull(), doctor_id: uuid('doctor_id').notNull(), ...dashboardFigures() },
  (t) => [
    primaryKey({ name: 'doctor_daily_stats_pk', columns: [t.day, t.doctor_id] }),
    index('doctor_daily_stats_doctor_day_idx').on(t.doctor_id, t.day),
  ],
);

/** Per day for the whole chain, in 16 shards (the writing connection's), summed when read. */
export const dashboardDailyStats = pgTable(
  'dashboard_daily_stats',
  { day: date('day').notNull(), shard: smallint('shard').notNull(), ...dashboardFigures() },
  (t) => [primaryKey({ name: 'dashboard_daily_stats_pk', columns: [t.day, t.shard] })],
);

/**
 * Per doctor, everything submitted on or after `since`, an anchor day every 14 days
 * (`app_dashboard_anchor`), kept for the anchors of the last 400 days.
 */
export const doctorSinceStats = pgTable(
  'doctor_since_stats',
  { since: date('since').notNull(), doctor_id: uuid('doctor_id').notNull(), ...dashboardFigures() },
  (t) => [primaryKey({ name: 'doctor_since_stats_pk', columns: [t.since, t.doctor_id] })],
);

/**
 * Published reviews per doctor and month (Vietnam time), kept by a deferred trigger on feedback
 * (migration 0035): scores, recommendation groups (promoters 9–10, passives 7–8, detractors 0–6)
 * and commented reviews, all and by overall rating (low 1–2, high 4–5).
 */
export const doctorMonthInsights = pgTable(
  'doctor_month_insights',
  {
    month: date('month').notNull(),
    doctor_id: uuid('doctor_id').notNull(),
    approved: integer('approved').notNull().default(0),
    medical_sum: integer('medical_sum').notNull().default(0),
    customer_sum: integer('customer_sum').notNull().default(0),
    compliance_sum: integer('compliance_sum').notNull().default(0),
    promoters: integer('promoters').notNull().default(0),
    passives: integer('passives').notNull().default(0),
    detractors: integer('detractors').notNull().default(0),
    commented: integer('commented').notNull().default(0),
    low_commented: integer('low_commented').notNull().default(0),
    high_commented: integer('high_commented').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'doctor_month_insights_pk', columns: [t.month, t.doctor_id] }),
    index('doctor_month_insights_doctor_idx').on(t.doctor_id, t.month),
  ],
);

/** Per doctor, month and topic: published comments that mention it, all, low and high. */
export const doctorMonthTopics = pgTable(
  'doctor_month_topics',
  {
    month: date('month').notNull(),
    doctor_id: uuid('doctor_id').notNull(),
    topic: text('topic').notNull(),
    mentions: integer('mentions').notNull().default(0),
    low: integer('low').notNull().default(0),
    high: integer('high').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'doctor_month_topics_pk', columns: [t.month, t.doctor_id, t.topic] }),
    index('doctor_month_topics_doctor_idx').on(t.doctor_id, t.month),
  ],
);

/**
 * Topics the chain adds to the built-in ones, each found by its own words (matched like the
 * built-in lexicon: case, diacritics and word boundaries). Stored on reviews as `chain:<id>`.
 */
export const chainTopics = pgTable('chain_topics', {
  id: id(),
  label_vi: varchar('label_vi', { length: 60 }).notNull(),
  label_en: varchar('label_en', { length: 60 }),
  words: text('words').array().notNull(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/** A review author's answers to the Ministry of Health's outpatient survey (form 2). */
export const mohSurveyResponses = pgTable(
  'moh_survey_responses',
  {
    feedback_id: uuid('feedback_id')
      .primaryKey()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, number>>().notNull(),
    expectation_percent: smallint('expectation_percent'),
    return_intent: smallint('return_intent'),
    created_at: createdAt(),
  },
  () => [
    check(
      'moh_survey_expectation_ck',
      sql`expectation_percent is null or expectation_percent between 0 and 100`,
    ),
    check('moh_survey_return_ck', sql`return_intent is null or return_intent between 1 and 6`),
  ],
);

// ---------------------------------------------------------------- notifications and announcements

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    /** Monotonic sequence: the SSE event id used to replay what a reconnecting client missed. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Vietnamese, or the recipient's language for rows written before both were kept. */
    title: text('title').notNull(),
    message: text('message').notNull(),
    title_en: text('title_en'),
    message_en: text('message_en'),
    type: text('type').notNull(),
    reference_id: uuid('reference_id'),
    /** Where it leads its reader, a path on the site; null on rows written before paths. */
    path: text('path'),
    is_read: boolean('is_read').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    check('notifications_type_ck', inList('type', ['feedback', 'doctor', 'system'])),
    index('notifications_user_created_idx').on(t.user_id, t.created_at),
    index('notifications_user_seq_idx').on(t.user_id, t.seq),
    index('notifications_user_unread_idx').on(t.user_id).where(sql`not ${t.is_read}`),
  ],
);

export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    title_en: varchar('title_en', { length: 200 }),
    content_en: text('content_en'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('announcements_created_at_idx').on(t.created_at),
    index('announcements_created_by_idx').on(t.created_by),
  ],
);

// ---------------------------------------------------------------- platform

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    created_at: createdAt(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 80 }).notNull(),
    description: text('description'),
    ip_address: varchar('ip_address', { length: 64 }),
    severity: text('severity').notNull().default('info'),
    metadata: jsonb('metadata'),
  },
  (t) => [
    check('audit_logs_severity_ck', inList('severity', ['error', 'warning', 'info'])),
    index('audit_logs_created_at_idx').on(t.created_at, t.id),
    index('audit_logs_action_idx').on(t.action, t.created_at),
    index('audit_logs_severity_idx').on(t.severity, t.created_at),
    index('audit_logs_user_id_idx').on(t.user_id),
  ],
);

/** Results of requests sent with an Idempotency-Key, so a retry returns the first answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 200 }).notNull(),
    route: varchar('route', { length: 200 }).notNull(),
    response_status: smallint('response_status').notNull(),
    response_body: jsonb('response_body').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.created_at),
  ],
);

/** Fixed-window rate-limit counters, in the database so limits hold across instances. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    count: integer('count').notNull(),
    reset_at: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.reset_at)],
);

/** Keys that let a clinic's own system push visits; only a hash is stored. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    key_hash: text('key_hash').notNull().unique(),
    prefix: varchar('prefix', { length: 16 }).notNull(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_created_by_idx').on(t.created_by)],
);

/** E-mails waiting to be sent by the worker, so a mail failure never fails a request. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    last_error: text('last_error'),
    /** 'invitation' or 'reminder' for a visit's messages (counted per address per day). */
    purpose: text('purpose'),
    /**
     * 'email'; 'sms' (to_address is then an E.164 phone number and subject is empty); or 'zalo'
     * (a ZNS template message to that phone: subject names the template, template_data fills it).
     */
    channel: varchar('channel', { length: 8 }).$type<MessageChannel>().notNull().default('email'),
    template_data: jsonb('template_data').$type<Record<string, string>>(),
    /** The gateway's id of the sent message, named by its delivery receipts. */
    provider_message_id: varchar('provider_message_id', { length: 100 }),
    /** When a delivery receipt said the message reached the phone. */
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    /** The visit an invitation or reminder was written for. */
    visit_id: uuid('visit_id').references(() => visits.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('mail_outbox_visit_idx')
      .on(t.visit_id, t.created_at)
      .where(sql`${t.visit_id} is not null`),
    check('mail_outbox_channel_ck', sql`${t.channel} in ('email', 'sms', 'zalo')`),
    index('mail_outbox_provider_message_idx')
      .on(t.channel, t.provider_message_id)
      .where(sql`${t.provider_message_id} is not null`),
    index('mail_outbox_due_idx').on(t.next_attempt_at).where(sql`${t.sent_at} is null`),
    index('mail_outbox_invitations_by_address_idx')
      .on(sql`lower(${t.to_address})`, t.created_at)
      .where(sql`${t.purpose} is not null`),
  ],
);

/** A messaging provider's OAuth tokens (Zalo's refresh token works once: the newest is here). */
export const providerTokens = pgTable('provider_tokens', {
  provider: varchar('provider', { length: 32 }).primaryKey(),
  access_token: text('access_token').notNull(),
  refresh_token: text('refresh_token').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  updated_at: updatedAt(),
});

/**
 * Addresses that asked for no more invitation e-mails, as the SHA-256 (hex) of the lower-cased
 * address: enough to match a visit's address, without keeping a list of addresses.
 */
export const mailUnsubscribes = pgTable('mail_unsubscribes', {
  email_hash: varchar('email_hash', { length: 64 }).primaryKey(),
  created_at: createdAt(),
});

/** Platform settings (see src/shared/settings.ts); one row per key, absent keys use defaults. */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** A user account linked to a doctor record (one each way); unlinking deletes the row. */
export const doctorAccounts = pgTable('doctor_accounts', {
  doctor_id: uuid('doctor_id')
    .primaryKey()
    .references(() => doctors.id, { onDelete: 'cascade' }),
  user_id: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  linked_by: uuid('linked_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});

/** An e-mailed invitation to link an account to a doctor record (only the token's hash kept). */
export const doctorInvitations = pgTable('doctor_invitations', {
  id: id(),
  doctor_id: uuid('doctor_id')
    .notNull()
    .references(() => doctors.id, { onDelete: 'cascade' }),
  email: varchar('email', { length: 255 }).notNull(),
  token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  accepted_at: timestamp('accepted_at', { withTimezone: true }),
  invited_by: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});

/** A doctor's proposed change of bio, education and experience, applied once approved. */
export const doctorProfileEdits = pgTable(
  'doctor_profile_edits',
  {
    id: id(),
    doctor_id: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    proposed_by: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    changes: jsonb('changes').$type<ProfileEditChanges>().notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    reason: varchar('reason', { length: 500 }),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    check(
      'doctor_profile_edits_status_ck',
      inList('status', ['pending', 'approved', 'rejected', 'withdrawn']),
    ),
    uniqueIndex('doctor_profile_edits_pending_uq')
      .on(t.doctor_id)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Public replies under a published review: the doctor's or the clinic's (one at a time) and the
 * review author's answer to it (once). Moderated: pending → published / rejected.
 */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: id(),
    feedback_id: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    doctor_id: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    author_id: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    side: varchar('side', { length: 10 }).notNull(),
    body: varchar('body', { length: 1000 }).notNull(),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    /** What the screening found in the body (spans with a kind). */
    screening: jsonb('screening').$type<ScreeningFinding[]>(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    decision_reason: varchar('decision_reason', { length: 500 }),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    published_at: timestamp('published_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('feedback_replies_side_ck', inList('side', REPLY_SIDES)),
    check('feedback_replies_status_ck', inList('status', REPLY_STATUSES)),
    uniqueIndex('feedback_replies_provider_uq')
      .on(t.feedback_id)
      .where(sql`${t.side} <> 'author' and ${t.status} in ('pending', 'published')`),
    uniqueIndex('feedback_replies_author_uq')
      .on(t.feedback_id)
      .where(sql`${t.side} = 'author' and ${t.status} <> 'withdrawn'`),
    index('feedback_replies_status_idx').on(t.status, t.created_at),
    index('feedback_replies_doctor_idx').on(t.doctor_id),
  ],
);

// ---------------------------------------------------------------- clinic scope and cases

/** Staff assigned to clinics work on those clinics only; staff without a row work chain-wide. */
export const staffClinics = pgTable(
  'staff_clinics',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clinic_id: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'staff_clinics_pk', columns: [t.user_id, t.clinic_id] }),
    index('staff_clinics_clinic_id_idx').on(t.clinic_id),
  ],
);

/** A service-recovery case about one review (see src/shared/cases.ts for its rules). */
export const serviceCases = pgTable(
  'service_cases',
  {
    id: id(),
    feedback_id: uuid('feedback_id')
      .notNull()
      .unique('service_cases_feedback_uq')
      .references(() => feedback.id, { onDelete: 'cascade' }),
    /** The reviewed doctor's clinic when the case opened: whose staff own it. */
    clinic_id: uuid('clinic_id').references(() => clinics.id, { onDelete: 'set null' }),
    owner_id: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('open'),
    origin: text('origin').notNull(),
    due_at: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Set when the overdue notice went out, so it goes out once. */
    overdue_notified_at: timestamp('overdue_notified_at', { withTimezone: true }),
    first_contact_at: timestamp('first_contact_at', { withTimezone: true }),
    /** When it was resolved or closed. */
    ended_at: timestamp('ended_at', { withTimezone: true }),
    close_reason: varchar('close_reason', { length: 30 }),
    opened_by: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('service_cases_status_ck', inList('status', CASE_STATUSES)),
    check('service_cases_origin_ck', inList('origin', CASE_ORIGINS)),
    check(
      'service_cases_close_reason_ck',
      sql`(${t.status} = 'closed') = (${t.close_reason} is not null)`,
    ),
    index('service_cases_active_due_idx')
      .on(t.due_at)
      .where(sql`${t.status} in ('open', 'contacted')`),
    index('service_cases_clinic_status_idx').on(t.clinic_id, t.status, t.created_at),
    index('service_cases_owner_idx').on(t.owner_id, t.status),
    index('service_cases_created_at_idx').on(t.created_at),
  ],
);

export const serviceCaseEntries = pgTable(
  'service_case_entries',
  {
    id: id(),
    case_id: uuid('case_id')
      .notNull()
      .references(() => serviceCases.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    author_id: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body'),
    from_status: text('from_status'),
    to_status: text('to_status'),
    created_at: createdAt(),
  },
  (t) => [
    check('service_case_entries_kind_ck', inList('kind', CASE_ENTRY_KINDS)),
    check('service_case_entries_body_len_ck', sql`char_length(${t.body}) <= 2000`),
    index('service_case_entries_case_idx').on(t.case_id, t.created_at),
    index('service_case_entries_author_idx').on(t.author_id),
  ],
);

/** Days on which the daily case digest went out (one instance sends it; see cases/digest.ts). */
export const caseDigestRuns = pgTable('case_digest_runs', {
  day: date('day').primaryKey(),
  created_at: createdAt(),
});

/** "You said, we did": a change made after reviews (see modules/cases/change-notes.ts). */
export const changeNotes = pgTable(
  'change_notes',
  {
    id: id(),
    clinic_id: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    /** Null: the change concerns the whole clinic, shown on each of its doctors' pages. */
    doctor_id: uuid('doctor_id').references(() => doctors.id, { onDelete: 'cascade' }),
    body: varchar('body', { length: 500 }).notNull(),
    author_id: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('change_notes_clinic_idx').on(t.clinic_id, t.created_at),
    index('change_notes_doctor_idx').on(t.doctor_id, t.created_at),
    index('change_notes_author_idx').on(t.author_id),
  ],
);

/** The reviews that led to a change, and whether each author says it fixed their problem. */
export const changeNoteReviews = pgTable(
  'change_note_reviews',
  {
    note_id: uuid('note_id')
      .notNull()
      .references(() => changeNotes.id, { onDelete: 'cascade' }),
    feedback_id: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    answer: text('answer'),
    answered_at: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'change_note_reviews_pk', columns: [t.note_id, t.feedback_id] }),
    check(
      'change_note_reviews_answer_ck',
      sql`${t.answer} is null or ${t.answer} in ('fixed', 'not_fixed')`,
    ),
    index('change_note_reviews_feedback_idx').on(t.feedback_id),
  ],
);

/**
 * Words a moderator hid from a published comment: the comment holds the published text (a marker
 * in each span's place); the original is kept here for audit only.
 */
export const feedbackRedactions = pgTable(
  'feedback_redactions',
  {
    id: id(),
    feedback_id: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    original_comment: text('original_comment').notNull(),
    spans: jsonb('spans').$type<HiddenSpan[]>().notNull(),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: varchar('note', { length: 500 }),
    created_at: createdAt(),
    reverted_at: timestamp('reverted_at', { withTimezone: true }),
    reverted_by: uuid('reverted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('feedback_redactions_feedback_idx').on(t.feedback_id)],
);

/** Reply templates staff keep, in both languages, with {patient}, {doctor}, {clinic}. */
export const replyTemplates = pgTable('reply_templates', {
  id: id(),
  title_vi: varchar('title_vi', { length: 80 }).notNull(),
  title_en: varchar('title_en', { length: 80 }).notNull(),
  body_vi: varchar('body_vi', { length: 1000 }).notNull(),
  body_en: varchar('body_en', { length: 1000 }).notNull(),
  created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
  updated_at: updatedAt(),
});
