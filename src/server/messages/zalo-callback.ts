/**
 * Zalo's webhook calls: the OA's events, signed, among them the ZNS delivery receipt
 * (user_received_message) that names the msg_id a send answered with.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** Header X-ZEvent-Signature: `mac=` and a hex SHA-256 (the prefix is tolerated missing). */
const SIGNATURE = /^(?:mac=)?([0-9a-f]{64})$/i;

const signedTimestamp = z.object({ timestamp: z.union([z.string().min(1), z.number()]) });

/**
 * Whether Zalo sent this body: the header must be sha256(appId + raw body + the body's timestamp
 * + the OA secret key). The raw body, as received, since re-serialised JSON would not match.
 */
export function verifyZaloSignature(
  rawBody: string,
  header: string | undefined,
  appId: string,
  secretKey: string,
): boolean {
  const mac = SIGNATURE.exec(header?.trim() ?? '')?.[1];
  if (!mac) return false;
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return false;
  }
  const signed = signedTimestamp.safeParse(body);
  if (!signed.success) return false;
  const expected = createHash('sha256')
    .update(`${appId}${rawBody}${signed.data.timestamp}${secretKey}`)
    .digest();
  return timingSafeEqual(expected, Buffer.from(mac, 'hex'));
}

/**
 * A ZNS receipt carries message.delivery_time; the OA's chat messages reuse the event name
 * without it, and are not ours.
 */
const receiptSchema = z.object({
  event_name: z.literal('user_received_message'),
  message: z.object({
    msg_id: z.string().min(1),
    tracking_id: z.string().min(1).optional(),
    delivery_time: z.union([z.string().min(1), z.number()]),
  }),
});

/** The message a delivery receipt names, or null for any other body. */
export function readZaloReceipt(
  body: unknown,
): { messageId: string; trackingId?: string; delivered: true } | null {
  const receipt = receiptSchema.safeParse(body);
  if (!receipt.success) return null;
  const { msg_id, tracking_id } = receipt.data.message;
  return tracking_id
    ? { messageId: msg_id, trackingId: tracking_id, delivered: true }
    : { messageId: msg_id, delivered: true };
}
