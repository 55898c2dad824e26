/** The readable version of a data export: one HTML page, in the person's language. */
import type { DataExport } from '../../../shared/privacy';

const LABELS = {
  vi: {
    title: 'Dữ liệu của tôi',
    generated: 'Tạo lúc',
    account: 'Tài khoản',
    profile: 'Hồ sơ',
    preferences: 'Tùy chọn thông báo',
    reviews: 'Đánh giá (kèm lịch sử trạng thái)',
    reports: 'Báo cáo đã gửi',
    notifications: 'Thông báo',
    visits_claimed: 'Lượt khám đã xác minh',
    sessions: 'Phiên đăng nhập',
    audit_events: 'Sự kiện về tài khoản',
    none: 'Không có',
  },
  en: {
    title: 'My data',
    generated: 'Generated at',
    account: 'Account',
    profile: 'Profile',
    preferences: 'Notification preferences',
    reviews: 'Reviews (with their status history)',
    reports: 'Reports made',
    notifications: 'Notifications',
    visits_claimed: 'Visits verified',
    sessions: 'Sessions',
    audit_events: 'Events about the account',
    none: 'None',
  },
} as const;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

function value(v: unknown, none: string): string {
  if (v === null || v === undefined || v === '') return '<span class="none">–</span>';
  if (Array.isArray(v)) {
    if (v.length === 0) return `<p class="none">${none}</p>`;
    return `<ol>${v.map((item) => `<li>${value(item, none)}</li>`).join('')}</ol>`;
  }
  if (typeof v === 'object') {
    const rows = Object.entries(v as Record<string, unknown>)
      .map(
        ([k, inner]) =>
          `<tr><th scope="row">${escapeHtml(k)}</th><td>${value(inner, none)}</td></tr>`,
      )
      .join('');
    return `<table>${rows}</table>`;
  }
  return escapeHtml(String(v));
}

export function exportHtml(data: DataExport): string {
  const lng = data.profile.language === 'en' ? 'en' : 'vi';
  const l = LABELS[lng];
  const sections = (
    [
      'account',
      'profile',
      'preferences',
      'reviews',
      'reports',
      'notifications',
      'visits_claimed',
      'sessions',
      'audit_events',
    ] as const
  )
    .map((key) => `<section><h2>${l[key]}</h2>${value(data[key], l.none)}</section>`)
    .join('\n');
  return `<!doctype html>
<html lang="${lng}"><head><meta charset="utf-8"><title>${l.title}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
table{border-collapse:collapse;margin:.25rem 0}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:#f3f3f3;font-weight:600}.none{color:#555}</style></head>
<body><h1>${l.title}</h1><p>${l.generated}: ${escapeHtml(data.generated_at)}</p>
${sections}
</body></html>`;
}
