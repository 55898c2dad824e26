import type { AdminUser } from '@shared/admin';
import type { AdminFeedback } from '@shared/feedback';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../app/query-client';
import { jsonResponse, meResponse } from '../../../../test/render-app';
import { PEDIATRICS } from '../../../doctors/test-data';
import { operationsRoutes } from '../routes';

/**
 * Renders one operations screen at `path` (e.g. '/admin/users') with the real providers and a
 * toaster, but without the admin shell: these tests are about the screens, and stay independent
 * of the layout's own requests.
 */
export function renderOps(path: string) {
  const queryClient = createQueryClient({ queries: { retry: false } });
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: operationsRoutes,
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
    rating: 5,
    medical_expertise: 5,
    customer_experience: 4,
    compliance: 5,
    comment: 'Bác sĩ rất tận tâm.',
    is_anonymous: false,
    user_id: 'u-9',
    author_name: 'Nguyễn Thị Nhung',
    status: 'pending',
    flagged: false,
    verified_visit: true,
    created_at: '2026-02-01T03:00:00Z',
    reports: [],
    author_is_staff: false,
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
