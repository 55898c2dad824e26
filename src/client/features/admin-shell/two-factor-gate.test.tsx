import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeDashboard, preloadScreen, stubAdminApi } from '../../test/admin-fixtures';
import { jsonResponse, renderApp } from '../../test/render-app';

const refused = (reason: string) =>
  jsonResponse(
    {
      error: {
        code: 'forbidden',
        message: 'Confirm this session with a two-factor code',
        details: { reason },
      },
    },
    403,
  );

describe('Admin two-factor gate', { timeout: 30_000 }, () => {
  preloadScreen(() =>
    Promise.all([import('../../app/admin-app'), import('../overview/dashboard/dashboard-page')]),
  );

  it('asks a session that has not passed a code for one, then shows the screen', async () => {
    let verified = false;
    const codes: unknown[] = [];
    stubAdminApi({
      'GET /api/admin/clinics': () => jsonResponse({ items: [] }),
      'GET /api/admin/dashboard': () =>
        verified ? jsonResponse(makeDashboard()) : refused('two_factor_session_required'),
      'POST /api/auth/two-factor/verify-totp': async (req) => {
        codes.push(await req.json());
        verified = true;
        return jsonResponse({ token: 'x' });
      },
    });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Xác nhận đó là bạn' })).toBeInTheDocument();
    const field = screen.getByLabelText('Mã từ ứng dụng xác thực');
    await userEvent.type(field, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Nhập 6 chữ số hiển thị trên ứng dụng xác thực')).toBeVisible();
    expect(codes).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(codes).toEqual([{ code: '123456' }]));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Xác nhận đó là bạn' })).toBeNull(),
    );
  });

  it('sends an administrator without two-factor to the security settings', async () => {
    stubAdminApi({
      'GET /api/admin/clinics': () => jsonResponse({ items: [] }),
      'GET /api/admin/dashboard': () => refused('two_factor_required'),
    });
    renderApp('/admin');
    expect(
      await screen.findByRole('heading', { name: 'Bật xác thực hai yếu tố' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mở cài đặt bảo mật' })).toHaveAttribute(
      'href',
      '/profile?tab=security',
    );
  });
});
