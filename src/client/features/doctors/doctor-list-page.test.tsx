import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { apiErrorResponse, jsonResponse, renderApp, stubFetch } from '../../test/render-app';
import { CLINIC_ID, doctorSummary, FACETS, PEDIATRICS, paged, UNSCORED } from './test-data';

const DOCTORS = [
  doctorSummary(),
  doctorSummary({ id: 'd2', name: 'BS. Phạm Minh Đạt', specialty: PEDIATRICS, score: 4.2 }),
];

/** Records the query string of every list request and answers with `answer`. */
function stubList(answer: (query: URLSearchParams) => Response | Promise<Response>) {
  const queries: URLSearchParams[] = [];
  const fetchMock = stubFetch({
    'GET /api/doctors/facets': () => jsonResponse(FACETS),
    'GET /api/doctors': (request) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return answer(query);
    },
  });
  return { queries, fetchMock };
}

const search = (router: ReturnType<typeof renderApp>['router']) => router.state.location.search;

describe('Doctor list page', () => {
  // The route is a lazy chunk: transform it here, not inside the first test's 5 s budget.
  beforeAll(async () => {
    await import('./doctor-list-page');
  }, 30_000);

  it('shows three skeleton cards while loading, then the cards and the count', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubList(async () => {
      await answered;
      return jsonResponse(paged(DOCTORS));
    });

    renderApp('/doctors');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tìm bác sĩ' }),
    ).toBeInTheDocument();
    const loading = await screen.findByRole('status', { name: 'Đang tải danh sách bác sĩ...' });
    expect(within(loading).getAllByTestId('doctor-card-skeleton')).toHaveLength(3);

    release();

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(screen.queryByTestId('doctor-card-skeleton')).not.toBeInTheDocument();
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'PGS.TS.BS. Nguyễn Văn Đức' })).toBeInTheDocument();
    expect(first.getByText('Tim mạch')).toBeInTheDocument();
    expect(first.getByText('Phòng khám Quận 1')).toBeInTheDocument();
    expect(first.getByText('4,6')).toBeInTheDocument();
    expect(first.getByText('(18 đánh giá)')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /Xem hồ sơ/ })).toHaveAttribute(
      'href',
      `/doctors/${DOCTORS[0]!.id}`,
    );
    expect(screen.getByText('Tìm thấy 2 bác sĩ')).toHaveAttribute('aria-live', 'polite');
    expect(document.title).toContain('Danh sách bác sĩ');
    // 12 per page and a single page: no pagination.
    expect(screen.queryByRole('navigation', { name: /Phân trang/ })).not.toBeInTheDocument();
  });

  it('writes the debounced search to the URL (replacing history) and goes back to page 1', async () => {
    const user = userEvent.setup();
    const { queries } = stubList(() => jsonResponse(paged(DOCTORS, 40, 3)));
    const { router } = renderApp('/doctors?page=3');
    await screen.findAllByRole('article');
    expect(queries.at(-1)?.get('page')).toBe('3');

    await user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'nguyen van');

    await expect.poll(() => search(router)).toBe('?q=nguyen+van');
    expect(router.state.historyAction).toBe('REPLACE');
    await expect.poll(() => queries.at(-1)?.toString()).toBe('q=nguyen+van');
    // One request for the whole phrase, not one per keystroke.
    expect(queries.filter((q) => q.has('q'))).toHaveLength(1);
  });

  it('writes the specialty, location and sort to the URL and resets the page; Back restores', async () => {
    const user = userEvent.setup();
    const { queries } = stubList(() => jsonResponse(paged(DOCTORS, 40, 2)));
    const { router } = renderApp('/doctors?page=2');
    await screen.findAllByRole('article');

    await user.click(screen.getByRole('combobox', { name: 'Chuyên khoa' }));
    await user.click(await screen.findByRole('option', { name: 'Tim mạch (3)' }));
    await expect.poll(() => search(router)).toBe('?specialty=cardiology');
    expect(router.state.historyAction).toBe('PUSH');

    await user.click(screen.getByRole('combobox', { name: 'Địa điểm' }));
    await user.click(await screen.findByRole('option', { name: 'Phòng khám Quận 1 (3)' }));
    await expect.poll(() => search(router)).toContain(`clinic_id=${CLINIC_ID}`);

    await user.click(screen.getByRole('combobox', { name: 'Địa điểm' }));
    await user.click(await screen.findByRole('option', { name: 'Hà Nội (2)' }));
    await expect.poll(() => search(router)).toBe('?specialty=cardiology&city=H%C3%A0+N%E1%BB%99i');

    await user.click(screen.getByRole('combobox', { name: 'Sắp xếp theo' }));
    await user.click(await screen.findByRole('option', { name: 'Đánh giá cao nhất' }));
    await expect.poll(() => search(router)).toContain('sort=rating');
    await expect.poll(() => queries.at(-1)?.get('sort')).toBe('rating');
    expect(queries.at(-1)?.get('city')).toBe('Hà Nội');
    expect(queries.at(-1)?.has('page')).toBe(false);

    await act(() => router.navigate(-1));
    expect(search(router)).toBe('?specialty=cardiology&city=H%C3%A0+N%E1%BB%99i');
    expect(screen.getByRole('combobox', { name: 'Sắp xếp theo' })).toHaveTextContent('Tên (A–Z)');
  });

  it('filters by minimum rating with the slider, showing its value', async () => {
    const user = userEvent.setup();
    stubList(() => jsonResponse(paged(DOCTORS, 40, 2)));
    const { router } = renderApp('/doctors?page=2');
    await screen.findAllByRole('article');

    const thumb = screen.getByRole('slider', { name: 'Đánh giá tối thiểu' });
    expect(screen.getByText('Mọi mức')).toBeInTheDocument();
    thumb.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Từ 1,5 sao')).toBeInTheDocument();
    await expect.poll(() => search(router)).toBe('?min_rating=1.5');
  });

  it('changes the page size and turns pages through links', async () => {
    const user = userEvent.setup();
    const { queries } = stubList((query) =>
      jsonResponse(
        paged(DOCTORS, 40, Number(query.get('page') ?? 1), Number(query.get('page_size') ?? 12)),
      ),
    );
    const { router } = renderApp('/doctors');
    await screen.findAllByRole('article');

    const pages = screen.getByRole('navigation', { name: 'Phân trang danh sách bác sĩ' });
    expect(within(pages).getByRole('link', { name: 'Trang 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Trang 4' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Trang trước' })).toBeDisabled();

    await user.click(within(pages).getByRole('link', { name: 'Trang 2' }));
    await expect.poll(() => search(router)).toBe('?page=2');
    expect(router.state.historyAction).toBe('PUSH');
    await expect
      .poll(() => within(pages).getByRole('link', { name: 'Trang 2' }).getAttribute('aria-current'))
      .toBe('page');

    await user.click(screen.getByRole('combobox', { name: 'Số bác sĩ mỗi trang' }));
    await user.click(await screen.findByRole('option', { name: '24 / trang' }));
    await expect.poll(() => search(router)).toBe('?page_size=24');
    await expect.poll(() => queries.at(-1)?.toString()).toBe('page_size=24');
    await expect.poll(() => screen.queryByRole('link', { name: 'Trang 3' })).toBeNull();
  });

  it('says nothing was found, suggests other filters and can clear them', async () => {
    const user = userEvent.setup();
    stubList((query) => jsonResponse(query.has('q') ? paged([]) : paged(DOCTORS)));
    const { router } = renderApp('/doctors?q=khong+co&sort=rating');

    expect(await screen.findByText('Không tìm thấy bác sĩ nào')).toBeInTheDocument();
    expect(screen.getByText('Hãy thử từ khóa khác hoặc nới lỏng bộ lọc.')).toBeInTheDocument();
    expect(screen.getByText('Tìm thấy 0 bác sĩ')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Xóa tất cả bộ lọc' }));
    await expect.poll(() => search(router)).toBe('?sort=rating');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('searchbox', { name: 'Tìm kiếm' })).toHaveValue('');
  });

  it('shows an error alert with a retry that loads the list', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubList(() =>
      fail ? apiErrorResponse(503, 'service_unavailable', 'down') : jsonResponse(paged(DOCTORS)),
    );
    renderApp('/doctors');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Lỗi khi tải danh sách bác sĩ')).toBeInTheDocument();
    expect(
      within(alert).getByText('Dịch vụ tạm thời gián đoạn. Vui lòng thử lại sau.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('formats the count for the language in English', async () => {
    await changeLanguage('en');
    stubList(() => jsonResponse(paged(DOCTORS, 1234)));
    renderApp('/doctors');
    expect(await screen.findByText('1,234 doctors found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Find a doctor' })).toBeInTheDocument();
  });

  it('goes to the last page when the URL points past it', async () => {
    stubList((query) =>
      jsonResponse(
        paged(query.get('page') === '9' ? [] : DOCTORS, 30, Number(query.get('page') ?? 1)),
      ),
    );
    const { router } = renderApp('/doctors?page=9');
    await expect.poll(() => search(router)).toBe('?page=3');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('shows "not enough reviews yet (n)" on a card without a score, in both languages', async () => {
    stubList(() => jsonResponse(paged([doctorSummary(UNSCORED)])));
    renderApp('/doctors');
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Chưa đủ đánh giá (2)')).toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: /sao/ })).not.toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(within(card).getByText('Not enough reviews yet (2)')).toBeInTheDocument();
    await act(() => changeLanguage('vi'));
  });
});
