import type { FilledReplyTemplates } from '@shared/reply-templates';
import { api } from '../../lib/api';

/** Whose list: the linked doctor's (portal) or the clinic's (staff), for one review. */
export type ReplyTemplateSource = 'portal' | 'clinic';

/** Every cached list of filled templates (refreshed when staff change a template). */
export const replyTemplatesKey = ['reply-templates'] as const;

/** The templates filled in for one review by the server, in `lang`. */
export function loadReplyTemplates(
  source: ReplyTemplateSource,
  reviewId: string,
  lang: 'vi' | 'en',
  signal: AbortSignal,
): Promise<FilledReplyTemplates> {
  const input = { params: { id: reviewId }, query: { lang }, signal };
  return source === 'portal'
    ? api('GET /api/portal/reviews/:id/reply-templates', input)
    : api('GET /api/admin/feedback/:id/reply-templates', input);
}
