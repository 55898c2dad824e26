import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../../test/render-app';
import { adminMe, makeFeedback, renderOps, requestBody } from '../shared/test-harness';

const items = [
  makeFeedback(),
  makeFeedback({
    id: '00000000-0000-4000-8000-000000000002',
    author_name: 'Trần Minh',
    is_anonymous: true,
    comment: 'Gọi tôi: 0901 234 567',
    flagged: true,
    verified_visit: false,
  }),
];

function stubModeration(total = items.length) {
  return stubFetch({
    'GET /api/me': adminMe,
    'GET /api/admin/feedback': () =>
      jsonResponse({ items: total ? items : [], total, next_cursor: null }),
    'POST /api/admin/feedback/bulk': async (request) => {
      const body = (await request.json()) as { ids?: string[]; status: string };
      return jsonResponse({ updated: body.ids?.length ?? total, status: body.status });
    },
  });
}

describe('Moderate feedback', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('./moderate-page');
  }, 60_000);

  it('shows the count, the feedback with its marks, and labelled checkboxes', async () => {
    stubModeration();
    renderOps('/admin/feedback/moderate');
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(heading).toHaveTextContent('Kiểm duyệt đánh giá2'));
    expect(screen.getByText('Gọi tôi: 0901 234 567')).toBeInTheDocument();
    expect(screen.getByText('Có thông tin liên hệ')).toBeInTheDocument();
    expect(screen.getByText('Đã xác minh lượt khám')).toBeInTheDocument();
    // Admins see who wrote an anonymous review, marked as anonymous.
    expect(screen.getByText('(người viết: Trần Minh)')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Chọn đánh giá của Ẩn danh về BS. Lê Hoàng Nam' }),
    ).toBeInTheDocument();
  });

  it('switches the bulk buttons between selected and all, and clears the selection after', async () => {
    const user = userEvent.setup();
    const fetchMock = stubModeration();
    renderOps('/admin/feedback/moderate');

    expect(await screen.findByRole('button', { name: 'Duyệt tất cả' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Từ chối tất cả' })).toBeEnabled();

    await user.click(
      screen.getByRole('checkbox', {
        name: 'Chọn đánh giá của Nguyễn Thị Nhung về BS. Lê Hoàng Nam',
      }),
    );
    expect(screen.getByRole('button', { name: 'Duyệt mục đã chọn (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Từ chối mục đã chọn (1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Đã chọn 1' }));
    expect(screen.getByRole('button', { name: 'Duyệt mục đã chọn (2)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Duyệt mục đã chọn (2)' }));
    expect(await screen.findByText('Đã duyệt 2 đánh giá đã chọn')).toBeInTheDocument();
    expect(requestBody(fetchMock, 'POST', '/api/admin/feedback/bulk')).toEqual({
      ids: items.map((f) => f.id),
      status: 'approved',
    });
    expect(await screen.findByRole('button', { name: 'Duyệt tất cả' })).toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox')) {
      expect(box).toHaveAttribute('aria-checked', 'false');
    }
  });

  it('with nothing selected, acts on everything the filter matches after confirming', async () => {
    const user = userEvent.setup();
    const fetchMock = stubModeration();
    renderOps('/admin/feedback/moderate');

    await user.type(await screen.findByRole('searchbox', { name: 'Tìm đánh giá' }), 'nam');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('q=nam'))).toBe(true),
    );
    await user.click(await screen.findByRole('button', { name: 'Từ chối tất cả' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('2 đánh giá khớp với bộ lọc hiện tại sẽ bị từ chối');
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối tất cả' }));

    expect(await screen.findByText('Đã từ chối tất cả (2 đánh giá)')).toBeInTheDocument();
    expect(requestBody(fetchMock, 'POST', '/api/admin/feedback/bulk')).toEqual({
      filter: { status: 'pending', q: 'nam' },
      status: 'rejected',
    });
  });

  it('disables the bulk buttons when nothing is waiting', async () => {
    stubModeration(0);
    renderOps('/admin/feedback/moderate');
    expect(await screen.findByText('Không có đánh giá nào cần kiểm duyệt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Duyệt tất cả' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Từ chối tất cả' })).toBeDisabled();
  });

  it('approves one item and says so', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'GET /api/me': adminMe,
      'GET /api/admin/feedback': () => jsonResponse({ items, total: 2, next_cursor: null }),
      [`PATCH /api/admin/feedback/${items[0]!.id}`]: () => jsonResponse({ updated: 1 }),
    });
    renderOps(`/admin/feedback/moderate?id=${items[1]!.id}`);

    const first = (await screen.findByText('Bác sĩ rất tận tâm.')).closest('article')!;
    await user.click(within(first).getByRole('button', { name: 'Duyệt' }));
    expect(await screen.findByText('Đã duyệt đánh giá')).toBeInTheDocument();
    expect(requestBody(fetchMock, 'PATCH', `/api/admin/feedback/${items[0]!.id}`)).toEqual({
      status: 'approved',
    });
  });
});
