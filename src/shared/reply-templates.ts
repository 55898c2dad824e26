/**
 * Reply templates: texts staff keep, in both languages, for answering reviews. A body may carry
 * the placeholders {patient}, {doctor} and {clinic}; they are filled in for one review when a
 * doctor or staff member starts a reply from the template, and the writer edits it before sending.
 */
import { z } from 'zod';
import type { Language } from './constants';

export const REPLY_TEMPLATE_PLACEHOLDERS = ['patient', 'doctor', 'clinic'] as const;
export type ReplyTemplatePlaceholder = (typeof REPLY_TEMPLATE_PLACEHOLDERS)[number];
export type ReplyTemplateValues = Record<ReplyTemplatePlaceholder, string>;

export const REPLY_TEMPLATE_TITLE_MAX = 80;
export const REPLY_TEMPLATE_BODY_MAX = 1000;

/**
 * How {patient} reads when the author may not be named (an anonymous review, a deleted account,
 * a profile without a name). Chosen to read well wherever a given name would: "Chào Quý khách,",
 * "cảm ơn Quý khách đã…" (the usual courteous address of a clinic's client), and "Dear valued
 * guest,", "thank you, valued guest" — neither word says the reader was a patient, which a public
 * reply must not confirm.
 */
export const NEUTRAL_PATIENT: Record<Language, string> = {
  vi: 'Quý khách',
  en: 'valued guest',
};

/** Any `{…}` without braces inside: each one must be a known placeholder. */
const BRACED = /\{([^{}]*)\}/g;

/** The `{…}` of a text that are not placeholders, e.g. ['{name}'] for 'Dear {name}'. */
export function unknownPlaceholders(text: string): string[] {
  const known: readonly string[] = REPLY_TEMPLATE_PLACEHOLDERS;
  return [...text.matchAll(BRACED)].filter((m) => !known.includes(m[1] ?? '')).map((m) => m[0]);
}

/** The body with each placeholder replaced by its value; anything else is left as written. */
export function fillTemplate(body: string, values: ReplyTemplateValues): string {
  return body.replace(BRACED, (whole, name: string) =>
    name in values ? values[name as ReplyTemplatePlaceholder] : whole,
  );
}

const title = z
  .string()
  .trim()
  .min(1, 'validation.replyTemplate.titleRequired')
  .max(REPLY_TEMPLATE_TITLE_MAX, 'validation.replyTemplate.titleTooLong');
const body = z
  .string()
  .trim()
  .min(1, 'validation.replyTemplate.bodyRequired')
  .max(REPLY_TEMPLATE_BODY_MAX, 'validation.replyTemplate.bodyTooLong')
  .refine((text) => unknownPlaceholders(text).length === 0, {
    message: 'validation.replyTemplate.unknownPlaceholder',
  });

export const replyTemplateCreateSchema = z.strictObject({
  title_vi: title,
  title_en: title,
  body_vi: body,
  body_en: body,
});
export type ReplyTemplateInput = z.input<typeof replyTemplateCreateSchema>;

/** A change to some of the four texts; a field left out stays as it is. */
export const replyTemplateUpdateSchema = replyTemplateCreateSchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'validation.replyTemplate.empty' });
export type ReplyTemplateUpdate = z.output<typeof replyTemplateUpdateSchema>;

/** The language the filled templates are wanted in when the review's comment does not tell. */
export const replyTemplatesForReviewQuery = z.strictObject({
  lang: z.enum(['vi', 'en']).optional(),
});

/** A template as staff manage it. */
export const replyTemplateResponse = z
  .object({
    id: z.string(),
    title_vi: z.string(),
    title_en: z.string(),
    body_vi: z.string(),
    body_en: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ReplyTemplate' });
export type ReplyTemplate = z.output<typeof replyTemplateResponse>;

export const replyTemplateListResponse = z.object({ items: z.array(replyTemplateResponse) });

/**
 * The templates filled in for one review, in one language (`lang`): the review comment's when it
 * can be told, else the one asked for.
 */
export const filledReplyTemplatesResponse = z
  .object({
    lang: z.enum(['vi', 'en']),
    items: z.array(z.object({ id: z.string(), title: z.string(), body: z.string() })),
  })
  .meta({ id: 'FilledReplyTemplates' });
export type FilledReplyTemplates = z.output<typeof filledReplyTemplatesResponse>;
export type FilledReplyTemplate = FilledReplyTemplates['items'][number];
