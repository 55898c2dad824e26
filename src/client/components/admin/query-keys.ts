import type { CaseFilter } from '@shared/cases';
import type { ReplyStatus } from '@shared/replies';

/**
 * Query keys of every admin screen, in one place. They nest under ['admin', …], so a mutation can
 * refresh a whole family (every doctor list page, every audit filter) by its prefix: each
 * resource's `all()` is the prefix of its other keys. Public caches an admin change also refreshes
 * keep their owners' keys (lib/query-keys, components/announcements) or the public prefixes
 * ['clinics'] and ['specialties']. The admin kit imports no feature, so a screen's filters are
 * typed by the screen's own api.ts.
 */
export const adminKeys = {
  /** Everything the admin screens cache (dropped when the two-factor step is passed). */
  all: () => ['admin'] as const,
  dashboard: {
    all: () => ['admin', 'dashboard'] as const,
    view: <Filters extends object>(filters: Filters) => ['admin', 'dashboard', filters] as const,
  },
  doctors: {
    all: () => ['admin', 'doctors'] as const,
    list: <Filters extends object>(filters: Filters) =>
      ['admin', 'doctors', 'list', filters] as const,
    detail: (id: string) => ['admin', 'doctors', 'detail', id] as const,
    /** Every doctor, for pickers (the visits screen). */
    options: () => ['admin', 'doctors', 'options'] as const,
    /** The account linked to a doctor (its own family: doctor changes do not touch it). */
    account: (id: string) => ['admin', 'doctor-account', id] as const,
  },
  clinics: {
    all: () => ['admin', 'clinics'] as const,
    list: () => ['admin', 'clinics', 'list'] as const,
    detail: (id: string) => ['admin', 'clinics', 'detail', id] as const,
    /** Every clinic, for pickers (the visits screen). */
    options: () => ['admin', 'clinics', 'options'] as const,
  },
  specialties: {
    all: () => ['admin', 'specialties'] as const,
  },
  settings: {
    all: () => ['admin', 'settings'] as const,
  },
  users: {
    all: () => ['admin', 'users'] as const,
    list: (params: { q: string; page: number }) => ['admin', 'users', params] as const,
  },
  feedback: {
    all: () => ['admin', 'feedback'] as const,
    list: <List extends string>(list: List, params: { q: string; limit: number }) =>
      ['admin', 'feedback', list, params] as const,
  },
  audit: {
    all: () => ['admin', 'audit'] as const,
    list: <Filters extends object>(filters: Filters) => ['admin', 'audit', filters] as const,
  },
  visits: {
    all: () => ['admin', 'visits'] as const,
    list: (params: { q: string; page: number }) => ['admin', 'visits', params] as const,
    /** A visit's invitation link (under the visits family, so visit changes refresh it). */
    invite: (id: string | undefined) => ['admin', 'visits', id, 'invite'] as const,
  },
  apiKeys: {
    all: () => ['admin', 'api-keys'] as const,
  },
  replies: {
    all: () => ['admin', 'replies'] as const,
    list: (status: ReplyStatus) => ['admin', 'replies', status] as const,
  },
  replyTemplates: {
    all: () => ['admin', 'reply-templates'] as const,
  },
  profileEdits: {
    all: () => ['admin', 'profile-edits'] as const,
  },
  cases: {
    all: () => ['admin', 'cases'] as const,
    list: (filter: CaseFilter) => ['admin', 'cases', 'list', filter] as const,
    detail: (id: string) => ['admin', 'cases', 'detail', id] as const,
    stats: () => ['admin', 'cases', 'stats'] as const,
  },
  staffClinics: (userId: string) => ['admin', 'users', userId, 'clinics'] as const,
};
