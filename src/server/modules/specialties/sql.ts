import { type SQL, sql } from 'drizzle-orm';
import type { SpecialtyRef } from '../../../shared/localized';
import { doctors } from '../../db/schema';

/** The doctor's specialty with both names, for queries that do not join the taxonomy. */
export const doctorSpecialty = (
  doctorSpecialtyId: SQL | typeof doctors.specialty_id = doctors.specialty_id,
) =>
  sql<SpecialtyRef>`(select json_build_object('slug', s.slug, 'name_vi', s.name_vi, 'name_en', s.name_en) from specialties s where s.id = ${doctorSpecialtyId})`;
