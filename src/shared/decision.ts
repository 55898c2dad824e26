import { z } from 'zod';

/**
 * A moderator's decision on something a user submitted (a reply, a profile edit): `accept`
 * (the word for letting it through) or rejected, and a rejection says why.
 */
export const decisionSchema = <Accept extends string>(accept: Accept) =>
  z
    .strictObject({
      decision: z.enum([accept, 'rejected'] as [Accept, 'rejected']),
      reason: z.string().trim().max(500).optional(),
    })
    .superRefine((v, ctx) => {
      if (v.decision === 'rejected' && !v.reason) {
        ctx.addIssue({ code: 'custom', path: ['reason'], message: 'A reason is required' });
      }
    });
