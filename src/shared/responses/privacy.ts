/** Response schemas of a person's privacy rights (`api/privacy.ts`), beside `privacy.ts`. */
import { z } from 'zod';
import { MESSAGE_CHANNELS } from '../messages';
import { reviewContentFields, timestamp } from './common';

// Kinds, statuses and reasons are written as stored: an export carries history as it was kept.
export const dataExportResponse = z
  .object({
    generated_at: timestamp,
    account: z.object({
      id: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      email_verified: z.boolean(),
      two_factor_enabled: z.boolean(),
      created_at: timestamp,
    }),
    profile: z.object({
      first_name: z.string(),
      last_name: z.string(),
      language: z.string(),
      avatar_url: z.string().nullable(),
      privacy_notice_version: z.string().nullable(),
      privacy_accepted_at: timestamp.nullable(),
      role: z.string().nullable(),
    }),
    preferences: z.record(z.string(), z.boolean()).nullable(),
    reviews: z.array(
      z.object({
        ...reviewContentFields,
        id: z.string(),
        doctor: z.object({ id: z.string(), name: z.string() }),
        status: z.string(),
        consent_version: z.string().nullable(),
        consent_at: timestamp.nullable(),
        recommend_score: z.number().nullable(),
        contact_consent: z.boolean(),
        quote_consent: z.boolean(),
        created_at: timestamp,
        moh_survey: z
          .object({
            answers: z.record(z.string(), z.number()),
            expectation_percent: z.number().nullable(),
            return_intent: z.number().nullable(),
            created_at: timestamp,
          })
          .nullable(),
        history: z.array(
          z.object({
            kind: z.string(),
            from_status: z.string().nullable(),
            to_status: z.string().nullable(),
            reason: z.string().nullable(),
            created_at: timestamp,
          }),
        ),
        appeal: z
          .object({ message: z.string(), status: z.string(), created_at: timestamp })
          .nullable(),
      }),
    ),
    reports: z.array(
      z.object({
        feedback_id: z.string(),
        reason: z.string(),
        note: z.string().nullable(),
        created_at: timestamp,
      }),
    ),
    notifications: z.array(
      z.object({
        title: z.string(),
        message: z.string(),
        type: z.string(),
        is_read: z.boolean(),
        created_at: timestamp,
      }),
    ),
    visits_claimed: z.array(
      z.object({
        id: z.string(),
        visit_date: z.string(),
        clinic: z.string().nullable(),
        created_at: timestamp,
      }),
    ),
    messages: z.array(
      z.object({
        channel: z.enum(MESSAGE_CHANNELS),
        kind: z.enum(['invitation', 'reminder']),
        to: z.string(),
        created_at: timestamp,
        sent_at: timestamp.nullable(),
        delivered_at: timestamp.nullable(),
      }),
    ),
    sessions: z.array(
      z.object({
        created_at: timestamp,
        expires_at: timestamp,
        ip_address: z.string().nullable(),
        user_agent: z.string().nullable(),
      }),
    ),
    audit_events: z.array(
      z.object({ action: z.string(), created_at: timestamp, ip_address: z.string().nullable() }),
    ),
  })
  .meta({ id: 'DataExport' });

export const withdrawnResponse = z.object({ status: z.literal('withdrawn') });
