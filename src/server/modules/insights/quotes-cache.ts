/**
 * "What patients say" is asked for with every doctor page, so its answers are kept per doctor
 * and language under the directory's data version: any change to a published review (its
 * consent to be quoted and its topics included), to the settings or to the doctors moves it,
 * and the next page computes them again. Ten minutes at most, as the window rolls by month.
 */
import type { Language } from '../../../shared/constants';
import type { DoctorQuotes } from '../../../shared/insights';
import type { Db } from '../../db/client';
import { VersionedCache } from '../../lib/versioned-cache';
import { doctorQuotes } from './quotes';
import { directoryVersionReader } from './quotes-repo';

const CACHED_DOCTORS = 2_000;
const MAX_AGE_MS = 10 * 60_000;

export function createQuotesCache(db: Db) {
  const cache = new VersionedCache<DoctorQuotes>(CACHED_DOCTORS, MAX_AGE_MS);
  const version = directoryVersionReader(db);
  return async (doctorId: string, language: Language) =>
    cache.get(`${doctorId}:${language}`, await version(), () =>
      doctorQuotes(db, doctorId, language),
    );
}
