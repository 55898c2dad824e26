import { LOGIN_REDIRECT_DELAY_MS } from '@shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { REDIRECT_PARAM, safeRedirectPath } from '../../lib/auth/redirect';

/**
 * What happens once the server has opened a session: re-read the user (so the header and isAdmin
 * update at once) and, after a short pause that lets the success toast be seen, leave
 * for the page a guard sent the visitor from, or home.
 */
export function useFinishSignIn() {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeRedirectPath(searchParams.get(REDIRECT_PARAM)) ?? '/';
  // Set from the moment a session is opened here, so the page does not bounce the visitor to '/'
  // as an already signed-in user before the pause is over.
  const [isFinishing, setIsFinishing] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const finish = useCallback(() => {
    setIsFinishing(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => navigate(target, { replace: true }),
      LOGIN_REDIRECT_DELAY_MS,
    );
    void refresh();
  }, [navigate, refresh, target]);

  return { finish, isFinishing, target };
}
