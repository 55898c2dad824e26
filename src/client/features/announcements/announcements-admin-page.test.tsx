import type { Announcement } from '@shared/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { preloadScreen, renderOps, requestBody, stubAdminApi } from '../../test/admin-fixtures';
import { jsonResponse } from '../../test/render-app';

const all: Announcement[] = Array.from({ length: 12 }, (_, i) => ({
  id: `a-${i + 1}`,
  title: `Thông báo số ${i + 1}`,
  content: `Dòng một\nDòng hai của thông báo ${i + 1}`,
  title_en: null,
  content_en: null,
  created_at: '2026-03-01T02:00:00Z',
  created_by: i === 0 ? null : 'user-1',
  creator_name: i === 0 ? null : 'Nguyễn Lan',
}));

function stubAnnouncements() {
  return stubAdminApi({
    'GET /api/announcements': (request) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page'));
      const size = Number(params.get('page_size'));
      return jsonResponse({
        items: all.slice((page - 1) * size, page * size),
        total: all.length,
        page,
        page_size: size,
      });
    },
    'POST /api/admin/announcements': async (request) =>
      jsonResponse({ id: 'new', ...((await request.json()) as object) }, 201),
    'DELETE /api/admin/announcements/a-2': () => new Response(null, { status: 204 }),
  });
}

describe('Announcements (admin)', { timeout: 20_000 }, () => {
  preloadScreen(() => import('./announcements-admin-page'));

  it('refuses blank fields before sending, then publishes the trimmed text', async () => {
    const user = userEvent.setup();
    const fetchMock = stubAnnouncements();
    renderOps('/admin/settings/announcements');

    await user.type(await screen.findByLabelText('Tiêu đề'), '   ');
    await user.type(screen.getByLabelText('Nội dung'), 'Nội dung');
    await user.click(screen.getByRole('button', { name: 'Đăng thông báo' }));
    expect(await screen.findByText('Vui lòng nhập cả tiêu đề và nội dung.')).toBeInTheDocument();
    expect(requestBody(fetchMock, 'POST', '/api/admin/announcements')).toBeUndefined();

    await user.type(screen.getByLabelText('Tiêu đề'), ' Lịch nghỉ Tết ');
    await user.click(screen.getByRole('button', { name: 'Đăng thông báo' }));
    expect(await screen.findByText('Đã đăng thông báo')).toBeInTheDocument();
    // The English version is optional: left empty, it is sent as null.
    expect(requestBody(fetchMock, 'POST', '/api/admin/announcements')).toEqual({
      title: 'Lịch nghỉ Tết',
      content: 'Nội dung',
      title_en: null,
      content_en: null,
    });
    expect(screen.getByLabelText('Tiêu đề')).toHaveValue('');
  });

  it('pages 5 at a time with numbered pagination, and names unknown authors', async () => {
    const user = userEvent.setup();
    const fetchMock = stubAnnouncements();
    renderOps('/admin/settings/announcements');

    expect(await screen.findByRole('heading', { name: 'Thông báo số 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByText(/Người dùng không xác định/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Phân trang thông báo' });
    expect(within(nav).getByRole('button', { name: 'Trang 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Trang 3' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Trang trước' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'Trang 3' }));
    expect(await screen.findByRole('heading', { name: 'Thông báo số 11' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(within(nav).getByRole('button', { name: 'Trang sau' })).toBeDisabled();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('page=3&page_size=5'))).toBe(
      true,
    );
  });

  it('deletes after a confirmation prompt', async () => {
    const user = userEvent.setup();
    const fetchMock = stubAnnouncements();
    renderOps('/admin/settings/announcements');

    await user.click(await screen.findByRole('button', { name: 'Xóa thông báo “Thông báo số 2”' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Thông báo số 2');
    await user.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByText('Đã xóa thông báo')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            String(url) === '/api/admin/announcements/a-2' && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });
});
