import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeVisit, preloadScreen, renderOps, stubAdminApi } from '../../test/admin-fixtures';
import { jsonResponse } from '../../test/render-app';

const VISIT = makeVisit();
const URL_ = `http://localhost:3000/feedback?invite=${VISIT.id}.4070908800.${'a'.repeat(43)}`;

describe('a visit invitation on the admin visits screen', { timeout: 20_000 }, () => {
  preloadScreen(() => import('./visits-page'));

  it('shows the link with its QR code as PNG and SVG downloads', async () => {
    const user = userEvent.setup();
    stubAdminApi({
      'GET /api/admin/visits': () =>
        jsonResponse({ items: [VISIT], total: 1, page: 1, page_size: 20 }),
      [`GET /api/admin/visits/${VISIT.id}/invite`]: () =>
        jsonResponse({ url: URL_, expires_at: VISIT.expires_at }),
    });
    renderOps('/admin/visits');
    await screen.findAllByText('AKQ3M7XR', {}, { timeout: 5000 });
    await user.click(
      (await screen.findAllByText('Lời mời', {}, { timeout: 5000 }))[0]!.closest('button')!,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Lời mời cho lượt khám AKQ3M7XR' });
    expect(await within(dialog).findByLabelText('Liên kết mời')).toHaveValue(URL_);
    expect(within(dialog).getByRole('button', { name: 'Sao chép liên kết' })).toBeInTheDocument();
    const png = await within(dialog).findByRole('link', { name: 'Tải mã QR (PNG)' });
    expect(png).toHaveAttribute('download', 'visit-AKQ3M7XR.png');
    expect(png.getAttribute('href')).toMatch(/^data:image\/png;base64,/);
    const svg = within(dialog).getByRole('link', { name: 'Tải mã QR (SVG)' });
    expect(svg.getAttribute('href')).toMatch(/^data:image\/svg\+xml/);
    expect(within(dialog).getByRole('img', { name: 'Mã QR của liên kết' })).toBeInTheDocument();
  });
});
