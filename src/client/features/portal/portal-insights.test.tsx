import type { DoctorInsights } from '@shared/insights';
import type { PortalOverview } from '@shared/portal';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../i18n';
import { jsonResponse, meResponse, renderApp, stubFetch } from '../../test/render-app';
import { CARDIOLOGY } from '../doctors/test-data';

const MONTHS = Array.from({ length: 12 }, (_, i) =>
  new Date(Date.UTC(2025, 5 + i, 1)).toISOString().slice(0, 7),
);
const LAST = MONTHS[11] ?? '';

const overview: PortalOverview = {
  doctor: {
    id: 'doctor-1',
    name: 'BS. Lê Hoàng Nam',
    specialty: CARDIOLOGY,
    clinic: 'Phòng khám Quận 1',
    status: 'verified',
  },
  review_count: 0,
  score: null,
  criteria: { medical_expertise: null, customer_experience: null, compliance: null },
  distribution: [0, 0, 0, 0, 0],
  months: [],
  pending_edit: null,
};

function makeInsights(overrides: Partial<DoctorInsights> = {}): DoctorInsights {
  return {
    months: MONTHS,
    min_sample: 10,
    nps: {
      total: { responses: 24, nps: 42 },
      by_month: MONTHS.map((m) => ({
        key: m,
        label: m,
        ...(m === LAST ? { responses: 24, nps: 42 } : { responses: 0, nps: null }),
      })),
    },
    standing: { adjusted: 4.41, percentile: 75, peers: 5, specialty: CARDIOLOGY },
    reviews_in_window: 26,
    min_reviews: 3,
    topics: {
      commented: 12,
      low_commented: 2,
      high_commented: 9,
      topics: [
        { topic: 'explanation', mentions: 7, low: 0, high: 6, low_share: 0, high_share: 6 / 9 },
        { topic: 'waiting_time', mentions: 3, low: 2, high: 1, low_share: 1, high_share: 1 / 9 },
      ],
      months: MONTHS.map((m) => ({
        month: m,
        commented: m === LAST ? 12 : 0,
        mentions: m === LAST ? { explanation: 7, waiting_time: 3 } : {},
      })),
    },
    ...overrides,
  };
}

function stubPortal(insights: DoctorInsights) {
  const me = meResponse({ role: 'doctor' });
  stubFetch({
    'GET /api/me': () =>
      jsonResponse({ ...me, profile: { ...me.profile, language: i18n.language } }),
    'GET /api/portal': () => jsonResponse(overview),
    'GET /api/portal/reviews': () => jsonResponse({ items: [], total: 0, page: 1, page_size: 10 }),
    'GET /api/portal/insights': () => jsonResponse(insights),
  });
}

const section = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest<HTMLElement>(
    '[data-slot="card"]',
  ) ?? document.body;

describe('Portal: how patients see you', { timeout: 30_000 }, () => {
  it('shows the score with its sample size, the standing and the topics', async () => {
    stubPortal(makeInsights());
    renderApp('/portal');

    const card = await section('Người bệnh nhìn nhận bạn thế nào');
    expect(await within(card).findByText('+42', { selector: 'span' })).toBeInTheDocument();
    expect(within(card).getByText('n = 24')).toBeInTheDocument();
    const months = within(card).getAllByRole('table')[0] as HTMLElement;
    expect(within(months).getAllByRole('row')).toHaveLength(13);
    expect(within(months).getByRole('row', { name: 'thg 5 26 24 +42' })).toBeInTheDocument();
    expect(within(months).getByRole('row', { name: 'thg 4 26 0 —' })).toBeInTheDocument();

    expect(
      within(card).getByText(
        'Cao hơn 75% trong số 4 bác sĩ khác được xếp hạng thuộc chuyên khoa Tim mạch',
      ),
    ).toBeInTheDocument();
    expect(
      within(card).getByText('Điểm đã điều chỉnh 4,41 trên 5, từ 26 đánh giá.'),
    ).toBeInTheDocument();

    const explanation = within(card).getByRole('row', { name: /^Giải thích và tư vấn/ });
    expect(explanation).toHaveTextContent('0%');
    expect(explanation).toHaveTextContent('67%');
    expect(
      within(card).getByRole('row', { name: /^Thời gian chờ 3 100% 11%/ }),
    ).toBeInTheDocument();
  });

  it('hides the score under the minimum and says why the doctor is not ranked', async () => {
    stubPortal(
      makeInsights({
        nps: { ...makeInsights().nps, total: { responses: 4, nps: null } },
        standing: null,
        reviews_in_window: 2,
      }),
    );
    renderApp('/portal');

    const card = await section('Người bệnh nhìn nhận bạn thế nào');
    expect(
      await within(card).findByText('Chưa đủ 10 câu trả lời: quá ít để tính điểm'),
    ).toBeInTheDocument();
    expect(within(card).getByText('n = 4')).toBeInTheDocument();
    expect(
      within(card).getByText(
        'Chưa được xếp hạng: bạn có 2 trên 3 đánh giá cần có trong 12 tháng gần đây.',
      ),
    ).toBeInTheDocument();
  });

  it('says in English when the doctor is alone in the specialty', async () => {
    await changeLanguage('en');
    stubPortal(makeInsights({ standing: null, reviews_in_window: 8 }));
    renderApp('/portal');

    const card = await section('How patients see you');
    expect(await within(card).findByText('+42', { selector: 'span' })).toBeInTheDocument();
    expect(
      within(card).getByText(
        'Not ranked: no other doctor of your specialty has enough reviews to compare with.',
      ),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('heading', { name: 'What comments mention' }),
    ).toBeInTheDocument();
    expect(within(card).getAllByText('Waiting time')).not.toHaveLength(0);
  });
});
