/**
 * Building blocks for query values the server turns into database values. A value the database
 * cannot represent (year 0, five-digit years, a cursor that decodes to nonsense) is refused here
 * as invalid input, so it never reaches SQL and never becomes a server error.
 */
import { z } from 'zod';

/** Calendar days the product deals in; every day in this range is a valid timestamp anywhere. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '9998-12-31';

/** `yyyy-mm-dd` between DATE_MIN and DATE_MAX (ISO strings of one length compare as dates). */
export const calendarDate = z.iso.date().refine((d) => d >= DATE_MIN && d <= DATE_MAX, {
  message: `The date must be between ${DATE_MIN} and ${DATE_MAX}`,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/**
 * The `created_at|id` pair inside a keyset cursor, or undefined when it is not one. The instant
 * stays text: it carries the database's microseconds, which a Date would lose.
 */
export function readKeysetCursor(
  cursor: string,
): { at: string; id: string; rank?: number } | undefined {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return undefined;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
  // A list ordered by a small rank first (the moderation queue's risk) carries it third.
  const [iso = '', id = '', rank, ...rest] = text.split('|');
  if (rest.length > 0 || !UUID.test(id) || !ISO_INSTANT.test(iso)) return undefined;
  if (rank !== undefined && !/^\d$/.test(rank)) return undefined;
  const day = iso.slice(0, 10);
  if (Number.isNaN(new Date(iso).getTime()) || day < DATE_MIN || day > DATE_MAX) return undefined;
  return rank === undefined ? { at: iso, id } : { at: iso, id, rank: Number(rank) };
}

/** An opaque keyset cursor as a previous page's `next_cursor` gave it. */
export const keysetCursor = z
  .string()
  .max(200)
  .refine((c) => readKeysetCursor(c) !== undefined, { message: 'The cursor is not valid' });

/** A page number of a paged list, from 1. */
export const pageNumber = z.coerce.number().int().min(1).max(10_000).default(1);

/** The `page` and `page_size` of a paged list: up to `max` items a page, `byDefault` if unsaid. */
export const pageFields = (max: number, byDefault: number) => ({
  page: pageNumber,
  page_size: z.coerce.number().int().min(1).max(max).default(byDefault),
});
