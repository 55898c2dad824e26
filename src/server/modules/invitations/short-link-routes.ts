/**
 * The short links of invitation SMS, on our own domain: /r/<token> opens the visit's signed
 * invitation in the patient's language, /r/<token>/x its opt-out page (the same as the e-mails'
 * unsubscribe page, for the phone number). Pages, not API endpoints, like the sitemap: a phone's
 * browser opens them straight from the message.
 */
import type { Context, Hono } from 'hono';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/context';
import { optOutTarget, shortLinkTarget } from './service';
import type { InviteSigner } from './token';

/** Tokens are 12 base64url characters (see InviteSigner.shortToken). */
const TOKEN = '[A-Za-z0-9_-]{12}';

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

  app.get(`/r/:token{${TOKEN}}`, async (c) =>
    away(c, await shortLinkTarget(db, c.req.param('token'), signer, publicUrl)),
  );

  app.get(`/r/:token{${TOKEN}}/x`, async (c) =>
    away(c, await optOutTarget(db, c.req.param('token'), signer)),
  );
}
