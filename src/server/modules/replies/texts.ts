/** Words of the notifications about replies, in both languages. */
import type { LocalizedText } from '../notifications/notify';

export const REPLY_TO_YOUR_REVIEW_TEXT: LocalizedText = {
  vi: {
    title: 'Đánh giá của bạn có phản hồi',
    message:
      'Bác sĩ hoặc phòng khám đã phản hồi công khai đánh giá của bạn. Bạn có thể trả lời một lần.',
  },
  en: {
    title: 'Your review has a reply',
    message: 'The doctor or the clinic replied publicly to your review. You may answer once.',
  },
};

export const AUTHOR_ANSWERED_TEXT: LocalizedText = {
  vi: {
    title: 'Người đánh giá đã trả lời',
    message: 'Tác giả của một đánh giá đã trả lời phản hồi của bạn.',
  },
  en: {
    title: 'The reviewer answered',
    message: 'The author of a review answered your reply.',
  },
};

export function replyRejectedText(reason: string): LocalizedText {
  return {
    vi: { title: 'Phản hồi của bạn không được đăng', message: `Lý do: ${reason}` },
    en: { title: 'Your reply was not published', message: `Reason: ${reason}` },
  };
}

export const REPLY_WAITING_TEXT: LocalizedText = {
  vi: { title: 'Phản hồi mới chờ duyệt', message: 'Một phản hồi công khai đang chờ kiểm duyệt.' },
  en: { title: 'A reply awaits moderation', message: 'A public reply is waiting for moderation.' },
};
