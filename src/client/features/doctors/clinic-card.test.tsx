import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { changeLanguage } from '../../i18n';
import { jsonResponse, meResponse, stubFetch } from '../../test/render-app';
import { ClinicCard } from './clinic-card';
import { DOCTOR_ID, doctorProfile } from './test-data';

const clinic = doctorProfile().clinic_info!;

function renderCard(iso: string) {
  return render(
    <AppProviders queryClient={createQueryClient({ queries: { retry: false } })}>
      <ClinicCard doctorId={DOCTOR_ID} clinic={clinic} now={() => new Date(iso)} />
    </AppProviders>,
  );
}

describe('ClinicCard', () => {
  it('is open on a weekday morning on the clinic clock, whatever the machine zone', async () => {
    stubFetch({});
    // 02:30 UTC on Monday 2025-06-02 is 09:30 in Hồ Chí Minh City.
    renderCard('2025-06-02T02:30:00Z');
    expect(await screen.findByText('Đang mở cửa')).toBeInTheDocument();
    expect(screen.getByText(/Hôm nay: 08:00–17:00/)).toBeInTheDocument();
    const call = screen.getByRole('link', { name: /Gọi 028 3822 1234/ });
    expect(call).toHaveAttribute('href', 'tel:02838221234');
    const map = screen.getByRole('link', { name: /Chỉ đường/ });
    expect(map.getAttribute('href')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/search\?query=12%20L/,
    );
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is closed on Saturday afternoon and all Sunday, with the week listed', async () => {
    stubFetch({});
    // 06:00 UTC Saturday = 13:00 local, after the 12:00 close.
    const view = renderCard('2025-06-07T06:00:00Z');
    expect(await screen.findByText('Đã đóng cửa')).toBeInTheDocument();
    view.unmount();
    // 17:30 UTC Saturday is already Sunday 00:30 in Vietnam.
    renderCard('2025-06-07T17:30:00Z');
    expect(await screen.findByText(/Hôm nay: Nghỉ/)).toBeInTheDocument();
    const week = screen.getByText('Giờ làm việc trong tuần').closest('details')!;
    expect(within(week).getByText('Chủ Nhật')).toBeInTheDocument();
    expect(within(week).getAllByText('08:00–17:00')).toHaveLength(5);
  });

  it('shows the hours on the 12-hour clock in English', async () => {
    stubFetch({});
    await changeLanguage('en');
    try {
      renderCard('2025-06-02T02:30:00Z');
      expect(await screen.findByText(/Today: 8:00 AM – 5:00 PM/)).toBeInTheDocument();
    } finally {
      await changeLanguage('vi');
    }
  });

  it('makes calling the primary action only for patients who have not visited', async () => {
    stubFetch({});
    const guest = renderCard('2025-06-02T02:30:00Z');
    const guestCall = await screen.findByRole('link', { name: /Gọi 028/ });
    expect(guestCall).toHaveAttribute('data-primary', 'true');
    guest.unmount();
    stubFetch({
      'GET /api/me': () => jsonResponse(meResponse()),
      [`GET /api/doctors/${DOCTOR_ID}/my-visit`]: () => jsonResponse({ visited: true }),
    });
    renderCard('2025-06-02T02:30:00Z');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Gọi 028/ })).toHaveAttribute(
        'data-primary',
        'false',
      ),
    );
  });
});
