import { createHmac, timingSafeEqual } from 'node:crypto';

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

  return {
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
  };
}
export type InviteSigner = ReturnType<typeof createInviteSigner>;
