import type { PortalReview } from '@shared/portal';
import type { FilledReplyTemplates } from '@shared/reply-templates';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { jsonResponse, meResponse, stubFetch } from '../../test/render-app';
import { ReplyComposer } from './reply-composer';

const review: PortalReview = {
  id: 'review-1',
  date: '2026-03-01',
  patient_name: 'Nhung N.',
  verified_visit: true,
  comment: 'Bác sĩ khám kỹ nhưng chờ hơi lâu.',
  comment_lang: 'vi',
  rating: 4,
  medical_expertise: 5,
  customer_experience: 3,
  compliance: 4,
  is_anonymous: false,
  reply: null,
  author_answer: null,
};

const TEMPLATES_PATH = '/api/portal/reviews/review-1/reply-templates';
const templates: FilledReplyTemplates = {
  lang: 'vi',
  items: [
    { id: 't-1', title: 'Cảm ơn đánh giá tốt', body: 'Chào Nhung, cảm ơn bạn đã chia sẻ.' },
    {
      id: 't-2',
      title: 'Về thời gian chờ',
      body: 'Chào Quý khách, chúng tôi sẽ rút ngắn thời gian chờ.',
    },
  ],
};

function renderComposer() {
  const fetchMock = stubFetch({
    'GET /api/me': () => jsonResponse(meResponse({ role: 'doctor' })),
    [`GET ${TEMPLATES_PATH}`]: () => jsonResponse(templates),
  });
  render(
    <AppProviders queryClient={createQueryClient({ queries: { retry: false } })}>
      <ReplyComposer review={review} />
    </AppProviders>,
  );
  const asked = () =>
    fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes(TEMPLATES_PATH));
  return { asked };
}

afterEach(() => vi.restoreAllMocks());

describe('starting a reply from a template', () => {
  it('fills the reply box with the chosen template, which stays editable and checked', async () => {
    const user = userEvent.setup();
    const { asked } = renderComposer();
    const box = screen.getByRole('textbox', { name: 'Phản hồi công khai của bạn' });
    // Nothing is loaded until the writer asks for the templates.
    expect(asked()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Bắt đầu từ mẫu' }));
    const select = await screen.findByRole('combobox', { name: 'Mẫu phản hồi' });
    expect(await screen.findByRole('option', { name: 'Về thời gian chờ' })).toBeInTheDocument();
    // The screen's language is sent for a review whose comment does not tell.
    expect(asked()[0]).toContain('lang=vi');

    await user.selectOptions(select, 'Cảm ơn đánh giá tốt');
    expect(box).toHaveValue('Chào Nhung, cảm ơn bạn đã chia sẻ.');
    // The reply check still runs on the filled text (here: the reviewer's name).
    expect(screen.getByText('Kiểm tra trước khi gửi')).toBeInTheDocument();

    // An untouched template is replaced without asking…
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.selectOptions(select, 'Về thời gian chờ');
    expect(confirm).not.toHaveBeenCalled();
    expect(box).toHaveValue('Chào Quý khách, chúng tôi sẽ rút ngắn thời gian chờ.');

    // …the writer's own words only once they agree.
    await user.type(box, ' Hẹn gặp lại.');
    await user.selectOptions(select, 'Cảm ơn đánh giá tốt');
    expect(confirm).toHaveBeenCalledOnce();
    expect(box).toHaveValue('Chào Quý khách, chúng tôi sẽ rút ngắn thời gian chờ. Hẹn gặp lại.');
    expect(select).toHaveValue('t-2');
    confirm.mockReturnValue(true);
    await user.selectOptions(select, 'Cảm ơn đánh giá tốt');
    expect(box).toHaveValue('Chào Nhung, cảm ơn bạn đã chia sẻ.');
    expect(screen.getByRole('button', { name: 'Gửi phản hồi' })).toBeEnabled();
  });
});
