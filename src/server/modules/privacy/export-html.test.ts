import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/constants';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { makeDoctor, publishedReview as reviewBy } from '../../test/fixtures';
import { publishedReview } from '../../test/privacy-fixtures';
import { EXPORT_LABELS } from './export-labels';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });

/** Every key path of a nested object of texts. */
const keysOf = (texts: object, prefix = ''): string[] =>
  Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

const readable = async (cookie: string, lang?: Language) => {
  const res = await t.api('GET /api/me/data-export.html', { query: { lang }, cookie });
  expect(res.status).toBe(200);
  return res.text();
};

/** What a person reads, without the markup. */
const visibleText = (html: string) =>
  html
    .replace(/<style>.*?<\/style>/s, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the readable data export', () => {
  it('has the same labels in Vietnamese and English', () => {
    expect(keysOf(EXPORT_LABELS.en)).toEqual(keysOf(EXPORT_LABELS.vi));
  });

  it("reads as a person's record: labels, dates as the site writes them, yes and no, statuses in words", async () => {
    const { user, feedbackId } = await publishedReview(t, admin, {
      firstName: 'Sarah',
      lastName: 'Miller',
      language: 'en',
      comment: 'Thorough and kind',
    });
    const html = await readable(user.cookie);
    expect(html).toContain('<html lang="en">');
    const page = visibleText(html);
    for (const words of [
      'My data',
      'E-mail confirmed',
      'Two-factor authentication No',
      'Sarah Miller',
      'Language English',
      'Role Patient',
      'Status Published',
      'Overall rating',
      'Anonymous No',
      'You sent the review',
      'Thorough and kind',
    ])
      expect(page).toContain(words);
    // 'May 3, 2025 - 2:30 PM', in the clinics' time zone.
    expect(page).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4} - \d{1,2}:\d{2} [AP]M/);
    // None of the machine's words: no ids, timestamps, true/false or snake_case names.
    expect(page).not.toContain(user.id);
    expect(page).not.toContain(feedbackId);
    expect(page).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}/);
    expect(page).not.toMatch(/\b(true|false|null)\b/);
    expect(page).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
  });

  it("is written in the reader's language: the one asked for, else the site's, else the profile's", async () => {
    const { user } = await publishedReview(t, admin, { language: 'en' });
    const asked = visibleText(await readable(user.cookie, 'vi'));
    expect(asked).toContain('Dữ liệu của tôi');
    expect(asked).toContain('Trạng thái Đã đăng');
    expect(asked).toContain('Xác thực hai lớp Không');
    // '3 thg 5, 2025 - 14:30'
    expect(asked).toMatch(/\d{1,2} thg \d{1,2}, \d{4} - \d{2}:\d{2}/);
    const cookie = `${user.cookie}; lang=vi`;
    expect(await readable(cookie)).toContain('<html lang="vi">');
    expect(await readable(user.cookie)).toContain('<html lang="en">');
    const wrong = await t.request('GET', '/api/me/data-export.html?lang=fr', {
      cookie: user.cookie,
    });
    expect(wrong.status).toBe(400);
  });

  it("words the recommendation, the consents and the survey answers in the reader's language", async () => {
    const user = await t.createUser();
    const feedbackId = await reviewBy(t, admin, user, (await makeDoctor(t)).id, {
      recommend: 9,
      quoteConsent: true,
    });
    const survey = await t.api('POST /api/me/feedback/:id/moh-survey', {
      params: { id: feedbackId },
      cookie: user.cookie,
      body: { answers: { B7: 2, A1: 5 }, expectation_percent: 70, return_intent: 4 },
    });
    expect(survey.status).toBe(201);

    const en = visibleText(await readable(user.cookie, 'en'));
    for (const words of [
      'Likelihood to recommend the doctor (0–10) 9/10',
      'The clinic may contact you about the visit No',
      'One sentence may be quoted, without your name Yes',
      // The apostrophe is escaped in the markup.
      'Ministry of Health&#39;s outpatient survey Answered on',
      'A1 Signs and directions to the hospital are clear, easy to see and easy to find. Very satisfied / Very good',
      'B7 Rate the waiting time until your turn to see the doctor. Dissatisfied / Poor',
      'G Overall, what percentage of the expectations you had before coming for the examination did the hospital meet? 70%',
      'H If you needed an examination, would you come back or recommend it to others? May come back',
    ])
      expect(en).toContain(words);
    // In the form's order, whatever order they were sent in.
    expect(en.indexOf('A1 ')).toBeLessThan(en.indexOf('B7 '));
    expect(en).not.toMatch(/\b(true|false|null)\b/);
    expect(en).not.toMatch(/\b[a-z]+_[a-z_]+\b/);

    const vi = visibleText(await readable(user.cookie, 'vi'));
    for (const words of [
      'Mức sẵn lòng giới thiệu bác sĩ (0–10) 9/10',
      'Phòng khám có thể liên hệ với bạn về lần khám Không',
      'Cho phép trích một câu nhận xét, không kèm tên Có',
      'Khảo sát người bệnh ngoại trú của Bộ Y tế',
      'A1 Các biển báo, chỉ dẫn đường đến bệnh viện rõ ràng, dễ nhìn, dễ tìm. Rất hài lòng / Rất tốt',
      'Đánh giá thời gian chờ tới lượt bác sỹ khám. Không hài lòng / Kém',
      '70%',
      'Có thể sẽ quay lại',
    ])
      expect(vi).toContain(words);
  });

  it('says a recommendation was not given, and shows no survey when there is none', async () => {
    const { user } = await publishedReview(t, admin, { language: 'en' });
    const page = visibleText(await readable(user.cookie));
    expect(page).toContain('Likelihood to recommend the doctor (0–10) Not set');
    expect(page).toContain('One sentence may be quoted, without your name No');
    expect(page).not.toContain('outpatient survey');
    expect(page).not.toContain('Answered on');
  });
});
