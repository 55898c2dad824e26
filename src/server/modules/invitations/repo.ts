import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clinics, doctors, visitDoctors, visits } from '../../db/schema';

export async function findVisitForInvite(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: visits.id,
      visit_date: visits.visit_date,
      expires_at: visits.expires_at,
      claimed_by: visits.claimed_by,
      clinic_id: visits.clinic_id,
      clinic_name: clinics.name,
    })
    .from(visits)
    .leftJoin(clinics, eq(clinics.id, visits.clinic_id))
    .where(eq(visits.id, id));
  return row;
}

/** True when the user claimed a visit with this doctor or at the doctor's clinic. */
export async function hasVisitedDoctor(db: DbOrTx, userId: string, doctorId: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(visits)
    .where(
      and(
        eq(visits.claimed_by, userId),
        or(
          sql`exists (select 1 from ${visitDoctors} vd where vd.visit_id = ${visits.id} and vd.doctor_id = ${doctorId})`,
          sql`${visits.clinic_id} = (select ${doctors.clinic_id} from ${doctors} where ${doctors.id} = ${doctorId})`,
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}
