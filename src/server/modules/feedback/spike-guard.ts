/**
 * The review-spike guard, run inside the submission's transaction. New feedback is held for
 * moderation (`held_for_spike`, shown with a banner; bulk approval must confirm it) when:
 * - volume: counting it, the doctor received more feedback in the last 24 hours than
 *   max(spike_floor, spike_factor × the doctor's average daily count over the 90 days before);
 * - same address: SPIKE_GUARD.ipAccounts or more accounts submitted from its address in 24 hours;
 * - new accounts: SPIKE_GUARD.sameHourAccounts or more accounts created within an hour of the
 *   author's reviewed this doctor in 24 hours.
 * Administrators are told once per spike: not again while the doctor already has held feedback
 * from the last 24 hours.
 */
import { SPIKE_GUARD, type SpikeReason } from '../../../shared/constants';
import type { DbOrTx } from '../../db/client';
import { MODERATORS, notifyAboutFeedback } from '../notifications/notify';
import { getSettings } from '../settings/service';
import { holdForSpike } from './lifecycle';
import { type SpikeCounts, spikeCounts } from './moderation-repo';
import { SPIKE_TEXT } from './texts';

export function spikeReason(
  c: SpikeCounts,
  s: { spike_floor: number; spike_factor: number },
): SpikeReason | null {
  const limit = Math.max(s.spike_floor, (s.spike_factor * c.previous) / 90);
  if (c.recent + 1 > limit) return 'volume';
  if (c.ip_accounts >= SPIKE_GUARD.ipAccounts) return 'same_ip';
  if (c.same_hour_accounts >= SPIKE_GUARD.sameHourAccounts) return 'new_accounts';
  return null;
}

export async function guardSpike(
  tx: DbOrTx,
  o: { feedbackId: string; doctorId: string; userId: string; ip: string | null },
  publicUrl: string,
): Promise<boolean> {
  const counts = await spikeCounts(tx, { ...o, hours: SPIKE_GUARD.windowHours });
  const reason = spikeReason(counts, await getSettings(tx));
  if (!reason) return false;
  await holdForSpike(tx, o, reason);
  if (counts.held_recently === 0) {
    await notifyAboutFeedback(tx, {
      to: { ...MODERATORS, aboutDoctor: o.doctorId },
      referenceId: o.feedbackId,
      text: SPIKE_TEXT,
      link: `${publicUrl}/admin/feedback/moderate?id=${o.feedbackId}`,
    });
  }
  return true;
}
