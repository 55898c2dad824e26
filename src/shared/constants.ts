/** Business constants (weights, page sizes, limits, timings), shared by server and client. */

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Criteria weights: medical expertise 40%, customer experience 40%, compliance and behaviour 20%. */
export const CRITERIA_WEIGHTS = {
  medicalExpertise: 0.4,
  customerExperience: 0.4,
  compliance: 0.2,
} as const;

export const DOCTOR_PAGE_SIZES = [12, 24, 48] as const;
export type DoctorPageSize = (typeof DOCTOR_PAGE_SIZES)[number];
export const DEFAULT_DOCTOR_PAGE_SIZE: DoctorPageSize = 12;
export const DOCTOR_SORTS = ['name', 'rating', 'reviews'] as const;
export type DoctorSort = (typeof DOCTOR_SORTS)[number];
export const REVIEWS_PAGE_SIZE = 10;
/** Orders of a doctor's reviews: newest first, or by overall stars (newest first within a star). */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const MIN_RATING_STEP = 0.5;
export const SKELETON_CARDS = 3;
export const FEATURED_DOCTORS = 3;

/** Prior weight (in reviews) of the Bayesian average used to rank featured doctors. */
export const BAYESIAN_PRIOR_REVIEWS = 5;

export const NOTIFICATIONS_FETCHED = 20;
export const REPORTED_FEEDBACK_LIMIT = 50;
export const ADMIN_FEEDBACK_LIMIT = 20;
/** A person's own reviews listed on their profile: the newest this many (the answer says if cut). */
export const MY_FEEDBACK_MAX = 200;
/** Reviews one bulk decision applies to; "decide all" over a larger queue says more remain. */
export const BULK_MODERATION_MAX = 500;
export const DASHBOARD_TOP_DOCTORS = 3;
export const DASHBOARD_RECENT_FEEDBACK = 3;
export const ANNOUNCEMENTS_PAGE_SIZE = 5;
export const NOTIFICATION_PREVIEW_CHARS = 100;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const COMMENT_MAX_CHARS = 2000;

export const CLINIC_LIMITS = { name: 100, address: 200, city: 100, description: 500 } as const;
export const TIME_STEP_MINUTES = 15;
export const DEFAULT_OPEN_TIME = '09:00';
export const DEFAULT_CLOSE_TIME = '17:00';
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const LOGIN_REDIRECT_DELAY_MS = 500;
export const TOAST_DURATION_MS = 5000;
export const SIDEBAR_COOKIE_MAX_AGE_DAYS = 7;
export const MOBILE_BREAKPOINT_PX = 768;
export const REALTIME_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10000] as const;
export const REALTIME_HEARTBEAT_MS = 30_000;

/**
 * `GET /api/notifications/stream` (text/event-stream): `event: notification` with an
 * AppNotification as data and `id: <seq>`; `event: ping` every 30 s. A reconnect sending
 * `Last-Event-ID` first receives what it missed.
 */
export const SSE_EVENTS = { notification: 'notification', ping: 'ping' } as const;

/** Client cache timings: directory data stays fresh 5 minutes, feedback 1 minute. */
export const CACHE = {
  defaultStaleMs: 5 * 60_000,
  doctorsStaleMs: 5 * 60_000,
  doctorDetailStaleMs: 5 * 60_000,
  feedbackStaleMs: 60_000,
} as const;

export const LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'vi';

export const ROLES = ['admin', 'doctor', 'staff'] as const;
export type Role = (typeof ROLES)[number];

export const DOCTOR_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type DoctorStatus = (typeof DOCTOR_STATUSES)[number];

/** `archived`: older than the review retention period, out of public view and the score. */
export const FEEDBACK_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'reported',
  'archived',
] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Why a moderator rejected or removed a review; 'other' needs a note. */
export const DECISION_REASONS = [
  'off_topic',
  'offensive',
  'personal_data',
  'not_real_visit',
  'spam',
  'other',
] as const;
export type DecisionReason = (typeof DECISION_REASONS)[number];

/**
 * Kinds of `feedback_events`, the history of each review (the transparency figures and a person's
 * data export are computed from it):
 * - submitted: created (to_status pending)
 * - decided: a moderator approved, rejected or removed it (reason for rejections/removals)
 * - hidden_by_reports: enough counted reports hid it before a decision (to_status reported)
 * - hidden_by_moderator: a moderator hid it while deciding (to_status reported)
 * - kept: a moderator kept a reported review published (to_status approved)
 * - appealed / appeal_upheld / appeal_overturned: the author's one appeal and its outcome
 * - withdrawn: the author (or an account deletion, or a released visit claim) took it down
 * - held_for_spike: the spike guard held it for moderation
 * - archived: the retention job took it out of public view and the score
 */
export const FEEDBACK_EVENT_KINDS = [
  'submitted',
  'decided',
  'hidden_by_reports',
  'hidden_by_moderator',
  'kept',
  'appealed',
  'appeal_upheld',
  'appeal_overturned',
  'withdrawn',
  'held_for_spike',
  'archived',
  'words_hidden',
  'words_restored',
] as const;
export type FeedbackEventKind = (typeof FEEDBACK_EVENT_KINDS)[number];

/**
 * Spike guard rules besides the volume rule (whose thresholds are the spike_floor and
 * spike_factor settings). New feedback is held for moderation, shown with a banner, when within
 * the last `windowHours`:
 * - `ipAccounts` or more different accounts submitted feedback from the same address (one
 *   patient rating several doctors of one visit is one account, so it is never held for this);
 * - `sameHourAccounts` or more different accounts, all created within one hour of each other,
 *   submitted feedback for the same doctor.
 */
export const SPIKE_GUARD = { windowHours: 24, ipAccounts: 3, sameHourAccounts: 3 } as const;
/** Why the spike guard held a review (the held_for_spike event's reason). */
export const SPIKE_REASONS = ['volume', 'same_ip', 'new_accounts'] as const;
export type SpikeReason = (typeof SPIKE_REASONS)[number];

/** Longest appeal text an author may send against a rejection. */
export const APPEAL_MESSAGE_MAX = 1000;

export const APPEAL_STATUSES = ['pending', 'upheld', 'overturned'] as const;

/** Longest reason an administrator may give for releasing a visit's claim. */
export const VISIT_RELEASE_REASON_MAX = 500;

export const REPORT_REASONS = [
  'spam',
  'offensive',
  'false_information',
  'privacy',
  'other',
] as const;

export const NOTIFICATION_TYPES = ['feedback', 'doctor', 'system'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const AUDIT_SEVERITIES = ['error', 'warning', 'info'] as const;
export type AuditSeverity = (typeof AUDIT_SEVERITIES)[number];

export const DOCTOR_PLACEHOLDER_IMAGE = '/images/doctor-placeholder.svg';
