import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import type { ApiRouter } from '../../http/router';
import { unsubscribe } from './emails';
import type { InviteSigner } from './token';
import { unsubscribePage } from './unsubscribe-page';

const endpoints = contract.invitations;

/**
 * The unsubscribe page and link. The invitation endpoints that open a visit (claim, adminInvite,
 * myVisit) are registered by visits/routes: they read visits, and visits queues invitations.
 */
export function registerInvitationRoutes(router: ApiRouter, db: Db, signer: InviteSigner) {
  // The unsubscribe link. GET only asks, so a mail scanner that follows links changes nothing;
  // POST (the page's button, or a mail app's RFC 8058 one-click) unsubscribes at once. Neither
  // needs a session: the signed token is the authority, and the path is exempt from the
  // cross-site check because mail providers POST the one-click from their own servers.
  router.handle(endpoints.unsubscribePage, ({ query, c }) => {
    const valid = signer.verifyUnsubscribe(query.token) !== null;
    return c.html(
      unsubscribePage(valid ? 'ask' : 'invalid', query.lang, query.token),
      valid ? 200 : 404,
    );
  });

  router.handle(endpoints.unsubscribe, async ({ query, c }) => {
    const done = await unsubscribe(db, signer, query.token);
    return c.html(
      unsubscribePage(done ? 'done' : 'invalid', query.lang, query.token),
      done ? 200 : 404,
    );
  });
}
