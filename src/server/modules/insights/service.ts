/**
 * Patient-experience insights over the rolling window (this month and the eleven before): the
 * recommendation score by month, clinic, specialty and doctor, each doctor's standing among the
 * doctors of their specialty, and the topics comments mention. Staff assigned to clinics see
 * those clinics; standings always compare with the whole chain's doctors of the specialty.
 */
import {
  addCounts,
  type DoctorInsights,
  type InsightsReport,
  type NpsRow,
  npsOf,
  type RecommendCounts,
  ROLLING_MONTHS,
  type StandingRow,
  TOPIC_COMMENTS_LIMIT,
  type TopicComment,
} from '../../../shared/insights';
import type { Db } from '../../db/client';
import type { UserContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { getSettings } from '../settings/service';
import { type ClinicScope, clinicScopeOf, inScope } from '../staff-clinics/service';
import * as repo from './repo';
import { meanScore, standingsOf } from './standings';
import { knownTopics, topicsReport } from './topic-figures';

const ZERO: RecommendCounts = { promoters: 0, passives: 0, detractors: 0 };

/** The window's months, oldest first, as YYYY-MM. */
function windowMonths(start: string): string[] {
  const [y, m] = start.split('-').map(Number) as [number, number];
  return Array.from({ length: ROLLING_MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 + i, 1));
    return d.toISOString().slice(0, 7);
  });
}

function groupNps(
  rows: repo.DoctorMonthRow[],
  keyOf: (r: repo.DoctorMonthRow) => { key: string; label: string; label_en?: string } | null,
  minSample: number,
): NpsRow[] {
  const groups = new Map<string, { label: string; label_en?: string; counts: RecommendCounts }>();
  for (const r of rows) {
    const k = keyOf(r);
    if (!k) continue;
    const g = groups.get(k.key) ?? { label: k.label, label_en: k.label_en, counts: ZERO };
    g.counts = addCounts(g.counts, r);
    groups.set(k.key, g);
  }
  return [...groups.entries()]
    .map(([key, g]) => ({
      key,
      label: g.label,
      ...(g.label_en ? { label_en: g.label_en } : {}),
      ...npsOf(g.counts, minSample),
    }))
    .filter((r) => r.responses > 0);
}

const byMonth = (months: string[], rows: repo.DoctorMonthRow[], minSample: number) => {
  const found = groupNps(rows, (r) => ({ key: r.month, label: r.month }), minSample);
  return months.map(
    (m) => found.find((r) => r.key === m) ?? { key: m, label: m, responses: 0, nps: null },
  );
};

export interface InsightsFilter {
  clinic_id?: string;
  doctor_id?: string;
}

/**
 * The doctors a staff member's figures cover: one doctor, one clinic, or all of their clinics
 * (everything for admins and chain-wide staff). Outside their clinics: 404, as if absent.
 */
async function selectionOf(
  db: Db,
  ctx: UserContext,
  filter: InsightsFilter,
  scope?: ClinicScope,
): Promise<repo.DoctorSelection> {
  scope ??= await clinicScopeOf(db, ctx.viewer);
  if (filter.doctor_id) {
    const doctor = await repo.doctorBasics(db, filter.doctor_id);
    if (!doctor || !inScope(scope, doctor.clinic_id)) throw notFound('Doctor not found');
    if (filter.clinic_id && doctor.clinic_id !== filter.clinic_id)
      throw notFound('Doctor not found');
    return { kind: 'doctor', id: doctor.id };
  }
  if (filter.clinic_id) {
    if (!inScope(scope, filter.clinic_id)) throw notFound('Clinic not found');
    return { kind: 'clinics', ids: [filter.clinic_id] };
  }
  return scope === null ? { kind: 'all' } : { kind: 'clinics', ids: scope };
}

export async function insightsReport(
  db: Db,
  ctx: UserContext,
  filter: InsightsFilter,
): Promise<InsightsReport> {
  const scope = await clinicScopeOf(db, ctx.viewer);
  const selection = await selectionOf(db, ctx, filter, scope);
  const settings = await getSettings(db);
  const minSample = settings.nps_min_sample;
  const minReviews = settings.min_reviews_for_score;
  const since = await repo.monthStart(db, ROLLING_MONTHS - 1);
  const months = windowMonths(since);
  const [rows, topicRows, ranked, known, clinics, doctorChoices] = await Promise.all([
    repo.doctorMonths(db, since, selection),
    repo.topicMonths(db, since, selection),
    standingsOf(db, since, minReviews),
    knownTopics(db),
    repo.clinicsOf(db, scope),
    repo.doctorsOf(db, scope),
  ]);
  const choices = { clinics, doctors: doctorChoices };
  const total = npsOf(rows.reduce<RecommendCounts>(addCounts, ZERO), minSample);
  const doctors = new Map(rows.map((r) => [r.doctor_id, r]));
  const standings: StandingRow[] = [...doctors.values()]
    .map((r) => {
      const t = ranked.totals.get(r.doctor_id);
      const s = ranked.standings.get(r.doctor_id);
      return {
        doctor: { id: r.doctor_id, name: r.doctor_name },
        specialty: r.specialty,
        reviews: t?.reviews ?? 0,
        mean: t && t.reviews > 0 ? Math.round(meanScore(t) * 100) / 100 : 0,
        standing: s ? { adjusted: s.adjusted, percentile: s.percentile, peers: s.peers } : null,
        unranked: s
          ? null
          : r.doctor_status !== 'verified'
            ? ('not_verified' as const)
            : (t?.reviews ?? 0) < minReviews
              ? ('few_reviews' as const)
              : ('alone' as const),
      };
    })
    .sort((a, b) => (b.standing?.percentile ?? -1) - (a.standing?.percentile ?? -1));
  return {
    choices,
    months,
    min_sample: minSample,
    min_reviews: minReviews,
    nps: {
      total,
      by_month: byMonth(months, rows, minSample),
      by_clinic: groupNps(
        rows,
        (r) => (r.clinic_id ? { key: r.clinic_id, label: r.clinic_name ?? '' } : null),
        minSample,
      ),
      by_specialty: groupNps(
        rows,
        (r) => ({ key: r.specialty_id, label: r.specialty.name_vi, label_en: r.specialty.name_en }),
        minSample,
      ),
      by_doctor: groupNps(rows, (r) => ({ key: r.doctor_id, label: r.doctor_name }), minSample),
    },
    standings,
    topics: topicsReport(months, rows, topicRows, known),
  };
}

/** The comments behind a topic's figure, with the words that made each count. */
export async function topicComments(
  db: Db,
  ctx: UserContext,
  query: InsightsFilter & { topic: string; band?: 'low' | 'high' },
): Promise<{ items: TopicComment[] }> {
  const selection = await selectionOf(db, ctx, query);
  const since = await repo.monthStart(db, ROLLING_MONTHS - 1);
  const rows = await repo.topicComments(db, {
    since,
    topic: query.topic,
    selection,
    band: query.band,
    limit: TOPIC_COMMENTS_LIMIT,
  });
  return {
    items: rows.map((r) => ({
      feedback_id: r.feedback_id,
      doctor: { id: r.doctor_id, name: r.doctor_name },
      rating: r.rating,
      comment: r.comment,
      words: r.words ?? [],
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}

/** One doctor's own measures (the portal), compared with their specialty chain-wide. */
export async function doctorInsights(db: Db, doctorId: string): Promise<DoctorInsights> {
  const doctor = await repo.doctorBasics(db, doctorId);
  if (!doctor) throw notFound('Doctor not found');
  const settings = await getSettings(db);
  const since = await repo.monthStart(db, ROLLING_MONTHS - 1);
  const months = windowMonths(since);
  const selection = { kind: 'doctor', id: doctorId } as const;
  const [rows, topicRows, ranked, known] = await Promise.all([
    repo.doctorMonths(db, since, selection),
    repo.topicMonths(db, since, selection),
    standingsOf(db, since, settings.min_reviews_for_score, doctor.specialty_id),
    knownTopics(db),
  ]);
  const s = ranked.standings.get(doctorId);
  return {
    months,
    min_sample: settings.nps_min_sample,
    nps: {
      total: npsOf(rows.reduce<RecommendCounts>(addCounts, ZERO), settings.nps_min_sample),
      by_month: byMonth(months, rows, settings.nps_min_sample),
    },
    standing: s
      ? {
          adjusted: s.adjusted,
          percentile: s.percentile,
          peers: s.peers,
          specialty: doctor.specialty,
        }
      : null,
    reviews_in_window: ranked.totals.get(doctorId)?.reviews ?? 0,
    min_reviews: settings.min_reviews_for_score,
    topics: topicsReport(months, rows, topicRows, known),
  };
}

/** The public standing shown on a doctor's page, only when an administrator turned it on. */
export async function publicStanding(db: Db, doctorId: string) {
  const settings = await getSettings(db);
  if (settings.public_specialty_ranking !== 1) return null;
  const doctor = await repo.doctorBasics(db, doctorId);
  if (!doctor) return null;
  const since = await repo.monthStart(db, ROLLING_MONTHS - 1);
  const ranked = await standingsOf(db, since, settings.min_reviews_for_score, doctor.specialty_id);
  const s = ranked.standings.get(doctorId);
  return s ? { percentile: s.percentile, peers: s.peers, specialty: doctor.specialty } : null;
}
