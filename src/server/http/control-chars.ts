/**
 * Control characters are never valid input. Any query key or value holding a C0 control
 * character or DEL, and any key or string in a JSON body holding one other than tab, line feed
 * or carriage return (which multi-line texts may contain), is refused with 400
 * `validation_failed` before a route runs. One check for every route, the auth library's
 * included, so a NUL byte can never reach the database (which cannot store it in text).
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { AppError } from './errors';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const IN_QUERY = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const IN_BODY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A percent-encoded C0 control character or DEL, or a raw one (through `app.request`). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)|[\u0000-\u001f\u007f]/i;

/**
 * How deep a JSON body may nest. No request of the API comes near it (its deepest bodies are a
 * list of objects holding a list); a body thousands of levels deep would otherwise overflow the
 * stack of whatever walks it (this scan, then the route's validation).
 */
export const MAX_JSON_DEPTH = 32;

/** Whether a JSON text nests deeper than `max`: one pass over its characters, no recursion. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \\ */) i++;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 91 /* [ */ || ch === 123 /* { */) {
      if (++depth > max) return true;
    } else if (ch === 93 /* ] */ || ch === 125 /* } */) depth--;
  }
  return false;
}

/** The path of the first key or string in `value` that `bad` matches, or undefined. */
export function findControlChar(value: unknown, bad: RegExp, path = ''): string | undefined {
  if (typeof value === 'string') return bad.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = findControlChar(v, bad, path ? `${path}.${i}` : String(i));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const at = path ? `${path}.${k}` : k;
      if (bad.test(k)) return at;
      const found = findControlChar(v, bad, at);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

const refuse = (path: string) =>
  new AppError('validation_failed', 'The request contains a control character', {
    fields: [{ path, code: 'control_character', message: 'Control characters are not allowed' }],
  });

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function refuseControlChars(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // A control character can reach a decoded query only percent-encoded (%00–%1F, %7F): the
    // HTTP parser refuses raw ones. Most queries have none, and are not decoded here.
    const url = c.req.url;
    const query = url.indexOf('?');
    if (query !== -1 && ENCODED_CONTROL.test(url.slice(query))) {
      for (const [key, values] of Object.entries(c.req.queries())) {
        if (IN_QUERY.test(key) || values.some((v) => IN_QUERY.test(v))) throw refuse(key);
      }
    }
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const type = c.req.header('content-type') ?? '';
    if (!type.startsWith('multipart/form-data')) {
      let body: unknown;
      // Cached by Hono: the route reads the same body again without another stream read.
      const text = await c.req.text();
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        throw new AppError('validation_failed', 'The request body is nested too deeply', {
          fields: [
            { path: '', code: 'too_deep', message: `At most ${MAX_JSON_DEPTH} levels of nesting` },
          ],
        });
      }
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON (or over the size limit): the route answers that itself.
        return next();
      }
      const inBody = findControlChar(body, IN_BODY);
      if (inBody !== undefined) throw refuse(inBody);
    }
    return next();
  };
}
