import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorResponse, jsonResponse, renderApp, stubFetch } from '../../test/render-app';

describe('Password reset', { timeout: 20_000 }, () => {
  // Transform the lazily loaded screens once up front, so the first test does not time out on them.
  beforeAll(async () => {
    await Promise.all([import('./reset-password-page'), import('../home/home-page')]);
  }, 60_000);

  it('refuses mismatched passwords before sending, then resets and goes to sign-in', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'POST /api/auth/reset-password': () => jsonResponse({ status: true }),
    });
    const { router } = renderApp('/reset-password?token=abc123');

    const password = await screen.findByLabelText('Mật khẩu mới');
    const confirm = screen.getByLabelText('Nhập lại mật khẩu mới');
    await user.type(password, 'mot-mat-khau-moi');
    await user.type(confirm, 'mot-mat-khau-khac');
    await user.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));

    expect(confirm).toHaveAccessibleDescription('Mật khẩu không khớp.');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/reset-password', expect.anything());

    await user.clear(confirm);
    await user.type(confirm, 'mot-mat-khau-moi');
    await user.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(
      await screen.findByText('Đã đặt lại mật khẩu. Vui lòng đăng nhập bằng mật khẩu mới.'),
    ).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/auth/reset-password')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      token: 'abc123',
      newPassword: 'mot-mat-khau-moi',
    });
  });

  it('explains an expired link and offers a new one', async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /api/auth/reset-password': () => apiErrorResponse(400, 'invalid_token', 'Invalid'),
    });
    renderApp('/reset-password?token=old');

    await user.type(await screen.findByLabelText('Mật khẩu mới'), 'mot-mat-khau-moi');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'mot-mat-khau-moi');
    await user.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));

    expect(await screen.findByText('Liên kết không hợp lệ hoặc đã hết hạn')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yêu cầu liên kết mới' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows the invalid-link message when the server already flagged the link', async () => {
    stubFetch({});
    renderApp('/reset-password?error=INVALID_TOKEN');
    expect(await screen.findByText('Liên kết không hợp lệ hoặc đã hết hạn')).toBeInTheDocument();
    expect(screen.queryByLabelText('Mật khẩu mới')).not.toBeInTheDocument();
  });

  it('gives the same answer for any e-mail on the forgotten-password screen', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'POST /api/auth/request-password-reset': () => jsonResponse({ status: true }),
    });
    renderApp('/forgot-password');

    await user.type(await screen.findByLabelText('Email'), 'ai-do@example.com');
    await user.click(screen.getByRole('button', { name: 'Gửi liên kết đặt lại' }));

    expect(await screen.findByText('Hãy kiểm tra hộp thư của bạn')).toBeInTheDocument();
    expect(screen.getByText(/Nếu có tài khoản dùng email ai-do@example.com/)).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(
      ([url]) => url === '/api/auth/request-password-reset',
    )!;
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ai-do@example.com',
      redirectTo: '/reset-password',
    });
  });
});
