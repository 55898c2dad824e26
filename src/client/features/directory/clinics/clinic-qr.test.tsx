import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLINIC_ID, makeClinic, preloadScreen, stubAdminApi } from '../../../test/admin-fixtures';
import { jsonResponse, renderApp } from '../../../test/render-app';

describe('clinic-wide QR code', { timeout: 20_000 }, () => {
  preloadScreen(() => import('./clinic-detail-page'));

  it('offers /feedback?clinic=<id> as a link and QR code on the clinic detail', async () => {
    stubAdminApi({
      [`GET /api/admin/clinics/${CLINIC_ID}`]: () => jsonResponse(makeClinic()),
    });
    renderApp(`/admin/clinics/${CLINIC_ID}`);
    const title = await screen.findByText('Mã QR của phòng khám', {}, { timeout: 8000 });
    const card = title.closest('[data-slot="card"]') as HTMLElement;
    expect(within(card).getByLabelText('Liên kết mời')).toHaveValue(
      `${window.location.origin}/feedback?clinic=${CLINIC_ID}`,
    );
    const png = await within(card).findByText('Tải mã QR (PNG)');
    expect(png.closest('a')).toHaveAttribute('download', `clinic-${CLINIC_ID}.png`);
  });
});
