import type { Role } from './constants';
import type { Permission } from './permissions';

/** Answer of `GET /api/me` for a signed-in user (a guest gets 401). */
export interface MeResponse {
  user: {
    id: string;
    /** Null for an account made by phone sign-in. */
    email: string | null;
    /** The number a phone account signs in with, as written in Vietnam; null otherwise. */
    phone: string | null;
    name: string;
    email_verified: boolean;
  };
  profile: {
    first_name: string;
    last_name: string;
    avatar_url: string | null;
    language: string;
    /** When the language was last chosen explicitly (ISO), null if never: the latest choice wins. */
    language_chosen_at: string | null;
  };
  role: Role | null;
  is_admin: boolean;
  /** What the viewer's role grants, so the client shows only the screens they may use. */
  permissions: Permission[];
  /** The doctor record linked to this account, if any (the portal's subject). */
  doctor_id: string | null;
  two_factor_enabled: boolean;
}
