/**
 * The short links of invitation SMS, on our own domain: /r/<token> opens the visit's signed
 * invitation in the patient's language, /r/<token>/x its opt-out page (the same as the e-mails'
 * unsubscribe page, for the phone number). Pages, not API endpoints, like the sitemap: a phone's
 * browser opens them straight from the message.
 */
import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { Db } from '../../db/client';
import { visits } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { type InviteSigner, inviteUrl } from './token';

/** Tokens are 12 base64url characters (see InviteSigner.shortToken). */
const TOKEN = '[A-Za-z0-9_-]{12}';

async function visitOfToken(db: Db, token: string) {
  const [visit] = await db
    .select({
      id: visits.id,
      phone: visits.phone,
      language: visits.language,
      expires_at: visits.expires_at,
    })
    .from(visits)
    .where(eq(visits.short_token, token))
    .limit(1);
  return visit ?? null;
}

export function registerShortLinks(
  app: Hono<AppEnv>,
  db: Db,
  signer: InviteSigner,
  publicUrl: string,
) {
  const away = (c: Context<AppEnv>, to: string) => {
    // The token is the key to an invitation: never cached, never passed on as a referrer.
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(to, 302);
  };

  app.get(`/r/:token{${TOKEN}}`, async (c) => {
    const visit = await visitOfToken(db, c.req.param('token'));
    // Expired or unknown: the page where a visit is verified by its code and phone instead.
    if (!visit || visit.expires_at <= new Date()) {
      return away(c, `/feedback${visit?.language === 'en' ? '?lang=en' : ''}`);
    }
    // Opened from a phone message: a guest signs in with a code sent to the phone.
    return away(c, `${inviteUrl(publicUrl, signer, visit)}&via=phone`);
  });

  app.get(`/r/:token{${TOKEN}}/x`, async (c) => {
    const visit = await visitOfToken(db, c.req.param('token'));
    if (!visit) return away(c, '/');
    const lang = visit.language === 'en' ? 'en' : 'vi';
    const token = encodeURIComponent(signer.signUnsubscribe(visit.phone));
    return away(c, `/api/mail/unsubscribe?token=${token}&lang=${lang}`);
  });
}
