import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import {
  apiErrorResponse,
  jsonResponse,
  meResponse,
  renderApp,
  stubFetch,
} from '../../test/render-app';
import {
  CARDIOLOGY,
  DOCTOR_ID,
  doctorProfile,
  doctorSummary,
  FACETS,
  paged,
  review,
  STATS,
  UNSCORED,
} from './test-data';

const PATH = `/doctors/${DOCTOR_ID}`;

function stubDoctor(overrides: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    [`GET /api/doctors/${DOCTOR_ID}`]: () => jsonResponse(doctorProfile()),
    [`GET /api/doctors/${DOCTOR_ID}/reviews`]: () =>
      jsonResponse(
        paged(
          [
            review({ id: 'r1', is_anonymous: true, patient_name: 'Ẩn Mình', verified_visit: true }),
            review({ id: 'r2', comment: null, patient_name: null }),
            review({ id: 'r3', comment: '<b>Rất tốt</b>', patient_name: 'Minh T.' }),
          ],
          3,
          1,
          10,
        ),
      ),
    [`GET /api/doctors/${DOCTOR_ID}/stats`]: () => jsonResponse(STATS),
    ...overrides,
  });
}

describe('Doctor detail page', () => {
  // The route is a lazy chunk: transform it here, not inside the first test's 5 s budget.
  beforeAll(async () => {
    await import('./doctor-detail-page');
  }, 30_000);

  it('shows the loading text, then the profile with its clinic address and sets the title', async () => {
    stubDoctor();
    renderApp(PATH);

    expect(await screen.findByText('Đang tải thông tin bác sĩ...')).toBeInTheDocument();
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'PGS.TS.BS. Nguyễn Văn Đức',
    });
    expect(heading).toBeInTheDocument();
    expect(screen.getByText('Tim mạch')).toBeInTheDocument();
    expect(screen.getByText('12 Lê Lợi, Quận 1, TP. Hồ Chí Minh')).toBeInTheDocument();
    expect(screen.getByText('Đại học Y Dược TP. Hồ Chí Minh')).toBeInTheDocument();
    expect(screen.getByText('20 năm')).toBeInTheDocument();
    expect(screen.getByText('Chuyên điều trị bệnh mạch vành.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quay lại danh sách bác sĩ' })).toHaveAttribute(
      'href',
      '/doctors',
    );
    expect(document.title).toContain('PGS.TS.BS. Nguyễn Văn Đức');
  });

  it('makes giving feedback the main action only for a patient with a verified visit', async () => {
    stubDoctor();
    const guest = renderApp(PATH);
    const guestButton = await screen.findByRole('button', { name: 'Gửi đánh giá' });
    expect(guestButton).toHaveAttribute('data-primary', 'false');
    guest.unmount();
    stubDoctor({
      'GET /api/me': () => jsonResponse(meResponse()),
      [`GET /api/doctors/${DOCTOR_ID}/my-visit`]: () => jsonResponse({ visited: true }),
    });
    renderApp(PATH);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Gửi đánh giá' })).toHaveAttribute(
        'data-primary',
        'true',
      ),
    );
  });

  it('states nothing that is not recorded: no education, experience or introduction invented', async () => {
    stubDoctor({
      [`GET /api/doctors/${DOCTOR_ID}`]: () =>
        jsonResponse(
          doctorProfile({
            education: null,
            experience_years: null,
            bio: null,
            bio_en: null,
            image_url: null,
          }),
        ),
    });
    renderApp(PATH);

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'PGS.TS.BS. Nguyễn Văn Đức',
    );
    for (const label of ['Học vấn', 'Kinh nghiệm', 'Giới thiệu']) {
      expect(screen.queryByText(label)).not.toBeInTheDocument();
    }
    expect(screen.queryByText(/Harvard|15\+|tận tâm/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Ảnh chân dung PGS.TS.BS. Nguyễn Văn Đức' }),
    ).toHaveAttribute('src', '/images/doctor-placeholder.svg');
  });

  it('lists reviews with Anonymous (also for an author without a name), Verified visit, and a review without comment as its ratings alone', async () => {
    stubDoctor();
    renderApp(PATH);

    const panel = await screen.findByRole('tabpanel', { name: 'Đánh giá' });
    const items = await within(panel).findAllByRole('article');
    expect(items).toHaveLength(3);

    const anonymous = within(items[0]!);
    expect(anonymous.getByRole('heading', { name: 'Ẩn danh' })).toBeInTheDocument();
    expect(anonymous.queryByText('Ẩn Mình')).not.toBeInTheDocument();
    expect(anonymous.getByText('Đã xác minh lượt khám')).toBeInTheDocument();
    expect(anonymous.getByRole('img', { name: 'Đạt 5,0 trên 5 sao' })).toBeInTheDocument();
    expect(anonymous.getByText('3 thg 5, 2025')).toBeInTheDocument();

    const unknown = within(items[1]!);
    expect(unknown.getByRole('heading', { name: 'Ẩn danh' })).toBeInTheDocument();
    expect(unknown.queryByText(/Trải nghiệm tuyệt vời/)).not.toBeInTheDocument();
    expect(items[1]!.querySelector('p')).toBeNull();
    expect(unknown.queryByText('Đã xác minh lượt khám')).not.toBeInTheDocument();
    expect(unknown.getByText('Trải nghiệm khách hàng:')).toBeInTheDocument();
    expect(unknown.getByText('4/5')).toBeInTheDocument();

    // Comments are text: markup typed by a patient is shown, never interpreted.
    const named = within(items[2]!);
    expect(named.getByRole('heading', { name: 'Minh T.' })).toBeInTheDocument();
    expect(named.getByText('<b>Rất tốt</b>')).toBeInTheDocument();
    expect(items[2]!.querySelector('b')).toBeNull();
  });

  it('says there are no reviews yet', async () => {
    stubDoctor({
      [`GET /api/doctors/${DOCTOR_ID}/reviews`]: () => jsonResponse(paged([], 0, 1, 10)),
    });
    renderApp(PATH);
    const panel = await screen.findByRole('tabpanel', { name: 'Đánh giá' });
    expect(await within(panel).findByText('Chưa có đánh giá')).toBeInTheDocument();
  });

  it('loads more reviews on request', async () => {
    const user = userEvent.setup();
    stubDoctor({
      [`GET /api/doctors/${DOCTOR_ID}/reviews`]: (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return jsonResponse(
          paged([review({ id: `r${page}`, patient_name: `Người ${page}` })], 2, page, 1),
        );
      },
    });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Người 1' })).toBeInTheDocument();
    expect(screen.getByText('Đang hiển thị 1 / 2 đánh giá')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Xem thêm đánh giá' }));
    expect(await screen.findByRole('heading', { name: 'Người 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Xem thêm đánh giá' })).not.toBeInTheDocument();
  });

  it('switches to the Statistics tab and shows the numbers behind the chart', async () => {
    const user = userEvent.setup();
    stubDoctor();
    const { router } = renderApp(PATH);

    const reviewsTab = await screen.findByRole('tab', { name: 'Đánh giá' });
    expect(reviewsTab).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Thống kê' }));
    expect(screen.getByRole('tab', { name: 'Thống kê' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=statistics');

    const panel = await screen.findByRole('tabpanel', { name: 'Thống kê' });
    const table = await within(panel).findByRole('table', {
      name: 'Số sao đánh giá chung bệnh nhân đã chấm',
    });
    expect(
      within(panel).getByText(/Điểm tổng hợp gộp ba tiêu chí theo trọng số: chuyên môn y khoa và/),
    ).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '5 sao10',
      '4 sao5',
      '3 sao2',
      '2 sao1',
      '1 sao0',
    ]);
    // The combined score, not the mean of the overall stars (4,3 here).
    expect(within(panel).getByText('4,6')).toBeInTheDocument();
    expect(within(panel).queryByText('4,3')).toBeNull();
    expect(within(panel).getByText('18')).toBeInTheDocument();
    expect(within(panel).getByText('Chuyên môn y khoa')).toBeInTheDocument();
    expect(within(panel).getAllByText('(trọng số 40%)')).toHaveLength(2);
    expect(within(panel).getByText('4,6/5 · 92%')).toBeInTheDocument();
    expect(within(panel).getByText('(trọng số 20%)')).toBeInTheDocument();
    expect(within(panel).getByText('4,8/5 · 96%')).toBeInTheDocument();
    expect(within(panel).getByText('Điểm tổng hợp')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Đánh giá' }));
    expect(await screen.findByRole('tabpanel', { name: 'Đánh giá' })).toBeInTheDocument();
  });

  it('replaces the tabs with the feedback panel, and Cancel brings them back', async () => {
    const user = userEvent.setup();
    stubDoctor();
    renderApp(PATH);

    await user.click(await screen.findByRole('button', { name: 'Gửi đánh giá' }));
    const slot = screen.getByRole('region', { name: 'Đánh giá bác sĩ' });
    // The flow inside loads when the panel opens.
    expect(await within(slot).findByText(/mã lượt khám/)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();

    await user.click(within(slot).getByRole('button', { name: 'Hủy' }));
    expect(screen.queryByRole('region', { name: 'Đánh giá bác sĩ' })).not.toBeInTheDocument();
    expect(screen.getByRole('tablist')).toBeInTheDocument();
  });

  it('shows the not-found screen for an unknown id', async () => {
    stubFetch({});
    renderApp('/doctors/khong-ton-tai');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy bác sĩ' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Không có bác sĩ nào với mã này trong cơ sở dữ liệu của chúng tôi.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quay lại tất cả bác sĩ' })).toHaveAttribute(
      'href',
      '/doctors',
    );
  });

  it('shows the profile in English: specialty, years, English bio, Vietnamese fallback marked', async () => {
    await changeLanguage('en');
    stubDoctor();
    renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: 'PGS.TS.BS. Nguyễn Văn Đức' });
    expect(screen.getByText('Cardiology')).toBeInTheDocument();
    expect(screen.getByText('20 years')).toBeInTheDocument();
    expect(screen.getByText('Treats coronary artery disease.')).not.toHaveAttribute('lang');
    // No English education: the Vietnamese text is shown, marked as Vietnamese.
    expect(screen.getByText('Đại học Y Dược TP. Hồ Chí Minh')).toHaveAttribute('lang', 'vi');
  });

  it('shows the error message on other failures, in English', async () => {
    await changeLanguage('en');
    stubFetch({
      [`GET /api/doctors/${DOCTOR_ID}`]: () => apiErrorResponse(418, 'teapot', 'I am a teapot'),
    });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Doctor not found' })).toBeInTheDocument();
    expect(screen.getByText('I am a teapot')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps the list query string on the back link when coming from the list', async () => {
    const user = userEvent.setup();
    stubDoctor({
      'GET /api/doctors/facets': () => jsonResponse(FACETS),
      'GET /api/doctors': () => jsonResponse(paged([doctorSummary()], 1)),
    });
    renderApp('/doctors?q=nguyen&sort=rating');

    await user.click(await screen.findByRole('link', { name: /Xem hồ sơ/ }));
    const back = await screen.findByRole('link', { name: 'Quay lại danh sách bác sĩ' });
    expect(back).toHaveAttribute('href', '/doctors?q=nguyen&sort=rating');
    // Switching tabs rewrites the URL but keeps where the visitor came from.
    await user.click(screen.getByRole('tab', { name: 'Thống kê' }));
    expect(screen.getByRole('link', { name: 'Quay lại danh sách bác sĩ' })).toHaveAttribute(
      'href',
      '/doctors?q=nguyen&sort=rating',
    );
  });

  it('shows "not enough reviews" instead of a score below the minimum sample, reviews still listed', async () => {
    const user = userEvent.setup();
    stubDoctor({
      [`GET /api/doctors/${DOCTOR_ID}`]: () => jsonResponse(doctorProfile(UNSCORED)),
      [`GET /api/doctors/${DOCTOR_ID}/stats`]: () =>
        jsonResponse({ has_score: false, review_count: 2, min_reviews_for_score: 3 }),
    });
    renderApp(PATH);

    const heading = await screen.findByRole('heading', { level: 1 });
    const profile = heading.closest('article')!;
    expect(within(profile).getByText('Chưa đủ đánh giá (2)')).toBeInTheDocument();
    expect(within(profile).queryByRole('img', { name: /sao/ })).not.toBeInTheDocument();
    const reviews = await screen.findByRole('tabpanel', { name: 'Đánh giá' });
    expect(await within(reviews).findAllByRole('article')).toHaveLength(3);

    await user.click(screen.getByRole('tab', { name: 'Thống kê' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Thống kê' });
    expect(
      await within(panel).findByText(/cần ít nhất 3\. Các đánh giá vẫn được hiển thị/),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows what patients say, quoted with the language marked, and the standing when given', async () => {
    stubDoctor({
      [`GET /api/doctors/${DOCTOR_ID}/quotes`]: () =>
        jsonResponse({
          quotes: [
            {
              feedback_id: 'q1',
              text: 'Bác sĩ giải thích rất kỹ từng chỉ số.',
              lang: 'vi',
              topic: 'explanation',
              created_at: '2026-11-02T03:00:00.000Z',
            },
            {
              feedback_id: 'q2',
              text: 'I barely waited ten minutes.',
              lang: 'en',
              topic: 'waiting_time',
              created_at: '2026-10-12T03:00:00.000Z',
            },
          ],
          standing: { percentile: 80, peers: 6, specialty: CARDIOLOGY },
        }),
    });
    renderApp(PATH);
    const card = (await screen.findByRole('heading', { name: 'Người bệnh nói gì' })).closest(
      'div[class]',
    )!.parentElement!;
    const quote = await within(card).findByText('I barely waited ten minutes.');
    expect(quote.closest('blockquote')).toHaveAttribute('lang', 'en');
    expect(within(card).getByText(/Về Thời gian chờ/)).toBeInTheDocument();
    expect(
      screen.getByText(/cao hơn 80% bác sĩ Tim mạch trong chuỗi \(6 bác sĩ được xếp hạng\)/),
    ).toBeInTheDocument();
  });

  it('shows no quotes section when the doctor has none to show', async () => {
    stubDoctor({
      [`GET /api/doctors/${DOCTOR_ID}/quotes`]: () => jsonResponse({ quotes: [], standing: null }),
    });
    renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: 'PGS.TS.BS. Nguyễn Văn Đức' });
    expect(screen.queryByRole('heading', { name: 'Người bệnh nói gì' })).not.toBeInTheDocument();
  });
});
