import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ApiErrorBody } from '../../shared/errors';
import type { AppEnv } from './context';
import { AppError } from './errors';

const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** True when the error (or its cause) says the database cannot be reached right now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; depth++) {
    const { code, message } = e as { code?: string; message?: string };
    if (code && DB_DOWN_CODES.has(code)) return true;
    // "… is not queryable": a statement (often the ROLLBACK that replaces the first error) on
    // a pooled connection the database already closed.
    if (
      message &&
      /Connection terminated|timeout exceeded when trying to connect|Connection ended|is not queryable/i.test(
        message,
      )
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const body = (code: string, message: string, details?: unknown): ApiErrorBody => ({
  error: details === undefined ? { code, message } : { code, message, details },
});

/** One mapping from errors to `{ error: { code, message, details? } }`; never leaks a stack. */
export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) {
    return c.json(body(err.code, err.message, err.details), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const code =
      status === 413
        ? 'payload_too_large'
        : status === 403
          ? 'forbidden'
          : status === 401
            ? 'unauthenticated'
            : 'validation_failed';
    return c.json(body(code, err.message || 'Request refused'), status);
  }
  const log = c.get('log');
  if (isDatabaseUnavailable(err)) {
    log?.warn({ err: err.message }, 'database unavailable');
    c.header('Retry-After', '2');
    return c.json(body('service_unavailable', 'The service is temporarily unavailable'), 503);
  }
  log?.error({ err }, 'unhandled error');
  return c.json(body('internal_error', 'An unexpected error occurred'), 500);
}
