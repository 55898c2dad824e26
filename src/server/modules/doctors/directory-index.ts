import type { DoctorListQuery, DoctorSummary, Paged } from '../../../shared/doctors';
import type { IndexRow, IndexSnapshot } from './index-repo';
import { toSummary } from './service';

type Sort = DoctorListQuery['sort'];
type Compare = (a: IndexRow, b: IndexRow) => number;

const NONE = new Int32Array(0);

/** The list's orders (positions in the rows), whole and for each specialty, and the word index. */
interface IndexParts {
  orders: Record<Sort, Int32Array>;
  bySpecialty: Map<string, Record<Sort, Int32Array>>;
  /** The distinct space-separated words of all search texts, and which doctors have each. */
  tokens: string[];
  postings: Int32Array[];
}

/** The average when the doctor has enough reviews for a score; null without one. */
const scoredAverage = (row: IndexRow, minReviews: number): number | null =>
  row.has_stats && row.review_count >= minReviews ? row.score : null;

/** Lets the event loop answer requests between the slices of a build. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Doctors tokenized between two breaths (a few milliseconds). */
const TOKENIZE_SLICE = 2000;

/**
 * Builds the index of a snapshot in slices of a few milliseconds each: a rebuild happens while
 * the server answers requests, and 10,000 doctors take tens of milliseconds in all.
 */
export async function buildDoctorIndex(snapshot: IndexSnapshot): Promise<DoctorIndex> {
  const { rows, minReviews } = snapshot;
  const scored = (row: IndexRow) => scoredAverage(row, minReviews);
  const sorted = (compare: Compare) => {
    const positions = rows.map((_, i) => i);
    positions.sort((a, b) => compare(rows[a] as IndexRow, rows[b] as IndexRow));
    return Int32Array.from(positions);
  };
  const name = sorted((a, b) => a.name_rank - b.name_rank);
  await breathe();
  const rating = sorted(
    (a, b) =>
      byScoreNullsLast(scored(a), scored(b)) ||
      b.review_count - a.review_count ||
      a.name_rank - b.name_rank,
  );
  await breathe();
  const reviews = sorted(
    (a, b) =>
      b.review_count - a.review_count ||
      (scored(b) ?? 0) - (scored(a) ?? 0) ||
      a.name_rank - b.name_rank,
  );
  await breathe();
  const bySpecialty = new Map<string, Record<Sort, Int32Array>>();
  for (const slug of new Set(rows.map((row) => row.specialty_slug))) {
    const only = (order: Int32Array) =>
      order.filter((position) => (rows[position] as IndexRow).specialty_slug === slug);
    bySpecialty.set(slug, { name: only(name), rating: only(rating), reviews: only(reviews) });
  }
  const doctorsOf = new Map<string, number[]>();
  for (let start = 0; start < rows.length; start += TOKENIZE_SLICE) {
    await breathe();
    for (
      let position = start;
      position < Math.min(rows.length, start + TOKENIZE_SLICE);
      position++
    ) {
      // A doctor without a search text (null: no clinic name) matches no word, as in SQL.
      for (const token of new Set((rows[position] as IndexRow).search_text?.split(' '))) {
        const list = doctorsOf.get(token);
        if (list) list.push(position);
        else doctorsOf.set(token, [position]);
      }
    }
  }
  return new DoctorIndex(snapshot, {
    orders: { name, rating, reviews },
    bySpecialty,
    tokens: [...doctorsOf.keys()],
    postings: [...doctorsOf.values()].map((list) => Int32Array.from(list)),
  });
}

/**
 * Every verified doctor of one directory version in memory, with the list's three orders
 * sorted once and an inverted index of the search text's words, so a list page, a search or a
 * filtered late page costs a pass over 10,000 small records instead of two database queries.
 * It answers exactly as `listDoctors` and `countDoctors` do (the equivalence test holds it to
 * that): the same filters, the same orders, ties broken by the database's own name order.
 */
export class DoctorIndex {
  readonly version: bigint;
  private readonly minReviews: number;
  private readonly rows: IndexRow[];
  private readonly orders: Record<Sort, Int32Array>;
  /** The same orders restricted to each specialty, the filter most lists carry. */
  private readonly bySpecialty: Map<string, Record<Sort, Int32Array>>;
  private readonly tokens: string[];
  private readonly postings: Int32Array[];

  constructor({ version, minReviews, rows }: IndexSnapshot, parts: IndexParts) {
    this.version = version;
    this.minReviews = minReviews;
    this.rows = rows;
    this.orders = parts.orders;
    this.bySpecialty = parts.bySpecialty;
    this.tokens = parts.tokens;
    this.postings = parts.postings;
  }

  get size(): number {
    return this.rows.length;
  }

  /** The page `query` asks for; `words` are its search words in accent-free form. */
  search(query: DoctorListQuery, words: string[]): Paged<DoctorSummary> {
    const { page, page_size: pageSize, specialty } = query;
    const candidates = specialty
      ? (this.bySpecialty.get(specialty)?.[query.sort] ?? NONE)
      : this.orders[query.sort];
    const first = (page - 1) * pageSize;
    const pageOf = (positions: ArrayLike<number>, total: number) => ({
      items: Array.from(positions, (p) => toSummary(this.rows[p] as IndexRow, this.minReviews)),
      total,
      page,
      page_size: pageSize,
    });
    const matchesText = this.textMatches(words);
    const matchesFilters = this.filterOf(query);
    // Nothing more to filter: the page is a slice of the order.
    if (!matchesText && !matchesFilters) {
      return pageOf(candidates.subarray(first, first + pageSize), candidates.length);
    }
    const found: number[] = [];
    const allWords = words.length;
    let total = 0;
    // An indexed loop: for-of over a typed array costs several times more per element here.
    for (let i = 0; i < candidates.length; i++) {
      const position = candidates[i] as number;
      if (matchesText && matchesText[position] !== allWords) continue;
      if (matchesFilters && !matchesFilters(this.rows[position] as IndexRow)) continue;
      if (total >= first && found.length < pageSize) found.push(position);
      total += 1;
    }
    return pageOf(found, total);
  }

  /**
   * For each doctor, how many of the words its search text contains (null without words). A
   * word is any part of the text, as LIKE '%word%' finds it; one without a space can only lie
   * inside one space-separated token, so the tokens containing it name its doctors.
   */
  private textMatches(words: string[]): Uint8Array | null {
    if (words.length === 0) return null;
    const { rows, tokens, postings } = this;
    const counts = new Uint8Array(rows.length);
    // Plain loops: this runs for every search, over thousands of doctors.
    for (let done = 0; done < words.length; done++) {
      const word = words[done] as string;
      if (word.includes(' ')) {
        for (let p = 0; p < rows.length; p++) {
          if (counts[p] === done && rows[p]?.search_text?.includes(word)) counts[p] = done + 1;
        }
        continue;
      }
      for (let t = 0; t < tokens.length; t++) {
        if (!(tokens[t] as string).includes(word)) continue;
        const positions = postings[t] as Int32Array;
        for (let i = 0; i < positions.length; i++) {
          const p = positions[i] as number;
          if (counts[p] === done) counts[p] = done + 1;
        }
      }
    }
    return counts;
  }

  /** The filters besides specialty and words, or null when there are none. */
  private filterOf(query: DoctorListQuery): ((row: IndexRow) => boolean) | null {
    const { city, min_rating: minRating } = query;
    // PostgreSQL reads a uuid in any case.
    const clinicId = query.clinic_id?.toLowerCase();
    const minReviews = this.minReviews;
    // A minimum of 0 filters nothing; any other needs a score that reaches it.
    if (clinicId === undefined && city === undefined && !minRating) return null;
    return (row) =>
      (clinicId === undefined || row.clinic_id === clinicId) &&
      (city === undefined || row.city === city) &&
      (!minRating ||
        (row.has_stats && (row.score as number) >= minRating && row.review_count >= minReviews));
  }
}

/** Higher first, doctors without a score last (PostgreSQL's `desc nulls last`). */
function byScoreNullsLast(a: number | null, b: number | null): number {
  if (a === null) return b === null ? 0 : 1;
  if (b === null) return -1;
  return b - a;
}
