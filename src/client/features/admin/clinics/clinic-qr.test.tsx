import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, stubFetch } from '../../../test/render-app';
import { adminMe, CLINIC_ID, makeClinic } from '../common/test-fixtures';

describe('clinic-wide QR code', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('./clinic-detail-page');
  }, 60_000);

  it('offers /feedback?clinic=<id> as a link and QR code on the clinic detail', async () => {
    stubFetch({
      'GET /api/me': adminMe,
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
