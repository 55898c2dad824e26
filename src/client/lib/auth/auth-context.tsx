import type { MeResponse } from '@shared/me';
import { ADMIN_AREA_PERMISSIONS, type Permission } from '@shared/permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import { i18n } from '../../i18n';
import { api } from '../../lib/api';
import { ApiError, translateError } from '../../lib/api-errors';
import { usePageReady } from '../../lib/page-ready';
import { toast } from '../../lib/toast';
import { useApplyProfileLanguage } from './apply-profile-language';
import { type AuthSession, authApi } from './auth-api';
import { ME_QUERY_KEY } from './me-query-key';
import { hasSessionHint, setSessionHint } from './session-hint';
import { useSessionKeepAlive } from './session-keep-alive';

export { ME_QUERY_KEY };
export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

export interface AuthContextValue {
  /** The signed-in account, or null for a guest (and while the first check runs). */
  user: MeResponse | null;
  /** The session behind it (its expiry), once read; null for a guest. */
  session: AuthSession | null;
  /** True until the first session check has answered. */
  isLoading: boolean;
  /**
   * False until known; only the server's answer can make it true. Re-evaluated whenever the user
   * is read again (sign-in, sign-up, two-factor verified, profile update), false without a user,
   * and unchanged when a re-check fails (the last answer is kept).
   */
  isAdmin: boolean;
  /** What the viewer's role grants (from the server; empty for a guest). */
  permissions: readonly Permission[];
  /** The viewer holds at least one permission with a screen in the admin area. */
  canEnterAdmin: boolean;
  /** Re-reads the user and session, e.g. after signing in or editing the profile. */
  refresh: () => Promise<void>;
  /** Ends the session on the server. Rejects with ApiError so callers can show a toast. */
  signOut: () => Promise<void>;
}

const NO_PERMISSIONS: readonly Permission[] = [];

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The signed-in account, or null for a guest. A browser not known to be signed in first asks
 * better-auth's session endpoint, which answers a guest 200 with null: /api/me would answer 401,
 * which the browser logs as a failed request on every guest page. A 401 (an expired session)
 * still means guest, quietly.
 */
export async function fetchMe(signal?: AbortSignal): Promise<MeResponse | null> {
  if (!hasSessionHint()) {
    // If this check fails (network), /api/me below reports the failure.
    const session = await authApi.getSession().catch(() => undefined);
    if (session === null) return null;
  }
  try {
    const me = await api('GET /api/me', { signal });
    setSessionHint(true);
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      setSessionHint(false);
      return null;
    }
    throw error;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => fetchMe(signal),
    // Its answer changes the whole page (header, guards): asked once the page is hydrated.
    enabled: usePageReady(),
  });
  // A failed check (server unreachable) leaves the visitor a guest rather than blocking the app;
  // a failed re-check keeps the last answer, because react-query keeps data when a refetch fails.
  const user = me.data ?? null;
  // A signed-in user reads in their profile's language, on any device.
  useApplyProfileLanguage(user);

  const sessionQuery = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => authApi.getSession(),
    enabled: user !== null,
    // Refreshed on purpose by the keep-alive below, not by cache timing.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const sessionGone = user !== null && sessionQuery.data === null;

  const recheckUser = useCallback(
    () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, exact: true }),
    [queryClient],
  );
  const refreshSession = useCallback(
    () => queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY }),
    [queryClient],
  );

  const firstCheckFailed = me.isError && me.data === undefined;
  useEffect(() => {
    // A failed session check is reported (a guest's 401 is not a failure). Later re-checks
    // fail quietly and keep the last answer, so a flaky network does not flood the screen.
    if (!firstCheckFailed) return;
    console.error('Session check failed', me.error);
    // On the next task: the toaster (inside the router layout) may not be listening yet.
    const timer = window.setTimeout(() => {
      toast.error(i18n.t('auth.sessionCheckFailed'), { description: translateError(me.error) });
    });
    return () => window.clearTimeout(timer);
  }, [firstCheckFailed, me.error]);

  useEffect(() => {
    // The session ended elsewhere (expired, signed out in another tab, password changed).
    if (sessionGone) void recheckUser();
  }, [sessionGone, recheckUser]);

  useSessionKeepAlive({
    signedIn: user !== null,
    expiresAt: sessionQuery.data?.session.expiresAt,
    lastCheckedAt: sessionQuery.dataUpdatedAt,
    refreshSession,
    recheckUser,
  });

  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, exact: true }),
      queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    ]);
  }, [queryClient]);

  const signOut = useCallback(async () => {
    await authApi.signOut();
    setSessionHint(false);
    // Drop the identity at once so no screen keeps showing the previous user, then re-check.
    queryClient.setQueryData(ME_QUERY_KEY, null);
    queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
    // Per-user data (preferences…) must not leak into the next account used in this tab.
    queryClient.removeQueries({
      queryKey: ['me'],
      exact: false,
      predicate: (q) => q.queryKey.length > 1,
    });
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, exact: true });
  }, [queryClient]);

  const session = user ? (sessionQuery.data?.session ?? null) : null;
  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      session,
      isLoading: me.isPending,
      isAdmin: user?.is_admin === true,
      permissions: user?.permissions ?? NO_PERMISSIONS,
      canEnterAdmin: (user?.permissions ?? []).some((p) => ADMIN_AREA_PERMISSIONS.includes(p)),
      refresh,
      signOut,
    }),
    [user, session, me.isPending, refresh, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
