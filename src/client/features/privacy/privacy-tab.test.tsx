import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchableSession } from '../../test/api-stubs';
import {
  apiErrorResponse,
  jsonResponse,
  meResponse,
  renderApp,
  stubFetch,
} from '../../test/render-app';

const EXPORT = { generated_at: '2026-05-01T00:00:00.000Z', account: { id: 'user-1' } };

describe('Profile → Privacy', () => {
  const saved: Blob[] = [];
  beforeEach(() => {
    saved.length = 0;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          saved.push(blob);
          return 'blob:export';
        },
        revokeObjectURL: () => {},
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('downloads the data export as JSON, and says why when it is refused', async () => {
    const user = userEvent.setup();
    let calls = 0;
    stubFetch({
      'GET /api/me': () => jsonResponse(meResponse()),
      'GET /api/me/data-export': () =>
        ++calls === 1
          ? jsonResponse(EXPORT)
          : apiErrorResponse(429, 'rate_limited', 'Too many requests'),
    });
    renderApp('/profile?tab=privacy');
    await user.click(await screen.findByRole('button', { name: 'Tải bản JSON' }));
    expect(await screen.findByText('Đã tạo bản sao dữ liệu của bạn.')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(JSON.parse(await saved[0]!.text())).toEqual(EXPORT);

    await user.click(screen.getByRole('button', { name: 'Tải bản JSON' }));
    expect(await screen.findByText('Không tạo được bản sao dữ liệu')).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it('closes the account after the password, with the chosen fate of the reviews', async () => {
    const user = userEvent.setup();
    const session = switchableSession(true);
    let sent: unknown;
    stubFetch({
      'GET /api/me': session.me,
      'DELETE /api/me/account': async (request) => {
        sent = await request.json();
        session.signedIn = false;
        return new Response(null, { status: 204 });
      },
      'GET /api/doctors/featured': () => jsonResponse([]),
    });
    const { router } = renderApp('/profile?tab=privacy');
    await user.click(await screen.findByRole('radio', { name: 'Giữ lại ở dạng ẩn danh' }));
    await user.click(screen.getByRole('button', { name: 'Đóng tài khoản của tôi' }));
    await user.type(screen.getByLabelText('Nhập mật khẩu để xác nhận'), 'my password');
    await user.click(screen.getByRole('button', { name: 'Đóng tài khoản vĩnh viễn' }));
    expect(await screen.findByText('Tài khoản của bạn đã được đóng.')).toBeInTheDocument();
    expect(sent).toEqual({ password: 'my password', reviews: 'anonymise' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('closes a phone account with a code sent to its phone, as it has no password', async () => {
    const user = userEvent.setup();
    const base = meResponse();
    const session = switchableSession(true, {
      ...base,
      user: { ...base.user, email: null, phone: '0912 345 678' },
    });
    const bodies: Record<string, unknown> = {};
    stubFetch({
      'GET /api/me': session.me,
      'POST /api/auth/phone-number/send-otp': async (request) => {
        bodies.send = await request.json();
        return jsonResponse({ sent: true, to: '09•• ••• 678' });
      },
      'DELETE /api/me/account': async (request) => {
        bodies.close = await request.json();
        session.signedIn = false;
        return new Response(null, { status: 204 });
      },
      'GET /api/doctors/featured': () => jsonResponse([]),
    });
    const { router } = renderApp('/profile?tab=privacy');
    // No promise of a confirmation e-mail to an account without an address.
    expect(
      await screen.findByText(/sẽ bị xóa vĩnh viễn\. Không thể hoàn tác\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Đóng tài khoản của tôi' }));
    expect(screen.queryByLabelText('Nhập mật khẩu để xác nhận')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gửi mã tới 0912 345 678' }));
    await user.type(await screen.findByLabelText('Mã xác thực'), '123456');
    await user.click(screen.getByRole('button', { name: 'Đóng tài khoản vĩnh viễn' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodies).toEqual({
      send: { phone: '0912 345 678', language: 'vi' },
      close: { reviews: 'remove', code: '123456' },
    });
  });
});
