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
