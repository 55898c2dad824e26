import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';

const since = (from: Date) => sql`${from.toISOString()}::timestamptz`;

/**
 * The figures of the transparency report for events since `from`: counts over a year of rows,
 * computed at most once a minute per instance (see service), never per doctor or per review.
 */
export async function reviewFigures(db: DbOrTx, from: Date) {
  const [row] = await queryRows<{
    received: number;
    published: number;
    withdrawn: number;
    median_seconds: number | null;
  }>(
    db,
    sql`select
      (select count(*)::int from feedback where created_at >= ${since(from)}) as received,
      (select count(*)::int from feedback_events
        where created_at >= ${since(from)} and kind in ('decided', 'appeal_overturned')
          and to_status = 'approved') as published,
      (select count(*)::int from feedback_events
        where created_at >= ${since(from)} and kind = 'withdrawn') as withdrawn,
      (select percentile_cont(0.5) within group (order by extract(epoch from first_decision - f.created_at))
        from (
          select f.created_at,
            coalesce(
              (select min(e.created_at) from feedback_events e
                where e.feedback_id = f.id and e.kind = 'decided'),
              f.decided_at) as first_decision
          from feedback f where f.created_at >= ${since(from)}
        ) f where first_decision is not null) as median_seconds`,
  );
  return row!;
}

/** Moderator rejections and removals in the period, by their reason. */
export async function rejectionsByReason(db: DbOrTx, from: Date) {
  return queryRows<{ reason: string | null; n: number }>(
    db,
    sql`select reason, count(*)::int as n from feedback_events
      where created_at >= ${since(from)} and kind = 'decided' and to_status = 'rejected'
      group by reason`,
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

export async function appealFigures(db: DbOrTx, from: Date) {
  return queryRows<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from feedback_appeals
      where created_at >= ${since(from)} group by status`,
  );
}
