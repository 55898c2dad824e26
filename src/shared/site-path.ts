/** Query parameter a guard uses to tell /auth where to return after signing in. */
export const REDIRECT_PARAM = 'redirect';

const AUTH_PATHS = ['/auth', '/forgot-password', '/reset-password'];

/**
 * `value` if it is a path on this site, else null. Anything that could leave the site
 * ('//evil.example', '/\evil.example', 'https://…', 'javascript:…') is refused. Used for every
 * "come back here" address, such as the page an e-mailed link returns to.
 */
export function sitePath(value: string | null | undefined): string | null {
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
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in redirect: a path on this site other than the auth screens, which would only loop. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  const path = sitePath(value);
  return path && !AUTH_PATHS.includes(new URL(path, 'http://same.site').pathname) ? path : null;
}

/** The /auth address that brings the visitor back to `path` after signing in. */
export function signInPath(path: string | null | undefined): string {
  const target = safeRedirectPath(path);
  return !target || target === '/'
    ? '/auth'
    : `/auth?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`;
}
