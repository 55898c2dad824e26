import { z } from 'zod';

/** `<visit id>.<expiry, epoch seconds>.<HMAC-SHA256, base64url>` */
export const INVITE_TOKEN = /^[0-9a-f-]{36}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/;

export const claimInviteSchema = z.strictObject({
  invite: z.string().max(120).regex(INVITE_TOKEN, 'validation.invite.invalid'),
});
export type ClaimInvite = z.infer<typeof claimInviteSchema>;

/** A visit's personal invitation: `/feedback?invite=…`, valid until the visit expires. */
export interface VisitInvite {
  url: string;
  expires_at: string;
}

/** Whether the signed-in account has claimed a visit with this doctor (or at their clinic). */
export interface MyVisit {
  visited: boolean;
}

/** `<SHA-256 hex of the address>.<HMAC-SHA256, base64url>` */
export const UNSUBSCRIBE_TOKEN = /^[0-9a-f]{64}\.[A-Za-z0-9_-]{43}$/;

/**
 * The unsubscribe link of an invitation e-mail: `/api/mail/unsubscribe?token=…&lang=vi|en`.
 * Other query parameters (a mail provider's tracking) are ignored.
 */
export const unsubscribeQuery = z.object({
  token: z.string().max(120).regex(UNSUBSCRIBE_TOKEN),
  lang: z.enum(['vi', 'en']).catch('vi'),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuery>;
