/**
 * The dashboard's figures over a time range for the doctors a filter selects: feedback is read
 * through the (status, created_at) index for the range, joined to the filtered doctors; days are
 * bucketed in Vietnam's time zone.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  DASHBOARD_RECENT_FEEDBACK,
  DASHBOARD_TOP_DOCTORS,
  type FeedbackStatus,
} from '../../../shared/constants';
import type { SpecialtyRef } from '../../../shared/localized';
import { type Db, queryRows } from '../../db/client';
import { everyWord } from '../../db/search';
import { doctorSpecialty } from '../specialties/repo';

export const TZ = 'Asia/Ho_Chi_Minh';

export interface DashboardFilter {
  from: Date;
  to: Date;
  bucket: 'day' | 'week';
  clinicId?: string;
  q?: string;
}

function doctorFilter(f: DashboardFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.clinicId) parts.push(sql`d.clinic_id = ${f.clinicId}`);
  const words = everyWord(f.q, (pattern) => sql`d.search_text like ${pattern}`);
  if (words) parts.push(words);
  return sql.join(parts, sql` and `);
}

export async function dashboardFigures(db: Db, f: DashboardFilter) {
  const doctors = doctorFilter(f);
  const inRange = sql`f.created_at >= ${f.from} and f.created_at <= ${f.to}`;
  const bucket = f.bucket;
  const [totals, top, recent, series] = await Promise.all([
    queryRows<{
      doctors: number;
      reviews: number;
      rating: number | null;
      medical: number | null;
      customer: number | null;
      compliance: number | null;
      pending: number;
      reported: number;
    }>(
      db,
      sql`select
        (select count(*)::int from doctors d where d.status = 'verified' and ${doctors}) as doctors,
        count(*) filter (where f.status = 'approved')::int as reviews,
        avg(f.rating) filter (where f.status = 'approved')::float as rating,
        avg(f.medical_expertise) filter (where f.status = 'approved')::float as medical,
        avg(f.customer_experience) filter (where f.status = 'approved')::float as customer,
        avg(f.compliance) filter (where f.status = 'approved')::float as compliance,
        count(*) filter (where f.status = 'pending')::int as pending,
        count(*) filter (where f.status = 'reported')::int as reported
      from feedback f join doctors d on d.id = f.doctor_id
      where ${inRange} and ${doctors}`,
    ),
    queryRows<{
      id: string;
      name: string;
      specialty: SpecialtyRef;
      clinic: string;
      rating: number;
      review_count: number;
    }>(
      db,
      sql`select d.id, d.name, ${doctorSpecialty(sql`d.specialty_id`)} as specialty, d.clinic, avg(f.rating)::float as rating, count(*)::int as review_count
      from feedback f join doctors d on d.id = f.doctor_id
      where f.status = 'approved' and ${inRange} and ${doctors}
      group by d.id, d.name, d.specialty_id, d.clinic
      order by avg(f.rating) desc, count(*) desc, d.sort_name
      limit ${DASHBOARD_TOP_DOCTORS}`,
    ),
    queryRows<{
      id: string;
      doctor_name: string;
      rating: number;
      comment: string | null;
      status: FeedbackStatus;
      created_at: Date;
    }>(
      db,
      sql`select f.id, d.name as doctor_name, f.rating, f.comment, f.status, f.created_at
      from feedback f join doctors d on d.id = f.doctor_id
      where ${inRange} and ${doctors}
      order by f.created_at desc, f.id desc
      limit ${DASHBOARD_RECENT_FEEDBACK}`,
    ),
    queryRows<{ bucket: string; reviews: number; average_rating: number | null }>(
      db,
      sql`select to_char(date_trunc(${bucket}, f.created_at at time zone ${TZ}), 'YYYY-MM-DD') as bucket,
        count(*)::int as reviews, avg(f.rating)::float as average_rating
      from feedback f join doctors d on d.id = f.doctor_id
      where f.status = 'approved' and ${inRange} and ${doctors}
      group by 1 order by 1`,
    ),
  ]);
  return { totals, top, recent, series };
}
