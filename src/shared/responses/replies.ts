/** Response schemas of replies and notifications (`api/replies.ts`, `api/notifications.ts`). */
import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../constants';
import { REPLY_SIDES, REPLY_STATUSES } from '../replies';
import { REPLY_WARNINGS } from '../reply-check';
import { language, timestamp } from './common';

const replyFields = {
  id: z.string(),
  feedback_id: z.string(),
  doctor_id: z.string(),
  side: z.enum(REPLY_SIDES),
  body: z.string(),
  body_lang: language.nullable(),
  status: z.enum(REPLY_STATUSES),
  warnings: z.array(z.enum(REPLY_WARNINGS)),
  decision_reason: z.string().nullable(),
  published_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
};
export const replyResponse = z.object(replyFields).meta({ id: 'Reply' });

export const replyQueueResponse = z.object({
  items: z.array(
    z.object({
      ...replyFields,
      doctor_name: z.string(),
      review_comment: z.string().nullable(),
      review_comment_lang: language.nullable(),
      review_rating: z.number(),
      own: z.boolean(),
    }),
  ),
});

export const notificationListResponse = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      seq: z.number(),
      title: z.string(),
      message: z.string(),
      title_en: z.string().nullable(),
      message_en: z.string().nullable(),
      type: z.enum(NOTIFICATION_TYPES),
      reference_id: z.string().nullable(),
      path: z.string().nullable(),
      is_read: z.boolean(),
      created_at: timestamp,
    }),
  ),
  unread_count: z.number(),
});
