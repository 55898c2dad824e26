import { DEFAULT_SETTINGS } from '@shared/settings';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { preloadScreen, renderOps, stubAdminApi } from '../../test/admin-fixtures';
import { jsonResponse } from '../../test/render-app';

const settingsResponse = (settings = DEFAULT_SETTINGS) =>
  jsonResponse({ settings, defaults: DEFAULT_SETTINGS, updated_at: null });

describe('Review integrity settings', { timeout: 20_000 }, () => {
  preloadScreen(() => import('./general-settings-page'));

  it('sends only the changed value and shows the saved one', async () => {
    const sent: unknown[] = [];
    stubAdminApi({
      'GET /api/me/preferences': () => jsonResponse(null),
      'GET /api/admin/settings': () => settingsResponse(),
      'PUT /api/admin/settings': async (req) => {
        const body = await req.json();
        sent.push(body);
        return settingsResponse({ ...DEFAULT_SETTINGS, ...body });
      },
    });
    renderOps('/admin/settings/general');
    const field = await screen.findByLabelText('Số báo cáo để ẩn một đánh giá');
    expect(field).toHaveValue(3);
    await userEvent.clear(field);
    await userEvent.type(field, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));
    await waitFor(() => expect(sent).toEqual([{ report_hide_threshold: 5 }]));
  });

  it('shows the shared rule before sending and sends nothing out of range', async () => {
    const fetchMock = stubAdminApi({
      'GET /api/me/preferences': () => jsonResponse(null),
      'GET /api/admin/settings': () => settingsResponse(),
    });
    renderOps('/admin/settings/general');
    const field = await screen.findByLabelText('Số đánh giá tối thiểu để có điểm');
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));
    expect(await screen.findByText('Giá trị nằm ngoài khoảng cho phép')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
