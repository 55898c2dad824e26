import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  makeUser,
  preloadScreen,
  renderOps,
  requestBody,
  stubAdminApi,
} from '../../test/admin-fixtures';
import { jsonResponse } from '../../test/render-app';

describe('User roles', { timeout: 20_000 }, () => {
  preloadScreen(() => import('./roles-page'));

  it('assigns the staff role, removes a role, and locks your own admin role', async () => {
    const user = userEvent.setup();
    const users = [
      makeUser({
        id: 'user-1',
        email: 'lan@example.com',
        first_name: 'Lan',
        last_name: 'Nguyễn',
        role: 'admin',
      }),
      makeUser(),
      makeUser({
        id: 'u-4',
        email: 'khoa@example.com',
        first_name: 'Khoa',
        last_name: 'Đỗ',
        role: 'staff',
      }),
    ];
    const fetchMock = stubAdminApi({
      'GET /api/admin/users': () =>
        jsonResponse({ items: users, total: users.length, page: 1, page_size: 20 }),
      'PUT /api/admin/users/u-2/role': () => jsonResponse({ user_id: 'u-2', role: 'staff' }),
      'PUT /api/admin/users/u-4/role': () =>
        jsonResponse({ error: { code: 'internal_error', message: 'Database unavailable' } }, 500),
    });
    renderOps('/admin/users/roles');

    // Vietnamese order: family name first.
    const own = (await screen.findAllByText('Nguyễn Lan'))[0]!.closest('tr')!;
    expect(within(own).getByRole('button', { name: /Nguyễn Lan/ })).toBeDisabled();
    expect(own).toHaveTextContent('Bạn không thể tự gỡ vai trò quản trị viên của chính mình.');

    await user.click(screen.getByRole('button', { name: /Trần Minh/ }));
    expect(await screen.findByText('Đã cập nhật vai trò')).toBeInTheDocument();
    expect(requestBody(fetchMock, 'PUT', '/api/admin/users/u-2/role')).toEqual({ role: 'staff' });

    await user.click(screen.getByRole('button', { name: /Đỗ Khoa/ }));
    await waitFor(() => expect(screen.getByText('Lỗi khi cập nhật vai trò')).toBeInTheDocument());
    expect(requestBody(fetchMock, 'PUT', '/api/admin/users/u-4/role')).toEqual({ role: null });
  });
});
