import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';

const since = (from: Date) => sql`${from.toISOString()}::timestamptz`;

/**
 * The reviews submitted since `from` and where each stands now: public, waiting for a
 * moderator, hidden after reports, rejected (by reason), withdrawn or archived. The counts add up
 * to what was received, and "published" is what the doctors' pages count. Computed at most once a
 * minute per instance (see service), never per doctor or per review.
 */
const cohort = (from: Date) => sql`cohort as (
  select f.status, f.decision_reason, f.created_at,
    exists (select 1 from feedback_events w where w.feedback_id = f.id and w.kind = 'withdrawn')
      as withdrawn,
    coalesce(
      (select min(e.created_at) from feedback_events e
        where e.feedback_id = f.id and e.kind = 'decided'),
      f.decided_at) as first_decision
  from feedback f where f.created_at >= ${since(from)}
)`;

export async function reviewFigures(db: DbOrTx, from: Date) {
  const [row] = await queryRows<{
    received: number;
    published: number;
    pending: number;
    hidden: number;
    withdrawn: number;
    archived: number;
    median_seconds: number | null;
  }>(
    db,
    sql`with ${cohort(from)} select
      count(*)::int as received,
      (count(*) filter (where status = 'approved'))::int as published,
      (count(*) filter (where status = 'pending'))::int as pending,
      (count(*) filter (where status = 'reported'))::int as hidden,
      (count(*) filter (where withdrawn))::int as withdrawn,
      (count(*) filter (where status = 'archived'))::int as archived,
      percentile_cont(0.5) within group (order by extract(epoch from first_decision - created_at))
        filter (where first_decision is not null) as median_seconds
      from cohort`,
  );
  return row!;
}

/** Every review public now, whatever its age: what the doctors' pages of the directory count. */
export async function publicReviewCount(db: DbOrTx) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(s.review_count), 0)::int as n from doctor_rating_stats s
      join doctors d on d.id = s.doctor_id where d.status = 'verified'`,
  );
  return row?.n ?? 0;
}

/** The reviews submitted since `from` that a moderator did not publish, by their reason. */
export async function rejectionsByReason(db: DbOrTx, from: Date) {
  return queryRows<{ reason: string | null; n: number }>(
    db,
    sql`with ${cohort(from)} select decision_reason as reason, count(*)::int as n from cohort
      where status = 'rejected' and not withdrawn group by decision_reason`,
  );
}

export async function reportFigures(db: DbOrTx, from: Date) {
  const [row] = await queryRows<{
    received: number;
    counted: number;
    hidden: number;
    restored: number;
  }>(
    db,
    sql`select
      (select count(*)::int from feedback_reports where created_at >= ${since(from)}) as received,
      (select count(*)::int from feedback_reports where created_at >= ${since(from)} and counted) as counted,
      (select count(*)::int from feedback_events
        where created_at >= ${since(from)} and kind = 'hidden_by_reports') as hidden,
      (select count(*)::int from feedback_events
        where created_at >= ${since(from)} and kind = 'kept' and from_status = 'reported') as restored`,
  );
  return row!;
}

/** Cases opened since `from`: how many, how many are due or done, how many resolved in time. */
export async function caseFigures(db: DbOrTx, from: Date) {
  const [row] = await queryRows<{
    opened: number;
    due: number;
    in_time: number;
    with_change: number;
  }>(
    db,
    sql`select count(*)::int as opened,
      count(*) filter (where status in ('resolved', 'closed') or due_at < now())::int as due,
      count(*) filter (where status = 'resolved' and ended_at <= due_at)::int as in_time,
      (select count(distinct r.feedback_id)::int from change_note_reviews r
        join feedback f on f.id = r.feedback_id where f.created_at >= ${since(from)}) as with_change
      from service_cases where created_at >= ${since(from)}`,
  );
  return row ?? { opened: 0, due: 0, in_time: 0, with_change: 0 };
}

export async function appealFigures(db: DbOrTx, from: Date) {
  return queryRows<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from feedback_appeals
      where created_at >= ${since(from)} group by status`,
  );
}
