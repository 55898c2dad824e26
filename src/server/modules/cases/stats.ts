/**
 * Case figures by clinic and month: how many opened, how many are still open or overdue, how
 * many were resolved within their due time, and the median hours to the first contact and to
 * resolution. Months are counted in Vietnam's time zone.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { CaseStatsRow } from '../../../shared/cases';
import type { Db } from '../../db/client';
import type { UserContext } from '../../http/context';
import { clinicScopeOf } from '../staff-clinics/service';

const TZ = 'Asia/Ho_Chi_Minh';

interface Row {
  clinic_id: string | null;
  clinic_name: string | null;
  month: string;
  opened: number;
  active: number;
  overdue: number;
  resolved: number;
  resolved_in_time: number;
  closed: number;
  median_hours_to_contact: number | null;
  median_hours_to_resolve: number | null;
}

const hours = (v: number | null) => (v === null ? null : Math.round(Number(v) * 10) / 10);

export async function caseStats(db: Db, ctx: UserContext, months: number) {
  const scope = await clinicScopeOf(db, ctx.viewer);
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
    order by 3 desc, cl.name`)) as unknown as { rows: Row[] };
  const rows: CaseStatsRow[] = result.rows.map((r) => ({
    clinic: r.clinic_id ? { id: r.clinic_id, name: r.clinic_name ?? '' } : null,
    month: r.month,
    opened: r.opened,
    active: r.active,
    overdue: r.overdue,
    resolved: r.resolved,
    resolved_in_time: r.resolved_in_time,
    closed: r.closed,
    median_hours_to_contact: hours(r.median_hours_to_contact),
    median_hours_to_resolve: hours(r.median_hours_to_resolve),
  }));
  return { rows };
}
