/**
 * Every ranked doctor's standing within their specialty, chain-wide, over the window (the
 * arithmetic is `specialtyStandings` in shared/insights).
 */
import { CRITERIA_WEIGHTS } from '../../../shared/constants';
import { type PeerSample, type Standing, specialtyStandings } from '../../../shared/insights';
import type { Db } from '../../db/client';
import * as repo from './repo';

/** The weighted mean of the criteria (1–5), unrounded, as the combined score weighs them. */
export const meanScore = (r: repo.DoctorWindowRow) =>
  (CRITERIA_WEIGHTS.medicalExpertise * r.medical_sum +
    CRITERIA_WEIGHTS.customerExperience * r.customer_sum +
    CRITERIA_WEIGHTS.compliance * r.compliance_sum) /
  r.reviews;

/** Every ranked doctor's standing within their specialty, chain-wide. */
export async function standingsOf(db: Db, since: string, minReviews: number, specialtyId?: string) {
  const totals = await repo.doctorWindowTotals(db, since, specialtyId);
  const bySpecialty = new Map<string, PeerSample[]>();
  for (const r of totals.filter((t) => t.reviews > 0)) {
    const list = bySpecialty.get(r.specialty_id) ?? [];
    list.push({ id: r.doctor_id, reviews: r.reviews, mean: meanScore(r) });
    bySpecialty.set(r.specialty_id, list);
  }
  const out = new Map<string, Standing & { reviews: number; mean: number }>();
  const samples = new Map(totals.map((t) => [t.doctor_id, t]));
  for (const peers of bySpecialty.values())
    for (const [id, s] of specialtyStandings(peers, minReviews)) {
      const t = samples.get(id)!;
      out.set(id, { ...s, reviews: t.reviews, mean: meanScore(t) });
    }
  return { standings: out, totals: samples };
}
