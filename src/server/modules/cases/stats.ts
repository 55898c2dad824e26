/**
 * Case figures by clinic and month: how many opened, how many are still open or overdue, how
 * many were resolved within their due time, and the median hours to the first contact and to
 * resolution. Months are counted in Vietnam's time zone.
 */
import type { CaseStatsRow } from '../../../shared/cases';
import type { Db } from '../../db/client';
import type { UserContext } from '../../http/context';
import { clinicScopeOf } from '../staff-clinics/service';
import { caseStatsRows } from './stats-repo';

const hours = (v: number | null) => (v === null ? null : Math.round(Number(v) * 10) / 10);

export async function caseStats(db: Db, ctx: UserContext, months: number) {
  const scope = await clinicScopeOf(db, ctx.viewer);
  const found = await caseStatsRows(db, scope, months);
  const rows: CaseStatsRow[] = found.map((r) => ({
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
