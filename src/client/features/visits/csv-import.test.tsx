import type { ImportPreview } from '@shared/visits';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { preloadScreen, renderOps, requestBody, stubAdminApi } from '../../test/admin-fixtures';
import { jsonResponse } from '../../test/render-app';

const DOCTOR = '00000000-0000-4000-8000-000000000000';
const preview: ImportPreview = {
  valid: 0,
  written: 0,
  codes: [],
  errors: [
    { line: 2, field: 'phone', code: 'phone_invalid', message: 'Not a Vietnamese phone number' },
    {
      line: 3,
      field: 'doctor_ids',
      code: 'unknown_doctor',
      message: `Unknown doctor ${DOCTOR}`,
      value: DOCTOR,
    },
  ],
};

describe('CSV import of visits', { timeout: 20_000 }, () => {
  preloadScreen(() => import('./visits-page'));

  it("shows each line's problems in the screen's language", async () => {
    const user = userEvent.setup();
    const fetchMock = stubAdminApi({
      'GET /api/admin/visits': () => jsonResponse({ items: [], total: 0, page: 1, page_size: 20 }),
      'POST /api/admin/visits/import': () => jsonResponse(preview),
    });
    renderOps('/admin/visits');

    await user.click(await screen.findByRole('tab', { name: /Nhập từ CSV/ }));
    const csv = `phone,visit_date,doctor_ids\n123,2026-01-01,${DOCTOR}\n`;
    await user.click(await screen.findByLabelText('Hoặc dán nội dung CSV'));
    await user.paste(csv);
    await user.click(screen.getByRole('button', { name: 'Kiểm tra' }));

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['2', 'Số điện thoại', 'Không phải số điện thoại Việt Nam'],
      ['3', 'Bác sĩ', `Không có bác sĩ với mã ${DOCTOR}`],
    ]);
    expect(requestBody(fetchMock, 'POST', '/api/admin/visits/import')).toEqual({
      csv,
      dry_run: true,
    });
  });
});
