import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/render-app';
import { adminMe, renderOps, requestBody } from '../common/test-fixtures';

const VISIT = {
  id: '11111111-1111-4111-8111-111111111111',
  visit_code: 'AKQ3M7XR',
  phone: '+84901234567',
  visit_date: '2026-01-05',
  expires_at: '2099-01-01T00:00:00.000Z',
  source: 'admin',
  claimed: true,
  clinic: null,
  doctors: ['BS. Lê Hoàng Nam'],
  created_at: '2026-01-05T08:00:00.000Z',
};

describe('releasing a visit claim', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('./visits-page');
  }, 60_000);

  it('asks for a reason, then frees the visit and says what was withdrawn', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'GET /api/me': adminMe,
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
