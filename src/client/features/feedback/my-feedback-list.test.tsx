import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, meResponse, renderApp, stubFetch } from '../../test/render-app';
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
      'GET /api/me/feedback': () => jsonResponse({ items }),
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
    expect(within(reported).getByText('Bị báo cáo (đang ẩn)')).toBeInTheDocument();
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
      'GET /api/me/feedback': () => jsonResponse({ items: [] }),
    });
    renderApp('/profile?tab=feedback');
    const panel = await screen.findByRole('tabpanel', { name: 'Đánh giá của tôi' });
    expect(await within(panel).findByText('Bạn chưa gửi đánh giá nào.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Gửi đánh giá' })).toHaveAttribute(
      'href',
      '/feedback',
    );
  });
});
