import type { DoctorSummary } from '@shared/doctors';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse, jsonResponse, renderApp, stubFetch } from '../../test/render-app';
import { CARDIOLOGY } from '../doctors/test-data';

function doctor(id: string, name: string, score: number, reviewCount: number): DoctorSummary {
  return {
    id,
    name,
    specialty: CARDIOLOGY,
    clinic: 'Phòng khám Quận 1',
    clinic_id: 'clinic-1',
    image_url: `/uploads/doctors/${id}.webp`,
    has_score: true,
    score,
    review_count: reviewCount,
    medical_expertise: score,
    customer_experience: score,
    compliance: score,
  };
}

const FEATURED = [
  doctor('d1', 'BS. Trần Thị Bích Ngọc', 4.9, 31),
  doctor('d2', 'BS. Lê Hoàng Nam', 4.7, 3),
  doctor('d3', 'BS. Phạm Minh Đạt', 4.5, 12),
];

function featuredRegion() {
  return screen.getByRole('region', { name: 'Bác sĩ nổi bật' });
}

describe('Home page – featured doctors', () => {
  it('shows three skeleton cards while loading, then the three featured doctors', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubFetch({
      'GET /api/doctors/featured': async () => {
        await answered;
        return jsonResponse({ items: FEATURED });
      },
    });

    renderApp('/');

    const loading = await screen.findByRole('status', { name: 'Đang tải danh sách bác sĩ...' });
    expect(within(loading).getAllByTestId('doctor-card-skeleton')).toHaveLength(3);

    release();

    const cards = await within(featuredRegion()).findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(screen.queryByTestId('doctor-card-skeleton')).not.toBeInTheDocument();

    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'BS. Trần Thị Bích Ngọc' })).toBeInTheDocument();
    expect(first.getByText('4,9')).toBeInTheDocument();
    expect(first.getByText('(31 đánh giá)')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Điểm tổng hợp 4,9 trên 5' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: /Xem hồ sơ/ })).toHaveAttribute('href', '/doctors/d1');

    const photo = first.getByRole('img', { name: 'Ảnh chân dung BS. Trần Thị Bích Ngọc' });
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width');
    expect(photo).toHaveAttribute('height');
  });

  it('says no doctors are available when the list is empty', async () => {
    stubFetch({ 'GET /api/doctors/featured': () => jsonResponse({ items: [] }) });

    renderApp('/');

    expect(await screen.findByText('Hiện chưa có bác sĩ nào để hiển thị.')).toBeInTheDocument();
    expect(within(featuredRegion()).queryAllByRole('article')).toHaveLength(0);
  });

  it('shows an error alert when the server fails', async () => {
    stubFetch({
      'GET /api/doctors/featured': () => apiErrorResponse(500, 'internal_error', 'Database down'),
    });

    renderApp('/');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Lỗi khi tải danh sách bác sĩ')).toBeInTheDocument();
    expect(
      within(alert).getByText('Đã xảy ra lỗi hệ thống. Vui lòng thử lại sau.'),
    ).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });

  it('falls back to the placeholder photo when a doctor photo fails to load', async () => {
    stubFetch({ 'GET /api/doctors/featured': () => jsonResponse({ items: FEATURED }) });

    renderApp('/');

    const photo = await screen.findByRole('img', { name: 'Ảnh chân dung BS. Lê Hoàng Nam' });
    expect(photo).toHaveAttribute('src', '/uploads/doctors/d2.webp');
    photo.dispatchEvent(new Event('error'));
    await expect.poll(() => photo.getAttribute('src')).toBe('/images/doctor-placeholder.svg');
    expect(within(featuredRegion()).getByText('(3 đánh giá)')).toBeInTheDocument();
  });
});
