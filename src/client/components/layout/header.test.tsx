import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { noFeaturedDoctors, switchableSession } from '../../test/api-stubs';
import {
  apiErrorResponse,
  jsonResponse,
  meResponse,
  renderApp,
  stubFetch,
} from '../../test/render-app';

async function mainNav() {
  // Wait until the session check has answered (the account area replaces its skeleton).
  return screen.findByRole('navigation', { name: 'Điều hướng chính' });
}

describe('Header', () => {
  it('shows the Admin link to admins', async () => {
    stubFetch({
      ...noFeaturedDoctors,
      'GET /api/me': () => jsonResponse(meResponse({ isAdmin: true })),
    });
    renderApp('/');

    const nav = await mainNav();
    expect(await within(nav).findByRole('link', { name: 'Quản trị' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(within(nav).getByRole('link', { name: 'Gửi đánh giá' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Hồ sơ' })).toBeInTheDocument();
  });

  it('hides the Admin link from signed-in users who are not admins', async () => {
    stubFetch({ ...noFeaturedDoctors, 'GET /api/me': () => jsonResponse(meResponse()) });
    renderApp('/');

    const nav = await mainNav();
    expect(await within(nav).findByRole('link', { name: 'Hồ sơ' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Quản trị' })).not.toBeInTheDocument();
  });

  it('offers guests the public links and a sign-in button', async () => {
    stubFetch(noFeaturedDoctors);
    renderApp('/');

    const signIn = await screen.findByRole('link', { name: 'Đăng nhập' });
    expect(signIn).toHaveAttribute('href', '/auth');
    const nav = await mainNav();
    expect(within(nav).getByRole('link', { name: 'Trang chủ' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Bác sĩ' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Gửi đánh giá' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Quản trị' })).not.toBeInTheDocument();
  });

  it('switches language at once and remembers it', async () => {
    const user = userEvent.setup();
    stubFetch(noFeaturedDoctors);
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tìm bác sĩ bạn có thể tin tưởng' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('vi');

    await user.click(screen.getByRole('button', { name: /Ngôn ngữ: Tiếng Việt/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'English' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find a doctor you can trust' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('lang')).toBe('en');
    expect(i18n.language).toBe('en');
  });

  it('loads the language menu when focused from the keyboard, keeping the focus', async () => {
    const user = userEvent.setup();
    stubFetch(noFeaturedDoctors);
    renderApp('/');

    // Until then the header shows a stand-in with the same name; the menu's code is not loaded.
    const standIn = await screen.findByRole('button', { name: /Ngôn ngữ: Tiếng Việt/ });
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    act(() => standIn.focus());

    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Ngôn ngữ: Tiếng Việt/ })).not.toBe(standIn),
    );
    expect(screen.getByRole('button', { name: /Ngôn ngữ: Tiếng Việt/ })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitemradio', { name: 'Tiếng Việt' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find a doctor you can trust' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Language: English/ })).toHaveFocus();
  });

  it('opens the menu as from the keyboard when a key beats its code', async () => {
    stubFetch({ ...noFeaturedDoctors, 'GET /api/me': () => jsonResponse(meResponse()) });
    renderApp('/');

    // Enter lands on the stand-in before the swap: the real trigger gets it again.
    const standIn = await screen.findByRole('button', { name: /Menu tài khoản/ });
    act(() => {
      standIn.focus();
      fireEvent.keyDown(standIn, { key: 'Enter' });
    });

    const menu = await screen.findByRole('menu', { name: /Menu tài khoản/ });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Hồ sơ' })).toHaveFocus(),
    );
  });

  it("shows 'Error signing out' when sign-out fails", async () => {
    const user = userEvent.setup();
    stubFetch({
      ...noFeaturedDoctors,
      'GET /api/me': () => jsonResponse(meResponse()),
      'POST /api/auth/sign-out': () => apiErrorResponse(503, 'service_unavailable', 'Down'),
    });
    renderApp('/');

    await user.click(await screen.findByRole('button', { name: /Menu tài khoản/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Đăng xuất' }));

    expect(await screen.findByText('Lỗi khi đăng xuất')).toBeInTheDocument();
    // Still signed in.
    expect(screen.getByRole('button', { name: /Menu tài khoản/ })).toBeInTheDocument();
  });

  it('signs out and returns to guest links', async () => {
    const user = userEvent.setup();
    const session = switchableSession(true);
    stubFetch({
      ...noFeaturedDoctors,
      'GET /api/me': session.me,
      'POST /api/auth/sign-out': session.signOut,
    });
    renderApp('/');

    await user.click(await screen.findByRole('button', { name: /Menu tài khoản/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Đăng xuất' }));

    expect(await screen.findByRole('link', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(screen.getByText('Bạn đã đăng xuất.')).toBeInTheDocument();
  });

  it('opens the mobile drawer with the same links, focusing the first one', async () => {
    const user = userEvent.setup();
    stubFetch({
      ...noFeaturedDoctors,
      'GET /api/me': () => jsonResponse(meResponse({ isAdmin: true })),
    });
    renderApp('/');

    await screen.findByRole('button', { name: /Menu tài khoản/ });
    await user.click(screen.getByRole('button', { name: 'Mở menu' }));

    const drawer = await screen.findByRole('dialog', { name: 'Đánh giá Bác sĩ' });
    const links = within(drawer).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Trang chủ',
      'Bác sĩ',
      'Gửi đánh giá',
      'Quản trị',
      'Hồ sơ',
    ]);
    expect(links[0]).toHaveFocus();
    expect(within(drawer).getByRole('button', { name: 'Đăng xuất' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
