import type { ApiErrorBody } from '@shared/errors';
import { i18n } from '../i18n';

/** Client-only code for a request that never got an HTTP answer (offline, DNS, CORS, aborted). */
export const NETWORK_ERROR_CODE = 'network';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: string,
    message: string,
    /** HTTP status; 0 when the request never reached the server. */
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

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
    response = await fetch(path, {
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

/**
 * A user-facing message for any error: the translation of `errors.<code>` when one exists,
 * otherwise the error's own message, otherwise the generic internal error text.
 * Call it while rendering a component that uses useTranslation so it follows language changes.
 */
export function translateError(error: unknown): string {
  if (isApiError(error)) {
    const key = `errors.${error.code}`;
    if (i18n.exists(key)) return i18n.t(key);
    if (error.message) return error.message;
  } else if (error instanceof Error && error.message) {
    return error.message;
  }
  return i18n.t('errors.internal_error');
}
