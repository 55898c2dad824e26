import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DOCTOR_ID, makeDoctor, preloadScreen, stubAdminApi } from '../../../test/admin-fixtures';
import { apiErrorResponse, jsonResponse, renderApp } from '../../../test/render-app';

function paged(items: ReturnType<typeof makeDoctor>[]) {
  return jsonResponse({ items, total: items.length, page: 1, page_size: 20 });
}

describe('Admin doctor list', { timeout: 30_000 }, () => {
  preloadScreen(() =>
    Promise.all([import('../../../app/admin-app'), import('./doctor-list-page')]),
  );

  it('says how much feedback goes with a deleted doctor, then deletes', async () => {
    const user = userEvent.setup();
    let doctors = [makeDoctor({ feedback_count: 7 })];
    const fetchMock = stubAdminApi({
      'GET /api/admin/doctors': () => paged(doctors),
      [`DELETE /api/admin/doctors/${DOCTOR_ID}`]: () => {
        doctors = [];
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/admin/doctors');

    const row = (await screen.findByRole('link', { name: 'BS. Lê Hoàng Nam' })).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Tim mạch')).toBeInTheDocument();
    await user.click(
      within(row as HTMLElement).getByRole('button', { name: 'Xóa BS. Lê Hoàng Nam' }),
    );

    const dialog = await screen.findByRole('alertdialog', { name: 'Xóa bác sĩ?' });
    expect(dialog).toHaveTextContent('Bạn có chắc muốn xóa bác sĩ BS. Lê Hoàng Nam?');
    expect(dialog).toHaveTextContent('7 đánh giá của bác sĩ này cũng sẽ bị xóa.');

    await user.click(within(dialog).getByRole('button', { name: 'Xóa bác sĩ' }));
    expect(await screen.findByText('Đã xóa bác sĩ')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Không tìm thấy bác sĩ nào')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([, init]) => (init as RequestInit | undefined)?.method === 'DELETE',
      ),
    ).toBe(true);
  });

  it('does not mention feedback for a doctor without any', async () => {
    const user = userEvent.setup();
    stubAdminApi({
      'GET /api/admin/doctors': () => paged([makeDoctor({ feedback_count: 0 })]),
    });
    renderApp('/admin/doctors');
    await user.click(await screen.findByRole('button', { name: 'Xóa BS. Lê Hoàng Nam' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).not.toHaveTextContent('đánh giá của bác sĩ này');
  });

  it('changes a doctor’s status from the badge menu', async () => {
    const user = userEvent.setup();
    let status = 'pending';
    stubAdminApi({
      'GET /api/admin/doctors': () => paged([makeDoctor({ status: status as 'pending' })]),
      [`PATCH /api/admin/doctors/${DOCTOR_ID}/status`]: async (request) => {
        status = ((await request.json()) as { status: string }).status;
        return jsonResponse(makeDoctor({ status: status as 'verified' }));
      },
    });
    renderApp('/admin/doctors');

    await user.click(
      await screen.findByRole('button', {
        name: 'Trạng thái của BS. Lê Hoàng Nam: Chờ xác minh. Đổi trạng thái',
      }),
    );
    await user.click(await screen.findByRole('menuitemradio', { name: 'Đã xác minh' }));
    expect(
      await screen.findByRole('button', {
        name: 'Trạng thái của BS. Lê Hoàng Nam: Đã xác minh. Đổi trạng thái',
      }),
    ).toBeInTheDocument();
    expect(status).toBe('verified');
  });

  it('shows the load error with a working retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubAdminApi({
      'GET /api/admin/doctors': () =>
        fail ? apiErrorResponse(503, 'service_unavailable', 'Down') : paged([makeDoctor()]),
    });
    renderApp('/admin/doctors');
    // The admin doctors query retries twice before giving up.
    expect(
      await screen.findByText('Lỗi khi tải danh sách bác sĩ', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('link', { name: 'BS. Lê Hoàng Nam' })).toBeInTheDocument();
  });
});
