/**
 * Versions of the texts a person agrees to. The consent wording lives in the i18n files under
 * `feedback.form.consentText.<version>`, one entry per version kept forever, and the notice is the
 * /privacy page; a new wording gets a new version (and a new entry beside the old ones), so what
 * each person accepted stays known (stored with each review, and on the profile for the notice).
 */

import { z } from 'zod';
import { LANGUAGES } from './constants';
import type { ReviewContent } from './feedback';
import type { MessageChannel } from './messages';

/** The consent to publish a review (stored as feedback.consent_version). */
export const REVIEW_CONSENT_VERSION = '2026-01';
/** The privacy notice at /privacy accepted at sign-up (stored as profiles.privacy_notice_version). */
export const PRIVACY_NOTICE_VERSION = '2026-11';

/** What happens to the published reviews of a closed account. */
export const CLOSE_ACCOUNT_REVIEW_CHOICES = ['remove', 'anonymise'] as const;
export type CloseAccountReviews = (typeof CLOSE_ACCOUNT_REVIEW_CHOICES)[number];

/** DELETE /api/me/account: re-authentication and the choice for published reviews. */
export const closeAccountSchema = z.strictObject({
  /** The password; a phone account, which has none, gives the code sent to its phone instead. */
  password: z.string().min(1).max(128).optional(),
  /**
   * A current TOTP code when two-factor authentication is on; for a phone account, the code
   * just sent to its phone.
   */
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .optional(),
  reviews: z.enum(CLOSE_ACCOUNT_REVIEW_CHOICES),
});
export type CloseAccountInput = z.infer<typeof closeAccountSchema>;

/** Administrators deleting an account choose the same as the person would. */
export const adminDeleteUserQuery = z.strictObject({
  reviews: z.enum(CLOSE_ACCOUNT_REVIEW_CHOICES).default('anonymise'),
});

export const exportFormatQuery = z.strictObject({
  format: z.enum(['json', 'html']).default('json'),
});

/** Answer of GET /api/me/data-export (format json): everything kept about the account. */
export interface DataExport {
  generated_at: string;
  account: {
    id: string;
    /** Null for an account made by phone sign-in. */
    email: string | null;
    /** The number a phone account signs in with (E.164); null otherwise. */
    phone: string | null;
    email_verified: boolean;
    two_factor_enabled: boolean;
    created_at: string;
  };
  profile: {
    first_name: string;
    last_name: string;
    language: string;
    avatar_url: string | null;
    privacy_notice_version: string | null;
    privacy_accepted_at: string | null;
    role: string | null;
  };
  preferences: Record<string, boolean> | null;
  reviews: (ReviewContent & {
    id: string;
    doctor: { id: string; name: string };
    status: string;
    consent_version: string | null;
    consent_at: string | null;
    /** "How likely are you to recommend this doctor", 0–10; null when not answered. */
    recommend_score: number | null;
    /** The clinic may contact the author about the visit. */
    contact_consent: boolean;
    /** A sentence of the comment may be quoted on the doctor's page, without a name. */
    quote_consent: boolean;
    created_at: string;
    /** The author's answers to the Ministry of Health's outpatient survey, if given. */
    moh_survey: {
      /** Item code (A1…E4) → level 1–5; only the items answered. */
      answers: Record<string, number>;
      /** G: the share of expectations met, 0–100. */
      expectation_percent: number | null;
      /** H: option 1–6 (would come back or recommend it). */
      return_intent: number | null;
      created_at: string;
    } | null;
    /** Status history; who decided is never included (staff names are not the person's data). */
    history: {
      kind: string;
      from_status: string | null;
      to_status: string | null;
      reason: string | null;
      created_at: string;
    }[];
    appeal: { message: string; status: string; created_at: string } | null;
  })[];
  /** Reports this person made; the reported review is referred to by id only. */
  reports: { feedback_id: string; reason: string; note: string | null; created_at: string }[];
  notifications: {
    title: string;
    message: string;
    type: string;
    is_read: boolean;
    created_at: string;
  }[];
  visits_claimed: { id: string; visit_date: string; clinic: string | null; created_at: string }[];
  /** Invitations and reminders sent to the person's address, or to their visits' phone. */
  messages: {
    channel: MessageChannel;
    kind: 'invitation' | 'reminder';
    to: string;
    created_at: string;
    sent_at: string | null;
    delivered_at: string | null;
  }[];
  sessions: {
    created_at: string;
    expires_at: string;
    ip_address: string | null;
    user_agent: string | null;
  }[];
  audit_events: { action: string; created_at: string; ip_address: string | null }[];
}

/** GET /api/me/data-export.html: the reader's language; without it, the site's or the profile's. */
export const readableExportQuery = z.strictObject({ lang: z.enum(LANGUAGES).optional() });
