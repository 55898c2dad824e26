import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  makeVisit,
  preloadScreen,
  renderOps,
  requestBody,
  stubAdminApi,
} from '../../test/admin-fixtures';
import { jsonResponse } from '../../test/render-app';

const VISIT = makeVisit({ claimed: true });

describe('releasing a visit claim', { timeout: 20_000 }, () => {
  preloadScreen(() => import('./visits-page'));

  it('asks for a reason, then frees the visit and says what was withdrawn', async () => {
    const user = userEvent.setup();
    const fetchMock = stubAdminApi({
      'GET /api/admin/visits': () =>
        jsonResponse({
          items: [VISIT, { ...VISIT, id: 'v2', visit_code: 'BBBBCCCC', claimed: false }],
          total: 2,
          page: 1,
          page_size: 20,
        }),
      [`POST /api/admin/visits/${VISIT.id}/release`]: () =>
        jsonResponse({ visit_id: VISIT.id, withdrawn: 1, kept_published: 0 }),
    });
    renderOps('/admin/visits');

    // Only a used visit can be released.
    const buttons = await screen.findAllByRole('button', { name: /Giải phóng/ });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Giải phóng lượt khám AKQ3M7XR?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Giải phóng lượt khám' }));
    expect(within(dialog).getByText('Vui lòng nhập lý do (tối đa 500 ký tự).')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/release'))).toBe(false);

    await user.type(within(dialog).getByLabelText(/Lý do/), 'Bệnh nhân báo mã bị dùng');
    await user.click(within(dialog).getByRole('button', { name: 'Giải phóng lượt khám' }));
    expect(await screen.findByText('Đã giải phóng lượt khám AKQ3M7XR')).toBeInTheDocument();
    expect(requestBody(fetchMock, 'POST', `/api/admin/visits/${VISIT.id}/release`)).toEqual({
      reason: 'Bệnh nhân báo mã bị dùng',
    });
  });
});
