import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../../i18n';
import { CLINIC_ID, makeClinic, preloadScreen } from '../../../test/admin-fixtures';
import { jsonResponse, meResponse, renderApp, stubFetch } from '../../../test/render-app';

/** The administrator, whose profile language is the one each test chose (the app follows it). */
const adminMe = () => {
  const me = meResponse({ isAdmin: true });
  return jsonResponse({ ...me, profile: { ...me.profile, language: i18n.language } });
};

function stubClinics() {
  const requests: { method: string; body: unknown }[] = [];
  const fetchMock = stubFetch({
    'GET /api/me': adminMe,
    'GET /api/admin/clinics': () => jsonResponse({ items: [makeClinic()] }),
    [`GET /api/admin/clinics/${CLINIC_ID}`]: () => jsonResponse(makeClinic()),
    'POST /api/admin/clinics': async (request) => {
      requests.push({ method: 'POST', body: await request.json() });
      return jsonResponse(makeClinic(), 201);
    },
  });
  return { fetchMock, requests };
}

function dayRow(day: string): HTMLElement {
  const row = document.querySelector<HTMLElement>(`li[data-day="${day}"]`);
  if (!row) throw new Error(`no row for ${day}`);
  return row;
}

async function chooseTime(
  user: ReturnType<typeof userEvent.setup>,
  trigger: HTMLElement,
  label: string,
) {
  await user.click(trigger);
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('Clinic form', { timeout: 30_000 }, () => {
  preloadScreen(() =>
    Promise.all([import('../../../app/admin-app'), import('./clinic-form-page')]),
  );

  it('shows the field messages on blur', async () => {
    await changeLanguage('en');
    const user = userEvent.setup();
    stubClinics();
    renderApp('/admin/clinics/new');

    const name = await screen.findByLabelText('Clinic name');
    await user.click(name);
    await user.tab();
    expect(await screen.findAllByText('Clinic name is required')).not.toHaveLength(0);
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByLabelText('Address'));
    await user.paste('x'.repeat(201));
    await user.tab();
    expect(await screen.findAllByText('Address is too long')).not.toHaveLength(0);

    await user.type(screen.getByLabelText(/^Phone/), '12345');
    await user.tab();
    expect(await screen.findAllByText('Invalid phone number format')).not.toHaveLength(0);

    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.tab();
    expect(await screen.findAllByText('Invalid email')).not.toHaveLength(0);

    // The summary lists every problem at once (City was left empty on the way), each a link.
    const summary = screen.getByText('Please fix the following 5 problems:').closest('[role]');
    expect(summary).not.toBeNull();
    expect(
      within(summary as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Clinic name is required',
      'Address is too long',
      'City is required',
      'Invalid phone number format',
      'Invalid email',
    ]);
  });

  it('switching a day on sets 9:00 AM – 5:00 PM; off clears it', async () => {
    await changeLanguage('en');
    const user = userEvent.setup();
    stubClinics();
    renderApp('/admin/clinics/new');

    const saturday = await screen.findByRole('switch', { name: 'Open on Saturday' });
    expect(saturday).not.toBeChecked();
    expect(within(dayRow('saturday')).getByText('Closed')).toBeInTheDocument();

    await user.click(saturday);
    expect(saturday).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Saturday opening time' })).toHaveTextContent(
      '9:00 AM',
    );
    expect(screen.getByRole('combobox', { name: 'Saturday closing time' })).toHaveTextContent(
      '5:00 PM',
    );

    await user.click(saturday);
    expect(
      screen.queryByRole('combobox', { name: 'Saturday opening time' }),
    ).not.toBeInTheDocument();
  });

  it('shows the times on the 24-hour clock in Vietnamese', async () => {
    await changeLanguage('vi');
    const user = userEvent.setup();
    stubClinics();
    renderApp('/admin/clinics/new');

    const saturday = await screen.findByRole('switch', { name: 'Mở cửa Thứ Bảy' });
    await user.click(saturday);
    const opening = screen.getByRole('combobox', { name: 'Giờ mở cửa Thứ Bảy' });
    expect(opening).toHaveTextContent('09:00');
    expect(screen.getByRole('combobox', { name: 'Giờ đóng cửa Thứ Bảy' })).toHaveTextContent(
      '17:00',
    );
    await user.click(opening);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(96);
    expect(options[0]).toHaveTextContent(/^00:00$/);
    expect(options[70]).toHaveTextContent(/^17:30$/);
    expect(options.some((o) => /SA|CH|AM|PM/.test(o.textContent ?? ''))).toBe(false);
  });

  it('offers 96 times every 15 minutes and refuses a day that closes before it opens', async () => {
    await changeLanguage('en');
    const user = userEvent.setup();
    stubClinics();
    renderApp('/admin/clinics/new');

    const close = await screen.findByRole('combobox', { name: 'Monday closing time' });
    await user.click(close);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(96);
    expect(options[0]).toHaveTextContent('12:00 AM');
    expect(options[1]).toHaveTextContent('12:15 AM');
    expect(options[95]).toHaveTextContent('11:45 PM');
    await user.click(screen.getByRole('option', { name: '8:00 AM' }));

    expect(
      await within(dayRow('monday')).findByText('Closing time must be after opening time'),
    ).toBeInTheDocument();
    expect(close).toHaveAttribute('aria-invalid', 'true');

    await chooseTime(user, close, '6:00 PM');
    await waitFor(() =>
      expect(
        within(dayRow('monday')).queryByText('Closing time must be after opening time'),
      ).not.toBeInTheDocument(),
    );
  });

  it('refuses a week with every day closed', async () => {
    await changeLanguage('en');
    const user = userEvent.setup();
    const { requests } = stubClinics();
    renderApp('/admin/clinics/new');

    await screen.findByRole('switch', { name: 'Open on Monday' });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await user.click(screen.getByRole('switch', { name: `Open on ${day}` }));
    }
    expect(await screen.findAllByText('At least one day must be set as open')).not.toHaveLength(0);

    await user.type(screen.getByLabelText('Clinic name'), 'Phòng khám Thủ Đức');
    await user.type(screen.getByLabelText('Address'), '1 Võ Văn Ngân');
    await user.type(screen.getByLabelText('City'), 'TP. Hồ Chí Minh');
    await user.click(screen.getByRole('button', { name: 'Add clinic' }));
    expect(requests).toHaveLength(0);
  });

  it('sends a valid clinic, and shows the Vietnamese messages by default', async () => {
    const user = userEvent.setup();
    const { requests } = stubClinics();
    const { router } = renderApp('/admin/clinics/new');

    const save = await screen.findByRole('button', { name: 'Thêm phòng khám' });
    // Nothing typed yet: nothing to save.
    expect(save).toBeDisabled();
    const name = screen.getByLabelText('Tên phòng khám');
    await user.click(name);
    await user.tab();
    expect(await screen.findAllByText('Vui lòng nhập tên phòng khám')).not.toHaveLength(0);

    await user.type(name, '  Phòng khám Thủ Đức ');
    await user.type(screen.getByLabelText('Địa chỉ'), '1 Võ Văn Ngân');
    await user.type(screen.getByLabelText('Thành phố'), 'TP. Hồ Chí Minh');
    await user.click(save);

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/clinics'));
    expect(await screen.findByText('Đã thêm phòng khám thành công')).toBeInTheDocument();
    expect(requests[0]?.body).toMatchObject({
      name: 'Phòng khám Thủ Đức',
      address: '1 Võ Văn Ngân',
      description: null,
      phone: null,
      email: null,
      is_active: true,
      operating_hours: { monday: { isOpen: true, open: '09:00', close: '17:00' } },
    });
  });

  it('keeps Save disabled while an existing clinic is unchanged', async () => {
    const user = userEvent.setup();
    stubClinics();
    renderApp(`/admin/clinics/${CLINIC_ID}/edit`);

    const save = await screen.findByRole('button', { name: 'Lưu thay đổi' });
    expect(save).toBeDisabled();
    const city = screen.getByLabelText('Thành phố');
    await user.type(city, '!');
    expect(save).toBeEnabled();
    await user.type(city, '{Backspace}');
    expect(save).toBeDisabled();
  });

  it('orders the invitation channels with buttons and refuses an empty list', async () => {
    const user = userEvent.setup();
    const { requests } = stubClinics();
    stubFetch({
      'GET /api/me': adminMe,
      [`GET /api/admin/clinics/${CLINIC_ID}`]: () => jsonResponse(makeClinic()),
      [`PUT /api/admin/clinics/${CLINIC_ID}`]: async (request) => {
        requests.push({ method: 'PUT', body: await request.json() });
        return jsonResponse(makeClinic());
      },
    });
    renderApp(`/admin/clinics/${CLINIC_ID}/edit`);

    const zalo = await screen.findByRole('checkbox', { name: 'Dùng Zalo (tin nhắn mẫu ZNS)' });
    expect(zalo).toBeChecked();
    // First in the list: it cannot move up.
    expect(
      screen.getByRole('button', { name: 'Đưa Zalo (tin nhắn mẫu ZNS) lên trên' }),
    ).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Đưa Email lên trên' }));
    await user.click(screen.getByRole('button', { name: 'Đưa Email lên trên' }));
    const labels = screen
      .getAllByRole('checkbox', { name: /^Dùng / })
      .map((box) => box.getAttribute('aria-label'));
    expect(labels).toEqual(['Dùng Email', 'Dùng Zalo (tin nhắn mẫu ZNS)', 'Dùng SMS']);

    // None at all: the rule the server applies, said before sending.
    for (const name of labels) await user.click(screen.getByRole('checkbox', { name: name! }));
    expect(await screen.findAllByText('Hãy chọn ít nhất một kênh gửi lời mời')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(requests).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Dùng SMS' }));
    await user.click(screen.getByRole('checkbox', { name: 'Dùng Email' }));
    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toMatchObject({ invitation_channels: ['sms', 'email'] });
  });
});
