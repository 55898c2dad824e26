/**
 * Keyset pagination over (created_at, id), newest first. The position keeps the timestamp's full
 * microsecond precision as text: a JavaScript Date would round it to milliseconds, and rows
 * written within the same millisecond would then be skipped between pages.
 */
import { and, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { readKeysetCursor } from '../../shared/input';

export interface KeysetPosition {
  /** ISO-8601 instant in UTC with up to six decimals, e.g. 2026-11-23T10:00:00.123456Z. */
  at: string;
  id: string;
  /** A small rank the list is ordered by first, descending (0–9), when it has one. */
  rank?: number;
}

/** Select this beside a page's rows to build the cursor of the last one. */
export const keysetTime = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows strictly after the position in (created_at desc, id desc) order. */
export function olderThan(createdAt: AnyPgColumn, id: AnyPgColumn, pos: KeysetPosition): SQL {
  const at = sql`${pos.at}::timestamptz`;
  return or(lt(createdAt, at), and(eq(createdAt, at), lt(id, pos.id))) as SQL;
}

/** Rows strictly after the position in (rank desc, created_at desc, id desc) order. */
export function afterRanked(
  rank: AnyPgColumn,
  createdAt: AnyPgColumn,
  id: AnyPgColumn,
  pos: KeysetPosition,
): SQL {
  const level = pos.rank ?? 0;
  return or(lt(rank, level), and(eq(rank, level), olderThan(createdAt, id, pos))) as SQL;
}

export const encodeKeyset = (pos: KeysetPosition) =>
  Buffer.from(`${pos.at}|${pos.id}${pos.rank === undefined ? '' : `|${pos.rank}`}`).toString(
    'base64url',
  );

/** The position in a cursor the shared schema already accepted (undefined for none). */
export function decodeKeyset(cursor: string | undefined): KeysetPosition | undefined {
  return cursor ? readKeysetCursor(cursor) : undefined;
}
