/** Query parameter a guard uses to tell /auth where to return after signing in. */
export const REDIRECT_PARAM = 'redirect';

const AUTH_PATHS = ['/auth', '/forgot-password', '/reset-password'];

/**
 * The `?redirect=` target if it is a path on this site, else null. Anything that could leave the
 * site ('//evil.example', '/\evil.example', 'https://…', 'javascript:…') is refused, and so are
 * the auth screens themselves, which would only loop.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  // Control characters could smuggle a different target past the checks above.
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return null;
  }
  let url: URL;
  try {
    url = new URL(value, 'http://same.site');
  } catch {
    return null;
  }
  if (url.origin !== 'http://same.site') return null;
  if (AUTH_PATHS.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The /auth address that brings the visitor back to `path` after signing in. */
export function signInPath(path: string): string {
  const target = safeRedirectPath(path);
  return !target || target === '/'
    ? '/auth'
    : `/auth?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`;
}
