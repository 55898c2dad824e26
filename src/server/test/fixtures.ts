/** Small builders of real rows for server tests. */
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { clinics, doctors, visitDoctors, visits } from '../db/schema';
import { newVisitCode } from '../modules/visits/codes';
import type { TestApp } from './harness';

const HOURS = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
    d,
    { isOpen: true, open: '08:00', close: '17:00' },
  ]),
) as never;

let n = 0;

export async function makeDoctor(t: TestApp, name = `BS. Thử Nghiệm ${++n}`, status = 'verified') {
  const [clinic] = await t.database.db
    .insert(clinics)
    .values({
      name: `Phòng khám ${name}`,
      address: '1 Lê Lợi, Quận 1',
      city: 'TP. Hồ Chí Minh',
      operating_hours: HOURS,
    })
    .returning();
  const [doctor] = await t.database.db
    .insert(doctors)
    .values({
      name,
      specialty: 'Nội tổng quát',
      clinic: clinic!.name,
      clinic_id: clinic!.id,
      status,
    })
    .returning();
  return doctor!;
}

/** A visit with a fresh code; `daysValid` negative makes it already expired. */
export async function makeVisit(
  t: TestApp,
  doctorIds: string[],
  phone = '+84901234567',
  daysValid = 30,
) {
  const [visit] = await t.database.db
    .insert(visits)
    .values({
      visit_code: newVisitCode(),
      phone,
      visit_date: new Date().toISOString().slice(0, 10),
      expires_at: new Date(Date.now() + daysValid * 86_400_000),
    })
    .returning();
  await t.database.db
    .insert(visitDoctors)
    .values(doctorIds.map((doctor_id) => ({ visit_id: visit!.id, doctor_id })));
  return visit!;
}

export const scores = (rating: number) => ({
  rating,
  medical_expertise: rating,
  customer_experience: rating,
  compliance: rating,
});

/** The aggregates differ from a recomputation from approved feedback (should be empty). */
export async function aggregateMismatches(t: TestApp) {
  return queryRows(
    t.database.db,
    sql`select d.id,
          coalesce(s.review_count, 0) as stored_n, coalesce(f.n, 0) as actual_n,
          coalesce(s.rating_sum, 0) as stored_sum, coalesce(f.r, 0) as actual_sum
        from doctors d
        left join doctor_rating_stats s on s.doctor_id = d.id
        left join (select doctor_id, count(*)::int n, sum(rating)::int r, sum(medical_expertise)::int m,
                     sum(customer_experience)::int c, sum(compliance)::int k,
                     count(*) filter (where rating = 5)::int s5, count(*) filter (where rating = 1)::int s1
                   from feedback where status = 'approved' group by doctor_id) f on f.doctor_id = d.id
        where coalesce(s.review_count, 0) <> coalesce(f.n, 0) or coalesce(s.rating_sum, 0) <> coalesce(f.r, 0)
          or coalesce(s.medical_sum, 0) <> coalesce(f.m, 0) or coalesce(s.customer_sum, 0) <> coalesce(f.c, 0)
          or coalesce(s.compliance_sum, 0) <> coalesce(f.k, 0) or coalesce(s.star_5, 0) <> coalesce(f.s5, 0)
          or coalesce(s.star_1, 0) <> coalesce(f.s1, 0)`,
  );
}
