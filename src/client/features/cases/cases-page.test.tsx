import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preloadScreen, stubAdminApi } from '../../test/admin-fixtures';
import { jsonResponse, renderApp } from '../../test/render-app';

describe('Cases screen', { timeout: 30_000 }, () => {
  preloadScreen(() => Promise.all([import('../../app/admin-app'), import('./cases-page')]));
  // East of Greenwich, where a month's first local midnight is still the month before in UTC.
  const zone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'Asia/Ho_Chi_Minh';
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('names each month of the figures as the server counted it, whatever the zone', async () => {
    stubAdminApi({
      'GET /api/admin/cases': () => jsonResponse({ items: [] }),
      'GET /api/admin/cases/stats': () =>
        jsonResponse({
          rows: [
            {
              clinic: { id: 'c-1', name: 'Phòng khám Quận 1' },
              month: '2026-11',
              opened: 3,
              active: 1,
              overdue: 1,
              resolved: 2,
              resolved_in_time: 1,
              closed: 0,
              median_hours_to_contact: 5.25,
              median_hours_to_resolve: null,
            },
          ],
        }),
    });
    renderApp('/admin/cases');
    const row = (await screen.findByRole('rowheader', { name: 'Phòng khám Quận 1' })).closest(
      'tr',
    )!;
    expect(row.textContent).toContain('thg 11 26');
    expect(row.textContent).not.toContain('thg 10');
    expect(row.textContent).toContain('5,3');
    expect(await screen.findByText('Không có hồ sơ nào.')).toBeInTheDocument();
  });
});
