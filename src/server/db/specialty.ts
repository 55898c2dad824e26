import { type SQL, sql } from 'drizzle-orm';
import type { SpecialtyRef } from '../../shared/localized';
import { doctors } from './schema';

/**
 * The doctor's specialty with both names, for queries that do not join the taxonomy. A SQL
 * fragment many modules' queries embed, so it lives with the shared db helpers, not in a module.
 */
export const doctorSpecialty = (
  doctorSpecialtyId: SQL | typeof doctors.specialty_id = doctors.specialty_id,
) =>
  sql<SpecialtyRef>`(select json_build_object('slug', s.slug, 'name_vi', s.name_vi, 'name_en', s.name_en) from specialties s where s.id = ${doctorSpecialtyId})`;
