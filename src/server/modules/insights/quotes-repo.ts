import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { directoryVersion } from '../../db/schema';
import { shardedVersionRead, versionReader } from '../../db/version-reader';

/** Newest consenting published comments considered for quotes: enough to cover every topic. */
const CANDIDATES = 200;

export interface QuoteCandidate {
  id: string;
  comment: string;
  topic_words: Record<string, string[]> | null;
  created_at: Date;
}

/** A doctor patients can see, with their published reviews' count; undefined otherwise. */
export async function publicDoctorReviews(db: DbOrTx, doctorId: string) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(s.review_count, 0)::int as n from doctors d
      left join doctor_rating_stats s on s.doctor_id = d.id
      where d.id = ${doctorId} and d.status = 'verified'`,
  );
  return row?.n;
}

/** The doctor's topics, most mentioned in published comments first (the monthly rollups). */
export async function topicCounts(db: DbOrTx, doctorId: string) {
  return queryRows<{ topic: string; n: number }>(
    db,
    sql`select topic, sum(mentions)::int as n from doctor_month_topics
      where doctor_id = ${doctorId} group by topic having sum(mentions) > 0
      order by n desc, topic`,
  );
}

export async function quotableReviews(db: DbOrTx, doctorId: string): Promise<QuoteCandidate[]> {
  const rows = await queryRows<Omit<QuoteCandidate, 'created_at'> & { created_at: string }>(
    db,
    sql`select id, comment, topic_words, created_at from feedback
      where doctor_id = ${doctorId} and status = 'approved' and quote_consent
        and comment is not null and cardinality(topics) > 0
      order by created_at desc limit ${CANDIDATES}`,
  );
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at) }));
}

/** Reads the directory's data version, which moves with any change a doctor's quotes show. */
export const directoryVersionReader = (db: Db) =>
  versionReader(db, shardedVersionRead(db, directoryVersion, 'directory_version'));
