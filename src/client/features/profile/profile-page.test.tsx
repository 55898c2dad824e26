import { IMAGE_MAX_BYTES } from '@shared/constants';
import type { MeResponse } from '@shared/me';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import {
  apiErrorResponse,
  jsonResponse,
  meResponse,
  renderApp,
  stubFetch,
} from '../../test/render-app';

function bodyOf(fetchMock: ReturnType<typeof stubFetch>, method: string, path: string): unknown {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => url === path && (init?.method ?? 'GET') === method,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

describe('Profile page', { timeout: 20_000 }, () => {
  // Transform the lazily loaded screen once up front, so the first test does not time out on it.
  beforeAll(async () => {
    await import('./profile-page');
  }, 60_000);

  it('asks guests to sign in', async () => {
    stubFetch({});
    renderApp('/profile');

    const heading = await screen.findByRole('heading', { name: 'Bạn chưa đăng nhập' });
    const card = heading.closest<HTMLElement>('[data-slot="card"]')!;
    expect(within(card).getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fprofile',
    );
  });

  it('shows the profile with role, e-mail status and an Admin marker', async () => {
    const me: MeResponse = {
      ...meResponse({ isAdmin: true }),
      user: {
        id: 'u',
        email: 'lan@example.com',
        phone: null,
        name: 'Nguyễn Lan',
        email_verified: false,
      },
    };
    stubFetch({ 'GET /api/me': () => jsonResponse(me) });
    renderApp('/profile');

    // Vietnamese order: family name first.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nguyễn Lan' }),
    ).toBeInTheDocument();
    // The marker beside the name, and the role line's badge (the same badge as the admin lists).
    expect(screen.getByText('Quản trị viên')).toBeInTheDocument();
    expect(screen.getByText('ADMIN')).toBeInTheDocument();
    expect(screen.getByText('Chưa xác nhận')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gửi lại email xác nhận' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Hồ sơ' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Thông báo' })).toBeInTheDocument();
  });

  it('shows a phone account by its number, once, with no e-mail line and no password to change', async () => {
    const base = meResponse();
    const me: MeResponse = {
      ...base,
      user: { ...base.user, email: null, phone: '0912 345 678', name: '' },
      profile: { ...base.profile, first_name: '', last_name: '' },
    };
    stubFetch({ 'GET /api/me': () => jsonResponse(me) });
    renderApp('/profile');
    const heading = await screen.findByRole('heading', { level: 2, name: '0912 345 678' });
    // The number names the account once on its card (no second line repeating it).
    const identity = heading.parentElement!.parentElement!;
    expect(within(identity).getAllByText('0912 345 678')).toHaveLength(1);
    expect(screen.queryByText('Xác nhận email')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Bảo mật' }));
    expect(
      await screen.findByText(/mã 6 chữ số chúng tôi gửi qua SMS tới 0912 345 678/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Mật khẩu hiện tại')).not.toBeInTheDocument();
  });

  it('shows no role line to a patient (no staff role)', async () => {
    stubFetch({ 'GET /api/me': () => jsonResponse(meResponse()) });
    renderApp('/profile');
    expect(await screen.findByText('Đã xác nhận')).toBeInTheDocument();
    expect(screen.queryByText('Vai trò')).not.toBeInTheDocument();
    expect(screen.queryByText('Chưa được gán vai trò')).not.toBeInTheDocument();
  });

  it('shows the role line to staff', async () => {
    stubFetch({ 'GET /api/me': () => jsonResponse({ ...meResponse(), role: 'doctor' }) });
    renderApp('/profile');
    const label = await screen.findByText('Vai trò');
    expect(label.closest('div')).toHaveTextContent('Bác sĩ');
  });

  it('edits the name with a PATCH and toasts', async () => {
    const user = userEvent.setup();
    let current = meResponse();
    const fetchMock = stubFetch({
      'GET /api/me': () => jsonResponse(current),
      'PATCH /api/me/profile': async (request) => {
        const body = (await request.json()) as { first_name: string; last_name: string };
        current = { ...current, profile: { ...current.profile, ...body } };
        return jsonResponse(current);
      },
    });
    renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'Chỉnh sửa hồ sơ' }));
    const lastName = screen.getByLabelText('Họ và tên đệm');
    expect(lastName).toHaveFocus();
    const firstName = screen.getByLabelText('Tên');

    await user.clear(firstName);
    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(firstName).toHaveAccessibleDescription('Vui lòng nhập thông tin này.');

    await user.type(firstName, 'Hồng Lan');
    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));

    expect(await screen.findByText('Đã cập nhật hồ sơ')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PATCH', '/api/me/profile')).toEqual({
      first_name: 'Hồng Lan',
      last_name: 'Nguyễn',
      language: 'vi',
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nguyễn Hồng Lan' }),
    ).toBeInTheDocument();
  });

  it('switches the app language when the preferred language is saved', async () => {
    const user = userEvent.setup();
    let current = meResponse();
    stubFetch({
      'GET /api/me': () => jsonResponse(current),
      'PATCH /api/me/profile': async (request) => {
        const body = (await request.json()) as { language: string };
        current = { ...current, profile: { ...current.profile, ...body } };
        return jsonResponse(current);
      },
    });
    renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'Chỉnh sửa hồ sơ' }));
    await user.click(screen.getByRole('combobox', { name: 'Ngôn ngữ ưu tiên' }));
    await user.click(await screen.findByRole('option', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    // English order: given name first.
    expect(screen.getByRole('heading', { level: 2, name: 'Lan Nguyễn' })).toBeInTheDocument();
  });

  it('refuses an avatar over 5 MB before uploading anything', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ 'GET /api/me': () => jsonResponse(meResponse()) });
    renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'Chỉnh sửa hồ sơ' }));
    const input = screen.getByLabelText('Ảnh đại diện');
    const big = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);

    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Tệp quá lớn. Kích thước tối đa là 5 MB.'),
    );
    expect(screen.getByRole('button', { name: 'Lưu thay đổi' })).toBeDisabled();

    const notImage = new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' });
    // A browser's file picker can be switched to "all files"; the check must not rely on accept.
    await userEvent.setup({ applyAccept: false }).upload(input, notImage);
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Chỉ chấp nhận ảnh JPG, PNG, GIF hoặc WebP.'),
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/avatar'))).toBe(false);
  });

  it('loads the notification preferences and saves them', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'GET /api/me': () => jsonResponse(meResponse()),
      'GET /api/me/preferences': () =>
        jsonResponse({
          email_notifications: true,
          system_announcements: false,
          feedback_notifications: true,
          doctor_update_notifications: true,
        }),
      'PUT /api/me/preferences': async (request) => jsonResponse(await request.json()),
    });
    renderApp('/profile?tab=notifications');

    const announcements = await screen.findByRole('switch', { name: 'Thông báo hệ thống' });
    await waitFor(() => expect(announcements).toHaveAttribute('aria-checked', 'false'));
    const email = screen.getByRole('switch', { name: 'Thông báo qua email' });
    expect(email).toHaveAttribute('aria-checked', 'true');

    await user.click(email);
    await user.click(screen.getByRole('button', { name: 'Lưu tùy chọn' }));

    expect(await screen.findByText('Đã lưu tùy chọn thông báo')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT', '/api/me/preferences')).toEqual({
      email_notifications: false,
      system_announcements: false,
      feedback_notifications: true,
      doctor_update_notifications: true,
    });
  });

  it('uses the defaults when no preferences are stored, and reports a failed save', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/me': () => jsonResponse(meResponse()),
      'GET /api/me/preferences': () => apiErrorResponse(404, 'not_found', 'No preferences'),
      'PUT /api/me/preferences': () => apiErrorResponse(503, 'service_unavailable', 'Down'),
    });
    renderApp('/profile?tab=notifications');

    const panel = await screen.findByRole('tabpanel', { name: 'Thông báo' });
    const switches = await within(panel).findAllByRole('switch');
    expect(switches).toHaveLength(4);
    await waitFor(() => expect(switches[0]).toBeEnabled());
    for (const s of switches) expect(s).toHaveAttribute('aria-checked', 'true');

    await user.click(within(panel).getByRole('button', { name: 'Lưu tùy chọn' }));
    expect(await screen.findByText('Lỗi khi lưu tùy chọn thông báo')).toBeInTheDocument();
  });

  it('maps a wrong current password onto its field when changing the password', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/me': () => jsonResponse(meResponse()),
      'POST /api/auth/change-password': () =>
        apiErrorResponse(400, 'invalid_current_password', 'Invalid password'),
    });
    renderApp('/profile?tab=security');

    expect(
      await screen.findByText('Sau khi đổi mật khẩu, bạn sẽ bị đăng xuất trên mọi thiết bị khác.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mật khẩu hiện tại'), 'sai-mat-khau');
    await user.type(screen.getByLabelText('Mật khẩu mới'), 'mat-khau-moi-dai');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'mat-khau-moi-dai');
    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));

    const current = screen.getByLabelText('Mật khẩu hiện tại');
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription('Mật khẩu hiện tại không đúng.'),
    );
    expect(current).toHaveFocus();
  });
});
