import { z } from 'zod';
import { defineEndpoint } from './contract';

/**
 * Calls from messaging providers. Each is checked by the handler against the provider's signature
 * (the caller has no session or API key, so the router treats the route as public).
 */
export const webhookEndpoints = {
  zalo: defineEndpoint<{ received: boolean }>()({
    method: 'POST',
    path: '/api/webhooks/zalo',
    access: 'public',
    tag: 'Platform',
    summary:
      'Zalo OA webhook: a ZNS delivery receipt (user_received_message), signed with `X-ZEvent-Signature`; 404 unless Zalo is configured, 401 for a wrong signature.',
    errors: ['not_found', 'unauthenticated'],
    responseSchema: z.object({ received: z.boolean() }),
  }),
};
