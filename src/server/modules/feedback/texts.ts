/**
 * Words of the notifications moderation sends, in both languages: each recipient gets the text
 * in their own language (see notify).
 */
import type { DecisionReason } from '../../../shared/constants';
import type { ScreeningKind } from '../../../shared/screening';
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

/** To moderators, at once: a new review holds a threat or words of self-harm. */
export function alertText(findings: readonly { kind: string }[]): LocalizedText {
  const selfHarm = findings.some((f) => f.kind === 'self_harm');
  const threat = findings.some((f) => f.kind === 'threat');
  const what = {
    vi: [threat && 'lời đe doạ', selfHarm && 'ý định tự làm hại bản thân']
      .filter(Boolean)
      .join(' và '),
    en: [threat && 'a threat', selfHarm && 'words of self-harm'].filter(Boolean).join(' and '),
  };
  return {
    vi: {
      title: 'Cần xem ngay: đánh giá có nội dung đáng lo ngại',
      message: `Một đánh giá mới có thể chứa ${what.vi}. Hãy đọc và xử lý ngay.`,
    },
    en: {
      title: 'Read now: a review raises a concern',
      message: `A new review may contain ${what.en}. Please read it and act now.`,
    },
  };
}

const KIND_LABELS: Record<ScreeningKind, { vi: string; en: string }> = {
  phone: { vi: 'số điện thoại', en: 'a phone number' },
  email: { vi: 'địa chỉ e-mail', en: 'an e-mail address' },
  id_number: { vi: 'số giấy tờ tuỳ thân', en: 'an ID number' },
  address: { vi: 'địa chỉ nhà', en: 'a street address' },
  person_name: { vi: 'họ tên của một người khác', en: "another person's full name" },
  birth_date: { vi: 'ngày sinh', en: 'a date of birth' },
  abuse: { vi: 'lời lẽ xúc phạm', en: 'abusive words' },
  threat: { vi: 'lời đe doạ', en: 'a threat' },
  self_harm: { vi: 'nội dung về tự làm hại bản thân', en: 'words about self-harm' },
};

/** To the author: which kinds of words were hidden from their review of `doctor`, and why. */
export function wordsHiddenText(
  kinds: readonly ScreeningKind[],
  note: string | null,
  doctor: string,
): LocalizedText {
  const list = (lng: 'vi' | 'en') => kinds.map((k) => KIND_LABELS[k][lng]).join(', ');
  return {
    vi: {
      title: 'Một phần đánh giá của bạn đã được ẩn',
      message: `Trong đánh giá của bạn về ${doctor}, chúng tôi đã ẩn: ${list('vi')}${note ? ` (${note})` : ''}. Phần còn lại vẫn được giữ nguyên. Bạn có thể kháng nghị một lần trong trang cá nhân.`,
    },
    en: {
      title: 'Part of your review was hidden',
      message: `In your review of ${doctor} we hid ${list('en')}${note ? ` (${note})` : ''}. The rest stays as you wrote it. You may appeal once from your profile.`,
    },
  };
}

/** To the author: the outcome of their appeal against words hidden from their review. */
export function hiddenWordsAppealText(overturned: boolean, doctor: string): LocalizedText {
  return overturned
    ? {
        vi: {
          title: 'Kháng nghị được chấp nhận',
          message: `Đánh giá của bạn về ${doctor} đã được xem xét lại và hiện được đăng đúng như bạn đã viết.`,
        },
        en: {
          title: 'Your appeal was accepted',
          message: `Your review of ${doctor} was looked at again and is now published as you wrote it.`,
        },
      }
    : {
        vi: {
          title: 'Kháng nghị không được chấp nhận',
          message: `Sau khi xem xét lại, phần đã ẩn trong đánh giá của bạn về ${doctor} vẫn được ẩn.`,
        },
        en: {
          title: 'Your appeal was not accepted',
          message: `After another look, the hidden part of your review of ${doctor} stays hidden.`,
        },
      };
}
