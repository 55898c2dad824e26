import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Invitation tokens are signed, not stored: `<visit id>.<expiry>.<HMAC>` with a key derived from
 * the server's auth secret. Nothing is written per visit, so a 10,000-line import costs no extra
 * rows, and any instance can check a link. The expiry is the visit's own, so the link dies with
 * the visit; the visit id binds it to one visit, and the claim rule (first account wins) stops a
 * second account once it was used.
 */
export function createInviteSigner(secret: string) {
  const key = createHmac('sha256', secret).update('visit-invitation-v1').digest();
  const mac = (visitId: string, expires: number) =>
    createHmac('sha256', key).update(`${visitId}.${expires}`).digest('base64url');
  const unsubscribeKey = createHmac('sha256', secret).update('mail-unsubscribe-v1').digest();
  const unsubscribeMac = (hash: string) =>
    createHmac('sha256', unsubscribeKey).update(hash).digest('base64url');

  const shortKey = createHmac('sha256', secret).update('visit-short-link-v1').digest();

  return {
    /**
     * The token of a visit's short link (/r/<token>): 12 characters of an HMAC of the visit id
     * (72 bits, unguessable), the same for its invitation and its reminder. It only finds the
     * visit (kept on it); the link it leads to is the signed invitation, dying with the visit.
     */
    shortToken(visitId: string): string {
      return createHmac('sha256', shortKey).update(visitId).digest('base64url').slice(0, 12);
    },
    sign(visitId: string, expiresAt: Date): string {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      return `${visitId}.${expires}.${mac(visitId, expires)}`;
    },
    /** The visit id and expiry of an authentic token, or null for any forged or altered one. */
    verify(token: string): { visitId: string; expires: number } | null {
      const [visitId, expiresText, signature] = token.split('.');
      if (!visitId || !expiresText || !signature) return null;
      const expires = Number(expiresText);
      const expected = Buffer.from(mac(visitId, expires));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return { visitId, expires };
    },
    /**
     * The unsubscribe token of an address: `<SHA-256 hex of the address>.<HMAC>`. It names the
     * address, not a visit, so it stays valid after the visit expires or is deleted.
     */
    signUnsubscribe(email: string): string {
      const hash = emailHash(email);
      return `${hash}.${unsubscribeMac(hash)}`;
    },
    /** The address hash of an authentic unsubscribe token, or null. */
    verifyUnsubscribe(token: string): string | null {
      const [hash, signature] = token.split('.');
      if (!hash || !signature || !/^[0-9a-f]{64}$/.test(hash)) return null;
      const expected = Buffer.from(unsubscribeMac(hash));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return hash;
    },
  };
}

/** SHA-256 (hex) of the lower-cased address; SQL computes the same with `emailHashSql`. */
export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
export type InviteSigner = ReturnType<typeof createInviteSigner>;

/**
 * The personal invitation link of a visit, in the patient's language: an English-speaking
 * patient's link opens the site in English (`lang=en`), whatever the browser remembered.
 */
export function inviteUrl(
  publicUrl: string,
  signer: InviteSigner,
  visit: { id: string; expires_at: Date; language: string },
) {
  const lang = visit.language === 'en' ? '&lang=en' : '';
  return `${publicUrl}/feedback?invite=${signer.sign(visit.id, visit.expires_at)}${lang}`;
}
