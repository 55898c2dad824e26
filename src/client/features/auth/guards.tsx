import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { useAuth } from '../../lib/auth/auth-context';
import { signInPath } from '../../lib/auth/redirect';

/*
 * Route guards. They only decide what the browser shows; the server checks every request itself.
 * Each renders its children, or the nested routes (<Outlet/>) when used as a layout route.
 */

function useSignInRedirect(): string {
  const { pathname, search, hash } = useLocation();
  const path = signInPath(`${pathname}${search}${hash}`);
  // A link sent to a phone (SMS, Zalo) says so: the sign-in opens on the phone number.
  if (new URLSearchParams(search).get('via') !== 'phone') return path;
  return `${path}${path.includes('?') ? '&' : '?'}via=phone`;
}

/** Signed-in users only: a guest is sent to /auth, and comes back here after signing in. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, isLoading } = useAuth();
  const signIn = useSignInRedirect();
  if (isLoading) return <PageLoading />;
  if (!user) return <Navigate to={signIn} replace />;
  return children ?? <Outlet />;
}

/**
 * The admin area: anyone whose role grants a permission with a screen there (administrators,
 * staff). A guest is sent to /auth, anyone else to the home page. `loading` is shown while the
 * session is checked (the admin area draws its frame there).
 */
export function RequireAdmin({
  children,
  loading = <PageLoading />,
}: {
  children?: ReactNode;
  loading?: ReactNode;
}) {
  const { user, isLoading, canEnterAdmin } = useAuth();
  const signIn = useSignInRedirect();
  if (isLoading) return loading;
  if (!user) return <Navigate to={signIn} replace />;
  if (!canEnterAdmin) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
