import { eq, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { clinics, doctors, specialties, doctorRatingStats as stats } from '../../db/schema';
import { getSettings } from '../settings/service';
import { readDirectoryVersion, summaryColumns, verified } from './repo';

/**
 * What the in-memory directory index holds of each verified doctor: the summary, and the
 * columns the list filters and orders on, exactly as PostgreSQL has them.
 */
const indexColumns = {
  ...summaryColumns,
  search_text: doctors.search_text,
  city: clinics.city,
  /** A doctor without an aggregates row has no score at all (not even 0). */
  has_stats: sql<boolean>`${stats.doctor_id} is not null`,
  score: sql<number | null>`${stats.score}::float8`,
  /** The place in the name order, from the database's own collation. */
  name_rank: sql<number>`row_number() over (order by ${doctors.sort_name}, ${doctors.id})`.mapWith(
    Number,
  ),
};

export type IndexRow = Awaited<ReturnType<typeof selectIndexRows>>[number];

function selectIndexRows(db: DbOrTx) {
  return db
    .select(indexColumns)
    .from(doctors)
    .innerJoin(specialties, eq(specialties.id, doctors.specialty_id))
    .leftJoin(stats, eq(stats.doctor_id, doctors.id))
    .leftJoin(clinics, eq(clinics.id, doctors.clinic_id))
    .where(verified);
}

export interface IndexSnapshot {
  /** The directory version the rows are as of. */
  version: bigint;
  minReviews: number;
  rows: IndexRow[];
}

/**
 * The version, the score setting and every verified doctor from one snapshot of the database,
 * so the rows are exactly the data of that version.
 */
export function readIndexSnapshot(db: Db): Promise<IndexSnapshot> {
  return db.transaction(
    async (tx) => {
      const version = await readDirectoryVersion(tx);
      const { min_reviews_for_score: minReviews } = await getSettings(tx);
      return { version, minReviews, rows: await selectIndexRows(tx) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * `app_search_text` of each word, the accent-free form the stored search text has: one query
 * for all of them (a search has up to eight words), so a search holds one pool connection.
 */
export async function accentFreeWords(db: DbOrTx, words: string[]): Promise<string[]> {
  const columns = words.map(
    (word, i) => sql`app_search_text(${word}) as ${sql.identifier(`w${i}`)}`,
  );
  const [row] = await queryRows<Record<string, string | null>>(
    db,
    sql`select ${sql.join(columns, sql`, `)}`,
  );
  return words.map((_, i) => row?.[`w${i}`] ?? '');
}
