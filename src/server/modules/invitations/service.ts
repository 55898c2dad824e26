/**
 * Where an invitation's short link leads: the visit's signed invitation, or its opt-out page.
 * The links are on our own domain so an SMS stays short; the token is 12 characters.
 */
import type { Db } from '../../db/client';
import { visitOfShortToken } from './repo';
import { type InviteSigner, inviteUrl } from './token';

/** The invitation of the visit behind `token`, or the page that verifies a visit by its code. */
export async function shortLinkTarget(
  db: Db,
  token: string,
  signer: InviteSigner,
  publicUrl: string,
): Promise<string> {
  const visit = await visitOfShortToken(db, token);
  // Expired or unknown: the page where a visit is verified by its code and phone instead.
  if (!visit || visit.expires_at <= new Date()) {
    return `/feedback${visit?.language === 'en' ? '?lang=en' : ''}`;
  }
  // Opened from a phone message: a guest signs in with a code sent to the phone.
  return `${inviteUrl(publicUrl, signer, visit)}&via=phone`;
}

/** The opt-out page for the phone number of the visit behind `token`; home when unknown. */
export async function optOutTarget(db: Db, token: string, signer: InviteSigner): Promise<string> {
  const visit = await visitOfShortToken(db, token);
  if (!visit) return '/';
  const lang = visit.language === 'en' ? 'en' : 'vi';
  const unsubscribe = encodeURIComponent(signer.signUnsubscribe(visit.phone));
  return `/api/mail/unsubscribe?token=${unsubscribe}&lang=${lang}`;
}
