import type { Role } from './constants';

/** Answer of `GET /api/me` for a signed-in user (a guest gets 401). */
export interface MeResponse {
  user: { id: string; email: string; name: string; email_verified: boolean };
  profile: { first_name: string; last_name: string; avatar_url: string | null; language: string };
  role: Role | null;
  is_admin: boolean;
  two_factor_enabled: boolean;
}
