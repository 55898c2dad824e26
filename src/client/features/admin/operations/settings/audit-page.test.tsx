import type { AuditEntry } from '@shared/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Activity, Building2, Shield, Stethoscope } from 'lucide-react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../../test/render-app';
import { adminMe, renderOps } from '../shared/test-harness';
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
  ...overrides,
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
  beforeAll(async () => {
    await import('./audit-page');
  }, 60_000);

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
    stubFetch({
      'GET /api/me': adminMe,
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
    expect(within(rows[2]!).getAllByText('—')).toHaveLength(2);
    const description = within(rows[0]!).getByText(/changed from none to staff/);
    expect(description).toHaveAttribute('title', entries[0]!.description);
    expect(screen.getByText('Đã hiển thị toàn bộ 4 mục')).toBeInTheDocument();
  });

  it('sends the filters and loads the next page by cursor', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'GET /api/me': adminMe,
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
});
