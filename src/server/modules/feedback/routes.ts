import { contract } from '../../../shared/api';
import { idempotencyKeySchema } from '../../../shared/api/feedback';
import { BULK_MODERATION_MAX } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { requireViewer } from '../../http/context';
import { AppError } from '../../http/errors';
import { rateLimit } from '../../http/rate-limit';
import { limit } from '../../http/rate-limits';
import type { ApiRouter } from '../../http/router';
import { appealFeedback, decideAppeal } from './appeals';
import { hideFeedback } from './moderation';
import { setQuoteConsent } from './quote-consent';
import { hideWords } from './redaction';
import {
  adminFeedbackPage,
  deleteMyFeedback,
  matchingIds,
  moderate,
  myFeedback,
  reportFeedback,
  submitFeedback,
} from './service';

const endpoints = contract.feedback;

export function registerFeedbackRoutes(router: ApiRouter, db: Db) {
  const perUser = (name: 'feedback' | 'report' | 'appeal' | 'quote-consent') =>
    rateLimit(db, (c) => [
      limit(`${name}:user`, requireViewer(c).userId),
      limit(`${name}:ip`, c.get('clientIp')),
    ]);

  router.handle(
    endpoints.submit,
    async ({ body, ctx, c }) => {
      const header = c.req.header('idempotency-key');
      const key = header === undefined ? undefined : idempotencyKeySchema.safeParse(header).data;
      if (header !== undefined && !key)
        throw new AppError(
          'validation_failed',
          'Idempotency-Key must be 8–200 letters, digits, . _ : -',
        );
      // A replayed key (created: false) answers what the first request answered, 201 included.
      return (await submitFeedback(db, ctx, body, key)).feedback;
    },
    { middleware: [perUser('feedback')] },
  );

  router.handle(endpoints.mine, ({ ctx }) => {
    return myFeedback(db, ctx.viewer.userId);
  });

  router.handle(endpoints.deleteMine, async ({ params, ctx }) => {
    await deleteMyFeedback(db, ctx.viewer.userId, params.id);
    return undefined;
  });

  router.handle(
    endpoints.quoteConsent,
    ({ params, body, ctx }) => setQuoteConsent(db, ctx, params.id, body.quote_consent),
    { middleware: [perUser('quote-consent')] },
  );

  router.handle(
    endpoints.report,
    async ({ params, body, ctx }) => {
      const { hidden } = await reportFeedback(db, ctx, params.id, body);
      return { status: 'reported' as const, hidden };
    },
    { middleware: [perUser('report')] },
  );

  router.handle(
    endpoints.appeal,
    async ({ params, body, ctx }) => {
      await appealFeedback(db, ctx, params.id, body.message);
      return { status: 'appealed' as const };
    },
    { middleware: [perUser('appeal')] },
  );

  router.handle(endpoints.adminList, async ({ query, ctx }) => {
    const { status, q, limit, cursor } = query;
    return adminFeedbackPage(db, ctx.viewer, status, q, limit, cursor);
  });

  router.handle(endpoints.moderate, ({ params, body, ctx }) =>
    moderate(db, ctx, [params.id], body, { note: body.note }),
  );

  router.handle(endpoints.hide, async ({ params, ctx }) => {
    await hideFeedback(db, ctx, params.id);
    return { status: 'reported' as const };
  });

  router.handle(endpoints.hideWords, ({ params, body, ctx }) =>
    hideWords(db, ctx, params.id, body),
  );

  router.handle(endpoints.decideAppeal, ({ params, body, ctx }) =>
    decideAppeal(db, ctx, params.id, body.outcome),
  );

  router.handle(endpoints.bulk, async ({ body, ctx }) => {
    // "Decide all" takes at most BULK_MODERATION_MAX of the queue and says when more remain.
    const matched =
      body.ids ??
      (await matchingIds(
        db,
        ctx.viewer,
        body.filter!.status,
        body.filter!.q,
        BULK_MODERATION_MAX + 1,
      ));
    const ids = matched.slice(0, BULK_MODERATION_MAX);
    const more_remaining = matched.length > BULK_MODERATION_MAX;
    if (ids.length === 0) return { updated: 0, status: body.status, skipped: 0, more_remaining };
    const result = await moderate(db, ctx, ids, body, {
      note: body.note,
      bulk: true,
      confirmHeld: body.confirm_held,
    });
    return { ...result, more_remaining };
  });
}
