import type { MeResponse } from '@shared/me';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { noFeaturedDoctors, switchableSession } from '../../test/api-stubs';
import { jsonResponse, stubFetch } from '../../test/render-app';

// Helpers shared by the auth screen's tests.

export const authUser = {
  id: 'user-1',
  email: 'lan@example.com',
  name: 'Nguyễn Lan',
  emailVerified: true,
};

/** A server whose /api/me answers according to whether sign-in has happened. */
export function signInServer(
  extra: Record<string, (request: Request) => Response | Promise<Response>> = {},
  user?: MeResponse,
) {
  const session = switchableSession(false, user);
  const fetchMock = stubFetch({
    ...noFeaturedDoctors,
    'GET /api/me': session.me,
    'POST /api/auth/sign-in/email': () => {
      session.signedIn = true;
      return jsonResponse({ redirect: false, token: 't', user: authUser });
    },
    ...extra,
  });
  return fetchMock;
}

export function calls(fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return url.pathname === path && (init?.method ?? 'GET') === method;
  });
}

export async function fillLogin(
  user: ReturnType<typeof userEvent.setup>,
  email: string,
  password: string,
) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Mật khẩu'), password);
}
