/**
 * Who owns each table of db/schema.ts. A module's SQL may read any table, but inserts, updates
 * and deletes only the tables it owns here; another owner's table is written by calling that
 * owner's service (or, where the two would import each other, a function app.ts passes in).
 * table-owners.test.ts checks this file against db/schema.ts and every write under modules/
 * against this file.
 *
 * A new table gets a line in TABLE_OWNERS: a module (`modules/<name>`), or a platform folder
 * (auth, audit, mail, http, messages) for the tables the platform keeps. A write of another
 * owner's table is allowed only when COLUMN_WRITERS lets its module write those columns, or
 * CROSSINGS lists the file and table with the reason; remove a crossing with its write.
 */
export const TABLE_OWNERS: Record<string, string> = {
  // better-auth's tables
  sessions: 'auth',
  accounts: 'auth',
  verifications: 'auth',
  twoFactors: 'auth',
  // people: the account and what is kept with it (the users module, the administrators' screen,
  // changes roles and names and closes accounts through the accounts module's service)
  users: 'modules/accounts',
  userRoles: 'modules/accounts',
  profiles: 'modules/accounts',
  userPreferences: 'modules/accounts',
  // the directory
  clinics: 'modules/clinics',
  specialties: 'modules/specialties',
  doctors: 'modules/admin-doctors',
  directoryVersion: 'modules/doctors',
  doctorRatingStats: 'modules/ratings',
  doctorProfileEdits: 'modules/portal',
  doctorAccounts: 'modules/doctor-accounts',
  doctorInvitations: 'modules/doctor-accounts',
  // visits and their invitations
  visits: 'modules/visits',
  visitDoctors: 'modules/visits',
  mailUnsubscribes: 'modules/invitations',
  // reviews
  feedback: 'modules/feedback',
  feedbackReports: 'modules/feedback',
  feedbackEvents: 'modules/feedback',
  feedbackAppeals: 'modules/feedback',
  feedbackRedactions: 'modules/feedback',
  idempotencyKeys: 'modules/feedback',
  feedbackReplies: 'modules/replies',
  replyTemplates: 'modules/reply-templates',
  mohSurveyResponses: 'modules/moh-survey',
  chainTopics: 'modules/topics',
  // rollups kept by triggers on feedback
  doctorDailyStats: 'modules/dashboard',
  dashboardDailyStats: 'modules/dashboard',
  doctorSinceStats: 'modules/dashboard',
  dashboardVersion: 'modules/dashboard',
  doctorMonthInsights: 'modules/insights',
  doctorMonthTopics: 'modules/insights',
  // service cases, notes, notices
  serviceCases: 'modules/cases',
  serviceCaseEntries: 'modules/cases',
  caseDigestRuns: 'modules/cases',
  changeNotes: 'modules/change-notes',
  changeNoteReviews: 'modules/change-notes',
  notifications: 'modules/notifications',
  announcements: 'modules/announcements',
  // administration
  staffClinics: 'modules/staff-clinics',
  apiKeys: 'modules/api-keys',
  appSettings: 'modules/settings',
  // the platform
  auditLogs: 'audit',
  mailOutbox: 'mail',
  providerTokens: 'messages',
  rateLimits: 'http',
};

/** Columns of another module's table that a module computes and alone writes (`update` only). */
export const COLUMN_WRITERS: { module: string; table: string; columns: string[]; why: string }[] = [
  {
    module: 'modules/topics',
    table: 'feedback',
    columns: ['topics', 'topic_words', 'topics_version'],
    why: "the topics found in a review's comment are the topics detector's output, recomputed by its refresh job; a trigger clears them when any writer changes the comment",
  },
];

/**
 * Writes of another owner's table that exist, each with its reason (all accepted now; one still
 * to move would say "to move"). One entry per file and table; remove it with the write.
 */
export const CROSSINGS: { file: string; table: string; why: string }[] = [
  {
    file: 'modules/invitations/repo.ts',
    table: 'visits',
    why: 'accepted: the statement that queues an invitation marks its visit (invited_at, reminded_at, short_token), so a pass is one idempotent statement for 10,000 visits',
  },
  {
    file: 'modules/invitations/repo.ts',
    table: 'mailOutbox',
    why: 'accepted: the outbox is the platform queue every sender inserts into (mail/outbox.ts), here set-based in the marking statement',
  },
  {
    file: 'modules/notifications/repo.ts',
    table: 'mailOutbox',
    why: "accepted: a notification's e-mail copies are queued in the one set-based statement that inserts it for every recipient",
  },
  {
    file: 'modules/privacy/repo.ts',
    table: 'mailOutbox',
    why: "accepted: retention deletes old messages of the platform's outbox, which has no module of its own",
  },
  {
    file: 'modules/privacy/repo.ts',
    table: 'auditLogs',
    why: "accepted: closing an account pseudonymises its e-mail in the platform's audit log, which has no module of its own",
  },
  {
    file: 'modules/accounts/repo.ts',
    table: 'accounts',
    why: "accepted: an account's credential row (better-auth's table) is made in the same transaction as the account, so an account never exists half-made",
  },
  {
    file: 'modules/users/repo.ts',
    table: 'sessions',
    why: "accepted: a demoted admin's sessions (better-auth's table) end in the role change's own transaction",
  },
];
