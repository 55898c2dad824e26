import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import { requireViewer } from '../../http/context';
import { rateLimit } from '../../http/rate-limit';
import { limit } from '../../http/rate-limits';
import type { ApiRouter } from '../../http/router';
import { claimInvite, myVisit, visitInvite } from './service';
import type { InviteSigner } from './token';

const endpoints = contract.invitations;

export function registerInvitationRoutes(router: ApiRouter, db: Db, signer: InviteSigner) {
  router.handle(
    endpoints.claim,
    ({ body, ctx }) => claimInvite(db, signer, ctx.viewer.userId, body.invite),
    {
      // The same budget as a code and phone: both open visits.
      middleware: [
        rateLimit(db, (c) => [
          limit('verify-visit:user', requireViewer(c).userId),
          limit('verify-visit:ip', c.get('clientIp')),
        ]),
      ],
    },
  );

  router.handle(endpoints.adminInvite, ({ params, ctx }) =>
    visitInvite(db, signer, ctx.publicUrl, params.id),
  );

  router.handle(endpoints.myVisit, ({ params, ctx }) => myVisit(db, ctx.viewer.userId, params.id));
}
