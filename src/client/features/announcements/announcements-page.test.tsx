import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, meResponse, renderApp, stubFetch } from '../../test/render-app';

describe('Announcements page', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('./announcements-page');
  }, 60_000);

  it('sends guests to sign in', async () => {
    stubFetch({});
    const { router } = renderApp('/announcements');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows announcements read-only, with their line breaks', async () => {
    stubFetch({
      'GET /api/me': () => jsonResponse(meResponse()),
      'GET /api/announcements': () =>
        jsonResponse({
          items: [
            {
              id: 'a-1',
              title: 'Lịch nghỉ Tết',
              content: 'Nghỉ từ 28 Tết.\nMở lại mùng 6.',
              created_at: '2026-01-20T02:00:00Z',
              created_by: 'x',
              creator_name: 'Nguyễn Lan',
            },
          ],
          total: 1,
          page: 1,
          page_size: 5,
        }),
    });
    renderApp('/announcements');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Lịch nghỉ Tết' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Nghỉ từ 28 Tết\.\s+Mở lại mùng 6\./)).toHaveClass(
      'whitespace-pre-line',
    );
    expect(screen.getByText(/Đăng bởi Nguyễn Lan/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Xóa/ })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('navigation', { name: 'Phân trang thông báo' }),
    ).not.toBeInTheDocument();
  });
});
