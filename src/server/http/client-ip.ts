import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { requestHeader } from './request-header';

/** The caller's IP: the socket's, or the first X-Forwarded-For hop when behind a trusted proxy. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = requestHeader(c, 'x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
