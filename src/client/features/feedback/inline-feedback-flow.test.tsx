import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, meResponse, renderApp, stubFetch } from '../../test/render-app';
import { DOCTOR_ID, doctorProfile, paged, review, STATS } from '../doctors/test-data';
import { verifiedVisit } from './test-fixtures';

const PATH = `/doctors/${DOCTOR_ID}`;

function stubDoctorPage(overrides: Parameters<typeof stubFetch>[0] = {}) {
  const calls = { reviews: 0 };
  const fetchMock = stubFetch({
    [`GET /api/doctors/${DOCTOR_ID}`]: () => jsonResponse(doctorProfile()),
    [`GET /api/doctors/${DOCTOR_ID}/reviews`]: () => {
      calls.reviews += 1;
      return jsonResponse(paged([review()], 1, 1, 10));
    },
    [`GET /api/doctors/${DOCTOR_ID}/stats`]: () => jsonResponse(STATS),
    ...overrides,
  });
  return { fetchMock, calls };
}

async function openPanel(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Gửi đánh giá' }));
  const panel = screen.getByRole('region', { name: 'Đánh giá bác sĩ' });
  // The flow's code loads when the panel opens; every state of it offers Cancel.
  await within(panel).findByRole('button', { name: 'Hủy' });
  return panel;
}

async function verify(user: UserEvent, panel: HTMLElement) {
  await user.type(within(panel).getByLabelText('Mã lượt khám'), 'AKQ3M7XR');
  await user.type(within(panel).getByLabelText('Số điện thoại'), '0901234567');
  await user.click(within(panel).getByRole('button', { name: 'Tiếp tục' }));
}

describe('Give feedback on the doctor page', () => {
  beforeAll(async () => {
    await import('../doctors/doctor-detail-page');
  }, 30_000);

  it('asks a guest to sign in and come back to this doctor', async () => {
    const user = userEvent.setup();
    stubDoctorPage();
    renderApp(PATH);
    const panel = await openPanel(user);
    expect(within(panel).getByText('Bạn cần đăng nhập để gửi đánh giá.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Đăng nhập để đánh giá' })).toHaveAttribute(
      'href',
      `/auth?redirect=${encodeURIComponent(PATH)}`,
    );
    expect(within(panel).queryByLabelText('Mã lượt khám')).not.toBeInTheDocument();
  });

  it('says clearly when the verified visit was with other doctors', async () => {
    const user = userEvent.setup();
    const others = verifiedVisit().doctors.filter((d) => d.id !== DOCTOR_ID);
    stubDoctorPage({
      'GET /api/me': () => jsonResponse(meResponse()),
      'POST /api/visits/verify': () => jsonResponse(verifiedVisit({ doctors: others })),
    });
    renderApp(PATH);
    const panel = await openPanel(user);
    await verify(user, panel);
    expect(
      await within(panel).findByText(
        'PGS.TS.BS. Nguyễn Văn Đức không khám cho bạn trong lượt khám này. Hãy kiểm tra lại mã lượt khám.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('says so when this doctor was already reviewed for the visit', async () => {
    const user = userEvent.setup();
    const visit = verifiedVisit();
    visit.doctors = visit.doctors.map((d) => ({ ...d, already_reviewed: true }));
    stubDoctorPage({
      'GET /api/me': () => jsonResponse(meResponse()),
      'POST /api/visits/verify': () => jsonResponse(visit),
    });
    renderApp(PATH);
    const panel = await openPanel(user);
    await verify(user, panel);
    expect(
      await within(panel).findByText(
        'Bạn đã đánh giá PGS.TS.BS. Nguyễn Văn Đức cho lượt khám này rồi.',
      ),
    ).toBeInTheDocument();
  });

  it('goes straight to the form for this doctor, confirms it with fresh reviews, and closes', async () => {
    const user = userEvent.setup();
    const { calls } = stubDoctorPage({
      'GET /api/me': () => jsonResponse(meResponse()),
      'POST /api/visits/verify': () => jsonResponse(verifiedVisit()),
      'POST /api/feedback': () =>
        jsonResponse({ id: 'f1', status: 'pending', created_at: '2026-05-04' }, 201),
    });
    renderApp(PATH);
    await screen.findByText('Bác sĩ tận tình.');
    const before = calls.reviews;
    const panel = await openPanel(user);
    await verify(user, panel);

    const heading = await within(panel).findByRole('heading', {
      name: 'Đánh giá PGS.TS.BS. Nguyễn Văn Đức',
    });
    expect(heading).toHaveFocus();
    for (const group of within(panel).getAllByRole('radiogroup')) {
      await user.click(within(group).getByRole('radio', { name: '5 sao' }));
    }
    await user.click(within(panel).getByRole('checkbox', { name: /Tôi đồng ý/ }));
    await user.click(within(panel).getByRole('button', { name: 'Gửi đánh giá' }));
    // The ministry's survey is offered under the confirmation, never in its way.
    expect(
      await within(panel).findByRole('heading', {
        name: 'Giúp phòng khám báo cáo Bộ Y tế (không bắt buộc)',
      }),
    ).toBeInTheDocument();

    // The confirmation stays in the panel until the patient closes it.
    const done = await within(panel).findByRole('heading', {
      name: 'Cảm ơn bạn! Đánh giá của bạn về PGS.TS.BS. Nguyễn Văn Đức đã được gửi.',
    });
    expect(done).toHaveFocus();
    expect(within(panel).getByText('Đang chờ kiểm duyệt')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Đóng' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Đánh giá bác sĩ' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    await waitFor(() => expect(calls.reviews).toBeGreaterThan(before));
  });
});
