import type { InsightsReport, TopicComment } from '@shared/insights';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import {
  CLINIC_ID,
  DOCTOR_ID,
  makeClinic,
  preloadScreen,
  stubAdminApi,
} from '../../../test/admin-fixtures';
import { jsonResponse, meResponse, renderApp, stubFetch } from '../../../test/render-app';
import { CARDIOLOGY } from '../../doctors/test-data';

const OTHER_DOCTOR = '44444444-4444-4444-8444-444444444444';
const MONTHS = Array.from({ length: 12 }, (_, i) =>
  new Date(Date.UTC(2025, 5 + i, 1)).toISOString().slice(0, 7),
);
const LAST = MONTHS[11] ?? '';
const BEFORE_LAST = MONTHS[10] ?? '';

function makeReport(overrides: Partial<InsightsReport> = {}): InsightsReport {
  return {
    choices: {
      clinics: [{ id: CLINIC_ID, name: 'Phòng khám Quận 1' }],
      doctors: [
        { id: DOCTOR_ID, name: 'BS. Lê Hoàng Nam', clinic_id: CLINIC_ID },
        { id: OTHER_DOCTOR, name: 'BS. Trần Thu Hà', clinic_id: CLINIC_ID },
      ],
    },
    months: MONTHS,
    min_sample: 10,
    min_reviews: 3,
    nps: {
      total: { responses: 42, nps: 35 },
      by_month: MONTHS.map((m) => ({
        key: m,
        label: m,
        ...(m === LAST
          ? { responses: 30, nps: 40 }
          : m === BEFORE_LAST
            ? { responses: 12, nps: -8 }
            : { responses: 0, nps: null }),
      })),
      by_clinic: [{ key: CLINIC_ID, label: 'Phòng khám Quận 1', responses: 42, nps: 35 }],
      by_specialty: [
        { key: 'sp-1', label: 'Tim mạch', label_en: 'Cardiology', responses: 42, nps: 35 },
      ],
      by_doctor: [
        { key: OTHER_DOCTOR, label: 'BS. Trần Thu Hà', responses: 4, nps: null },
        { key: DOCTOR_ID, label: 'BS. Lê Hoàng Nam', responses: 38, nps: 37 },
      ],
    },
    standings: [
      {
        doctor: { id: DOCTOR_ID, name: 'BS. Lê Hoàng Nam' },
        specialty: CARDIOLOGY,
        reviews: 40,
        mean: 4.62,
        standing: { adjusted: 4.58, percentile: 80, peers: 12 },
        unranked: null,
      },
      {
        doctor: { id: OTHER_DOCTOR, name: 'BS. Trần Thu Hà' },
        specialty: CARDIOLOGY,
        reviews: 2,
        mean: 5,
        standing: null,
        unranked: 'few_reviews',
      },
    ],
    topics: {
      commented: 25,
      low_commented: 4,
      high_commented: 18,
      topics: [
        {
          topic: 'waiting_time',
          mentions: 9,
          low: 3,
          high: 5,
          low_share: 0.75,
          high_share: 5 / 18,
        },
        { topic: 'attitude', mentions: 6, low: 1, high: 5, low_share: 0.25, high_share: 5 / 18 },
        { topic: 'cost', mentions: 0, low: 0, high: 0, low_share: 0, high_share: 0 },
        // A topic the chain added, named by its own labels.
        {
          topic: 'chain:parking',
          label: { vi: 'Chỗ đậu xe', en: 'Parking' },
          mentions: 2,
          low: 1,
          high: 1,
          low_share: 0.25,
          high_share: 1 / 18,
        },
      ],
      months: MONTHS.map((m) => ({
        month: m,
        commented: m === LAST ? 25 : 0,
        mentions: m === LAST ? { waiting_time: 9, attitude: 6 } : {},
      })),
    },
    ...overrides,
  };
}

const COMMENT: TopicComment = {
  feedback_id: '55555555-5555-4555-8555-555555555555',
  doctor: { id: DOCTOR_ID, name: 'BS. Lê Hoàng Nam' },
  rating: 2,
  comment: 'Phải chờ lâu hơn một tiếng. Thời gian chờ quá dài.',
  words: ['chờ lâu', 'thời gian chờ'],
  created_at: '2026-05-10T03:00:00.000Z',
};

function stubInsights(report: InsightsReport = makeReport()) {
  const urls: URL[] = [];
  const fetchMock = stubAdminApi({
    'GET /api/admin/clinics': () => jsonResponse({ items: [makeClinic()] }),
    'GET /api/admin/insights': (request) => {
      urls.push(new URL(request.url));
      return jsonResponse(report);
    },
    'GET /api/admin/insights/topic-comments': (request) => {
      urls.push(new URL(request.url));
      return jsonResponse({ items: [COMMENT] });
    },
  });
  return { urls, fetchMock };
}

const region = (name: string) =>
  screen.getByRole('heading', { name }).closest<HTMLElement>('[data-slot="card"]') ?? document.body;

describe('Patient experience screen', { timeout: 30_000 }, () => {
  preloadScreen(() => Promise.all([import('../../../app/admin-app'), import('./insights-page')]));

  it('shows every figure with its sample size, and the standings within specialty', async () => {
    const user = userEvent.setup();
    stubInsights();
    renderApp('/admin/insights');

    expect(await screen.findByText('+35')).toBeInTheDocument();
    expect(screen.getByText('n = 42')).toBeInTheDocument();
    expect(
      screen.getByText(/tỉ lệ phần trăm người ủng hộ \(9–10\) trừ đi tỉ lệ phần trăm/),
    ).toBeInTheDocument();

    // By month: every month of the window, with its n; a month under the minimum has a dash.
    const months = screen.getByRole('tabpanel');
    expect(within(months).getAllByRole('row')).toHaveLength(13);
    expect(within(months).getByRole('row', { name: 'thg 5 26 30 +40' })).toBeInTheDocument();
    expect(within(months).getByRole('row', { name: 'thg 4 26 12 -8' })).toBeInTheDocument();
    expect(within(months).getByRole('row', { name: 'thg 3 26 0 —' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Theo bác sĩ' }));
    const doctors = await screen.findByRole('tabpanel');
    const rows = within(doctors).getAllByRole('row');
    // The largest sample first; four answers are too few for a score.
    expect(rows[1]).toHaveAccessibleName('BS. Lê Hoàng Nam 38 +37');
    expect(rows[2]).toHaveAccessibleName('BS. Trần Thu Hà 4 —');

    await user.click(screen.getByRole('tab', { name: 'Theo chuyên khoa' }));
    expect(await within(screen.getByRole('tabpanel')).findByText('Tim mạch')).toBeInTheDocument();

    const standings = region('Vị trí trong chuyên khoa');
    expect(within(standings).getByText(/phương pháp co rút/)).toBeInTheDocument();
    const ranked = within(standings).getByRole('row', { name: /BS\. Lê Hoàng Nam/ });
    expect(ranked).toHaveTextContent('4,62');
    expect(ranked).toHaveTextContent('4,58');
    expect(ranked).toHaveTextContent('Cao hơn 80% trong số 11 bác sĩ khác được xếp hạng');
    expect(within(standings).getByRole('row', { name: /BS\. Trần Thu Hà/ })).toHaveTextContent(
      'Chưa xếp hạng: có 2 trên 3 đánh giá cần có',
    );
  });

  it('hides a score below the minimum sample and says how many answers there are', async () => {
    stubInsights(
      makeReport({
        nps: { ...makeReport().nps, total: { responses: 3, nps: null } },
      }),
    );
    renderApp('/admin/insights');

    expect(
      await screen.findByText('Chưa đủ 10 câu trả lời: quá ít để tính điểm'),
    ).toBeInTheDocument();
    expect(screen.getByText('n = 3')).toBeInTheDocument();
    expect(screen.queryByText('+35')).not.toBeInTheDocument();
  });

  it('keeps the filters in the address and sends them with every request', async () => {
    const user = userEvent.setup();
    const { urls } = stubInsights();
    const { router } = renderApp('/admin/insights');

    const clinic = await screen.findByRole('combobox', { name: 'Phòng khám' });
    await waitFor(() => expect(clinic).toBeEnabled());
    await user.click(clinic);
    await user.click(await screen.findByRole('option', { name: 'Phòng khám Quận 1' }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('clinic_id')).toBe(CLINIC_ID));

    const doctor = screen.getByRole('combobox', { name: 'Bác sĩ' });
    await waitFor(() => expect(doctor).toBeEnabled());
    await user.click(doctor);
    await user.click(await screen.findByRole('option', { name: 'BS. Trần Thu Hà' }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('doctor_id')).toBe(OTHER_DOCTOR));
    expect(urls.at(-1)?.searchParams.get('clinic_id')).toBe(CLINIC_ID);
    expect(router.state.location.search).toBe(`?clinic=${CLINIC_ID}&doctor=${OTHER_DOCTOR}`);

    // The survey export is for the filtered clinic and, by default, the last month that ended.
    const link = await screen.findByRole('link', { name: 'Tải bảng tính' });
    expect(link).toHaveAttribute(
      'href',
      `/api/admin/insights/moh-survey.xlsx?clinic_id=${CLINIC_ID}&month=${BEFORE_LAST}`,
    );
    expect(link).toHaveAttribute('download');
  });

  it('opens a topic on the comments behind it, with the matched words highlighted', async () => {
    const user = userEvent.setup();
    const { urls } = stubInsights();
    renderApp(`/admin/insights?clinic=${CLINIC_ID}`);

    const topics = await waitFor(() => region('Chủ đề trong nhận xét'));
    const waiting = within(topics).getByRole('row', { name: /^Thời gian chờ/ });
    expect(waiting).toHaveTextContent('75%');
    expect(waiting).toHaveTextContent('28%');
    expect(
      within(topics).getByRole('button', { name: 'Đọc các nhận xét về Chỗ đậu xe' }),
    ).toBeInTheDocument();
    // A topic nobody mentioned has nothing to open.
    expect(
      within(topics).queryByRole('button', { name: 'Đọc các nhận xét về Chi phí' }),
    ).not.toBeInTheDocument();

    await user.click(
      within(topics).getByRole('button', { name: 'Đọc các nhận xét về Thời gian chờ' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nhận xét về “Thời gian chờ”' });
    const list = await within(dialog).findByRole('list', { name: 'Nhận xét' });
    const marks = [...list.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['chờ lâu', 'Thời gian chờ']);
    expect(within(list).getByText('2 trên 5 sao')).toBeInTheDocument();
    const request = urls.find((u) => u.pathname.endsWith('/topic-comments'));
    expect(request?.searchParams.get('topic')).toBe('waiting_time');
    expect(request?.searchParams.get('clinic_id')).toBe(CLINIC_ID);
    expect(request?.searchParams.has('band')).toBe(false);

    await user.click(within(dialog).getByRole('radio', { name: 'Thấp (1–2★)' }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('band')).toBe('low'));
    expect(urls.at(-1)?.searchParams.get('topic')).toBe('waiting_time');
  });

  it('lists the viewer’s clinics from the report, without the directory', async () => {
    const urls: string[] = [];
    stubFetch({
      'GET /api/me': () => jsonResponse(meResponse({ role: 'staff' })),
      'GET /api/admin/insights': (request) => {
        urls.push(request.url);
        return jsonResponse(makeReport());
      },
    });
    renderApp('/admin/insights');
    const user = userEvent.setup();
    const clinic = await screen.findByRole('combobox', { name: 'Phòng khám' });
    await waitFor(() => expect(clinic).toBeEnabled());
    await user.click(clinic);
    expect(await screen.findByRole('option', { name: 'Phòng khám Quận 1' })).toBeInTheDocument();
    expect(urls.every((u) => new URL(u).pathname === '/api/admin/insights')).toBe(true);
  });

  it('is written in English too', async () => {
    await changeLanguage('en');
    const me = meResponse({ isAdmin: true });
    stubFetch({
      'GET /api/me': () => jsonResponse({ ...me, profile: { ...me.profile, language: 'en' } }),
      'GET /api/admin/clinics': () => jsonResponse({ items: [makeClinic()] }),
      'GET /api/admin/insights': () => jsonResponse(makeReport()),
    });
    renderApp('/admin/insights');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Patient experience' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Recommendation (NPS)' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/percentage of promoters \(9–10\) minus/)).toBeInTheDocument();
    const months = screen.getByRole('tabpanel');
    expect(within(months).getByRole('row', { name: 'May 26 30 +40' })).toBeInTheDocument();
    const standings = region('Standings within specialty');
    expect(
      within(standings).getByText('Better than 80% of the 11 other ranked doctors'),
    ).toBeInTheDocument();
    expect(within(standings).getAllByText('Cardiology')).toHaveLength(2);
    expect(within(standings).getByText('4.62')).toBeInTheDocument();
    const topics = region('Topics in comments');
    expect(
      within(topics).getByRole('button', { name: 'Read the comments about Waiting time' }),
    ).toBeInTheDocument();
    expect(
      within(topics).getByRole('button', { name: 'Read the comments about Parking' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ministry of Health survey' })).toBeInTheDocument();
  });
});
