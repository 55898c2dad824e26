/** HTTP helpers: JSON calls, sign-in through the real auth endpoint, simulated client IPs. */

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    what: string,
  ) {
    super(`${what}: HTTP ${status} ${body.slice(0, 300)}`);
  }
}

/** A distinct, stable private address per simulated person (X-Forwarded-For). */
export function clientIp(i: number): string {
  return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
}

export async function call(base: string, path: string, o: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { origin: base, ...o.headers };
  if (o.cookie) headers.cookie = o.cookie;
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${base}${path}`, {
    method: o.method ?? (o.body === undefined ? 'GET' : 'POST'),
    headers,
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
}

export async function getJson<T>(base: string, path: string, cookie?: string): Promise<T> {
  const res = await call(base, path, { cookie });
  const text = await res.text();
  if (!res.ok) throw new HttpError(res.status, text, `GET ${path}`);
  return JSON.parse(text) as T;
}

/** Signs in with e-mail and password; returns the Cookie header value of the new session. */
export async function signIn(
  base: string,
  email: string,
  password: string,
  ip?: string,
): Promise<string> {
  const res = await call(base, '/api/auth/sign-in/email', {
    body: { email, password },
    headers: ip ? { 'x-forwarded-for': ip } : {},
  });
  if (!res.ok) throw new HttpError(res.status, await res.text(), `sign-in ${email}`);
  await res.arrayBuffer();
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const session = cookies.filter((c) => c.includes('session_token'));
  if (session.length === 0) throw new Error(`sign-in ${email}: no session cookie`);
  return session.join('; ');
}
