import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorResponse,
  jsonResponse,
  meResponse,
  renderApp,
  stubFetch,
} from '../../test/render-app';
import { DUC_ID, verifiedVisit } from './test-fixtures';

const signedIn = { 'GET /api/me': () => jsonResponse(meResponse()) };
const TOKEN =
  '3f1c2a64-0d3a-4c55-9a0e-6f7b8c9d0e1f.1900000000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

describe('/feedback?invite=…', () => {
  beforeAll(async () => {
    await import('./feedback-page');
  }, 30_000);

  it('opens the visit from the link and goes straight to the form, no code typed', async () => {
    const bodies: unknown[] = [];
    stubFetch({
      ...signedIn,
      'POST /api/visits/invite': async (request) => {
        bodies.push(await request.json());
        return jsonResponse(verifiedVisit());
      },
    });
    renderApp(`/feedback?invite=${TOKEN}&doctor=${DUC_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Đánh giá PGS.TS.BS. Nguyễn Văn Đức' }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ invite: TOKEN }]);
    expect(screen.queryByLabelText('Mã lượt khám')).not.toBeInTheDocument();
  });

  it('says why a link cannot be used and offers the code form instead', async () => {
    stubFetch({
      ...signedIn,
      'POST /api/visits/invite': () =>
        apiErrorResponse(409, 'visit_claimed', 'This visit was already used by another account'),
    });
    renderApp(`/feedback?invite=${TOKEN}`);
    expect(await screen.findByText('Không thể dùng liên kết mời này')).toBeInTheDocument();
    expect(screen.getByText(/đã được một tài khoản khác sử dụng/)).toBeInTheDocument();
    expect(screen.getByLabelText('Mã lượt khám')).toBeInTheDocument();
  });
});
