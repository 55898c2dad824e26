import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../app/page-loading';
import { useAuth } from './auth-context';
import { signInPath } from './redirect';

/*
 * Route guards. They only decide what the browser shows; the server checks every request itself.
 * Each renders its children, or the nested routes (<Outlet/>) when used as a layout route.
 */

function useSignInRedirect(): string {
  const { pathname, search, hash } = useLocation();
  return signInPath(`${pathname}${search}${hash}`);
}

/** Signed-in users only: a guest is sent to /auth, and comes back here after signing in. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, isLoading } = useAuth();
  const signIn = useSignInRedirect();
  if (isLoading) return <PageLoading />;
  if (!user) return <Navigate to={signIn} replace />;
  return children ?? <Outlet />;
}

/** Administrators only: a guest is sent to /auth, a signed-in non-admin to the home page. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user, isLoading, isAdmin } = useAuth();
  const signIn = useSignInRedirect();
  if (isLoading) return <PageLoading />;
  if (!user) return <Navigate to={signIn} replace />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
