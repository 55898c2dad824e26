import type { AdminDoctor, AdminUser, Clinic, Dashboard } from '@shared/admin';
import type { AdminFeedback } from '@shared/feedback';
import type { AdminVisit } from '@shared/visits';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { beforeAll } from 'vitest';
import { adminScreens, WithAdminTexts } from '../app/admin-app';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { CARDIOLOGY, PEDIATRICS } from '../features/doctors/test-data';
import { jsonResponse, meResponse, stubFetch } from './render-app';

/* Test data, stubs and the screen renderer shared by the admin screens' component tests. */

/**
 * Renders one admin screen at `path`, e.g. '/admin/users', with the real providers, the admin
 * texts and a toaster, but without the admin shell: these tests are about the screens, and stay
 * independent of the layout's own requests.
 */
export function renderOps(path: string) {
  const queryClient = createQueryClient({ queries: { retry: false } });
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: (
          <WithAdminTexts>
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
            <Toaster />
          </WithAdminTexts>
        ),
        children: adminScreens,
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** The signed-in administrator of these tests (id 'user-1'). */
export const adminMe = () => jsonResponse(meResponse({ isAdmin: true }));

/** The API as the signed-in administrator sees it: `handlers` on top of `GET /api/me`. */
export function stubAdminApi(handlers: Parameters<typeof stubFetch>[0]) {
  return stubFetch({ 'GET /api/me': adminMe, ...handlers });
}

/**
 * Imports a screen's lazily loaded modules once, before the first test of the block: compiling
 * them takes longer than a test may, so no single test pays for it.
 */
export function preloadScreen(load: () => Promise<unknown>) {
  beforeAll(async () => {
    await load();
  }, 60_000);
}

export function makeUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'u-2',
    email: 'minh.tran@example.com',
    first_name: 'Minh',
    last_name: 'Trần',
    language: 'vi',
    role: null,
    email_verified: true,
    created_at: '2026-01-10T08:00:00Z',
    ...overrides,
  };
}

export function makeFeedback(overrides: Partial<AdminFeedback> = {}): AdminFeedback {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    doctor: { id: 'd-1', name: 'BS. Lê Hoàng Nam', specialty: PEDIATRICS, clinic: 'Quận 1' },
    screening: [],
    screening_risk: 0,
    hidden: null,
    rating: 5,
    medical_expertise: 5,
    customer_experience: 4,
    compliance: 5,
    comment: 'Bác sĩ rất tận tâm.',
    comment_lang: 'vi',
    is_anonymous: false,
    user_id: 'u-9',
    author_name: 'Nguyễn Thị Nhung',
    status: 'pending',
    flagged: false,
    verified_visit: true,
    created_at: '2026-02-01T03:00:00Z',
    reports: [],
    author_is_staff: false,
    case_id: null,
    held_for_spike: false,
    held_reason: null,
    conflict_of_interest: false,
    decision_reason: null,
    decision_note: null,
    appeal: null,
    ...overrides,
  };
}

/** The JSON body of the first `method path` request the stubbed fetch received. */
export function requestBody(
  fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } },
  method: string,
  path: string,
): unknown {
  const call = fetchMock.mock.calls.find(
    ([url, init]) =>
      String(url).split('?')[0] === path && (init?.method ?? 'GET').toUpperCase() === method,
  );
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
}

export const CLINIC_ID = '11111111-1111-4111-8111-111111111111';
export const DOCTOR_ID = '22222222-2222-4222-8222-222222222222';

const closed = { isOpen: false, open: null, close: null };
const nineToFive = { isOpen: true, open: '09:00', close: '17:00' };

export function makeClinic(overrides: Partial<Clinic> = {}): Clinic {
  return {
    id: CLINIC_ID,
    name: 'Phòng khám Quận 1',
    address: '12 Lê Lợi',
    city: 'TP. Hồ Chí Minh',
    description: null,
    description_en: null,
    phone: null,
    email: null,
    invitation_channels: ['zalo', 'sms', 'email'],
    operating_hours: {
      monday: nineToFive,
      tuesday: nineToFive,
      wednesday: nineToFive,
      thursday: nineToFive,
      friday: nineToFive,
      saturday: closed,
      sunday: closed,
    },
    image_url: null,
    is_active: true,
    doctor_count: 3,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeDoctor(overrides: Partial<AdminDoctor> = {}): AdminDoctor {
  return {
    id: DOCTOR_ID,
    name: 'BS. Lê Hoàng Nam',
    specialty_id: '5e3c0b1a-1111-4c2b-9f00-0000000000c1',
    specialty: CARDIOLOGY,
    clinic: 'Phòng khám Quận 1',
    clinic_id: CLINIC_ID,
    image_url: null,
    education: null,
    education_en: null,
    experience_years: null,
    bio: null,
    bio_en: null,
    status: 'pending',
    score: 4.5,
    review_count: 6,
    feedback_count: 7,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    range: 'month',
    from: '2025-05-01T00:00:00.000Z',
    to: '2025-05-31T23:59:59.000Z',
    totals: { doctors: 12, reviews: 40, score: 4.4, pending: 3, reported: 1 },
    categories: { medical: 4.4, customer: 4.2, compliance: 4.6 },
    top_doctors: [
      {
        id: DOCTOR_ID,
        name: 'BS. Lê Hoàng Nam',
        specialty: CARDIOLOGY,
        clinic: 'Phòng khám Quận 1',
        score: 4.9,
        review_count: 10,
      },
    ],
    recent_feedback: [
      {
        id: '33333333-3333-4333-8333-333333333333',
        doctor_name: 'BS. Lê Hoàng Nam',
        rating: 5,
        comment: 'Bác sĩ tận tâm',
        status: 'approved',
        created_at: '2025-05-20T08:30:00.000Z',
      },
    ],
    series: [
      { bucket: '2025-05-01', reviews: 2, score: 4.5 },
      { bucket: '2025-05-02', reviews: 0, score: 0 },
    ],
    messages: [
      { month: '2025-05', channel: 'email', sent: 40, delivered: 0, failed: 1 },
      { month: '2025-05', channel: 'zalo', sent: 2100, delivered: 2050, failed: 2 },
      { month: '2025-05', channel: 'sms', sent: 1234, delivered: 1200, failed: 3 },
      { month: '2025-04', channel: 'sms', sent: 980, delivered: 970, failed: 0 },
    ],
    ...overrides,
  };
}

/** A visit of the visits screen, open to review until 2099. */
export function makeVisit(overrides: Partial<AdminVisit> = {}): AdminVisit {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    visit_code: 'AKQ3M7XR',
    phone: '+84901234567',
    visit_date: '2026-01-05',
    expires_at: '2099-01-01T00:00:00.000Z',
    source: 'admin',
    claimed: false,
    clinic: null,
    doctors: ['BS. Lê Hoàng Nam'],
    created_at: '2026-01-05T08:00:00.000Z',
    invitation: { state: 'delivered', channel: 'sms', reminder: false },
    ...overrides,
  };
}
