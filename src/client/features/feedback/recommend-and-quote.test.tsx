import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n';
import { jsonResponse, stubFetch } from '../../test/render-app';
import { FeedbackForm } from './feedback-form';
import { DUC_ID, renderWithProviders, VISIT_ID } from './test-fixtures';

const QUESTION = 'Bạn sẵn lòng giới thiệu bác sĩ này cho bạn bè hoặc người thân đến mức nào?';
const QUOTE = /Cho phép trích một câu trong nhận xét này/;

/** The form, answering submissions with 201 and keeping the bodies sent. */
function renderForm() {
  const bodies: Record<string, unknown>[] = [];
  stubFetch({
    'POST /api/feedback': async (request) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return jsonResponse({ id: 'f1', status: 'pending', created_at: '2026-05-04' }, 201);
    },
  });
  const onSubmitted = vi.fn();
  renderWithProviders(
    <FeedbackForm visitId={VISIT_ID} doctorId={DUC_ID} onSubmitted={onSubmitted} />,
  );
  return { bodies, onSubmitted };
}

async function rateAndSend(user: UserEvent) {
  for (const group of screen.getAllByRole('radiogroup')) {
    await user.click(within(group).getByRole('radio', { name: '4 sao' }));
  }
  await user.click(screen.getByRole('checkbox', { name: /Tôi đồng ý/ }));
  await user.click(screen.getByRole('button', { name: 'Gửi đánh giá' }));
}

describe('the recommendation question', () => {
  it('offers 0–10 with named ends, by click or arrow keys, can be cleared, and is sent', async () => {
    const user = userEvent.setup();
    const { bodies, onSubmitted } = renderForm();

    const group = screen.getByRole('group', { name: QUESTION });
    expect(group).toHaveAccessibleDescription(
      'Không bắt buộc. Chọn một số từ 0 đến 10. 0 – Hoàn toàn không 10 – Chắc chắn có',
    );
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(
      Array.from({ length: 11 }, (_, i) => String(i)),
    );
    expect(radios.map((r) => within(group).getByLabelText(r.getAttribute('value')!))).toEqual(
      radios,
    );
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    expect(within(group).queryByRole('button', { name: 'Bỏ chọn' })).toBeNull();

    await user.click(within(group).getByRole('radio', { name: '7' }));
    expect(within(group).getByRole('radio', { name: '7' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '8' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: '8' })).toHaveFocus();

    // Taken back: nothing is chosen and focus stays in the question.
    await user.click(within(group).getByRole('button', { name: 'Bỏ chọn' }));
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    expect(within(group).getByRole('radio', { name: '0' })).toHaveFocus();

    await user.click(within(group).getByRole('radio', { name: '10' }));
    await rateAndSend(user);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({ recommend_score: 10, quote_consent: false });
  });

  it('is sent as null when not answered', async () => {
    const user = userEvent.setup();
    const { bodies, onSubmitted } = renderForm();
    await rateAndSend(user);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({ recommend_score: null });
  });

  it('is in English too', async () => {
    await changeLanguage('en');
    renderForm();
    const group = screen.getByRole('group', {
      name: 'How likely are you to recommend this doctor to friends or family?',
    });
    expect(within(group).getByText('0 – Not at all likely')).toBeInTheDocument();
    expect(within(group).getByText('10 – Extremely likely')).toBeInTheDocument();
  });
});

describe('the consent to be quoted', () => {
  it('appears unticked once a comment is written, and is sent only with the comment', async () => {
    const user = userEvent.setup();
    const { bodies, onSubmitted } = renderForm();
    expect(screen.queryByRole('checkbox', { name: QUOTE })).toBeNull();

    const comment = screen.getByRole('textbox', { name: 'Nhận xét (không bắt buộc)' });
    await user.type(comment, '   ');
    expect(screen.queryByRole('checkbox', { name: QUOTE })).toBeNull();
    await user.type(comment, 'Bác sĩ giải thích rất kỹ.');
    const quote = screen.getByRole('checkbox', { name: QUOTE });
    expect(quote).not.toBeChecked();
    expect(quote).toHaveAccessibleDescription(/Chỉ trích từ đánh giá đã được đăng/);
    await user.click(quote);
    expect(quote).toBeChecked();

    await rateAndSend(user);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({ comment: 'Bác sĩ giải thích rất kỹ.', quote_consent: true });
  });

  it('is not sent once the comment it was for is erased', async () => {
    const user = userEvent.setup();
    const { bodies, onSubmitted } = renderForm();
    const comment = screen.getByRole('textbox', { name: 'Nhận xét (không bắt buộc)' });
    await user.type(comment, 'Rất tốt');
    await user.click(screen.getByRole('checkbox', { name: QUOTE }));
    await user.clear(comment);
    expect(screen.queryByRole('checkbox', { name: QUOTE })).toBeNull();

    await rateAndSend(user);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({ comment: null, quote_consent: false });
  });
});
