/** Words of the notifications about change notes, in both languages. */
import type { LocalizedText } from '../notifications/notify';

export function changeMadeText(doctor: string): LocalizedText {
  return {
    vi: {
      title: 'Phòng khám đã thay đổi sau đánh giá của bạn',
      message: `Sau đánh giá của bạn về ${doctor}, phòng khám cho biết đã thay đổi. Điều đó có giải quyết vấn đề của bạn không?`,
    },
    en: {
      title: 'The clinic made a change after your review',
      message: `After your review of ${doctor}, the clinic says it made a change. Did it fix your problem?`,
    },
  };
}
