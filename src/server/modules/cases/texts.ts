/** Words of the notifications about service-recovery cases, in both languages. */
import type { LocalizedText } from '../notifications/notify';

export function lowReviewText(rating: number, doctor: string): LocalizedText {
  return {
    vi: {
      title: 'Đánh giá thấp cần xử lý',
      message: `Một đánh giá ${rating}★ về ${doctor} vừa được gửi. Một hồ sơ xử lý đã được mở.`,
    },
    en: {
      title: 'A low review needs follow-up',
      message: `A ${rating}★ review of ${doctor} was just submitted. A case was opened for it.`,
    },
  };
}

export function assignedText(doctor: string): LocalizedText {
  return {
    vi: {
      title: 'Bạn phụ trách một hồ sơ mới',
      message: `Hồ sơ về đánh giá ${doctor} được giao cho bạn.`,
    },
    en: {
      title: 'A case is yours',
      message: `The case about a review of ${doctor} was given to you.`,
    },
  };
}

export function overdueText(doctor: string, owned: boolean): LocalizedText {
  return {
    vi: {
      title: 'Hồ sơ xử lý quá hạn',
      message: owned
        ? `Hồ sơ về đánh giá ${doctor} đã quá hạn mà chưa được giải quyết.`
        : `Hồ sơ về đánh giá ${doctor} đã quá hạn và chưa có người phụ trách.`,
    },
    en: {
      title: 'A case is overdue',
      message: owned
        ? `The case about a review of ${doctor} is past its due time and not resolved.`
        : `The case about a review of ${doctor} is past its due time and has no owner.`,
    },
  };
}

export const CLINIC_WROTE_TEXT: LocalizedText = {
  vi: {
    title: 'Phòng khám đã nhắn cho bạn',
    message: 'Phòng khám gửi bạn một tin nhắn riêng về đánh giá của bạn.',
  },
  en: {
    title: 'The clinic wrote to you',
    message: 'The clinic sent you a private message about your review.',
  },
};

export const PATIENT_ANSWERED_TEXT: LocalizedText = {
  vi: { title: 'Bệnh nhân đã trả lời', message: 'Bệnh nhân đã trả lời tin nhắn trong hồ sơ.' },
  en: { title: 'The patient answered', message: 'The patient answered your message in the case.' },
};
