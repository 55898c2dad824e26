import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CLINIC_ID,
  makeClinic,
  makeDashboard,
  preloadScreen,
  stubAdminApi,
} from '../../../test/admin-fixtures';
import { jsonResponse, renderApp } from '../../../test/render-app';

describe('Admin dashboard', { timeout: 30_000 }, () => {
  preloadScreen(() => Promise.all([import('../../../app/admin-app'), import('./dashboard-page')]));

  it('passes every filter to the API', async () => {
    const user = userEvent.setup();
    const urls: URL[] = [];
    stubAdminApi({
      'GET /api/admin/clinics': () => jsonResponse({ items: [makeClinic()] }),
      'GET /api/admin/dashboard': (request) => {
        urls.push(new URL(request.url));
        return jsonResponse(makeDashboard());
      },
    });
    const { router } = renderApp('/admin');

    expect(await screen.findByText('40')).toBeInTheDocument();
    expect(urls[0]?.searchParams.get('range')).toBe('month');
    expect(urls[0]?.searchParams.has('clinic_id')).toBe(false);

    await user.click(screen.getByRole('combobox', { name: 'Khoảng thời gian' }));
    await user.click(await screen.findByRole('option', { name: 'Năm' }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('range')).toBe('year'));

    const clinic = screen.getByRole('combobox', { name: 'Phòng khám' });
    await waitFor(() => expect(clinic).toBeEnabled());
    await user.click(clinic);
    await user.click(await screen.findByRole('option', { name: 'Phòng khám Quận 1' }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('clinic_id')).toBe(CLINIC_ID));

    await user.type(screen.getByRole('searchbox', { name: 'Tìm bác sĩ' }), 'Nam');
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('q')).toBe('Nam'));
    const last = urls.at(-1);
    expect(last?.searchParams.get('range')).toBe('year');
    expect(last?.searchParams.get('clinic_id')).toBe(CLINIC_ID);
    // Typing is debounced: one request for the whole word, not one per letter.
    expect(urls.filter((url) => url.searchParams.has('q'))).toHaveLength(1);
    // The filters are in the address too, so a reload keeps them.
    expect(router.state.location.search).toBe(`?range=year&clinic=${CLINIC_ID}&q=Nam`);
  });

  it('shows the totals, the tabs and the recent feedback', async () => {
    const user = userEvent.setup();
    stubAdminApi({
      'GET /api/admin/clinics': () => jsonResponse({ items: [] }),
      'GET /api/admin/dashboard': () => jsonResponse(makeDashboard()),
    });
    renderApp('/admin');

    expect(await screen.findByText('40')).toBeInTheDocument();
    expect(screen.getByText('4,4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Chờ kiểm duyệt/ })).toHaveAttribute(
      'href',
      '/admin/feedback/moderate',
    );

    await user.click(screen.getByRole('tab', { name: 'Hiệu quả' }));
    expect(
      await screen.findByRole('heading', { name: 'Bác sĩ được đánh giá cao nhất' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Chuyên môn y khoa')).toBeInTheDocument();
    expect(screen.getAllByText('(trọng số 40%)')).toHaveLength(2);
    expect(screen.getByText('(trọng số 20%)')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Đánh giá gần đây' }));
    expect(await screen.findByText('Bác sĩ tận tâm')).toBeInTheDocument();

    // What the invitations cost: per month and channel.
    await user.click(screen.getByRole('tab', { name: 'Tin nhắn' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /SMS 1\.234 1\.200 3/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /E-mail 40 — 1/ })).toBeInTheDocument();
    // Zalo's receipts say what was delivered, as the SMS gateway's do.
    expect(within(table).getByRole('row', { name: /Zalo 2\.100 2\.050 2/ })).toBeInTheDocument();
  });
});
