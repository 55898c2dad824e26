import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import { requireViewer } from '../../http/context';
import { rateLimit } from '../../http/rate-limit';
import { limit } from '../../http/rate-limits';
import type { ApiRouter } from '../../http/router';
import type { InvitationMailer } from '../invitations/emails';
import type { InviteSigner } from '../invitations/token';
import {
  addVisit,
  type ClaimReviews,
  claimInvite,
  importVisits,
  listVisitsForAdmin,
  myVisit,
  pushVisits,
  releaseVisitClaim,
  verifyVisit,
  visitInvite,
} from './service';

const endpoints = contract.visits;
const invitations = contract.invitations;

/**
 * `mail`: what queuing invitation e-mails needs (the link signer; `onMailQueued` wakes the mail
 * worker). Visits that carry an address are invited as they are written. `reviews`: what a
 * released claim changes of its reviews (feedback's lifecycle, wired by app.ts).
 */
export function registerVisitRoutes(
  router: ApiRouter,
  db: Db,
  mail: { signer: InviteSigner; onMailQueued?: () => void },
  reviews: ClaimReviews,
) {
  const mailer = (publicUrl: string): InvitationMailer => ({ ...mail, publicUrl });
  /** Runs a write, then wakes the mail worker if it may have queued invitations. */
  const thenKick = async <T>(write: Promise<T>) => {
    const result = await write;
    mail.onMailQueued?.();
    return result;
  };
  router.handle(
    endpoints.verify,
    ({ body, ctx }) => verifyVisit(db, ctx.viewer.userId, body.visit_code, body.phone),
    {
      // Every attempt counts, so codes cannot be guessed: 10 per user and 30 per IP in 15 minutes.
      middleware: [
        rateLimit(db, (c) => [
          limit('verify-visit:user', requireViewer(c).userId),
          limit('verify-visit:ip', c.get('clientIp')),
        ]),
      ],
    },
  );

  router.handle(endpoints.adminList, ({ query }) =>
    listVisitsForAdmin(db, query.q, query.page, query.page_size),
  );

  router.handle(endpoints.add, ({ body, ctx }) =>
    thenKick(addVisit(db, ctx, mailer(ctx.publicUrl), body)),
  );

  router.handle(endpoints.importCsv, ({ body, ctx }) =>
    thenKick(importVisits(db, ctx, mailer(ctx.publicUrl), body.csv, body.dry_run)),
  );

  router.handle(endpoints.release, ({ params, body, ctx }) =>
    releaseVisitClaim(db, ctx, params.id, body.reason, reviews),
  );

  router.handle(
    endpoints.push,
    ({ body, ctx, c }) =>
      thenKick(
        pushVisits(
          db,
          mailer(ctx.publicUrl),
          c.get('apiKey')?.name ?? 'unknown',
          body.visits,
          ctx.ip,
        ),
      ),
    {
      middleware: [
        rateLimit(db, (c) => [limit('integration:key', c.get('apiKey')?.id ?? 'unknown')]),
      ],
    },
  );

  // A visit opened by its personal invitation link (the invitations endpoints that read visits).
  router.handle(
    invitations.claim,
    ({ body, ctx }) => claimInvite(db, mail.signer, ctx.viewer.userId, body.invite),
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

  router.handle(invitations.adminInvite, ({ params, ctx }) =>
    visitInvite(db, mail.signer, ctx.publicUrl, params.id),
  );

  router.handle(invitations.myVisit, ({ params, ctx }) =>
    myVisit(db, ctx.viewer.userId, params.id),
  );
}
