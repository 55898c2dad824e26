import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { noFeaturedDoctors } from '../../test/api-stubs';
import { jsonResponse, meResponse, renderApp, stubFetch } from '../../test/render-app';
import { authUser, calls, fillLogin, signInServer } from './auth-test-helpers';

afterEach(() => {
  vi.useRealTimers();
});

// Typing is slow in jsdom, and the first visit to a lazy screen transforms its whole chunk.
describe('Auth screen', { timeout: 20_000 }, () => {
  // Transform the lazily loaded screens once up front, so the first test does not time out on them.
  beforeAll(async () => {
    await Promise.all([import('./auth-page'), import('../home/home-page')]);
  }, 60_000);
  it('shows translated validation messages before sending anything', async () => {
    const user = userEvent.setup();
    const fetchMock = signInServer();
    renderApp('/auth');

    await user.click(await screen.findByRole('button', { name: 'Đăng nhập' }));

    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Vui lòng nhập thông tin này.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Mật khẩu')).toHaveAccessibleDescription(
      'Vui lòng nhập thông tin này.',
    );

    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText('Địa chỉ email không hợp lệ.')).toBeInTheDocument();

    // Sign-up adds the names and the server's password length rule.
    await user.click(screen.getByRole('button', { name: 'Đăng ký ngay' }));
    expect(await screen.findByRole('heading', { name: 'Tạo tài khoản' })).toHaveFocus();
    await user.type(screen.getByLabelText('Mật khẩu'), 'short');
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByText('Cần ít nhất 8 ký tự.')).toBeInTheDocument();
    expect(screen.getByLabelText('Họ và tên đệm')).toHaveAccessibleDescription(
      'Vui lòng nhập thông tin này.',
    );
    // Focus goes to the first invalid field on screen: the family name comes first in Vietnamese.
    expect(screen.getByLabelText('Họ và tên đệm')).toHaveFocus();
    expect(screen.getByLabelText('Tên')).toHaveAttribute('aria-invalid', 'true');

    expect(calls(fetchMock, 'POST', '/api/auth/sign-in/email')).toHaveLength(0);
    expect(calls(fetchMock, 'POST', '/api/auth/sign-up/email')).toHaveLength(0);
  });

  it('signs in, toasts, and goes home after 500 ms', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const fetchMock = signInServer({
      'POST /api/auth/sign-in/email': async () => {
        await answered;
        return jsonResponse({ redirect: false, token: 't', user: authUser });
      },
    });
    const { router } = renderApp('/auth');

    await fillLogin(user, 'lan@example.com', 'benhnhan-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(screen.getByRole('button', { name: 'Đang xử lý...' })).toBeDisabled();

    // Only the clock that schedules the redirect is faked, from the moment the server answers.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const [, init] = calls(fetchMock, 'POST', '/api/auth/sign-in/email')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'lan@example.com',
      password: 'benhnhan-demo-2026',
    });

    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(router.state.location.pathname).toBe('/auth');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(router.state.location.pathname).toBe('/');
    // The first toast loads the toaster's code, so it shows a moment after the answer.
    await vi.waitFor(() => expect(screen.getByText('Đăng nhập thành công!')).toBeInTheDocument());
  });

  it('returns to the page a guard sent the visitor from, but never off-site', async () => {
    const user = userEvent.setup();
    signInServer();
    const { router } = renderApp('/auth?redirect=%2Fprofile%3Ftab%3Dsecurity');

    await fillLogin(user, 'lan@example.com', 'benhnhan-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?tab=security');
  });

  it('ignores an off-site redirect target', async () => {
    const user = userEvent.setup();
    signInServer();
    const { router } = renderApp('/auth?redirect=%2F%2Fevil.example%2Fx');

    await fillLogin(user, 'lan@example.com', 'benhnhan-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    ['staff', '/admin'],
    ['admin', '/admin'],
    ['doctor', '/portal'],
    [null, '/'],
  ] as const)('takes a %s account to its own start page: %s', async (role, start) => {
    const user = userEvent.setup();
    signInServer({ 'GET /api/admin/dashboard': () => jsonResponse({}) }, meResponse({ role }));
    const { router } = renderApp('/auth');

    await fillLogin(user, 'lan@example.com', 'benhnhan-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(start));
  });

  it('sends someone already signed in to the home page', async () => {
    stubFetch({ ...noFeaturedDoctors, 'GET /api/me': () => jsonResponse(meResponse()) });
    const { router } = renderApp('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('toggles the password visibility and links to the forgotten-password screen', async () => {
    const user = userEvent.setup();
    stubFetch(noFeaturedDoctors);
    renderApp('/auth');

    const password = await screen.findByLabelText('Mật khẩu');
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Hiện mật khẩu' });
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    const card = screen.getByRole('heading', { name: 'Đăng nhập' }).closest('section')!;
    expect(within(card).getByRole('link', { name: 'Quên mật khẩu?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
