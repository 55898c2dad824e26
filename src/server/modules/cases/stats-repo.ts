import { type SQL, sql } from 'drizzle-orm';
import type { CaseStatsRow } from '../../../shared/cases';
import { CLINIC_TIME_ZONE } from '../../../shared/clinic-hours';
import type { DbOrTx } from '../../db/client';

const TZ = CLINIC_TIME_ZONE;

/** A row as the query gives it: the clinic as its id and name, the figures as in the answer. */
export type CaseStatsDbRow = Omit<CaseStatsRow, 'clinic'> & {
  clinic_id: string | null;
  clinic_name: string | null;
};

/**
 * Case figures per clinic and month (Vietnam's months), the last `months` of them, newest first,
 * for the clinics of `scope` (null: every clinic).
 */
export async function caseStatsRows(
  db: DbOrTx,
  scope: readonly string[] | null,
  months: number,
): Promise<CaseStatsDbRow[]> {
  const inScope: SQL =
    scope === null
      ? sql`true`
      : sql`c.clinic_id in (${sql.join(
          scope.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  const result = (await db.execute(sql`
    select c.clinic_id, cl.name as clinic_name,
      to_char(date_trunc('month', c.created_at at time zone ${TZ}), 'YYYY-MM') as month,
      count(*)::int as opened,
      count(*) filter (where c.status in ('open', 'contacted'))::int as active,
      count(*) filter (where c.status in ('open', 'contacted') and c.due_at < now())::int as overdue,
      count(*) filter (where c.status = 'resolved')::int as resolved,
      count(*) filter (where c.status = 'resolved' and c.ended_at <= c.due_at)::int as resolved_in_time,
      count(*) filter (where c.status = 'closed')::int as closed,
      percentile_cont(0.5) within group (order by extract(epoch from c.first_contact_at - c.created_at))
        filter (where c.first_contact_at is not null) / 3600 as median_hours_to_contact,
      percentile_cont(0.5) within group (order by extract(epoch from c.ended_at - c.created_at))
        filter (where c.status = 'resolved') / 3600 as median_hours_to_resolve
    from service_cases c
    left join clinics cl on cl.id = c.clinic_id
    where c.created_at >= date_trunc('month', now() at time zone ${TZ}) at time zone ${TZ}
        - make_interval(months => ${months - 1})
      and ${inScope}
    group by c.clinic_id, cl.name, 3
    order by 3 desc, cl.name`)) as unknown as { rows: CaseStatsDbRow[] };
  return result.rows;
}
