import { useEffect, useRef } from 'react';

/** The session is checked every 30 s and refreshed within 90 s of expiry. */
export const SESSION_CHECK_INTERVAL_MS = 30_000;
export const SESSION_EXPIRY_MARGIN_MS = 90_000;
/**
 * The server's sliding expiry (`updateAge`): a session read after a day gets its expiry moved a
 * week on, so an open tab asks once a day even when expiry is far away.
 */
export const SESSION_UPDATE_AGE_MS = 24 * 60 * 60_000;

export function sessionNeedsRefresh(
  expiresAt: string | undefined,
  lastCheckedAt: number,
  now: number,
): boolean {
  if (now - lastCheckedAt >= SESSION_UPDATE_AGE_MS) return true;
  if (!expiresAt) return false;
  const expiry = Date.parse(expiresAt);
  return Number.isFinite(expiry) && expiry - now <= SESSION_EXPIRY_MARGIN_MS;
}

interface KeepAliveOptions {
  signedIn: boolean;
  expiresAt: string | undefined;
  /** When the session was last read from the server (ms since epoch). */
  lastCheckedAt: number;
  refreshSession: () => Promise<unknown>;
  /** Re-reads who is signed in (another tab may have signed in or out). */
  recheckUser: () => Promise<unknown>;
}

/**
 * Keeps the session alive while the app is open: a timer refreshes it before it expires, and
 * when the tab becomes visible again (timers are throttled in background tabs, and the laptop may
 * have slept) the session is refreshed and the user re-checked.
 */
export function useSessionKeepAlive(options: KeepAliveOptions): void {
  // The listeners read the latest values through a ref, so they are set up once per sign-in.
  const latest = useRef(options);
  latest.current = options;
  const { signedIn } = options;

  useEffect(() => {
    if (!signedIn) return;
    const timer = window.setInterval(() => {
      const { expiresAt, lastCheckedAt, refreshSession } = latest.current;
      if (sessionNeedsRefresh(expiresAt, lastCheckedAt, Date.now())) void refreshSession();
    }, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [signedIn]);

  useEffect(() => {
    let lastWake = 0;
    const onVisibilityChange = async () => {
      if (document.visibilityState !== 'visible') return;
      // Flipping between tabs should not cost a request each time.
      if (Date.now() - lastWake < SESSION_CHECK_INTERVAL_MS) return;
      lastWake = Date.now();
      const { signedIn: active, refreshSession, recheckUser } = latest.current;
      if (active) await refreshSession().catch(() => undefined);
      await recheckUser().catch(() => undefined);
    };
    const listener = () => void onVisibilityChange();
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  }, []);
}
