/**
 * Providers' calls about the messages we sent: Zalo's delivery receipts. A call is believed only
 * with a valid signature; an event that is not a receipt is acknowledged and ignored, so Zalo
 * does not retry it.
 */
import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import type { ApiRouter } from '../../http/router';
import { recordDeliveryReceipt } from '../../mail/outbox';
import { readZaloReceipt, verifyZaloSignature } from '../../messages/zalo-callback';

export interface ZaloWebhookKeys {
  appId: string;
  oaSecretKey: string;
}

export function registerWebhookRoutes(router: ApiRouter, db: Db, zalo?: ZaloWebhookKeys) {
  router.handle(contract.webhooks.zalo, async ({ c }) => {
    if (!zalo) throw notFound();
    const raw = await c.req.text();
    const signature = c.req.header('x-zevent-signature');
    if (!verifyZaloSignature(raw, signature, zalo.appId, zalo.oaSecretKey)) {
      throw new AppError('unauthenticated', 'The webhook signature does not match');
    }
    const receipt = readZaloReceipt(JSON.parse(raw));
    if (receipt) await recordDeliveryReceipt(db, 'zalo', receipt);
    return { received: Boolean(receipt) };
  });
}
