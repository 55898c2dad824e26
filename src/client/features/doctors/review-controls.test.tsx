import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, stubFetch } from '../../test/render-app';
import { DOCTOR_ID, doctorProfile, paged, review, STATS } from './test-data';

describe('Doctor page review order and star filter', () => {
  beforeAll(async () => {
    await import('./doctor-detail-page');
  }, 30_000);

  it('asks the server for the chosen order and star, and explains the two scores', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    stubFetch({
      [`GET /api/doctors/${DOCTOR_ID}`]: () => jsonResponse(doctorProfile()),
      [`GET /api/doctors/${DOCTOR_ID}/stats`]: () => jsonResponse(STATS),
      [`GET /api/doctors/${DOCTOR_ID}/reviews`]: (request) => {
        const q = new URL(request.url).searchParams;
        asked.push(`${q.get('sort')}:${q.get('star') ?? '-'}`);
        if (q.get('star') === '2') return jsonResponse(paged([], 0, 1, 10));
        return jsonResponse(
          paged(
            [review({ id: `r-${q.get('sort')}`, patient_name: `Sắp ${q.get('sort')}` })],
            1,
            1,
            10,
          ),
        );
      },
    });
    renderApp(`/doctors/${DOCTOR_ID}`);

    expect(await screen.findByRole('heading', { name: 'Sắp newest' })).toBeInTheDocument();
    expect(
      screen.getByText(/Điểm tổng hợp gộp ba tiêu chí theo trọng số: chuyên môn y khoa và/),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sắp xếp đánh giá'), 'Điểm thấp nhất');
    expect(await screen.findByRole('heading', { name: 'Sắp lowest' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Hiển thị'), '2 sao');
    expect(await screen.findByText('Chưa có đánh giá nào với số sao này.')).toBeInTheDocument();
    // The controls stay, so the filter can be undone.
    await user.selectOptions(screen.getByLabelText('Hiển thị'), 'Tất cả số sao');
    expect(await screen.findByRole('heading', { name: 'Sắp lowest' })).toBeInTheDocument();
    expect(asked).toEqual(['newest:-', 'lowest:-', 'lowest:2']);
  });
});
