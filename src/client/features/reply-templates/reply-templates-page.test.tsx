import type { ReplyTemplate } from '@shared/reply-templates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { preloadScreen, renderOps, requestBody, stubAdminApi } from '../../test/admin-fixtures';
import { jsonResponse } from '../../test/render-app';

const ID = '44444444-4444-4444-8444-444444444444';
const saved: ReplyTemplate = {
  id: ID,
  title_vi: 'Về thời gian chờ',
  title_en: 'About waiting times',
  body_vi: 'Chào {patient}, {clinic} đang rút ngắn thời gian chờ.',
  body_en: 'Dear {patient}, {clinic} is shortening waiting times.',
  created_at: '2026-03-01T02:00:00Z',
  updated_at: '2026-03-01T02:00:00Z',
};

function stubTemplates() {
  return stubAdminApi({
    'GET /api/admin/reply-templates': () => jsonResponse({ items: [saved] }),
    'POST /api/admin/reply-templates': async (request) =>
      jsonResponse({ ...saved, id: 'new', ...((await request.json()) as object) }, 201),
    [`DELETE /api/admin/reply-templates/${ID}`]: () => new Response(null, { status: 204 }),
  });
}

describe('Reply templates (admin)', { timeout: 20_000 }, () => {
  preloadScreen(() => import('./reply-templates-page'));

  it('checks a new template with the shared schema, then adds it trimmed', async () => {
    const user = userEvent.setup();
    const fetchMock = stubTemplates();
    renderOps('/admin/reply-templates');

    expect(await screen.findByRole('heading', { name: 'Về thời gian chờ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thêm mẫu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mẫu phản hồi mới' });
    // The placeholders that exist are listed in the dialog.
    expect(within(dialog).getByText('{doctor}')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Tiêu đề (tiếng Việt)'), ' Cảm ơn ');
    await user.type(within(dialog).getByLabelText('Nội dung (tiếng Việt)'), 'Chào {{ten}');
    await user.type(within(dialog).getByLabelText('Tiêu đề (tiếng Anh)'), 'Thanks');
    await user.type(within(dialog).getByLabelText('Nội dung (tiếng Anh)'), 'Dear {{patient}');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm' }));
    expect(
      await within(dialog).findByText(
        'Chỉ được viết {patient}, {doctor} và {clinic} trong dấu ngoặc nhọn',
      ),
    ).toBeInTheDocument();
    expect(requestBody(fetchMock, 'POST', '/api/admin/reply-templates')).toBeUndefined();

    const body = within(dialog).getByLabelText('Nội dung (tiếng Việt)');
    await user.clear(body);
    await user.type(body, 'Chào {{patient}, cảm ơn bạn.');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm' }));
    expect(await screen.findByText('Đã thêm mẫu')).toBeInTheDocument();
    expect(requestBody(fetchMock, 'POST', '/api/admin/reply-templates')).toEqual({
      title_vi: 'Cảm ơn',
      title_en: 'Thanks',
      body_vi: 'Chào {patient}, cảm ơn bạn.',
      body_en: 'Dear {patient}',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a template only once confirmed', async () => {
    const user = userEvent.setup();
    const fetchMock = stubTemplates();
    renderOps('/admin/reply-templates');

    await user.click(await screen.findByRole('button', { name: 'Xóa mẫu “Về thời gian chờ”' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Xóa mẫu này?' });
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByText('Đã xóa mẫu')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith(ID) && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });
});
