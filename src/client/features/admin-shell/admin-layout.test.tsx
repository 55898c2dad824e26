import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeDashboard, preloadScreen, stubAdminApi } from '../../test/admin-fixtures';
import { jsonResponse, renderApp } from '../../test/render-app';

function stubAdmin() {
  return stubAdminApi({
    'GET /api/admin/dashboard': () => jsonResponse(makeDashboard()),
    'GET /api/admin/clinics': () => jsonResponse({ items: [] }),
  });
}

function clearSidebarCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: test reset of the cookie under test
  document.cookie = 'sidebar_state=; path=/; max-age=0';
}

describe('Admin layout', { timeout: 30_000 }, () => {
  preloadScreen(() =>
    Promise.all([import('../../app/admin-app'), import('../overview/dashboard/dashboard-page')]),
  );

  afterEach(clearSidebarCookie);

  it('collapses and expands the sidebar with Ctrl+B, remembering it in a cookie', async () => {
    const user = userEvent.setup();
    stubAdmin();
    renderApp('/admin');

    const nav = await screen.findByRole('navigation', { name: 'Điều hướng quản trị' });
    const sidebar = document.getElementById('admin-sidebar');
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    const trigger = screen.getByRole('button', { name: /Thu gọn hoặc mở rộng thanh bên/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Control>}b{/Control}');
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(document.cookie).toContain('sidebar_state=false');
    // Icons only, but every link keeps its name.
    expect(within(nav).getByRole('link', { name: 'Bác sĩ' })).toBeInTheDocument();

    await user.keyboard('{Meta>}b{/Meta}');
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('starts collapsed when the cookie says so', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the state a previous visit left
    document.cookie = 'sidebar_state=false; path=/';
    stubAdmin();
    renderApp('/admin');
    await screen.findByRole('navigation', { name: 'Điều hướng quản trị' });
    expect(document.getElementById('admin-sidebar')).toHaveAttribute('data-state', 'collapsed');
  });

  it('lists every admin screen and marks the current one', async () => {
    stubAdmin();
    renderApp('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Điều hướng quản trị' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin',
      '/admin/insights',
      '/admin/doctors',
      '/admin/specialties',
      '/admin/doctor-edits',
      '/admin/clinics',
      '/admin/users',
      '/admin/users/roles',
      '/admin/feedback/moderate',
      '/admin/cases',
      '/admin/feedback/replies',
      '/admin/reply-templates',
      '/admin/feedback/reported',
      '/admin/visits',
      '/admin/settings/general',
      '/admin/settings/audit',
      '/admin/settings/announcements',
    ]);
    expect(within(nav).getByRole('link', { name: 'Bảng điều khiển' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Về trang chính' })).toHaveAttribute('href', '/');
  });

  it('sends unknown admin paths to the dashboard', async () => {
    stubAdmin();
    const { router } = renderApp('/admin/khong-co');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bảng điều khiển' }),
    ).toBeInTheDocument();
  });
});
