import { describe, expect, it } from 'vitest';
import { replyWarnings } from './reply-check';

describe('reply check for personal or health details', () => {
  it('finds phone numbers, e-mail addresses, dates and the patient’s name', () => {
    expect(replyWarnings('Gọi 0901 234 567 nhé')).toEqual(['phone']);
    expect(replyWarnings('Write to lan@example.com')).toEqual(['email']);
    expect(replyWarnings('Cảm ơn bạn đã đến ngày 12 tháng 3')).toEqual(['date']);
    expect(replyWarnings('See you on 12/03/2025')).toEqual(['date']);
    expect(replyWarnings('Thank you, Nhung', 'Nguyễn Nhung')).toEqual(['patient_name']);
  });

  it('finds words that disclose care, in English and Vietnamese', () => {
    expect(replyWarnings('Your diagnosis was correct')).toEqual(['health_terms']);
    expect(replyWarnings('Kết quả xét nghiệm của bạn bình thường')).toEqual(['health_terms']);
    expect(replyWarnings('Đơn thuốc đã được điều chỉnh')).toEqual(['health_terms']);
    expect(replyWarnings('The prescription is ready')).toEqual(['health_terms']);
  });

  it('leaves a general, courteous reply alone', () => {
    expect(
      replyWarnings('Cảm ơn góp ý của bạn, chúng tôi sẽ cải thiện thời gian chờ.', 'Lan Trần'),
    ).toEqual([]);
    expect(replyWarnings('Thank you for your feedback; we are working on waiting times.')).toEqual(
      [],
    );
  });
});
