import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorResponse,
  jsonResponse,
  meResponse,
  renderApp,
  stubFetch,
} from '../../test/render-app';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const TOTP_URI = `otpauth://totp/Doctor%20Ratings:lan%40example.com?secret=${SECRET}&issuer=Doctor%20Ratings`;

describe('Two-factor settings', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('./profile-page');
  }, 60_000);

  it('turns two-factor on: password, secret, first code, then the backup codes once', async () => {
    const user = userEvent.setup();
    let enabled = false;
    stubFetch({
      'GET /api/me': () => jsonResponse({ ...meResponse(), two_factor_enabled: enabled }),
      'POST /api/auth/two-factor/enable': async (request) => {
        const { password } = (await request.json()) as { password: string };
        if (password !== 'dung-mat-khau') {
          return apiErrorResponse(400, 'invalid_current_password', 'Invalid password');
        }
        return jsonResponse({ totpURI: TOTP_URI, backupCodes: ['aaaaa-11111', 'bbbbb-22222'] });
      },
      'POST /api/auth/two-factor/verify-totp': () => {
        enabled = true;
        return jsonResponse({ token: 't', user: {} });
      },
    });
    renderApp('/profile?tab=security');

    const card = (await screen.findByRole('heading', { name: 'Xác thực hai bước' })).closest(
      '[data-slot="card"]',
    ) as HTMLElement;
    const inCard = within(card);
    expect(inCard.getByText('Đang tắt')).toBeInTheDocument();
    await user.click(inCard.getByRole('button', { name: 'Bật xác thực hai bước' }));

    const password = inCard.getByLabelText('Nhập mật khẩu để xác nhận');
    await user.type(password, 'sai');
    await user.click(inCard.getByRole('button', { name: 'Tiếp tục' }));
    expect(await inCard.findByText('Mật khẩu không đúng.')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'dung-mat-khau');
    await user.click(inCard.getByRole('button', { name: 'Tiếp tục' }));

    expect(await inCard.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(inCard.getByLabelText('Liên kết thiết lập')).toHaveValue(TOTP_URI);
    expect(
      await inCard.findByRole('img', { name: 'Mã QR để thêm tài khoản vào ứng dụng xác thực' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));

    await user.type(inCard.getByLabelText('Mã xác thực'), '123456');
    await user.click(inCard.getByRole('button', { name: 'Xác nhận và bật' }));

    expect(await screen.findByText('Đã bật xác thực hai bước')).toBeInTheDocument();
    const codes = inCard.getByRole('list', { name: 'Mã dự phòng' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['aaaaa-11111', 'bbbbb-22222']);
    expect(await inCard.findByText('Đang bật')).toBeInTheDocument();

    await user.click(inCard.getByRole('button', { name: 'Tôi đã lưu các mã' }));
    expect(inCard.queryByText('aaaaa-11111')).not.toBeInTheDocument();
    expect(inCard.getByRole('button', { name: 'Tắt xác thực hai bước' })).toHaveFocus();
  });
  it('tells an administrator to open the e-mailed link, then enrols with its token', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    stubFetch({
      'GET /api/me': () => jsonResponse({ ...meResponse(), two_factor_enabled: false }),
      'POST /api/auth/two-factor/enable': async (request) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return body.enrolToken
          ? jsonResponse({ totpURI: TOTP_URI, backupCodes: ['aaaaa-11111'] })
          : jsonResponse({ enrolmentLinkSent: true });
      },
    });
    const first = renderApp('/profile?tab=security');
    const card = async () =>
      within(
        (await screen.findByRole('heading', { name: 'Xác thực hai bước' })).closest(
          '[data-slot="card"]',
        ) as HTMLElement,
      );
    let inCard = await card();
    await user.click(inCard.getByRole('button', { name: 'Bật xác thực hai bước' }));
    await user.type(inCard.getByLabelText('Nhập mật khẩu để xác nhận'), 'dung-mat-khau');
    await user.click(inCard.getByRole('button', { name: 'Tiếp tục' }));
    expect(await inCard.findByRole('status')).toHaveTextContent(/gửi một liên kết tới e-mail/);
    first.unmount();

    // Following the link opens the card at the password step, and the token goes with it.
    renderApp('/profile?tab=security&enrol=tok-123');
    inCard = await card();
    await user.type(await inCard.findByLabelText('Nhập mật khẩu để xác nhận'), 'dung-mat-khau');
    await user.click(inCard.getByRole('button', { name: 'Tiếp tục' }));
    expect(await inCard.findByLabelText('Liên kết thiết lập')).toHaveValue(TOTP_URI);
    expect(sent.at(-1)).toEqual({ password: 'dung-mat-khau', enrolToken: 'tok-123' });
  });

  it('turns two-factor off with the password and a current code', async () => {
    const user = userEvent.setup();
    let body: Record<string, unknown> = {};
    stubFetch({
      'GET /api/me': () => jsonResponse({ ...meResponse(), two_factor_enabled: true }),
      'POST /api/auth/two-factor/disable': async (request) => {
        body = (await request.json()) as Record<string, unknown>;
        return body.code === '654321'
          ? jsonResponse({ status: true })
          : apiErrorResponse(401, 'invalid_two_factor_code', 'Invalid code');
      },
    });
    renderApp('/profile?tab=security');
    const inCard = within(
      (await screen.findByRole('heading', { name: 'Xác thực hai bước' })).closest(
        '[data-slot="card"]',
      ) as HTMLElement,
    );
    await user.click(inCard.getByRole('button', { name: 'Tắt xác thực hai bước' }));
    await user.type(inCard.getByLabelText('Nhập mật khẩu để xác nhận'), 'dung-mat-khau');
    const code = inCard.getByLabelText('Mã xác thực');
    await user.type(code, '111111');
    await user.click(inCard.getByRole('button', { name: 'Tắt xác thực hai bước' }));
    expect(await inCard.findByText('Mã xác thực không đúng hoặc đã hết hạn.')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(inCard.getByRole('button', { name: 'Tắt xác thực hai bước' }));
    await screen.findByText(/Đã tắt xác thực hai bước/);
    expect(body).toEqual({ password: 'dung-mat-khau', code: '654321' });
  });
});
