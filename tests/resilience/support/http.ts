/**
 * A small HTTP client for the resilience tests: every request has a timeout (a hang is a
 * failure, not a stuck test), cookies are kept per session, and state-changing calls carry the
 * `origin` header the server's same-origin check wants.
 */

export const DEFAULT_TIMEOUT_MS = 8_000;

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  /** Time until the whole body was read. */
  ms: number;
}

/** The request got no HTTP answer: the connection failed (`network`) or the timeout passed. */
export class NoAnswer extends Error {
  constructor(
    readonly kind: 'network' | 'timeout',
    readonly ms: number,
    readonly detail: string,
  ) {
    super(`${kind} after ${ms} ms: ${detail}`);
  }
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Another server (instance) than the session's default one. */
  base?: string;
}

export interface ErrorBody {
  error?: { code?: string; message?: string };
}

/** The `error.code` of an API error answer, if any. */
export function errorCode(body: unknown): string | undefined {
  return (body as ErrorBody | null)?.error?.code;
}

/** Why a fetch failed, as a short text ("ECONNREFUSED", "UND_ERR_SOCKET", …). */
function describeFailure(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const { code, message, name } = e as { code?: string; message?: string; name?: string };
    parts.push(code ?? name ?? '', message ?? '');
    e = (e as { cause?: unknown }).cause;
  }
  return parts.filter(Boolean).join(' ').slice(0, 300);
}

export class Session {
  private readonly cookies = new Map<string, string>();

  /**
   * `ip`: sent as X-Forwarded-For (the servers run with TRUST_PROXY=true), so each simulated
   * person has its own address and per-IP limits bite only where a test wants them to.
   */
  constructor(
    readonly base: string,
    readonly ip?: string,
  ) {}

  get cookie(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keepCookies(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request<T = unknown>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const base = options.base ?? this.base;
    const headers: Record<string, string> = { origin: base, ...options.headers };
    if (this.ip) headers['x-forwarded-for'] = this.ip;
    if (this.cookies.size > 0) headers.cookie = this.cookie;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    let res: Response;
    let text: string;
    try {
      res = await fetch(base + path, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      const name = (err as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new NoAnswer('timeout', elapsed(), `${method} ${path}`);
      }
      throw new NoAnswer('network', elapsed(), `${method} ${path}: ${describeFailure(err)}`);
    }
    this.keepCookies(res.headers);
    let parsed: unknown = text;
    if (res.headers.get('content-type')?.includes('json') && text) parsed = JSON.parse(text);
    return { status: res.status, body: parsed as T, headers: res.headers, ms: elapsed() };
  }

  get<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }

  post<T = unknown>(path: string, body: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }

  patch<T = unknown>(path: string, body: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, { ...options, body });
  }

  /** Signs in with e-mail and password; throws unless the server says 200. */
  async signIn(email: string, password: string, base?: string) {
    const res = await this.post('/api/auth/sign-in/email', { email, password }, { base });
    if (res.status !== 200) {
      throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    }
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls `read` until it returns something truthy or the deadline passes (then throws). */
export async function waitUntil<T>(
  what: string,
  read: () => Promise<T | undefined | null | false>,
  timeoutMs: number,
  intervalMs = 200,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await read();
      if (value) return value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (${String(last)})` : ''}`,
      );
    }
    await sleep(intervalMs);
  }
}

export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

export interface EventStream {
  status: number;
  contentType: string | null;
  events: SseEvent[];
  /** Resolves with the first event matching, waiting at most `timeoutMs`. */
  waitFor(match: (e: SseEvent) => boolean, timeoutMs: number): Promise<SseEvent>;
  close(): void;
}

/** Opens a Server-Sent-Events stream with the session's cookies and parses its events. */
export async function openEventStream(
  session: Session,
  path: string,
  base = session.base,
): Promise<EventStream> {
  const controller = new AbortController();
  const connectTimer = setTimeout(() => controller.abort(), DEFAULT_TIMEOUT_MS);
  const res = await fetch(base + path, {
    headers: { cookie: session.cookie, accept: 'text/event-stream', origin: base },
    signal: controller.signal,
  });
  clearTimeout(connectTimer);
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let closed = false;
  const pump = async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = res.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        buffer = buffer.replace(/\r\n/g, '\n');
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { event: 'message', data: '' };
          const data: string[] = [];
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon <= 0) continue;
            const field = line.slice(0, colon);
            const value = line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') event.event = value;
            else if (field === 'data') data.push(value);
            else if (field === 'id') event.id = value;
          }
          event.data = data.join('\n');
          events.push(event);
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // aborted by close(), or the server went away
    } finally {
      closed = true;
      for (const wake of waiters) wake();
    }
  };
  void pump();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    waitFor: (match, timeoutMs) =>
      new Promise<SseEvent>((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            done();
            resolve(found);
          } else if (closed) {
            done();
            reject(new Error(`stream ended without the event; got ${JSON.stringify(events)}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    close: () => controller.abort(),
  };
}

/** Marks the time of each phase of a test, for its summary line. */
export function stopwatch() {
  const started = performance.now();
  const laps: string[] = [];
  return {
    lap(label: string) {
      laps.push(`${label} ${((performance.now() - started) / 1000).toFixed(1)}s`);
    },
    toString: () => laps.join(', '),
  };
}
