import { PRIVACY_NOTICE_VERSION } from '@shared/privacy';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n';
import { noFeaturedDoctors, switchableSession } from '../../test/api-stubs';
import { apiErrorResponse, jsonResponse, renderApp, stubFetch } from '../../test/render-app';
import { authUser, calls } from './auth-test-helpers';

type User = ReturnType<typeof userEvent.setup>;
type Handler = (request: Request) => Response | Promise<Response>;

/** A server whose /api/me answers according to whether the phone sign-in has happened. */
function phoneServer(extra: Record<string, Handler> = {}) {
  const session = switchableSession(false);
  return stubFetch({
    ...noFeaturedDoctors,
    'GET /api/me': session.me,
    'POST /api/auth/phone-number/send-otp': () => jsonResponse({ sent: true, to: '09•• ••• 567' }),
    'POST /api/auth/phone-number/verify': () => {
      session.signedIn = true;
      return jsonResponse({ user: authUser });
    },
    ...extra,
  });
}

function bodies(fetchMock: ReturnType<typeof stubFetch>, path: string): unknown[] {
  return calls(fetchMock, 'POST', path).map(([, init]) => JSON.parse(String(init?.body)));
}

/** Fills the number step (with the privacy box ticked) and sends the code. */
async function sendCode(user: User, phone = '090 123 4567') {
  await user.type(await screen.findByLabelText('Số điện thoại'), phone);
  await user.click(
    screen.getByRole('checkbox', { name: 'Tôi đã đọc và đồng ý với thông báo về quyền riêng tư' }),
  );
  await user.click(screen.getByRole('button', { name: 'Gửi mã' }));
  return screen.findByLabelText('Mã xác thực');
}

/** The paragraph that reads `text`, the number in it set in bold. */
const paragraph = (text: string) =>
  screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);

const SENT = 'Chúng tôi đã gửi mã gồm 6 chữ số tới số 090 123 4567. Mã có hiệu lực trong 5 phút.';

afterEach(() => {
  vi.useRealTimers();
});

// Typing is slow in jsdom, and the first visit to a lazy screen transforms its whole chunk.
describe('Auth screen – phone number', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import('./auth-page'), import('../home/home-page')]);
  }, 60_000);

  it('switches from e-mail to phone number and back', async () => {
    const user = userEvent.setup();
    phoneServer();
    renderApp('/auth');

    await user.click(await screen.findByRole('button', { name: 'Đăng nhập bằng số điện thoại' }));
    expect(
      await screen.findByRole('heading', { name: 'Đăng nhập bằng số điện thoại' }),
    ).toHaveFocus();
    expect(document.title).toContain('Đăng nhập bằng số điện thoại');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    const phone = screen.getByLabelText('Số điện thoại');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAccessibleDescription(
      'Số điện thoại Việt Nam, ví dụ 090 123 4567. Chúng tôi sẽ gửi mã gồm 6 chữ số qua SMS.',
    );

    await user.click(screen.getByRole('button', { name: 'Đăng nhập bằng email' }));
    expect(await screen.findByRole('heading', { name: 'Đăng nhập' })).toHaveFocus();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Mật khẩu')).toBeInTheDocument();
    expect(screen.queryByLabelText('Số điện thoại')).not.toBeInTheDocument();
  });

  it('opens the phone sign-in from a link with ?via=phone, without taking the focus', async () => {
    phoneServer();
    renderApp('/auth?via=phone');

    const heading = await screen.findByRole('heading', { name: 'Đăng nhập bằng số điện thoại' });
    expect(heading).not.toHaveFocus();
    expect(screen.getByLabelText('Số điện thoại')).toBeInTheDocument();
    expect(screen.queryByLabelText('Mật khẩu')).not.toBeInTheDocument();
  });

  it('checks the number before sending, then sends it as typed', async () => {
    const user = userEvent.setup();
    const fetchMock = phoneServer();
    renderApp('/auth?via=phone');

    const phone = await screen.findByLabelText('Số điện thoại');
    await user.click(screen.getByRole('button', { name: 'Gửi mã' }));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(/^Vui lòng nhập thông tin này\./);
    expect(phone).toHaveFocus();

    await user.type(phone, '12345');
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Tôi đã đọc và đồng ý với thông báo về quyền riêng tư',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Gửi mã' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        /^Vui lòng nhập số điện thoại Việt Nam, ví dụ 090 123 4567\./,
      ),
    );
    expect(phone).toHaveFocus();
    expect(calls(fetchMock, 'POST', '/api/auth/phone-number/send-otp')).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '090 123 4567');
    await user.click(screen.getByRole('button', { name: 'Gửi mã' }));

    const code = await screen.findByLabelText('Mã xác thực');
    expect(bodies(fetchMock, '/api/auth/phone-number/send-otp')).toEqual([
      { phone: '090 123 4567', language: 'vi' },
    ]);
    expect(within(paragraph(SENT)).getByText('090 123 4567').tagName).toBe('STRONG');
    // The field has the focus, and says where the code went.
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription(SENT);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '6');
  });

  it('requires the privacy notice to be accepted, and links to it', async () => {
    const user = userEvent.setup();
    const fetchMock = phoneServer();
    renderApp('/auth?via=phone');

    await user.type(await screen.findByLabelText('Số điện thoại'), '0901234567');
    await user.click(screen.getByRole('button', { name: 'Gửi mã' }));

    const box = screen.getByRole('checkbox', {
      name: 'Tôi đã đọc và đồng ý với thông báo về quyền riêng tư',
    });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(
      'Vui lòng xác nhận bạn đã đọc thông báo về quyền riêng tư.',
    );
    expect(box).toHaveFocus();
    expect(screen.getByLabelText('Số điện thoại')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('link', { name: 'thông báo về quyền riêng tư' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(calls(fetchMock, 'POST', '/api/auth/phone-number/send-otp')).toHaveLength(0);

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Gửi mã' }));
    expect(await screen.findByLabelText('Mã xác thực')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/auth/phone-number/send-otp')).toHaveLength(1);
  });

  it('signs in with the code and returns to the invitation, typing no number', async () => {
    const user = userEvent.setup();
    const fetchMock = phoneServer();
    const invite = 'abc123abc123abc123';
    const { router } = renderApp(
      `/auth?via=phone&redirect=${encodeURIComponent(`/feedback?invite=${invite}`)}`,
    );

    // The link came to the patient's phone: the code goes back to that number.
    expect(
      await screen.findByText(/gửi mã tới số điện thoại phòng khám đã ghi cho lượt khám này/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Số điện thoại')).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Tôi đã đọc và đồng ý với thông báo về quyền riêng tư',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Gửi mã' }));
    const code = await screen.findByLabelText('Mã xác thực');
    expect(bodies(fetchMock, '/api/auth/phone-number/send-otp')).toEqual([
      { invite, language: 'vi' },
    ]);
    // The page names the number by its last digits, as the server said.
    expect(
      paragraph(
        'Chúng tôi đã gửi mã gồm 6 chữ số tới số 09•• ••• 567. Mã có hiệu lực trong 5 phút.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(calls(fetchMock, 'POST', '/api/auth/phone-number/verify')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/feedback'));
    expect(router.state.location.search).toBe(`?invite=${invite}`);
    expect(bodies(fetchMock, '/api/auth/phone-number/verify')).toEqual([
      { invite, code: '123456', language: 'vi', privacy_notice_version: PRIVACY_NOTICE_VERSION },
    ]);
    expect(await screen.findByText('Đăng nhập thành công!')).toBeInTheDocument();
  });

  it('lets a person invited on another phone type their own number', async () => {
    const user = userEvent.setup();
    const fetchMock = phoneServer();
    renderApp(
      `/auth?via=phone&redirect=${encodeURIComponent('/feedback?invite=abc123abc123abc123')}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Dùng số điện thoại khác' }));
    await sendCode(user);
    expect(paragraph(SENT)).toBeInTheDocument();
    expect(bodies(fetchMock, '/api/auth/phone-number/send-otp')).toEqual([
      { phone: '090 123 4567', language: 'vi' },
    ]);
  });

  it.each([
    [
      apiErrorResponse(400, 'invalid_phone_code', 'Invalid code'),
      'Mã không đúng. Hãy xem tin nhắn mới nhất và thử lại.',
    ],
    [
      jsonResponse(
        {
          error: {
            code: 'forbidden',
            message: 'Staff sign in by e-mail',
            details: { reason: 'staff_sign_in_by_email' },
          },
        },
        403,
      ),
      'Tài khoản nhân viên đăng nhập bằng email và mật khẩu.',
    ],
  ])('shows a refused code in words and lets the person try again (%#)', async (response, text) => {
    const user = userEvent.setup();
    const fetchMock = phoneServer({
      'POST /api/auth/phone-number/verify': () => response.clone(),
    });
    const { router } = renderApp('/auth?via=phone');

    const code = await sendCode(user);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();
    expect(router.state.location.pathname).toBe('/auth');
    expect(calls(fetchMock, 'POST', '/api/auth/phone-number/verify')).toHaveLength(1);
  });

  it('asks for a new code when the code has expired, at once', async () => {
    const user = userEvent.setup();
    const fetchMock = phoneServer({
      'POST /api/auth/phone-number/verify': () =>
        apiErrorResponse(400, 'phone_code_expired', 'Code expired'),
    });
    renderApp('/auth?via=phone');

    const code = await sendCode(user);
    expect(screen.getByRole('button', { name: 'Gửi mã mới sau 60 giây' })).toBeDisabled();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Mã đã hết hạn hoặc đã nhập sai quá nhiều lần. Hãy yêu cầu mã mới.',
    );
    const resend = screen.getByRole('button', { name: 'Gửi mã mới' });
    expect(resend).toBeEnabled();
    expect(resend).toHaveFocus();

    await user.click(resend);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Đã gửi mã mới tới số 090 123 4567.',
    );
    expect(bodies(fetchMock, '/api/auth/phone-number/send-otp')).toEqual([
      { phone: '090 123 4567', language: 'vi' },
      { phone: '090 123 4567', language: 'vi' },
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gửi mã mới sau 60 giây' })).toBeDisabled();
    expect(code).toHaveFocus();
  });

  it('lets a new code be asked for only after 60 seconds, counting down', async () => {
    // The countdown reads the clock each second.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const user = userEvent.setup();
    const fetchMock = phoneServer();
    renderApp('/auth?via=phone');

    await sendCode(user);
    const resend = screen.getByRole('button', { name: 'Gửi mã mới sau 60 giây' });
    expect(resend).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(resend).toHaveAccessibleName('Gửi mã mới sau 59 giây');
    expect(resend).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(58_000));
    expect(resend).toHaveAccessibleName('Gửi mã mới sau 1 giây');
    expect(resend).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(resend).toHaveAccessibleName('Gửi mã mới');
    expect(resend).toBeEnabled();

    await user.click(resend);
    await waitFor(() => expect(resend).toHaveAccessibleName('Gửi mã mới sau 60 giây'));
    expect(resend).toBeDisabled();
    expect(calls(fetchMock, 'POST', '/api/auth/phone-number/send-otp')).toHaveLength(2);
  });

  it('waits as long as the server says when too many codes were asked for', async () => {
    const user = userEvent.setup();
    const fetchMock = phoneServer({
      'POST /api/auth/phone-number/send-otp': () =>
        jsonResponse(
          {
            error: {
              code: 'rate_limited',
              message: 'Too many codes',
              details: { retry_after: 540 },
            },
          },
          429,
        ),
    });
    renderApp('/auth?via=phone');

    await user.type(await screen.findByLabelText('Số điện thoại'), '0901234567');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Gửi mã' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 9 phút.',
    );
    expect(screen.queryByLabelText('Mã xác thực')).not.toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/auth/phone-number/send-otp')).toHaveLength(1);
  });

  it('goes back to change the number, keeping what was typed', async () => {
    const user = userEvent.setup();
    const fetchMock = phoneServer();
    renderApp('/auth?via=phone');

    await sendCode(user, '0901234567');
    await user.click(screen.getByRole('button', { name: 'Dùng số điện thoại khác' }));

    const phone = await screen.findByLabelText('Số điện thoại');
    expect(phone).toHaveValue('0901234567');
    expect(phone).toHaveFocus();
    expect(screen.getByRole('checkbox')).toBeChecked();

    await user.clear(phone);
    await user.type(phone, '+84 912 345 678');
    await user.click(screen.getByRole('button', { name: 'Gửi mã' }));
    expect(await screen.findByLabelText('Mã xác thực')).toHaveAccessibleDescription(
      'Chúng tôi đã gửi mã gồm 6 chữ số tới số +84 912 345 678. Mã có hiệu lực trong 5 phút.',
    );
    expect(bodies(fetchMock, '/api/auth/phone-number/send-otp')).toEqual([
      { phone: '0901234567', language: 'vi' },
      { phone: '+84 912 345 678', language: 'vi' },
    ]);
  });

  it('speaks English when the page is in English, and asks for the message in English', async () => {
    await changeLanguage('en');
    const user = userEvent.setup();
    const fetchMock = phoneServer();
    renderApp('/auth');

    await user.click(await screen.findByRole('button', { name: 'Sign in with phone number' }));
    expect(await screen.findByRole('heading', { name: 'Sign in with phone number' })).toHaveFocus();
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAccessibleDescription(
      'A Vietnamese phone number, e.g. 090 123 4567. We will send a 6-digit code by SMS.',
    );
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Please enter a Vietnamese phone number, e.g. 090 123 4567.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please confirm you have read the privacy notice.'),
    ).toBeInTheDocument();

    await user.clear(phone);
    await user.type(phone, '090 123 4567');
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the privacy notice' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    const code = await screen.findByLabelText('Code');
    const sent = 'We have sent a 6-digit code to 090 123 4567. It is valid for 5 minutes.';
    expect(code).toHaveAccessibleDescription(sent);
    expect(screen.getByRole('button', { name: 'Send a new code in 60 seconds' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Use another number' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign in with email' })).toBeEnabled();

    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(bodies(fetchMock, '/api/auth/phone-number/verify')).toEqual([
        {
          phone: '090 123 4567',
          code: '111111',
          language: 'en',
          privacy_notice_version: PRIVACY_NOTICE_VERSION,
        },
      ]),
    );
    expect(bodies(fetchMock, '/api/auth/phone-number/send-otp')).toEqual([
      { phone: '090 123 4567', language: 'en' },
    ]);
  });
});
