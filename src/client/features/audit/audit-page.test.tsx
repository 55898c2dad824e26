import type { AuditEntry } from '@shared/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Activity, Building2, Shield, Stethoscope } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { preloadScreen, renderOps, stubAdminApi } from '../../test/admin-fixtures';
import { jsonResponse, meResponse, stubFetch } from '../../test/render-app';
import { actionIcon, normalizeSeverity } from './audit-display';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 'e-1',
  created_at: '2026-03-01T02:00:00Z',
  user_id: 'user-1',
  user_email: 'admin@example.com',
  action: 'user.role_changed',
  description: 'Role of minh.tran@example.com changed from none to staff',
  ip_address: '10.0.0.1',
  severity: 'info',
  doctor_id: null,
  doctor_name: null,
  clinic_id: null,
  clinic_name: null,
  target_user_id: 'u-2',
  target_user_email: 'minh.tran@example.com',
  feedback_id: null,
  metadata: { target_user_id: 'u-2', from: null, to: 'staff' },
  ...overrides,
});

/** An administrator whose profile says English: the screens follow the profile's language. */
const englishAdminMe = () => {
  const me = meResponse({ isAdmin: true });
  return jsonResponse({ ...me, profile: { ...me.profile, language: 'en' } });
};

const DOCTOR_ID = '7d3f2a4e-1b5c-4c8e-9f21-0a6b3c9d8e71';
/** What the server returns for a doctor's status change: the name beside the ids. */
const doctorEntry = entry({
  id: 'e-7',
  action: 'doctor.status_changed',
  description: `Doctor "BS. Lê Thị Hoa" is now verified`,
  doctor_id: DOCTOR_ID,
  doctor_name: 'BS. Lê Thị Hoa',
  target_user_id: null,
  target_user_email: null,
  metadata: { doctor_id: DOCTOR_ID, status: 'verified' },
});

const entries = [
  entry({ id: 'e-1', severity: 'error', action: 'security.sign_in_failed' }),
  entry({ id: 'e-2', severity: 'warning', action: 'feedback.approved' }),
  entry({
    id: 'e-3',
    user_id: null,
    user_email: null,
    action: 'visit.pushed',
    description: null,
    ip_address: null,
  }),
  // An unexpected severity from an older writer is shown as info.
  entry({ id: 'e-4', severity: 'debug' as AuditEntry['severity'] }),
];

describe('Audit logs', { timeout: 20_000 }, () => {
  preloadScreen(() => import('./audit-page'));

  afterEach(async () => {
    await changeLanguage('vi');
  });

  it('maps severities and action prefixes', () => {
    expect(normalizeSeverity('error')).toBe('error');
    expect(normalizeSeverity('warning')).toBe('warning');
    expect(normalizeSeverity('notice')).toBe('info');
    expect(actionIcon('doctor.updated')).toBe(Stethoscope);
    expect(actionIcon('clinic.created')).toBe(Building2);
    expect(actionIcon('security.sign_in_failed')).toBe(Shield);
    expect(actionIcon('visit.created')).toBe(Activity);
  });

  it('shows severity badges, System for entries without a user, and dashes', async () => {
    stubAdminApi({
      'GET /api/admin/audit-logs': () => jsonResponse({ items: entries, next_cursor: null }),
    });
    renderOps('/admin/settings/audit');

    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(4);
    const severity = (row: HTMLElement) =>
      row.querySelector('[data-severity]')?.getAttribute('data-severity');
    expect(rows.map(severity)).toEqual(['error', 'warning', 'info', 'info']);
    expect(within(rows[0]!).getByText('Lỗi')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Cảnh báo')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Thông tin')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Duyệt đánh giá')).toBeInTheDocument();

    expect(within(rows[2]!).getByText('Hệ thống')).toBeInTheDocument();
    expect(within(rows[2]!).getAllByText('—')).toHaveLength(1);
    // The sentence is written from the action, not the stored English text.
    expect(within(rows[2]!).getByText('Nhận lượt khám từ hệ thống của phòng khám')).toBeVisible();
    expect(within(rows[0]!).getByText('Một lần đăng nhập thất bại')).toBeVisible();
    expect(
      within(rows[3]!).getByText(
        'Đổi vai trò của minh.tran@example.com từ không có vai trò sang nhân viên',
      ),
    ).toBeVisible();
    expect(screen.getByText('Đã hiển thị toàn bộ 4 mục')).toBeInTheDocument();
  });

  it('sends the filters and loads the next page by cursor', async () => {
    const user = userEvent.setup();
    const fetchMock = stubAdminApi({
      'GET /api/admin/audit-logs': (request) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        return cursor
          ? jsonResponse({
              items: [entry({ id: 'e-9', action: 'clinic.updated' })],
              next_cursor: null,
            })
          : jsonResponse({ items: entries.slice(0, 1), next_cursor: 'c-2' });
      },
    });
    renderOps('/admin/settings/audit');

    await user.click(await screen.findByRole('button', { name: 'Tải thêm' }));
    expect(await screen.findByText('Sửa phòng khám')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('cursor=c-2'))).toBe(true);

    await user.click(screen.getByRole('combobox', { name: 'Mức độ' }));
    await user.click(await screen.findByRole('option', { name: 'Cảnh báo' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('severity=warning'))).toBe(
        true,
      ),
    );
    await user.click(screen.getByRole('combobox', { name: 'Loại thao tác' }));
    await user.click(await screen.findByRole('option', { name: 'Người dùng' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('action_prefix=user'))).toBe(
        true,
      ),
    );
  });

  it('writes an entry about a doctor with the name, in Vietnamese and in English', async () => {
    stubAdminApi({
      'GET /api/admin/audit-logs': () =>
        jsonResponse({
          items: [doctorEntry, entry({ id: 'e-8', action: 'billing.refunded', metadata: null })],
          next_cursor: null,
        }),
    });
    const view = renderOps('/admin/settings/audit');
    const [vi, unknownVi] = (await screen.findAllByRole('row')).slice(1);
    expect(
      within(vi!).getByText('Chuyển trạng thái của bác sĩ BS. Lê Thị Hoa thành đã xác minh'),
    ).toBeVisible();
    // The raw ids wait, folded, in the details.
    const ids = within(vi!).getAllByText(new RegExp(DOCTOR_ID));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).not.toBeVisible();
    expect(within(unknownVi!).getByText('Thao tác billing.refunded (xem chi tiết)')).toBeVisible();
    view.unmount();

    stubFetch({
      'GET /api/me': englishAdminMe,
      'GET /api/admin/audit-logs': () => jsonResponse({ items: [doctorEntry], next_cursor: null }),
    });
    await changeLanguage('en');
    renderOps('/admin/settings/audit');
    await screen.findByText('Audit logs');
    const [en] = (await screen.findAllByRole('row')).slice(1);
    expect(within(en!).getByText('Set the status of BS. Lê Thị Hoa to verified')).toBeVisible();
    expect(within(en!).getByText('Doctor status changed')).toBeVisible();
  });

  it('shows the ids, the recorded text and the metadata in the details', async () => {
    const user = userEvent.setup();
    await changeLanguage('en');
    stubFetch({
      'GET /api/me': englishAdminMe,
      'GET /api/admin/audit-logs': () => jsonResponse({ items: [doctorEntry], next_cursor: null }),
    });
    renderOps('/admin/settings/audit');
    await screen.findByText('Audit logs');
    const [row] = (await screen.findAllByRole('row')).slice(1);
    const details = within(row!).getByTestId('audit-details');
    expect(details).not.toHaveAttribute('open');

    await user.click(within(details).getByText('Details'));
    expect(details).toHaveAttribute('open');
    const value = (label: string) =>
      within(details).getByText(label).nextElementSibling?.textContent;
    expect(value('Doctor (id)')).toBe(DOCTOR_ID);
    expect(value('Done by (id)')).toBe('user-1');
    expect(value('Action code')).toBe('doctor.status_changed');
    expect(value('Text recorded at the time')).toBe('Doctor "BS. Lê Thị Hoa" is now verified');
    expect(JSON.parse(value('Metadata') ?? '')).toEqual({
      doctor_id: DOCTOR_ID,
      status: 'verified',
    });
    expect(within(details).queryByText('Clinic (id)')).toBeNull();
  });
});
