/** Response schemas of visits and API keys (`api/visits.ts`, `api/api-keys.ts`), beside `visits.ts`. */
import { z } from 'zod';
import { MESSAGE_CHANNELS } from '../messages';
import { IMPORT_PROBLEM_CODES, INVITATION_STATES } from '../visits';
import { itemsOf, pagedOf, specialtyRef, timestamp } from './common';

export const verifiedVisitResponse = z
  .object({
    visit_id: z.string(),
    visit_date: z.string(),
    clinic: z.object({ id: z.string(), name: z.string() }).nullable(),
    expires_at: timestamp,
    doctors: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        specialty: specialtyRef,
        image_url: z.string().nullable(),
        already_reviewed: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'VerifiedVisit' });

const adminVisit = z
  .object({
    id: z.string(),
    invitation: z
      .object({
        state: z.enum(INVITATION_STATES),
        channel: z.enum(MESSAGE_CHANNELS).nullable(),
        reminder: z.boolean(),
      })
      .nullable(),
    visit_code: z.string(),
    phone: z.string(),
    visit_date: z.string(),
    expires_at: timestamp,
    source: z.string(),
    claimed: z.boolean(),
    clinic: z.string().nullable(),
    doctors: z.array(z.string()),
    created_at: timestamp,
  })
  .meta({ id: 'AdminVisit' });
export const adminVisitPageResponse = pagedOf(adminVisit);

export const createdVisitResponse = z
  .object({ id: z.string(), visit_code: z.string() })
  .meta({ id: 'CreatedVisit' });
export const pushedVisitsResponse = z.object({ created: z.array(createdVisitResponse) });

export const importPreviewResponse = z
  .object({
    valid: z.number(),
    errors: z.array(
      z.object({
        line: z.number(),
        field: z.string(),
        code: z.enum(IMPORT_PROBLEM_CODES),
        message: z.string(),
        value: z.string().optional(),
      }),
    ),
    written: z.number(),
    codes: z.array(z.string()),
    invited: z.number().optional(),
  })
  .meta({ id: 'ImportPreview' });

export const visitReleaseResponse = z.object({
  visit_id: z.string(),
  withdrawn: z.number(),
  kept_published: z.number(),
});

const apiKeyFields = {
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  created_at: timestamp,
};
export const apiKeyListResponse = itemsOf(
  z.object({
    ...apiKeyFields,
    last_used_at: timestamp.nullable(),
    revoked_at: timestamp.nullable(),
  }),
);
/** The only answer that carries the key itself. */
export const createdApiKeyResponse = z
  .object({ ...apiKeyFields, key: z.string() })
  .meta({ id: 'CreatedApiKey' });
