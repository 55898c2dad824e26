/**
 * Words of the notifications moderation sends, in both languages: each recipient gets the text
 * in their own language (see notify).
 */
import type { DecisionReason } from '../../../shared/constants';
import type { LocalizedText } from '../notifications/notify';

const REASON_LABELS: Record<DecisionReason, { vi: string; en: string }> = {
  off_topic: { vi: 'không liên quan đến lần khám', en: 'off-topic' },
  offensive: { vi: 'ngôn từ xúc phạm', en: 'offensive language' },
  personal_data: { vi: 'chứa thông tin cá nhân', en: 'contains personal data' },
  not_real_visit: { vi: 'không dựa trên một lần khám thật', en: 'not about a real visit' },
  spam: { vi: 'spam', en: 'spam' },
  other: { vi: 'lý do khác', en: 'other reason' },
};

function because(reason: DecisionReason, note: string | null, lng: 'vi' | 'en') {
  const label = REASON_LABELS[reason][lng];
  return note ? `${label} — ${note}` : label;
}

/** To the author of a rejected or removed review of `doctor`: why, and that one appeal is possible. */
export function rejectedText(
  reason: DecisionReason,
  note: string | null,
  removed: boolean,
  doctor: string,
): LocalizedText {
  return {
    vi: {
      title: removed ? 'Đánh giá của bạn đã bị gỡ' : 'Đánh giá của bạn không được đăng',
      message: `Đánh giá của bạn về ${doctor}. Lý do: ${because(reason, note, 'vi')}. Bạn có thể kháng nghị một lần trong trang cá nhân.`,
    },
    en: {
      title: removed ? 'Your review was removed' : 'Your review was not published',
      message: `Your review of ${doctor}. Reason: ${because(reason, note, 'en')}. You may appeal once from your profile.`,
    },
  };
}

/** To the author of a review of `doctor` that is now published. */
export function publishedText(doctor: string): LocalizedText {
  return {
    vi: {
      title: 'Đánh giá của bạn đã được đăng',
      message: `Cảm ơn bạn! Đánh giá của bạn về ${doctor} đã được duyệt và hiển thị trên trang của bác sĩ.`,
    },
    en: {
      title: 'Your review is published',
      message: `Thank you! Your review of ${doctor} was approved and now shows on the doctor’s page.`,
    },
  };
}

export function appealOutcomeText(overturned: boolean, doctor: string): LocalizedText {
  return overturned
    ? {
        vi: {
          title: 'Kháng nghị được chấp nhận',
          message: `Đánh giá của bạn về ${doctor} đã được xem xét lại và hiện đã được đăng.`,
        },
        en: {
          title: 'Your appeal was accepted',
          message: `Your review of ${doctor} was reconsidered and is now published.`,
        },
      }
    : {
        vi: {
          title: 'Kháng nghị không được chấp nhận',
          message: `Một người kiểm duyệt khác đã xem lại đánh giá của bạn về ${doctor} và giữ nguyên quyết định.`,
        },
        en: {
          title: 'Your appeal was not accepted',
          message: `Another moderator reviewed your review of ${doctor} and the decision stands.`,
        },
      };
}

/** Where an author acts on their own review: its card in their profile. */
export const ownReviewLink = (publicUrl: string, feedbackId: string) =>
  `${publicUrl}/profile?tab=feedback#review-${feedbackId}`;

export const APPEAL_RECEIVED_TEXT: LocalizedText = {
  vi: {
    title: 'Kháng nghị mới cần xem xét',
    message: 'Tác giả một đánh giá bị từ chối đã gửi kháng nghị.',
  },
  en: {
    title: 'New appeal to decide',
    message: 'The author of a rejected review sent an appeal.',
  },
};

export function reportedText(hidden: boolean): LocalizedText {
  return hidden
    ? {
        vi: {
          title: 'Một đánh giá bị ẩn sau nhiều báo cáo',
          message: 'Đủ số người báo cáo nên đánh giá tạm ẩn cho đến khi được xem xét.',
        },
        en: {
          title: 'A review was hidden after reports',
          message: 'Enough people reported it, so it is hidden until it is reviewed.',
        },
      }
    : {
        vi: {
          title: 'Một đánh giá bị báo cáo',
          message: 'Một đánh giá đã bị báo cáo; nó vẫn hiển thị trong khi chờ xem xét.',
        },
        en: {
          title: 'A review was reported',
          message: 'A review was reported; it stays published while it waits for a decision.',
        },
      };
}

export const SPIKE_TEXT: LocalizedText = {
  vi: {
    title: 'Đánh giá tăng đột biến',
    message: 'Một bác sĩ nhận nhiều đánh giá bất thường; các đánh giá mới được giữ lại để xem xét.',
  },
  en: {
    title: 'Review spike',
    message: 'A doctor is receiving unusually many reviews; new ones are held for review.',
  },
};

/** To the doctor linked to the reviewed record, when a new review of them is published. */
export const NEW_REVIEW_OF_YOU_TEXT: LocalizedText = {
  vi: {
    title: 'Có đánh giá mới về bạn',
    message: 'Một đánh giá mới về bạn vừa được đăng. Xem và phản hồi trong cổng bác sĩ.',
  },
  en: {
    title: 'A new review of you',
    message: 'A new review of you was just published. Read it and reply in the doctor portal.',
  },
};
