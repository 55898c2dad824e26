import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './errors';

/** The 400 answer for input that fails its schema, naming each failing field. */
export function validationFailed(error: z.ZodError): never {
  const fields = error.issues.map((i) => ({
    path: i.path.join('.'),
    code: i.code,
    message: i.message,
  }));
  throw new AppError('validation_failed', 'The request is not valid', { fields });
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) validationFailed(result.error);
  return result.data;
}

export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('validation_failed', 'The request body must be JSON');
  }
  const result = schema.safeParse(body);
  if (!result.success) validationFailed(result.error);
  return result.data;
}

/** Path ids are uuids; anything else cannot exist, so it is a 404 rather than a database error. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function parseId(c: Context, name = 'id', what = 'Resource'): string {
  const id = c.req.param(name) ?? '';
  if (!UUID.test(id)) throw new AppError('not_found', `${what} not found`);
  return id.toLowerCase();
}
