import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiErrorResponse, jsonResponse, meResponse, stubFetch } from '../../test/render-app';
import { FeedbackForm } from './feedback-form';
import { DUC_ID, renderWithProviders, VISIT_ID } from './test-fixtures';

const CREATED = { id: 'f1', status: 'pending', created_at: '2026-05-04T09:30:00.000Z' };
const REQUIRED = [
  'Vui lòng chấm điểm đánh giá chung.',
  'Vui lòng chấm điểm chuyên môn y khoa.',
  'Vui lòng chấm điểm trải nghiệm khách hàng.',
  'Vui lòng chấm điểm tuân thủ và thái độ.',
];

function renderForm(onSubmitted = vi.fn()) {
  renderWithProviders(
    <FeedbackForm visitId={VISIT_ID} doctorId={DUC_ID} onSubmitted={onSubmitted} />,
  );
  return onSubmitted;
}

function stars(name: string) {
  return within(screen.getByRole('radiogroup', { name }));
}

async function rateAll(user: UserEvent) {
  await user.click(stars('Đánh giá chung').getByRole('radio', { name: '5 sao' }));
  await user.click(stars('Chuyên môn y khoa').getByRole('radio', { name: '4 sao' }));
  // Keyboard: Tab onto the group's first star, then arrows move the choice.
  stars('Trải nghiệm khách hàng').getByRole('radio', { name: '1 sao' }).focus();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  await user.click(stars('Tuân thủ và thái độ').getByRole('radio', { name: '5 sao' }));
}

const submitButton = () => screen.getByRole('button', { name: /Gửi đánh giá/ });

describe('FeedbackForm', () => {
  it('keeps submit disabled until all four ratings are given, and says what is missing', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({});
    renderForm();

    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    expect(submitButton()).toHaveAccessibleDescription('Hãy chấm đủ 4 mục để gửi đánh giá.');
    await user.click(submitButton());
    for (const message of REQUIRED) expect(screen.getByText(message)).toBeInTheDocument();
    // Each message is announced with its stars, and focus goes to the first missing one.
    expect(screen.getByRole('radiogroup', { name: 'Đánh giá chung' })).toHaveAccessibleDescription(
      expect.stringContaining('Vui lòng chấm điểm đánh giá chung.'),
    );
    expect(stars('Đánh giá chung').getByRole('radio', { name: '1 sao' })).toHaveFocus();

    await user.click(stars('Đánh giá chung').getByRole('radio', { name: '4 sao' }));
    expect(screen.queryByText(REQUIRED[0] ?? '')).not.toBeInTheDocument();
    expect(screen.getByText(REQUIRED[3] ?? '')).toBeInTheDocument();
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');

    await user.click(stars('Chuyên môn y khoa').getByRole('radio', { name: '3 sao' }));
    await user.click(stars('Trải nghiệm khách hàng').getByRole('radio', { name: '3 sao' }));
    await user.click(stars('Tuân thủ và thái độ').getByRole('radio', { name: '3 sao' }));
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/feedback', expect.anything());
  });

  it('shows the weights, the sub-criteria and a character counter, and warns about contact details', async () => {
    const user = userEvent.setup();
    stubFetch({});
    renderForm();

    expect(
      screen.getByRole('group', { name: /Chuyên môn y khoa \(trọng số 40%\)/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: /Tuân thủ và thái độ \(trọng số 20%\)/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Giao tiếp rõ ràng, đồng cảm và thân thiện/)).toBeInTheDocument();
    expect(screen.getByText(/Đúng giờ hẹn/)).toBeInTheDocument();
    expect(screen.getByText('0/2.000 ký tự')).toBeInTheDocument();

    const comment = screen.getByRole('textbox', { name: 'Nhận xét (không bắt buộc)' });
    expect(comment).toHaveAttribute('maxLength', '2000');
    await user.type(comment, 'Gọi tôi 0901 234 567');
    expect(screen.getByText('20/2.000 ký tự')).toBeInTheDocument();
    expect(screen.getByText(/Người kiểm duyệt sẽ xem kỹ/)).toBeInTheDocument();
  });

  it('offers the short public name or Anonymous, and needs the unticked consent before sending', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ 'GET /api/me': () => jsonResponse(meResponse()) });
    renderForm();

    const short = await screen.findByRole('radio', { name: 'Hiển thị là Lan N.' });
    expect(short).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Ẩn danh' })).not.toBeChecked();
    expect(screen.queryByText(/Nguyễn Lan/)).not.toBeInTheDocument();
    const consent = screen.getByRole('checkbox', { name: /Tôi đồng ý để đánh giá này/ });
    expect(consent).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Thông báo về quyền riêng tư' })).toHaveAttribute(
      'href',
      '/privacy',
    );

    await rateAll(user);
    await user.click(submitButton());
    expect(screen.getByText('Vui lòng đánh dấu ô đồng ý để gửi đánh giá.')).toBeInTheDocument();
    expect(consent).toHaveFocus();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/feedback'))).toBe(false);
  });

  it('sends the ratings with an Idempotency-Key, and reuses it when retrying after a network error', async () => {
    const user = userEvent.setup();
    const keys: (string | null)[] = [];
    const bodies: unknown[] = [];
    let attempt = 0;
    stubFetch({
      'GET /api/me': () => jsonResponse(meResponse()),
      'POST /api/feedback': async (request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        bodies.push(await request.json());
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return jsonResponse(CREATED, 201);
      },
    });
    const onSubmitted = renderForm();

    await rateAll(user);
    await user.type(screen.getByRole('textbox'), '  Rất tận tâm  ');
    await user.click(await screen.findByRole('radio', { name: 'Ẩn danh' }));
    await user.click(screen.getByRole('checkbox', { name: /Tôi đồng ý/ }));
    await user.click(submitButton());

    expect(
      await screen.findByText('Không gửi được đánh giá', { selector: '[data-slot="alert-title"]' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText('Không thể kết nối tới máy chủ. Vui lòng kiểm tra kết nối mạng.').length,
    ).toBeGreaterThan(0);
    expect(onSubmitted).not.toHaveBeenCalled();

    await user.click(submitButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(CREATED));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(bodies[0]).toEqual({
      visit_id: VISIT_ID,
      doctor_id: DUC_ID,
      rating: 5,
      medical_expertise: 4,
      customer_experience: 2,
      compliance: 5,
      comment: 'Rất tận tâm',
      is_anonymous: true,
      consent_version: '2026-01',
      // Not ticked: the clinic may not contact the author, nor quote them.
      contact_consent: false,
      // The recommendation question was not answered.
      recommend_score: null,
      quote_consent: false,
    });
  });

  it('shows feedbackError with the reason when the server refuses, and uses a new key next time', async () => {
    const user = userEvent.setup();
    const keys: (string | null)[] = [];
    stubFetch({
      'POST /api/feedback': (request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return apiErrorResponse(409, 'already_reviewed', 'Already reviewed');
      },
    });
    renderForm();

    await rateAll(user);
    await user.click(screen.getByRole('checkbox', { name: /Tôi đồng ý/ }));
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không gửi được đánh giá');
    expect(alert).toHaveTextContent('Bạn đã gửi đánh giá cho bác sĩ này trong lượt khám này.');

    await user.click(submitButton());
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('says when the doctor was not seen on the visit', async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /api/feedback': () =>
        jsonResponse(
          {
            error: {
              code: 'not_found',
              message: 'This doctor was not seen on this visit',
              details: { reason: 'doctor_not_in_visit' },
            },
          },
          404,
        ),
    });
    renderForm();
    await rateAll(user);
    await user.click(screen.getByRole('checkbox', { name: /Tôi đồng ý/ }));
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bác sĩ này không khám cho bạn trong lượt khám này.',
    );
  });

  it('says why a linked doctor may not review their own record or a colleague', async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /api/feedback': () =>
        jsonResponse({ error: { code: 'conflict_of_interest', message: 'refused' } }, 403),
    });
    renderForm();
    await rateAll(user);
    await user.click(screen.getByRole('checkbox', { name: /Tôi đồng ý/ }));
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bạn không thể đánh giá bác sĩ này: tài khoản của bạn được liên kết với hồ sơ của bác sĩ này',
    );
  });
});
