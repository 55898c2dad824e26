import { z } from 'zod';
import type { Language } from './constants';
import { decisionSchema } from './decision';
import type { ReplyWarning } from './reply-check';

export const REPLY_MAX = 1000;
/** doctor: the linked doctor; clinic: staff on behalf of the clinic; author: the reviewer's answer. */
export const REPLY_SIDES = ['doctor', 'clinic', 'author'] as const;
export type ReplySide = (typeof REPLY_SIDES)[number];
export const REPLY_STATUSES = ['pending', 'published', 'rejected', 'withdrawn'] as const;
export type ReplyStatus = (typeof REPLY_STATUSES)[number];

const replyBody = z.string().trim().min(1).max(REPLY_MAX);

export const replySchema = z.strictObject({ body: replyBody });
export type ReplyInput = z.infer<typeof replySchema>;

export const replyCheckSchema = z.strictObject({ body: z.string().max(REPLY_MAX) });

export const replyDecisionSchema = decisionSchema('published');

export const replyQueueQuery = z.strictObject({
  status: z.enum(REPLY_STATUSES).default('pending'),
});

/** A reply as its writer and moderators see it. */
export interface Reply {
  id: string;
  feedback_id: string;
  doctor_id: string;
  side: ReplySide;
  body: string;
  /** The language the reply is written in, when it can be told (pages mark it `lang`). */
  body_lang: Language | null;
  status: ReplyStatus;
  warnings: ReplyWarning[];
  decision_reason: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A reply in the moderation queue, with the review it answers. */
export interface QueuedReply extends Reply {
  doctor_name: string;
  review_comment: string | null;
  review_comment_lang: Language | null;
  review_rating: number;
  /** The moderator may not decide it: it is their own reply, or one of their linked doctor. */
  own: boolean;
}

/** A published reply shown under a review. */
export interface PublicReply {
  side: ReplySide;
  body: string;
  /** The language the reply is written in, when it can be told (pages mark it `lang`). */
  body_lang: Language | null;
  published_at: string;
}
