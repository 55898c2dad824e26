import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, meResponse, renderApp, stubFetch } from '../../test/render-app';

const CLINIC_ID = '11111111-1111-4111-8111-111111111111';

describe('/feedback?clinic=…', () => {
  beforeAll(async () => {
    await import('./feedback-page');
  }, 30_000);

  it('names the clinic of the QR code above the visit form', async () => {
    stubFetch({
      'GET /api/me': () => jsonResponse(meResponse()),
      [`GET /api/clinics/${CLINIC_ID}`]: () =>
        jsonResponse({ id: CLINIC_ID, name: 'Phòng khám Quận 1' }),
    });
    renderApp(`/feedback?clinic=${CLINIC_ID}`);
    expect(await screen.findByText('Đánh giá lượt khám tại Phòng khám Quận 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Mã lượt khám')).toBeInTheDocument();
  });
});
