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
  return stubAdminApi({
    'GET /api/admin/feedback': () =>
      jsonResponse({ items: total ? items : [], total, next_cursor: null }),
    'POST /api/admin/feedback/bulk': async (request) => {
      const body = (await request.json()) as { ids?: string[]; status: string };
      return jsonResponse({ updated: body.ids?.length ?? total, status: body.status });
    },
  });
}

describe('Moderate feedback', { timeout: 20_000 }, () => {
  preloadScreen(() => import('./moderate-page'));

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
    // Rejecting asks for the reason the authors will be told, which also confirms the action.
    const dialog = await screen.findByRole('dialog', { name: 'Từ chối đánh giá' });
    expect(dialog).toHaveTextContent('2 đánh giá sẽ không được đăng');
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    expect(within(dialog).getByText('Hãy chọn một lý do.')).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('radio', { name: 'Khác (giải thích trong ghi chú)' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    expect(within(dialog).getByText('Hãy viết ghi chú giải thích lý do.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), 'Quảng cáo');
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối' }));

    expect(await screen.findByText('Đã từ chối tất cả (2 đánh giá)')).toBeInTheDocument();
    expect(requestBody(fetchMock, 'POST', '/api/admin/feedback/bulk')).toEqual({
      filter: { status: 'pending', q: 'nam' },
      status: 'rejected',
      reason: 'other',
      note: 'Quảng cáo',
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
    const fetchMock = stubAdminApi({
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

  it('asks to confirm approving items the spike guard held, then sends confirm_held', async () => {
    const user = userEvent.setup();
    const held = makeFeedback({ held_for_spike: true, held_reason: 'same_ip' });
    const bodies: unknown[] = [];
    stubAdminApi({
      'GET /api/admin/feedback': () => jsonResponse({ items: [held], total: 1, next_cursor: null }),
      'POST /api/admin/feedback/bulk': async (request) => {
        const body = (await request.json()) as { confirm_held?: boolean };
        bodies.push(body);
        return body.confirm_held
          ? jsonResponse({ updated: 1, status: 'approved', skipped: 0 })
          : jsonResponse(
              {
                error: {
                  code: 'held_confirmation_required',
                  message: 'held',
                  details: { ids: [held.id] },
                },
              },
              409,
            );
      },
    });
    renderOps('/admin/feedback/moderate');
    expect(
      await screen.findByText('Nhiều tài khoản gửi từ cùng một địa chỉ trong 24 giờ.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Chọn đánh giá/ }));
    await user.click(screen.getByRole('button', { name: 'Duyệt mục đã chọn (1)' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('1 đánh giá được chọn bị giữ lại');
    await user.click(within(dialog).getByRole('button', { name: 'Duyệt cả mục bị giữ' }));
    expect(await screen.findByText('Đã duyệt 1 đánh giá đã chọn')).toBeInTheDocument();
    expect(bodies).toEqual([
      { ids: [held.id], status: 'approved' },
      { ids: [held.id], status: 'approved', confirm_held: true },
    ]);
  });

  it('disables deciding one’s own review and shows why; marks staff authors', async () => {
    stubAdminApi({
      'GET /api/admin/feedback': () =>
        jsonResponse({
          items: [makeFeedback({ conflict_of_interest: true, author_is_staff: true })],
          total: 1,
          next_cursor: null,
        }),
    });
    renderOps('/admin/feedback/moderate');
    const approve = await screen.findByRole('button', { name: 'Duyệt' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(/Bạn không thể quyết định đánh giá này/);
    expect(screen.getByText('Do nhân viên viết')).toBeInTheDocument();
  });

  it('shows an appeal in the queue and decides it', async () => {
    const user = userEvent.setup();
    const appealed = makeFeedback({
      status: 'rejected',
      decision_reason: 'spam',
      appeal: {
        message: 'Tôi đã thật sự khám ở đây',
        created_at: '2026-02-03T03:00:00Z',
        needs_other_moderator: false,
      },
    });
    const fetchMock = stubAdminApi({
      'GET /api/admin/feedback': () =>
        jsonResponse({ items: [appealed], total: 1, next_cursor: null }),
      [`POST /api/admin/feedback/${appealed.id}/appeal`]: () =>
        jsonResponse({ outcome: 'overturned', status: 'approved' }),
    });
    renderOps('/admin/feedback/moderate');
    expect(await screen.findByText('Kháng nghị của tác giả')).toBeInTheDocument();
    expect(screen.getByText('“Tôi đã thật sự khám ở đây”')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Chọn đánh giá/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chấp nhận và đăng' }));
    expect(
      await screen.findByText('Đã chấp nhận kháng nghị: đánh giá đã được đăng'),
    ).toBeInTheDocument();
    expect(requestBody(fetchMock, 'POST', `/api/admin/feedback/${appealed.id}/appeal`)).toEqual({
      outcome: 'overturned',
    });
  });

  it('highlights what the screening found, says why, and hides only the chosen words', async () => {
    const user = userEvent.setup();
    const comment = 'Chị Nguyễn Thị Hoa gọi tôi 0901 234 567, đồ ngu.';
    const screened = makeFeedback({
      id: '00000000-0000-4000-8000-000000000009',
      comment,
      screening: [
        { kind: 'person_name', start: 4, end: 18 },
        { kind: 'phone', start: 27, end: 39 },
        { kind: 'abuse', start: 41, end: 47 },
      ],
      screening_risk: 2,
    });
    const fetchMock = stubAdminApi({
      'GET /api/admin/feedback': () =>
        jsonResponse({ items: [screened], total: 1, next_cursor: null }),
      [`POST /api/admin/feedback/${screened.id}/hide-words`]: () => jsonResponse({ hidden: 2 }),
    });
    renderOps('/admin/feedback/moderate');
    const note = await screen.findByRole('region', { name: 'Kết quả rà soát tự động' });
    expect(within(note).getByText('Có thể chứa thông tin cá nhân')).toBeInTheDocument();
    expect(within(note).getByText('Số điện thoại: “0901 234 567”')).toBeInTheDocument();
    const marks = document.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual([
      'Nguyễn Thị Hoa',
      '0901 234 567',
      'đồ ngu',
    ]);

    await user.click(screen.getByRole('button', { name: 'Ẩn từ ngữ…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ẩn một phần đánh giá này' });
    // Every finding is offered ticked; the moderator keeps the name.
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Họ tên của một người: “Nguyễn Thị Hoa”' }),
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Ghi chú gửi người viết (không bắt buộc)' }),
      'Số cá nhân',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ẩn các phần đã chọn' }));
    expect(await screen.findByText('Đã ẩn các từ ngữ và báo cho người viết.')).toBeInTheDocument();
    expect(requestBody(fetchMock, 'POST', `/api/admin/feedback/${screened.id}/hide-words`)).toEqual(
      {
        spans: [
          { kind: 'phone', start: 27, end: 39, text: '0901 234 567' },
          { kind: 'abuse', start: 41, end: 47, text: 'đồ ngu' },
        ],
        note: 'Số cá nhân',
      },
    );
  });
});
