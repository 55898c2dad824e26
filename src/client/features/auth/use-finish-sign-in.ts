import { LOGIN_REDIRECT_DELAY_MS } from '@shared/constants';
import type { MeResponse } from '@shared/me';
import { ADMIN_AREA_PERMISSIONS } from '@shared/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ME_QUERY_KEY, useAuth } from '../../lib/auth/auth-context';
import { REDIRECT_PARAM, safeRedirectPath } from '../../lib/auth/redirect';

/**
 * Where a signed-in person starts when nothing asked for another page: staff and administrators
 * in the admin area, a doctor in their portal, everyone else on the home page.
 */
export function homeOf(user: MeResponse | null | undefined): string {
  if (user?.permissions.some((p) => ADMIN_AREA_PERMISSIONS.includes(p))) return '/admin';
  if (user?.doctor_id) return '/portal';
  return '/';
}

/**
 * What happens once the server has opened a session: re-read the user (so the header and isAdmin
 * update at once) and, after a short pause that lets the success toast be seen, leave for the
 * page a guard sent the visitor from, or for the person's own start page (homeOf).
 */
export function useFinishSignIn() {
  const { refresh, user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const asked = safeRedirectPath(searchParams.get(REDIRECT_PARAM));
  const target = asked ?? homeOf(user);
  // Set from the moment a session is opened here, so the page does not bounce the visitor to '/'
  // as an already signed-in user before the pause is over.
  const [isFinishing, setIsFinishing] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const finish = useCallback(() => {
    setIsFinishing(true);
    window.clearTimeout(timer.current);
    const reread = refresh();
    timer.current = window.setTimeout(async () => {
      // The start page depends on who signed in: wait for the re-read user.
      await reread.catch(() => undefined);
      const home = homeOf(queryClient.getQueryData<MeResponse | null>(ME_QUERY_KEY));
      void navigate(asked ?? home, { replace: true });
    }, LOGIN_REDIRECT_DELAY_MS);
  }, [navigate, refresh, asked, queryClient]);

  return { finish, isFinishing, target };
}
