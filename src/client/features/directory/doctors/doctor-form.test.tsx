import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  CLINIC_ID,
  DOCTOR_ID,
  makeClinic,
  makeDoctor,
  preloadScreen,
  stubAdminApi,
} from '../../../test/admin-fixtures';
import { jsonResponse, renderApp } from '../../../test/render-app';
import { CARDIOLOGY } from '../../doctors/test-data';

describe('Doctor form', { timeout: 30_000 }, () => {
  preloadScreen(() =>
    Promise.all([import('../../../app/admin-app'), import('./doctor-form-page')]),
  );

  it('adds a doctor, then uploads the chosen photo, and says so', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const calls: string[] = [];
    let body: unknown;
    stubAdminApi({
      'GET /api/admin/clinics': () => jsonResponse({ items: [makeClinic()] }),
      'GET /api/specialties': () =>
        jsonResponse({ items: [{ id: '5e3c0b1a-1111-4c2b-9f00-0000000000c1', ...CARDIOLOGY }] }),
      'GET /api/admin/doctors': () => jsonResponse({ items: [], total: 0, page: 1, page_size: 20 }),
      'POST /api/admin/doctors': async (request) => {
        calls.push('POST');
        body = await request.json();
        return jsonResponse(makeDoctor(), 201);
      },
    });
    // The multipart upload is answered here: the shared stub rebuilds each call as a Node
    // Request, which cannot carry jsdom's FormData.
    let upload: FormData | null = null;
    const stubbed = vi.mocked(fetch);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input) === `/api/admin/doctors/${DOCTOR_ID}/image` && init?.method === 'PUT') {
          calls.push('PUT image');
          upload = init.body as FormData;
          return jsonResponse({ image_url: '/uploads/doctors/x.webp' });
        }
        return stubbed(input, init);
      }),
    );
    const { router } = renderApp('/admin/doctors/new');

    const photo = await screen.findByLabelText(/Ảnh bác sĩ/);
    // Too large: refused here, before anything is sent.
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(photo, big);
    expect(
      await screen.findByText('Tệp quá lớn. Vui lòng chọn ảnh không quá 5 MB.'),
    ).toBeInTheDocument();
    await user.upload(photo, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('Vui lòng chọn tệp ảnh (JPG, PNG, GIF hoặc WebP).'),
    ).toBeInTheDocument();
    await user.upload(photo, new File(['png'], 'nam.png', { type: 'image/png' }));
    expect(screen.getByText('nam.png')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Thêm bác sĩ' }));
    expect(await screen.findByText('Vui lòng nhập họ tên bác sĩ')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng chọn phòng khám')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText('Họ tên'), 'BS. Lê Hoàng Nam');
    await user.click(screen.getByRole('combobox', { name: 'Chuyên khoa' }));
    await user.click(await screen.findByRole('option', { name: 'Tim mạch' }));
    const clinic = screen.getByRole('combobox', { name: 'Phòng khám' });
    await waitFor(() => expect(clinic).toBeEnabled());
    await user.click(clinic);
    await user.click(await screen.findByRole('option', { name: 'Phòng khám Quận 1' }));
    await user.click(screen.getByRole('button', { name: 'Thêm bác sĩ' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/doctors'));
    expect(await screen.findByText('Đã thêm bác sĩ')).toBeInTheDocument();
    expect(screen.getByText('Bác sĩ mới đã được thêm thành công.')).toBeInTheDocument();
    expect(calls).toEqual(['POST', 'PUT image']);
    // The photo goes as multipart form data, field `file`.
    expect(((upload as FormData | null)?.get('file') as File | null)?.name).toBe('nam.png');
    expect(body).toEqual({
      name: 'BS. Lê Hoàng Nam',
      specialty_id: '5e3c0b1a-1111-4c2b-9f00-0000000000c1',
      clinic_id: CLINIC_ID,
      education: null,
      education_en: null,
      experience_years: null,
      bio: null,
      bio_en: null,
      status: 'pending',
    });
  });

  it('keeps the clinic select disabled while clinics load or when there are none', async () => {
    stubAdminApi({
      'GET /api/admin/clinics': () => jsonResponse({ items: [] }),
    });
    renderApp('/admin/doctors/new');
    const clinic = await screen.findByRole('combobox', { name: 'Phòng khám' });
    expect(clinic).toBeDisabled();
    expect(await screen.findByText('Chưa có phòng khám nào.')).toBeInTheDocument();
    expect(clinic).toBeDisabled();
  });
});
