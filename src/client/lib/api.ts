import type { Endpoints } from '@shared/api';
import type { InputOf, ResponseOf } from '@shared/api/contract';
import { urlOf } from '@shared/api/url';
import type { ApiErrorBody } from '@shared/errors';
import { ApiError, NETWORK_ERROR_CODE } from './api-errors';

/*
 * The API client. In a feature only its `api.ts` calls it (checked by `npm run lint`), so every
 * request a screen makes is listed in one file; errors and their words are in `api-errors.ts`.
 */

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  /** Sent as JSON with the matching Content-Type. */
  json?: unknown;
  /** Raw body, e.g. FormData for uploads (the browser then sets the multipart boundary). */
  body?: BodyInit | null;
}

/** Used when an error answer has no JSON body, e.g. an HTML page from a proxy. */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'validation_failed',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
  502: 'service_unavailable',
  503: 'service_unavailable',
  504: 'service_unavailable',
};

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;

/** The browser's way: `fetch` against the page's origin. */
export const browserTransport: Transport = (path, init) => fetch(path, init);

let transport = browserTransport;

/**
 * Replaces how requests reach the API: the server's page renderer (entry-server.tsx) answers
 * them in its own process, where there is no page origin to resolve a relative URL against.
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/**
 * Calls the API with the session cookie and JSON, and returns the parsed body.
 * Throws ApiError for every failure, so callers and react-query see one error shape.
 */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { json, body, headers: extraHeaders, ...rest } = init;
  const headers = new Headers(extraHeaders);
  headers.set('Accept', 'application/json');
  let requestBody: BodyInit | null | undefined = body;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(json);
  }

  let response: Response;
  try {
    response = await transport(path, {
      ...rest,
      headers,
      body: requestBody,
      credentials: 'same-origin',
    });
  } catch (error) {
    // An abort is the caller's decision (e.g. react-query cancelling), not a failure to report.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new ApiError(NETWORK_ERROR_CODE, message, 0);
  }

  const data = response.status === 204 ? undefined : await readJson(response);
  if (!response.ok) {
    if (isErrorBody(data)) {
      const { code, message, details } = data.error;
      throw new ApiError(code, message, response.status, details);
    }
    const code = CODE_BY_STATUS[response.status] ?? 'internal_error';
    throw new ApiError(code, response.statusText || `HTTP ${response.status}`, response.status);
  }
  return data as T;
}

type Call<K extends keyof Endpoints> = InputOf<Endpoints[K]> & {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The browser's HTTP cache mode, e.g. 'no-cache' to revalidate a cached answer. */
  cache?: RequestCache;
  /** A raw body (FormData for uploads) instead of the endpoint's JSON body. */
  formData?: FormData;
};
type Args<K extends keyof Endpoints> =
  Record<string, never> extends InputOf<Endpoints[K]> ? [input?: Call<K>] : [input: Call<K>];

/** The input of an endpoint (params, query, body), e.g. for a feature's request function. */
export type ApiInput<K extends keyof Endpoints> = InputOf<Endpoints[K]>;

/**
 * Calls an endpoint of the contract by its key, e.g. `api('GET /api/doctors/:id', { params: { id } })`:
 * path params, query and body are typed from the endpoint, and so is the answer.
 */
export function api<K extends keyof Endpoints>(
  key: K,
  ...[input]: Args<K>
): Promise<ResponseOf<Endpoints[K]>> {
  const [method, template] = (key as string).split(' ') as [string, string];
  const loose = input as unknown as
    | {
        params?: Record<string, string>;
        query?: Record<string, unknown>;
        body?: unknown;
        formData?: FormData;
        signal?: AbortSignal;
        headers?: Record<string, string>;
        cache?: RequestCache;
      }
    | undefined;
  const { params, query, body, formData, ...init } = loose ?? {};
  return apiFetch(urlOf(template, { params, query }), {
    ...init,
    method,
    json: body,
    body: formData,
  });
}
