import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n';
import { apiErrorResponse, jsonResponse, stubFetch } from '../../test/render-app';
import { MohSurveyStep } from './moh-survey-step';
import { renderWithProviders } from './test-fixtures';

const PATH = 'POST /api/me/feedback/f1/moh-survey';
const LEVELS = [
  '1 – Rất không hài lòng / Rất kém',
  '2 – Không hài lòng / Kém',
  '3 – Bình thường / Trung bình',
  '4 – Hài lòng / Tốt',
  '5 – Rất hài lòng / Rất tốt',
];

function renderStep(answer: (request: Request) => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  const fetchMock = stubFetch({
    [PATH]: async (request) => {
      bodies.push(await request.clone().json());
      return answer(request);
    },
  });
  const onDone = vi.fn();
  renderWithProviders(<MohSurveyStep feedbackId="f1" onDone={onDone} />);
  const sent = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('moh-survey'));
  return { bodies, onDone, sent };
}

const item = (text: RegExp) => within(screen.getByRole('group', { name: text }));
const button = (name: string) => screen.getByRole('button', { name });
const partHeading = () => screen.getByRole('heading', { level: 3 });

async function toPart(user: UserEvent, name: string) {
  while (partHeading().textContent !== name) await user.click(button('Tiếp'));
}

describe('the ministry survey after a review', () => {
  it('asks one section at a time without the review’s items', async () => {
    const user = userEvent.setup();
    renderStep(() => jsonResponse({ saved: true }, 201));

    expect(screen.getByRole('heading', { name: 'Giúp phòng khám báo cáo Bộ Y tế' })).toHaveFocus();
    expect(screen.getByText(/^Không bắt buộc\. Đây là các câu hỏi/)).toBeInTheDocument();
    expect(screen.getByText('Phần 1/6')).toBeInTheDocument();
    expect(partHeading()).toHaveTextContent('A. Khả năng tiếp cận');
    expect(screen.getAllByRole('group')).toHaveLength(5);
    const a1 = item(/^A1\. Các biển báo, chỉ dẫn đường đến bệnh viện/);
    expect(a1.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    for (const name of LEVELS) expect(a1.getByRole('radio', { name })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Quay lại' })).toBeNull();

    await user.click(button('Tiếp'));
    expect(partHeading()).toHaveFocus();
    expect(partHeading()).toHaveTextContent(
      'B. Sự minh bạch thông tin và thủ tục khám bệnh, điều trị',
    );
    expect(screen.getByRole('group', { name: /^B6\. Đánh giá thời gian chờ đợi/ })).toBeVisible();
    expect(screen.getAllByRole('group')).toHaveLength(10);
    await toPart(user, 'D. Thái độ ứng xử, năng lực chuyên môn của nhân viên y tế');
    // D1, D3 and D4 come from the review's ratings: only D2 is asked.
    expect(screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual(
      [expect.stringMatching(/^D2\. Nhân viên phục vụ/)],
    );
    await user.click(button('Quay lại'));
    expect(partHeading()).toHaveTextContent('C. Cơ sở vật chất và phương tiện phục vụ người bệnh');
  });

  it('sends what was answered, by click and by keyboard, with G and H', async () => {
    const user = userEvent.setup();
    const { bodies, onDone } = renderStep(() => jsonResponse({ saved: true }, 201));

    await user.click(item(/^A1\./).getByRole('radio', { name: LEVELS[4] }));
    expect(screen.getByText('Bạn chọn: Rất hài lòng / Rất tốt')).toBeInTheDocument();
    await user.click(button('Tiếp'));
    item(/^B6\./).getByRole('radio', { name: LEVELS[2] }).focus();
    await user.keyboard(' {ArrowLeft}');
    expect(item(/^B6\./).getByRole('radio', { name: LEVELS[1] })).toBeChecked();
    expect(screen.getByText('Đã trả lời 2 câu')).toBeInTheDocument();

    await toPart(user, 'Đánh giá chung');
    expect(screen.getByText('Phần 6/6')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tiếp' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^G\. Đánh giá chung/ }), '85');
    const h = within(screen.getByRole('group', { name: /^H\. Nếu có nhu cầu khám bệnh/ }));
    expect(h.getAllByRole('radio')).toHaveLength(6);
    await user.click(
      h.getByRole('radio', { name: 'Chắc chắn sẽ quay lại hoặc giới thiệu cho người khác' }),
    );
    await user.click(button('Gửi các câu đã trả lời'));

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(bodies).toEqual([
      { answers: { A1: 5, B6: 2 }, expectation_percent: 85, return_intent: 5 },
    ]);
    expect(await screen.findByText('Cảm ơn bạn đã trả lời khảo sát.')).toBeInTheDocument();
  });

  it('can be skipped at any part, and refuses to send nothing', async () => {
    const user = userEvent.setup();
    const { onDone, sent } = renderStep(() => jsonResponse({ saved: true }, 201));

    await user.click(button('Gửi các câu đã trả lời'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bạn chưa trả lời câu nào. Hãy trả lời ít nhất một câu, hoặc bỏ qua khảo sát.',
    );
    expect(onDone).not.toHaveBeenCalled();
    await user.click(button('Tiếp'));
    await user.click(button('Bỏ qua khảo sát'));
    expect(onDone).toHaveBeenCalledOnce();
    expect(sent()).toHaveLength(0);
  });

  it('asks again for a share of expectations that is not 0–100, on its part', async () => {
    const user = userEvent.setup();
    const { sent } = renderStep(() => jsonResponse({ saved: true }, 201));
    await toPart(user, 'Đánh giá chung');
    const g = screen.getByRole('textbox', { name: /^G\./ });
    await user.type(g, '120');
    await user.click(button('Quay lại'));
    await user.click(button('Gửi các câu đã trả lời'));
    // Back on the part of the question, which says what is wrong.
    expect(partHeading()).toHaveTextContent('Đánh giá chung');
    const field = screen.getByRole('textbox', { name: /^G\./ });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Hãy nhập một số nguyên từ 0 đến 100\./);
    expect(sent()).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '100');
    await user.click(button('Gửi các câu đã trả lời'));
    await waitFor(() => expect(sent()).toHaveLength(1));
  });

  it('goes on to the confirmation when the survey was already answered', async () => {
    const user = userEvent.setup();
    const { onDone } = renderStep(() => apiErrorResponse(409, 'conflict', 'Already answered'));
    await user.click(item(/^A2\./).getByRole('radio', { name: LEVELS[3] }));
    await user.click(button('Gửi các câu đã trả lời'));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(
      await screen.findByText('Khảo sát cho đánh giá này đã được trả lời trước đó.'),
    ).toBeInTheDocument();
  });

  it('shows a refusal in words and stays, so the answers can be sent again', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const { onDone, bodies } = renderStep(() => {
      attempt += 1;
      return attempt === 1
        ? jsonResponse(
            {
              error: {
                code: 'validation_failed',
                message: 'The request is not valid',
                details: {
                  fields: [
                    { path: 'answers', code: 'custom', message: 'validation.mohSurvey.empty' },
                  ],
                },
              },
            },
            400,
          )
        : jsonResponse({ saved: true }, 201);
    });
    await user.click(item(/^A3\./).getByRole('radio', { name: LEVELS[0] }));
    await user.click(button('Gửi các câu đã trả lời'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không gửi được khảo sát');
    expect(alert).toHaveTextContent('Bạn chưa trả lời câu nào.');
    expect(onDone).not.toHaveBeenCalled();
    await user.click(button('Gửi các câu đã trả lời'));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(bodies).toHaveLength(2);
  });

  it('is in English too', async () => {
    await changeLanguage('en');
    renderStep(() => jsonResponse({ saved: true }, 201));
    expect(
      screen.getByRole('heading', { name: 'Help the clinic report to the Ministry of Health' }),
    ).toBeInTheDocument();
    expect(
      item(/^A1\. Signs and directions to the hospital/).getByRole('radio', {
        name: '5 – Very satisfied / Very good',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip the survey' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send what I answered' })).toBeInTheDocument();
  });
});
