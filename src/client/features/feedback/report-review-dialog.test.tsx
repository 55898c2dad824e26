import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorResponse,
  jsonResponse,
  meResponse,
  renderApp,
  stubFetch,
} from '../../test/render-app';
import { DOCTOR_ID, doctorProfile, paged, review, STATS } from '../doctors/test-data';
import { myFeedback } from './test-fixtures';

const PATH = `/doctors/${DOCTOR_ID}`;
const REVIEW_ID = '5f2a9c1e-0000-4000-8000-000000000001';

function stubPage(overrides: Parameters<typeof stubFetch>[0] = {}) {
  const sent: unknown[] = [];
  stubFetch({
    [`GET /api/doctors/${DOCTOR_ID}`]: () => jsonResponse(doctorProfile()),
    // A report alone does not hide the review: it stays in the public list.
    [`GET /api/doctors/${DOCTOR_ID}/reviews`]: () =>
      jsonResponse(paged([review({ id: REVIEW_ID })], 1, 1, 10)),
    [`GET /api/doctors/${DOCTOR_ID}/stats`]: () => jsonResponse(STATS),
    'GET /api/me/feedback': () => jsonResponse({ items: [], truncated: false }),
    [`POST /api/feedback/${REVIEW_ID}/report`]: async (request) => {
      sent.push(await request.json());
      return jsonResponse({ status: 'reported', hidden: false }, 201);
    },
    ...overrides,
  });
  return sent;
}

describe('Reporting a review', () => {
  beforeAll(async () => {
    await import('../doctors/doctor-detail-page');
  }, 30_000);

  it('is not offered to guests', async () => {
    stubPage();
    renderApp(PATH);
    expect(await screen.findByText('Bác sĩ tận tình.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Báo cáo/ })).not.toBeInTheDocument();
  });

  it('is not offered on one’s own review', async () => {
    let loaded = false;
    stubPage({
      'GET /api/me': () => jsonResponse(meResponse()),
      'GET /api/me/feedback': () => {
        loaded = true;
        return jsonResponse({ items: [myFeedback({ id: REVIEW_ID })], truncated: false });
      },
    });
    renderApp(PATH);
    expect(await screen.findByText('Bác sĩ tận tình.')).toBeInTheDocument();
    // Once the signed-in user's own list has arrived, the button is still absent.
    await waitFor(() => expect(loaded).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Báo cáo/ })).not.toBeInTheDocument();
  });

  it('is not offered to the doctor the review is about', async () => {
    const doctor = { ...meResponse({ role: 'doctor' }), doctor_id: DOCTOR_ID };
    stubPage({ 'GET /api/me': () => jsonResponse(doctor) });
    renderApp(PATH);
    expect(await screen.findByText('Bác sĩ tận tình.')).toBeInTheDocument();
    // Signed in (the bell is there) and still no report button.
    expect(await screen.findByRole('button', { name: /Thông báo/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Báo cáo/ })).not.toBeInTheDocument();
  });

  it('sends the chosen reason and note; the review stays visible', async () => {
    const user = userEvent.setup();
    const sent = stubPage({ 'GET /api/me': () => jsonResponse(meResponse()) });
    renderApp(PATH);

    await user.click(await screen.findByRole('button', { name: 'Báo cáo đánh giá của Nhung N.' }));
    // The dialog's code loads on the first click, so it opens a moment later.
    const dialog = await screen.findByRole('dialog', { name: 'Báo cáo đánh giá' });
    await user.click(within(dialog).getByRole('button', { name: 'Gửi báo cáo' }));
    expect(within(dialog).getByText('Vui lòng chọn lý do báo cáo.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    const reasons = within(dialog).getByRole('group', { name: 'Lý do báo cáo' });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(reasons).getByRole('radio', { name: 'Ngôn từ xúc phạm' }));
    await user.type(within(dialog).getByLabelText('Ghi chú thêm (không bắt buộc)'), ' Chửi bậy ');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi báo cáo' }));

    await waitFor(() => expect(sent).toEqual([{ reason: 'offensive', note: 'Chửi bậy' }]));
    expect(
      await screen.findByText('Cảm ơn bạn, người kiểm duyệt sẽ xem xét đánh giá này.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Bác sĩ tận tình.')).toBeInTheDocument();
  });

  it('translates already_reported', async () => {
    const user = userEvent.setup();
    stubPage({
      'GET /api/me': () => jsonResponse(meResponse()),
      [`POST /api/feedback/${REVIEW_ID}/report`]: () =>
        apiErrorResponse(409, 'already_reported', 'Already reported'),
    });
    renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: /Báo cáo đánh giá/ }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Spam hoặc quảng cáo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Gửi báo cáo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Bạn đã báo cáo đánh giá này rồi.',
    );
  });
});
