import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../i18n';
import {
  apiErrorResponse,
  jsonResponse,
  meResponse,
  renderApp,
  stubFetch,
} from '../../test/render-app';
import { CARDIOLOGY } from '../doctors/test-data';
import { DUC_ID, TUNG_ID, VISIT_ID, verifiedVisit } from './test-fixtures';

/** A signed-in patient whose profile language is the one the test chose (the app follows it). */
const signedIn = {
  'GET /api/me': () => {
    const me = meResponse();
    return jsonResponse({ ...me, profile: { ...me.profile, language: i18n.language } });
  },
};

async function fillVisit(user: UserEvent, code = ' akq3m7xr ', phone = '0901 234 567') {
  await user.type(await screen.findByLabelText('Mã lượt khám'), code);
  await user.type(screen.getByLabelText('Số điện thoại'), phone);
  await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
}

describe('/feedback', () => {
  beforeAll(async () => {
    await import('./feedback-page');
  }, 30_000);

  it('sends a guest to sign in, saying why', async () => {
    stubFetch({});
    const { router } = renderApp('/feedback');
    expect(await screen.findByText('Bạn cần đăng nhập để gửi đánh giá.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?redirect=%2Ffeedback');
  });

  it('asks for both fields before calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(signedIn);
    renderApp('/feedback');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Đánh giá bác sĩ sau lượt khám',
    );
    const stepper = screen.getByRole('list', { name: 'Các bước gửi đánh giá' });
    expect(within(stepper).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    const message = 'Vui lòng nhập đầy đủ mã lượt khám và số điện thoại.';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Mã lượt khám')).toHaveFocus();
    expect(screen.getByLabelText('Mã lượt khám')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );

    await user.type(screen.getByLabelText('Mã lượt khám'), 'AKQ3M7XR');
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(screen.getByLabelText('Số điện thoại')).toHaveFocus();
    expect(screen.getByLabelText('Số điện thoại')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mã lượt khám')).toHaveAttribute('aria-invalid', 'false');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/visits'))).toBe(false);
  });

  it.each([
    [404, 'not_found', undefined, 'Không có lượt khám nào khớp với mã và số điện thoại này.'],
    [410, 'visit_expired', undefined, 'Lượt khám này đã quá hạn đánh giá.'],
    [409, 'visit_claimed', undefined, 'đã được một tài khoản khác sử dụng'],
    [429, 'rate_limited', { retry_after: 540 }, 'Vui lòng thử lại sau 9 phút.'],
    [429, 'rate_limited', { retry_after: 30 }, 'Vui lòng thử lại sau 30 giây.'],
  ])('shows the server refusal %i %s in words', async (status, code, details, text) => {
    const user = userEvent.setup();
    stubFetch({
      ...signedIn,
      'POST /api/visits/verify': () =>
        jsonResponse({ error: { code, message: 'refused', details } }, status),
    });
    renderApp('/feedback');
    await fillVisit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Tiếp tục' })).toBeEnabled();
  });

  it('lists the visit doctors, with those already reviewed disabled, and requires a choice', async () => {
    const user = userEvent.setup();
    let body: unknown;
    stubFetch({
      ...signedIn,
      'POST /api/visits/verify': async (request) => {
        body = await request.json();
        return jsonResponse(verifiedVisit());
      },
    });
    renderApp('/feedback');
    await fillVisit(user);

    expect(await screen.findByText('Đã xác minh lượt khám')).toBeInTheDocument();
    expect(body).toEqual({ visit_code: 'akq3m7xr', phone: '0901 234 567' });
    expect(screen.getByText('Phòng khám: Phòng khám Quận 1')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Chọn bác sĩ bạn muốn đánh giá' });
    expect(within(group).getByRole('radio', { name: /Nguyễn Văn Đức/ })).toBeEnabled();
    const reviewed = within(group).getByRole('radio', { name: /Mai Anh/ });
    expect(reviewed).toBeDisabled();
    expect(within(group).getByText('Đã đánh giá')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Đánh giá bác sĩ này' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Vui lòng chọn bác sĩ bạn muốn đánh giá.');

    await user.click(within(group).getByRole('radio', { name: /Nguyễn Văn Đức/ }));
    await user.click(screen.getByRole('button', { name: 'Đánh giá bác sĩ này' }));
    const heading = await screen.findByRole('heading', {
      name: 'Đánh giá PGS.TS.BS. Nguyễn Văn Đức',
    });
    expect(heading).toHaveFocus();
    const stepper = screen.getByRole('list', { name: 'Các bước gửi đánh giá' });
    expect(within(stepper).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');

    // Back to the choice keeps the verified visit.
    await user.click(screen.getByRole('button', { name: 'Chọn bác sĩ khác' }));
    expect(screen.getByText('Đã xác minh lượt khám')).toBeInTheDocument();
  });

  it('goes straight to the form when the visit has one doctor', async () => {
    const user = userEvent.setup();
    const visit = verifiedVisit();
    stubFetch({
      ...signedIn,
      'POST /api/visits/verify': () =>
        jsonResponse({ ...visit, doctors: visit.doctors.filter((d) => d.id === DUC_ID) }),
    });
    renderApp('/feedback');
    await fillVisit(user);
    expect(
      await screen.findByRole('heading', { name: 'Đánh giá PGS.TS.BS. Nguyễn Văn Đức' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Chọn bác sĩ bạn muốn đánh giá' })).toBeNull();
  });

  it('says doctorNotFound when the doctor asked for is not part of the visit', async () => {
    const user = userEvent.setup();
    stubFetch({ ...signedIn, 'POST /api/visits/verify': () => jsonResponse(verifiedVisit()) });
    renderApp(`/feedback?doctor=${TUNG_ID}`);
    await fillVisit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Không tìm thấy bác sĩ này trong lượt khám của bạn.',
    );
  });

  it('goes straight to the form for the doctor in the address, then confirms it and offers the others', async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> = {};
    const third = {
      id: 'd3000000-0000-4000-8000-000000000003',
      name: 'BS. Lê Hoàng Nam',
      specialty: CARDIOLOGY,
      image_url: null,
      already_reviewed: false,
    };
    const visit = verifiedVisit();
    stubFetch({
      ...signedIn,
      'POST /api/visits/verify': () =>
        jsonResponse({ ...visit, doctors: [...visit.doctors, third] }),
      'POST /api/feedback': async (request) => {
        sent = (await request.json()) as Record<string, unknown>;
        return jsonResponse({ id: 'f1', status: 'pending', created_at: '2026-05-04' }, 201);
      },
    });
    const { router } = renderApp(`/feedback?doctor=${DUC_ID}`);
    await fillVisit(user);
    await screen.findByRole('heading', { name: 'Đánh giá PGS.TS.BS. Nguyễn Văn Đức' });

    for (const name of [
      'Đánh giá chung',
      'Chuyên môn y khoa',
      'Trải nghiệm khách hàng',
      'Tuân thủ và thái độ',
    ]) {
      const group = screen.getByRole('radiogroup', { name });
      await user.click(within(group).getByRole('radio', { name: '4 sao' }));
    }
    await user.click(screen.getByRole('checkbox', { name: /Tôi đồng ý/ }));
    await user.click(screen.getByRole('button', { name: 'Gửi đánh giá' }));

    // A confirmation that stays, on the same page, with the review's status and a link to it.
    const done = await screen.findByRole('heading', {
      name: 'Cảm ơn bạn! Đánh giá của bạn về PGS.TS.BS. Nguyễn Văn Đức đã được gửi.',
    });
    expect(done).toHaveFocus();
    expect(router.state.location.pathname).toBe('/feedback');
    expect(screen.getByText('Đang chờ kiểm duyệt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem đánh giá trong hồ sơ' })).toHaveAttribute(
      'href',
      '/profile?tab=feedback#review-f1',
    );
    expect(sent).toMatchObject({ visit_id: VISIT_ID, doctor_id: DUC_ID, rating: 4 });
    // The ministry's survey is offered under it; opened, then skipped, the confirmation stays.
    await user.click(screen.getByRole('button', { name: 'Trả lời khảo sát' }));
    expect(
      await screen.findByRole('heading', { name: 'Giúp phòng khám báo cáo Bộ Y tế' }),
    ).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Bỏ qua khảo sát' }));
    expect(screen.queryByRole('button', { name: 'Trả lời khảo sát' })).not.toBeInTheDocument();
    expect(screen.getByText('Đang chờ kiểm duyệt')).toBeInTheDocument();
    // The visit's doctors not rated yet come next (Mai Anh was rated before).
    expect(screen.queryByRole('button', { name: /Mai Anh/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Đánh giá BS. Lê Hoàng Nam' }));
    expect(await screen.findByRole('heading', { name: 'Đánh giá BS. Lê Hoàng Nam' })).toHaveFocus();
  });

  it('is translated into English', async () => {
    await changeLanguage('en');
    const user = userEvent.setup();
    stubFetch({
      ...signedIn,
      'POST /api/visits/verify': () => apiErrorResponse(404, 'not_found', 'No visit'),
    });
    renderApp('/feedback');
    await user.type(await screen.findByLabelText('Visit code'), 'AKQ3M7XR');
    await user.type(screen.getByLabelText('Phone number'), '+84901234567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No visit matches this code and phone number.',
    );
  });
});
