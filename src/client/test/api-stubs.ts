import type { MeResponse } from '@shared/me';
import { apiErrorResponse, jsonResponse, meResponse } from './render-app';

/**
 * A session a test can switch: `me` answers GET /api/me with the user while `signedIn` and with
 * 401 otherwise. The test's sign-in or account handlers set `signedIn` as the server would.
 */
export function switchableSession(signedIn: boolean, user: MeResponse = meResponse()) {
  const session = {
    signedIn,
    me: () =>
      session.signedIn
        ? jsonResponse(user)
        : apiErrorResponse(401, 'unauthenticated', 'Not signed in'),
    /** POST /api/auth/sign-out, as the server answers it. */
    signOut: () => {
      session.signedIn = false;
      return jsonResponse({ success: true });
    },
  };
  return session;
}

/** The home page's featured doctors, none: for tests that only pass through the home page. */
export const noFeaturedDoctors = {
  'GET /api/doctors/featured': () => jsonResponse({ items: [] }),
};
