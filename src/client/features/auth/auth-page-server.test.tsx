import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { noFeaturedDoctors, switchableSession } from '../../test/api-stubs';
import { apiErrorResponse, jsonResponse, renderApp, stubFetch } from '../../test/render-app';
import { authUser, calls, fillLogin } from './auth-test-helpers';

// Typing is slow in jsdom, and the first visit to a lazy screen transforms its whole chunk.
describe('Auth screen – server answers', { timeout: 20_000 }, () => {
  // Transform the lazily loaded screens once up front, so the first test does not time out on them.
  beforeAll(async () => {
    await Promise.all([import('./auth-page'), import('../home/home-page')]);
  }, 60_000);

  it.each([
    [
      apiErrorResponse(401, 'invalid_credentials', 'Invalid email or password'),
      'Email hoặc mật khẩu không đúng.',
    ],
    [
      jsonResponse(
        {
          error: {
            code: 'rate_limited',
            message: 'Too many attempts',
            details: { retry_after: 540 },
          },
        },
        429,
      ),
      'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 9 phút.',
    ],
    [apiErrorResponse(400, 'brand_new_code', 'Something odd'), 'Xác thực không thành công.'],
    [
      apiErrorResponse(403, 'email_not_verified', 'Email not verified'),
      'Bạn cần xác nhận địa chỉ email trước khi đăng nhập. Vui lòng kiểm tra hộp thư của bạn.',
    ],
  ])('shows the translated server error (%#)', async (response, text) => {
    const user = userEvent.setup();
    stubFetch({ ...noFeaturedDoctors, 'POST /api/auth/sign-in/email': () => response.clone() });
    renderApp('/auth');

    await fillLogin(user, 'lan@example.com', 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Đăng nhập' })).toBeEnabled();
  });

  it('signs up in the current language and shows server errors where they belong', async () => {
    await changeLanguage('en');
    const user = userEvent.setup();
    let attempt = 0;
    const fetchMock = stubFetch({
      ...noFeaturedDoctors,
      'POST /api/auth/sign-up/email': () => {
        attempt += 1;
        if (attempt === 1) {
          return jsonResponse(
            {
              error: {
                code: 'validation_failed',
                message: 'This password is too common',
                details: {
                  fields: [{ path: 'password', code: 'common_password', message: 'Too common' }],
                },
              },
            },
            400,
          );
        }
        return apiErrorResponse(409, 'email_taken', 'User already exists');
      },
    });
    renderApp('/auth');

    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    // English puts the first name first.
    const [first, last] = screen.getAllByRole('textbox').slice(0, 2);
    expect(first).toHaveAccessibleName('First name');
    expect(last).toHaveAccessibleName('Last name');
    await user.type(first!, 'Emily');
    await user.type(last!, 'Carter');
    await user.type(screen.getByLabelText('Email'), 'emily@example.com');
    await user.type(screen.getByLabelText('Password'), 'password123');
    // The privacy notice box starts unticked and is required.
    const accept = screen.getByRole('checkbox', { name: /I have read and accept the/ });
    expect(accept).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      await screen.findByText('Please confirm you have read the privacy notice.'),
    ).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/auth/sign-up/email')).toHaveLength(0);
    await user.click(accept);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    const password = screen.getByLabelText('Password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining('This password is too common'),
      ),
    );
    expect(password).toHaveFocus();

    const [, init] = calls(fetchMock, 'POST', '/api/auth/sign-up/email')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'emily@example.com',
      password: 'password123',
      first_name: 'Emily',
      last_name: 'Carter',
      language: 'en',
      privacy_notice_version: '2026-11',
      // The e-mailed link signs in and returns here: nothing asked for another page.
      callbackURL: '/',
    });

    await user.clear(password);
    await user.type(password, 'a-much-better-passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email is already used by another account.',
    );
  });

  it('says what happens next after sign-up: the e-mailed link signs in and returns to the page', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      ...noFeaturedDoctors,
      'POST /api/auth/sign-up/email': () => jsonResponse({ user: authUser }),
    });
    // Sent here by an invitation: the link in the e-mail leads back to it.
    const back = '/feedback?invite=abc.123.xyz&doctor=d1';
    renderApp(`/auth?redirect=${encodeURIComponent(back)}`);

    await user.click(await screen.findByRole('button', { name: 'Đăng ký ngay' }));
    await user.type(screen.getByLabelText('Họ và tên đệm'), 'Nguyễn');
    await user.type(screen.getByLabelText('Tên'), 'An');
    await user.type(screen.getByLabelText('Email'), 'an@example.com');
    await user.type(screen.getByLabelText('Mật khẩu'), 'mot-mat-khau-dai');
    await user.click(screen.getByRole('checkbox', { name: /Tôi đã đọc và đồng ý/ }));
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));

    const heading = await screen.findByRole('heading', { name: 'Kiểm tra hộp thư của bạn' });
    expect(heading).toHaveFocus();
    const step = screen.getByTestId('check-email');
    expect(step).toHaveTextContent('an@example.com');
    expect(step).toHaveTextContent(/đăng nhập cho bạn và đưa bạn trở lại đây/);
    const [, init] = calls(fetchMock, 'POST', '/api/auth/sign-up/email')[0]!;
    expect(JSON.parse(String(init?.body)).callbackURL).toBe(back);

    // Or sign in with the password now, the address kept.
    await user.click(screen.getByRole('button', { name: 'Đăng nhập bằng mật khẩu' }));
    expect(await screen.findByRole('heading', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('an@example.com');
    expect(screen.getByLabelText('Mật khẩu')).toHaveValue('');
  });

  it('asks for the authenticator code when two-factor is on', async () => {
    const user = userEvent.setup();
    const session = switchableSession(false);
    const fetchMock = stubFetch({
      ...noFeaturedDoctors,
      'GET /api/me': session.me,
      'POST /api/auth/sign-in/email': () => jsonResponse({ twoFactorRedirect: true }),
      'POST /api/auth/two-factor/verify-totp': async (request) => {
        const { code } = (await request.json()) as { code: string };
        if (code !== '123456') {
          return apiErrorResponse(401, 'invalid_two_factor_code', 'Invalid code');
        }
        session.signedIn = true;
        return jsonResponse({ token: 't', user: authUser });
      },
    });
    const { router } = renderApp('/auth');

    await fillLogin(user, 'lan@example.com', 'benhnhan-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    expect(await screen.findByRole('heading', { name: 'Xác thực hai bước' })).toHaveFocus();
    const code = screen.getByLabelText('Mã xác thực');
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(code).toHaveAccessibleDescription('Vui lòng nhập mã gồm 6 chữ số.');

    await user.clear(code);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Mã xác thực không đúng hoặc đã hết hạn.',
    );

    await user.type(screen.getByLabelText('Mã xác thực'), '123456');
    await user.click(screen.getByRole('checkbox', { name: /Tin cậy thiết bị này/ }));
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));

    expect(await screen.findByText('Đăng nhập thành công!')).toBeInTheDocument();
    const verify = calls(fetchMock, 'POST', '/api/auth/two-factor/verify-totp');
    expect(JSON.parse(String(verify[1]?.[1]?.body))).toEqual({ code: '123456', trustDevice: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
