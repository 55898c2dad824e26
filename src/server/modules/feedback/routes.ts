import { z } from 'zod';
import {
  adminFeedbackQuery,
  bulkModerateSchema,
  moderateSchema,
  reportSchema,
  submitFeedbackSchema,
} from '../../../shared/feedback';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { clientIp } from '../../http/client-ip';
import { requireViewer } from '../../http/context';
import { AppError } from '../../http/errors';
import { rateLimit } from '../../http/rate-limit';
import type { ApiRouter } from '../../http/router';
import { parseId, parseJson, parseQuery } from '../../http/validate';
import {
  adminFeedbackPage,
  deleteMyFeedback,
  matchingIds,
  moderate,
  myFeedback,
  reportFeedback,
  submitFeedback,
} from './service';

const HOUR = 3_600_000;
const idempotencyKey = z
  .string()
  .min(8)
  .max(200)
  .regex(/^[\w.:-]+$/);

export function registerFeedbackRoutes(router: ApiRouter, db: Db, config: Config) {
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, config.TRUST_PROXY);
  const perUser = (name: string, max: number) =>
    rateLimit(db, (c) => [
      { key: `${name}:user:${requireViewer(c).userId}`, max, windowMs: HOUR },
      { key: `${name}:ip:${ip(c)}`, max: max * 5, windowMs: HOUR },
    ]);

  router.post('/feedback', 'user', perUser('feedback', 20), async (c) => {
    const header = c.req.header('idempotency-key');
    const key = header === undefined ? undefined : idempotencyKey.safeParse(header).data;
    if (header !== undefined && !key)
      throw new AppError(
        'validation_failed',
        'Idempotency-Key must be 8–200 letters, digits, . _ : -',
      );
    const input = await parseJson(c, submitFeedbackSchema);
    const answer = await submitFeedback(db, requireViewer(c).userId, input, config.PUBLIC_URL, key);
    return c.json(answer.body as object, answer.status);
  });

  router.get('/me/feedback', 'user', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await myFeedback(db, requireViewer(c).userId) });
  });

  router.delete('/me/feedback/:id', 'user', async (c) => {
    await deleteMyFeedback(db, requireViewer(c).userId, parseId(c, 'id', 'Feedback'));
    return c.body(null, 204);
  });

  router.post('/feedback/:id/report', 'user', perUser('report', 10), async (c) => {
    const id = parseId(c, 'id', 'Review');
    const { reason, note } = await parseJson(c, reportSchema);
    await reportFeedback(db, requireViewer(c).userId, id, reason, note, ip(c), config.PUBLIC_URL);
    return c.json({ status: 'reported' }, 201);
  });

  router.get('/admin/feedback', 'admin', async (c) => {
    const { status, q, limit, cursor } = parseQuery(c, adminFeedbackQuery);
    c.header('Cache-Control', 'no-store');
    return c.json(await adminFeedbackPage(db, status, q, limit, cursor));
  });

  router.patch('/admin/feedback/:id', 'admin', async (c) => {
    const id = parseId(c, 'id', 'Feedback');
    const { status, reason } = await parseJson(c, moderateSchema);
    return c.json(
      await moderate(db, requireViewer(c).userId, [id], status, reason, ip(c), config.PUBLIC_URL),
    );
  });

  router.post('/admin/feedback/bulk', 'admin', async (c) => {
    const body = await parseJson(c, bulkModerateSchema);
    const ids = body.ids ?? (await matchingIds(db, body.filter!.status, body.filter!.q));
    if (ids.length === 0) return c.json({ updated: 0, status: body.status });
    return c.json(
      await moderate(
        db,
        requireViewer(c).userId,
        ids,
        body.status,
        body.reason,
        ip(c),
        config.PUBLIC_URL,
      ),
    );
  });
}
