import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { makeVisit, preloadScreen, renderOps, stubAdminApi } from '../../test/admin-fixtures';
import { jsonResponse } from '../../test/render-app';

/** Staff see on each visit where its invitation stands, by which channel. */
describe('the invitation of each visit', { timeout: 20_000 }, () => {
  preloadScreen(() => import('./visits-page'));

  const visits = [
    makeVisit({ invitation: { state: 'delivered', channel: 'sms', reminder: false } }),
    makeVisit({
      id: 'v2',
      visit_code: 'BBBBCCCC',
      invitation: { state: 'failed', channel: 'email', reminder: true },
    }),
    makeVisit({
      id: 'v3',
      visit_code: 'DDDDEEEE',
      invitation: { state: 'opted_out', channel: null, reminder: false },
    }),
    makeVisit({ id: 'v4', visit_code: 'FFFFGGGG', invitation: null }),
  ];

  it('says it in words, in both languages', async () => {
    stubAdminApi({
      'GET /api/admin/visits': () =>
        jsonResponse({ items: visits, total: visits.length, page: 1, page_size: 20 }),
    });
    renderOps('/admin/visits');
    expect(await screen.findByText('SMS mời · đã đến máy')).toBeInTheDocument();
    expect(screen.getByText('Thư nhắc · gửi không được')).toHaveClass('text-destructive');
    expect(screen.getByText('Đã từ chối nhận lời mời')).toBeInTheDocument();
    await changeLanguage('en');
    expect(await screen.findByText('SMS invitation · delivered')).toBeInTheDocument();
    expect(screen.getByText('E-mail reminder · failed')).toBeInTheDocument();
    await changeLanguage('vi');
  });
});
