import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  makeFeedback,
  preloadScreen,
  renderOps,
  requestBody,
  stubAdminApi,
} from '../../test/admin-fixtures';
import { jsonResponse } from '../../test/render-app';

const reported = makeFeedback({
  status: 'reported',
  comment: null,
  is_anonymous: true,
  author_name: null,
  reports: [
    {
      reason: 'offensive',
      note: 'Lời lẽ khiếm nhã',
      created_at: '2026-02-02T03:00:00Z',
      counted: true,
    },
  ],
});

describe('Reported feedback', { timeout: 20_000 }, () => {
  preloadScreen(() => import('./reported-page'));

  it('shows the report and restores the feedback after confirmation', async () => {
    const user = userEvent.setup();
    let current = [reported];
    const fetchMock = stubAdminApi({
      'GET /api/admin/feedback': (request) => {
        expect(new URL(request.url).searchParams.get('status')).toBe('reported');
        expect(new URL(request.url).searchParams.get('limit')).toBe('50');
        return jsonResponse({ items: current, total: current.length, next_cursor: null });
      },
      [`PATCH /api/admin/feedback/${reported.id}`]: () => {
        current = [];
        return jsonResponse({ updated: 1 });
      },
    });
    renderOps('/admin/feedback/reported');

    const item = (await screen.findByText('Không có nhận xét')).closest('article')!;
    expect(within(item).getByText('Ẩn danh')).toBeInTheDocument();
    expect(within(item).getByText('Ngôn từ xúc phạm')).toBeInTheDocument();
    expect(within(item).getByText(/Lời lẽ khiếm nhã/)).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Khôi phục' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Khôi phục' }));

    expect(await screen.findByText('Đã khôi phục đánh giá')).toBeInTheDocument();
    expect(requestBody(fetchMock, 'PATCH', `/api/admin/feedback/${reported.id}`)).toEqual({
      status: 'approved',
    });
    expect(await screen.findByText('Không có đánh giá nào bị báo cáo')).toBeInTheDocument();
  });

  it('shows how many people reported a still-published review, and removes it with a reason', async () => {
    const user = userEvent.setup();
    const published = makeFeedback({
      status: 'approved',
      reports: [
        { reason: 'spam', note: null, created_at: '2026-02-02T03:00:00Z', counted: true },
        { reason: 'other', note: null, created_at: '2026-02-02T04:00:00Z', counted: false },
      ],
    });
    const fetchMock = stubAdminApi({
      'GET /api/admin/feedback': () =>
        jsonResponse({ items: [published], total: 1, next_cursor: null }),
      [`PATCH /api/admin/feedback/${published.id}`]: () => jsonResponse({ updated: 1 }),
    });
    renderOps('/admin/feedback/reported');

    const item = (await screen.findByText('Bác sĩ rất tận tâm.')).closest('article')!;
    expect(within(item).getByText('2 người đã báo cáo')).toBeInTheDocument();
    expect(
      within(item).getByText('Vẫn đang hiển thị: chỉ báo cáo thì không ẩn đánh giá.'),
    ).toBeInTheDocument();
    expect(within(item).getAllByText(/không được tính/)).toHaveLength(1);
    expect(within(item).getByRole('button', { name: 'Giữ hiển thị' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Tạm ẩn' })).toBeInTheDocument();
    // The queue is for keeping or removing: no box to reply for the clinic here.
    expect(within(item).queryByText('Phản hồi thay phòng khám')).not.toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Gỡ bỏ' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Xúc phạm' }));
    await user.click(within(dialog).getByRole('button', { name: 'Gỡ bỏ' }));
    await waitFor(() =>
      expect(requestBody(fetchMock, 'PATCH', `/api/admin/feedback/${published.id}`)).toEqual({
        status: 'rejected',
        reason: 'offensive',
      }),
    );
  });
});
