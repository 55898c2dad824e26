import type { MeResponse } from '@shared/me';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { ApiError, apiFetch } from '../../lib/api';

export const ME_QUERY_KEY = ['me'] as const;

export interface AuthContextValue {
  /** The signed-in account, or null for a guest (and while the first check runs). */
  user: MeResponse | null;
  /** True until the first session check has answered. */
  isLoading: boolean;
  /** False until known; only the server's answer can make it true. */
  isAdmin: boolean;
  /** Re-reads the session, e.g. after signing in or editing the profile. */
  refresh: () => Promise<void>;
  /** Ends the session on the server. Rejects with ApiError so callers can show a toast. */
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** 401 is the normal answer for a guest, so it resolves to null instead of failing the query. */
export async function fetchMe(signal?: AbortSignal): Promise<MeResponse | null> {
  try {
    return await apiFetch<MeResponse>('/api/me', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => fetchMe(signal),
  });

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [queryClient]);

  const signOut = useCallback(async () => {
    await apiFetch<unknown>('/api/auth/sign-out', { method: 'POST', json: {} });
    // Drop the identity at once so no screen keeps showing the previous user, then re-check.
    queryClient.setQueryData(ME_QUERY_KEY, null);
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [queryClient]);

  // A failed check (server unreachable) leaves the visitor a guest rather than blocking the app.
  const user = me.data ?? null;
  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isLoading: me.isPending,
      isAdmin: user?.is_admin === true,
      refresh,
      signOut,
    }),
    [user, me.isPending, refresh, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
