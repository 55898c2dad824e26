import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadScreen } from '../../test/admin-fixtures';
import { jsonResponse, meResponse, renderApp, stubFetch } from '../../test/render-app';

function stubStaff() {
  return stubFetch({
    'GET /api/me': () => jsonResponse(meResponse({ role: 'staff' })),
    'GET /api/admin/replies': () => jsonResponse({ items: [] }),
  });
}

describe('Admin area for staff', { timeout: 30_000 }, () => {
  preloadScreen(() => Promise.all([import('../../app/admin-app'), import('./staff-home-page')]));

  it('shows only the screens staff may use, and a reduced home instead of the dashboard', async () => {
    stubStaff();
    renderApp('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Điều hướng quản trị' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([
      '/admin',
      '/admin/insights',
      '/admin/feedback/moderate',
      '/admin/cases',
      '/admin/feedback/replies',
      '/admin/reply-templates',
      '/admin/feedback/reported',
      '/admin/visits',
      '/admin/settings/announcements',
    ]);
    expect(await screen.findByText('Các màn hình vai trò của bạn được phép dùng.')).toBeVisible();
  });

  it('sends a direct link to users or settings back to the home, with a message', async () => {
    stubStaff();
    const { router } = renderApp('/admin/settings/general');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(
      await screen.findByText(
        'Vai trò của bạn không mở được màn hình đó. Đây là các màn hình bạn có thể dùng.',
      ),
    ).toBeVisible();
  });
});
