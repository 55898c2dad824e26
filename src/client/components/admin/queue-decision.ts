/** A decision on a queued item (a reply, a proposed profile edit): an outcome or a rejection. */
export interface QueueDecision<Outcome> {
  id: string;
  decision: Outcome | 'rejected';
  /** Sent with a rejection only. */
  reason: string;
}

/** The body of a decision: a rejection says why, an approval says nothing more. */
export function decisionBody<Outcome extends string>({ decision, reason }: QueueDecision<Outcome>) {
  return decision === 'rejected' ? { decision, reason } : { decision };
}
