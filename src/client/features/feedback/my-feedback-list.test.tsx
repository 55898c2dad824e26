import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorResponse,
  jsonResponse,
  meResponse,
  renderApp,
  stubFetch,
} from '../../test/render-app';
import { myFeedback } from './test-fixtures';

describe('My feedback on the profile page', () => {
  beforeAll(async () => {
    await import('../profile/profile-page');
  }, 30_000);

  it('lists each feedback with its status, and offers Delete only while pending', async () => {
    const user = userEvent.setup();
    let items = [
      myFeedback(),
      myFeedback({ id: 'f-approved', status: 'approved', comment: null }),
      myFeedback({ id: 'f-rejected', status: 'rejected', is_anonymous: true }),
      myFeedback({ id: 'f-reported', status: 'reported' }),
    ];
    const deleted: string[] = [];
    stubFetch({
      'GET /api/me': () => jsonResponse(meResponse()),
      'GET /api/me/feedback': () => jsonResponse({ items, truncated: false }),
      'DELETE /api/me/feedback/f-pending': () => {
        deleted.push('f-pending');
        items = items.filter((i) => i.id !== 'f-pending');
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/profile?tab=feedback');

    const panel = await screen.findByRole('tabpanel', { name: 'Đánh giá của tôi' });
    const list = await within(panel).findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    const [pending, approved, rejected, reported] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(pending).getByText('Đang chờ kiểm duyệt')).toBeInTheDocument();
    expect(within(approved).getByText('Đã đăng')).toBeInTheDocument();
    expect(within(approved).getByText('Không có nhận xét')).toBeInTheDocument();
    expect(within(rejected).getByText('Bị từ chối')).toBeInTheDocument();
    expect(within(rejected).getByText('Ẩn danh')).toBeInTheDocument();
    expect(within(reported).getByText('Tạm ẩn trong khi kiểm duyệt')).toBeInTheDocument();
    expect(
      within(pending).getByRole('link', { name: 'PGS.TS.BS. Nguyễn Văn Đức' }),
    ).toHaveAttribute('href', '/doctors/8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d');
    expect(within(panel).getAllByRole('button', { name: /Xóa/ })).toHaveLength(1);

    await user.click(within(pending).getByRole('button', { name: /Xóa đánh giá cho/ }));
    const confirm = screen.getByRole('alertdialog', { name: 'Xóa đánh giá này?' });
    await user.click(within(confirm).getByRole('button', { name: 'Xóa đánh giá' }));

    await waitFor(() => expect(deleted).toEqual(['f-pending']));
    expect(await screen.findByText('Đã xóa đánh giá.')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(3));
  });

  it('invites a user with no feedback to give some', async () => {
    stubFetch({
      'GET /api/me': () => jsonResponse(meResponse()),
      'GET /api/me/feedback': () => jsonResponse({ items: [], truncated: false }),
    });
    renderApp('/profile?tab=feedback');
    const panel = await screen.findByRole('tabpanel', { name: 'Đánh giá của tôi' });
    expect(await within(panel).findByText('Bạn chưa gửi đánh giá nào.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Gửi đánh giá' })).toHaveAttribute(
      'href',
      '/feedback',
    );
  });

  it('offers Withdraw on published reviews and removes one after a confirmation', async () => {
    const user = userEvent.setup();
    let items = [
      myFeedback({ id: 'f-approved', status: 'approved' }),
      myFeedback({ id: 'f-rejected', status: 'rejected' }),
    ];
    const withdrawn: string[] = [];
    stubFetch({
      'GET /api/me': () => jsonResponse(meResponse()),
      'GET /api/me/feedback': () => jsonResponse({ items }),
      'POST /api/me/feedback/f-approved/withdraw': () => {
        withdrawn.push('f-approved');
        items = items.map((i) =>
          i.id === 'f-approved' ? { ...i, status: 'rejected' as const, comment: null } : i,
        );
        return jsonResponse({ status: 'withdrawn' });
      },
    });
    renderApp('/profile?tab=feedback');
    const panel = await screen.findByRole('tabpanel', { name: 'Đánh giá của tôi' });
    await within(panel).findByRole('list');
    const buttons = within(panel).getAllByRole('button', { name: /Rút lại đánh giá về/ });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    const confirm = screen.getByRole('alertdialog', { name: 'Rút lại sự đồng ý?' });
    await user.click(within(confirm).getByRole('button', { name: 'Rút lại và gỡ đánh giá' }));
    await waitFor(() => expect(withdrawn).toEqual(['f-approved']));
    expect(await screen.findByText('Đánh giá đã được gỡ.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: /Rút lại đánh giá về/ })).toBeNull(),
    );
  });

  it('shows why a review was rejected and sends the one appeal', async () => {
    const user = userEvent.setup();
    let item = myFeedback({
      id: 'f-rejected',
      status: 'rejected',
      decision_reason: 'not_real_visit',
      can_appeal: true,
    });
    const sent: unknown[] = [];
    stubFetch({
      'GET /api/me': () => jsonResponse(meResponse()),
      'GET /api/me/feedback': () => jsonResponse({ items: [item], truncated: false }),
      'POST /api/me/feedback/f-rejected/appeal': async (request) => {
        sent.push(await request.json());
        item = {
          ...item,
          can_appeal: false,
          appeal: { status: 'pending', created_at: item.created_at },
        };
        return jsonResponse({ status: 'appealed' }, 201);
      },
    });
    renderApp('/profile?tab=feedback');
    const panel = await screen.findByRole('tabpanel', { name: 'Đánh giá của tôi' });
    expect(await within(panel).findByText('Không dựa trên lần khám thật')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Kháng nghị quyết định này' }));
    await user.click(within(panel).getByRole('button', { name: 'Gửi kháng nghị' }));
    expect(within(panel).getByText('Hãy viết một lời giải thích ngắn.')).toBeInTheDocument();
    await user.type(
      within(panel).getByLabelText('Vì sao nên xem xét lại?'),
      'Tôi đã khám ngày 3/5',
    );
    await user.click(within(panel).getByRole('button', { name: 'Gửi kháng nghị' }));
    await waitFor(() => expect(sent).toEqual([{ message: 'Tôi đã khám ngày 3/5' }]));
    expect(
      await within(panel).findByText('Đã gửi kháng nghị: đang chờ người kiểm duyệt khác.'),
    ).toBeInTheDocument();
    expect(
      within(panel).queryByRole('button', { name: 'Kháng nghị quyết định này' }),
    ).not.toBeInTheDocument();
  });

  it('tells the author which kinds of words a moderator hid, and offers the appeal', async () => {
    stubFetch({
      'GET /api/me': () => jsonResponse(meResponse()),
      'GET /api/me/feedback': () =>
        jsonResponse({
          items: [
            myFeedback({
              id: 'f-hidden',
              status: 'approved',
              comment: 'Bác sĩ tận tâm, gọi tôi [đã ẩn] nhé.',
              hidden: { kinds: ['phone'], note: 'Số cá nhân', created_at: '2026-12-01T08:00:00Z' },
              can_appeal: true,
            }),
          ],
          truncated: false,
        }),
    });
    renderApp('/profile?tab=feedback');
    const panel = await screen.findByRole('tabpanel', { name: 'Đánh giá của tôi' });
    expect(
      await within(panel).findByText(/số điện thoại — Số cá nhân\. Phần còn lại được đăng/),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText(/Người kiểm duyệt đã ẩn một phần đánh giá này/),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('button', { name: 'Kháng nghị quyết định này' }),
    ).toBeInTheDocument();
  });

  it('lets the author allow or stop quoting a commented review at once, by keyboard', async () => {
    const user = userEvent.setup();
    const label = 'Cho phép trích một câu trong nhận xét lên trang của bác sĩ (không kèm tên tôi)';
    let items = [
      myFeedback({ id: 'f-quoted', status: 'approved', quote_consent: true }),
      myFeedback({ id: 'f-silent', status: 'approved', comment: null }),
      myFeedback({ id: 'f-released', status: 'rejected', withdrawn: true }),
    ];
    const sent: unknown[] = [];
    stubFetch({
      'GET /api/me': () => jsonResponse(meResponse()),
      'GET /api/me/feedback': () => jsonResponse({ items, truncated: false }),
      'PUT /api/me/feedback/f-quoted/quote-consent': async (request) => {
        const body = (await request.json()) as { quote_consent: boolean };
        sent.push(body);
        if (sent.length === 2) {
          // Meanwhile the review was withdrawn: the server refuses and the list says so.
          items = items.map((i) => (i.id === 'f-quoted' ? { ...i, withdrawn: true } : i));
          return apiErrorResponse(409, 'invalid_transition', 'A withdrawn review cannot be quoted');
        }
        items = items.map((i) => (i.id === 'f-quoted' ? { ...i, ...body } : i));
        return jsonResponse(body);
      },
    });
    renderApp('/profile?tab=feedback');
    const panel = await screen.findByRole('tabpanel', { name: 'Đánh giá của tôi' });
    const list = await within(panel).findByRole('list');
    const [quoted, silent, released] = within(list).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    // Only a comment can be quoted, and a withdrawn review no longer can.
    expect(within(silent).queryByRole('switch')).toBeNull();
    expect(within(released).queryByRole('switch')).toBeNull();
    const toggle = within(quoted).getByRole('switch', { name: label });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'Chỉ đánh giá đã đăng mới được trích dẫn. Bạn có thể đổi lựa chọn này bất cứ lúc nào.',
    );

    toggle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(sent).toEqual([{ quote_consent: false }]));
    expect(await screen.findByText('Nhận xét của bạn sẽ không được trích dẫn nữa.')).toBeVisible();
    await waitFor(() =>
      expect(within(quoted).getByRole('switch', { name: label })).not.toBeChecked(),
    );

    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ quote_consent: true });
    expect(await screen.findByText('Không lưu được lựa chọn của bạn')).toBeVisible();
    await waitFor(() => expect(within(quoted).queryByRole('switch')).toBeNull());
  });

  it('says when only the newest reviews are listed', async () => {
    stubFetch({
      'GET /api/me': () => jsonResponse(meResponse()),
      'GET /api/me/feedback': () => jsonResponse({ items: [myFeedback()], truncated: true }),
    });
    renderApp('/profile?tab=feedback');
    expect(await screen.findByText('Đang hiển thị 1 đánh giá gần đây nhất của bạn.')).toBeVisible();
  });
});
