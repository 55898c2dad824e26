/**
 * Building blocks of the response schemas (`responseSchema` of the endpoint contract): the shapes
 * many answers share. Response schemas describe what the server sends, to document it in the
 * OpenAPI document and to check answers in tests; the client never loads them (it imports the
 * contract's types only), so they live apart from the zod-free types the screens use.
 */
import { z } from 'zod';
import { LANGUAGES, WEEKDAYS, type Weekday } from '../constants';
import { REPLY_SIDES } from '../replies';

/** An instant as the API writes it: an ISO 8601 string. */
export const timestamp = z.string();
export const language = z.enum(LANGUAGES);

/** A specialty as every answer carries it (both names). */
export const specialtyRef = z
  .object({ slug: z.string(), name_vi: z.string(), name_en: z.string() })
  .meta({ id: 'SpecialtyRef' });

/** `{ items }`: a whole list. */
export const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** One page of a numbered list (`Paged<T>`). */
export const pagedOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), page_size: z.number() });

/** A keyset page: the next page starts at `next_cursor` (null: none). */
export const cursorPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), next_cursor: z.string().nullable() });

/** The four scores, the comment, and whether the author's name is shown (`ReviewContent`). */
export const reviewContentFields = {
  rating: z.number(),
  medical_expertise: z.number(),
  customer_experience: z.number(),
  compliance: z.number(),
  comment: z.string().nullable(),
  is_anonymous: z.boolean(),
};

/** A published reply under a review (`PublicReply`). */
export const publicReply = z
  .object({
    side: z.enum(REPLY_SIDES),
    body: z.string(),
    body_lang: language.nullable(),
    published_at: timestamp,
  })
  .meta({ id: 'PublicReply' });

/** A clinic's opening hours, every weekday (`WeekHours`). */
const dayHours = z.object({
  isOpen: z.boolean(),
  open: z.string().nullable(),
  close: z.string().nullable(),
});
// An object with each weekday named (not a record), so the document lists the seven days.
export const weekHours = z
  .object(
    Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours])) as Record<Weekday, typeof dayHours>,
  )
  .meta({ id: 'WeekHours' });

/** `{ ok: true }`-like acknowledgements. */
export const okTrue = z.object({ ok: z.literal(true) });
