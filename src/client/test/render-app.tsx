import type { Role } from '@shared/constants';
import type { MeResponse } from '@shared/me';
import { permissionsOf } from '@shared/permissions';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { appRoutes } from '../app/routes';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function apiErrorResponse(status: number, code: string, message: string): Response {
  return jsonResponse({ error: { code, message } }, status);
}

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Replaces `fetch` at the network boundary. Keys are 'METHOD /path' (query string ignored);
 * unknown requests answer 404 like the real API, so a test never hangs on a missing stub.
 * A guest session (401 on /api/me) is the default.
 */
export function stubFetch(handlers: Record<string, Handler>) {
  const all: Record<string, Handler> = {
    'GET /api/me': () => apiErrorResponse(401, 'unauthenticated', 'Not signed in'),
    // The bell loads this for every signed-in screen; an empty list keeps error toasts away.
    'GET /api/notifications': () => jsonResponse({ items: [], unread_count: 0 }),
    ...handlers,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const request = new Request(new URL(url, 'http://localhost'), init);
    const { pathname } = new URL(request.url);
    const handler = all[`${request.method} ${pathname}`];
    return handler ? handler(request) : apiErrorResponse(404, 'not_found', 'Not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function meResponse(
  overrides: { isAdmin?: boolean; firstName?: string; role?: Role | null } = {},
): MeResponse {
  const isAdmin = overrides.isAdmin ?? overrides.role === 'admin';
  const role = overrides.role !== undefined ? overrides.role : isAdmin ? 'admin' : null;
  return {
    user: {
      id: 'user-1',
      email: 'lan@example.com',
      phone: null,
      name: 'Lan Nguyen',
      email_verified: true,
    },
    profile: {
      first_name: overrides.firstName ?? 'Lan',
      last_name: 'Nguyễn',
      avatar_url: null,
      language: 'vi',
      language_chosen_at: null,
    },
    role,
    is_admin: role === 'admin',
    permissions: [...permissionsOf(role)],
    doctor_id: role === 'doctor' ? 'doctor-1' : null,
    two_factor_enabled: false,
  };
}

/** Renders the real route table at `path` with fresh providers (no retries, to keep tests fast). */
export function renderApp(path = '/') {
  const queryClient = createQueryClient({ queries: { retry: false } });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
