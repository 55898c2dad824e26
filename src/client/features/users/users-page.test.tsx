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

const me = makeUser({ id: 'user-1', email: 'lan@example.com', role: 'admin' });
const other = makeUser({ id: 'u-3', email: 'thu.ha@example.com', role: 'admin' });
const patient = makeUser();

function page(items = [me, other, patient]) {
  return jsonResponse({ items, total: items.length, page: 1, page_size: 20 });
}

describe('User management', { timeout: 20_000 }, () => {
  preloadScreen(() => import('./users-page'));

  it('lists real emails, names, role badges and searches on the server', async () => {
    const user = userEvent.setup();
    const fetchMock = stubAdminApi({
      'GET /api/admin/users': (request) =>
        new URL(request.url).searchParams.get('q') === 'khong-co' ? page([]) : page(),
    });
    renderOps('/admin/users');

    const row = (await screen.findByText('minh.tran@example.com')).closest('tr')!;
    expect(within(row).getByText('Minh')).toBeInTheDocument();
    expect(within(row).getByText('Trần')).toBeInTheDocument();
    expect(within(row).getByText('Chưa được gán vai trò')).toBeInTheDocument();
    expect(screen.getAllByText('ADMIN')).toHaveLength(2);
    // Your own account cannot be deleted from here.
    expect(screen.getByRole('button', { name: 'Xóa người dùng lan@example.com' })).toBeDisabled();

    await user.type(screen.getByRole('searchbox', { name: 'Tìm người dùng' }), 'khong-co');
    expect(await screen.findByText('Không tìm thấy người dùng nào')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('q=khong-co'))).toBe(true);
  });

  it('explains what deleting removes, and shows the 409 reason when refused', async () => {
    const user = userEvent.setup();
    const fetchMock = stubAdminApi({
      'GET /api/admin/users': () => page(),
      'DELETE /api/admin/users/u-3': () =>
        jsonResponse(
          {
            error: {
              code: 'conflict',
              message: 'The last administrator cannot be removed',
              details: { reason: 'last_admin' },
            },
          },
          409,
        ),
      'DELETE /api/admin/users/u-2': () => new Response(null, { status: 204 }),
    });
    renderOps('/admin/users');

    await user.click(
      await screen.findByRole('button', { name: 'Xóa người dùng thu.ha@example.com' }),
    );
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('thu.ha@example.com');
    expect(dialog).toHaveTextContent('mọi phiên đăng nhập, thông báo và hồ sơ');
    expect(within(dialog).getByRole('radio', { name: 'Giữ lại ở dạng ẩn danh' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Xóa tài khoản' }));
    expect(await screen.findByText('Lỗi khi xóa người dùng')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Đây là quản trị viên cuối cùng. Hãy chỉ định một quản trị viên khác trước.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Xóa người dùng minh.tran@example.com' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/u-2'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Xóa người dùng minh.tran@example.com' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(
      within(dialog).getByRole('radio', { name: 'Gỡ tất cả (điểm của bác sĩ được tính lại)' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Xóa tài khoản' }));
    expect(await screen.findByText('Đã xóa người dùng')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/u-'));
    expect(sent).toEqual([
      expect.stringMatching(/\/u-3\?reviews=anonymise$/),
      expect.stringMatching(/\/u-2\?reviews=remove$/),
    ]);
  });

  it('edits a name and role', async () => {
    const user = userEvent.setup();
    const fetchMock = stubAdminApi({
      'GET /api/admin/users': () => page(),
      'PATCH /api/admin/users/u-2': () => jsonResponse({ ...patient, first_name: 'Minh Anh' }),
    });
    renderOps('/admin/users');

    await user.click(
      await screen.findByRole('button', { name: 'Sửa người dùng minh.tran@example.com' }),
    );
    const dialog = await screen.findByRole('dialog');
    const first = within(dialog).getByLabelText('Tên');
    await user.clear(first);
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(within(dialog).getByText('Vui lòng nhập trường này.')).toBeInTheDocument();

    await user.type(first, 'Minh Anh');
    await user.click(within(dialog).getByRole('combobox', { name: 'Vai trò' }));
    await user.click(await screen.findByRole('option', { name: 'Nhân viên' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));

    expect(await screen.findByText('Đã cập nhật người dùng')).toBeInTheDocument();
    expect(requestBody(fetchMock, 'PATCH', '/api/admin/users/u-2')).toEqual({
      first_name: 'Minh Anh',
      last_name: 'Trần',
      role: 'staff',
    });
  });
});
