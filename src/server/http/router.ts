/**
 * Every API route is an endpoint of the contract registered through this router with its declared
 * access, the auth library's routes included (each one declared and passed on; no catch-all), so
 * access is deny-by-default and a test can prove that no route exists without a declaration.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type {
  Access,
  BodyOf,
  EndpointDefinition,
  Method,
  ParamsOf,
  QueryOf,
  ResponseOf,
} from '../../shared/api/contract';
import { hasPermission } from '../../shared/permissions';
import {
  type AppEnv,
  type RequestContext,
  requestContext,
  type UserContext,
  type Viewer,
} from './context';
import { AppError, forbidden, unauthenticated } from './errors';
import { parseJson, validationFailed } from './validate';

export type { Access, Method };

/** What a contract handler receives: the validated input and the request context. */
export interface HandlerInput<E extends EndpointDefinition> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  ctx: E['access'] extends 'public' | 'api_key' ? RequestContext : UserContext;
  /** The Hono context, for headers, cookies and streams. */
  c: Context<AppEnv>;
}

/**
 * A JSON endpoint returns its response value (nothing for 204); a raw one, or one the auth
 * library answers, returns a Response.
 */
type HandlerResult<E extends EndpointDefinition> = E extends { raw: string } | { passThrough: true }
  ? Response
  : E extends { status: 204 }
    ? undefined
    : ResponseOf<E> | Response;

export type ContractHandler<E extends EndpointDefinition> = (
  input: HandlerInput<E>,
) => HandlerResult<E> | Promise<HandlerResult<E>>;

export interface RouteDeclaration {
  method: Method;
  path: string;
  access: Access;
}

export type ViewerResolver = (c: Context<AppEnv>) => Promise<Viewer | null>;
export type ApiKeyResolver = (c: Context<AppEnv>) => Promise<{ id: string; name: string } | null>;
/** A route handler, or a middleware that calls next() and returns nothing. */
type Handler = (
  c: Context<AppEnv>,
  next: () => Promise<void>,
  // biome-ignore lint/suspicious/noConfusingVoidType: Hono middleware resolves to a Response or nothing.
) => Response | Promise<Response | void>;

export class ApiRouter {
  readonly declared: RouteDeclaration[] = [];

  constructor(
    private readonly app: Hono<AppEnv>,
    readonly prefix: string,
    private readonly options: {
      resolveViewer: ViewerResolver;
      resolveApiKey?: ApiKeyResolver;
      /**
       * ADMIN_REQUIRE_2FA: every route guarded by a permission, called by an administrator or a
       * staff member, needs two-factor on AND a session that passed a TOTP or backup code, so a
       * session opened before two-factor was turned on does not count. Doctors using their own
       * portal are not held to it.
       */
      adminRequires2fa?: boolean;
    },
  ) {}

  /**
   * Registers the handler of a contract endpoint: the guard for its access, then its path params
   * (a failure is a 404: such an id cannot exist), query and body validated with its schemas.
   */
  handle<E extends EndpointDefinition>(
    endpoint: E,
    handler: ContractHandler<E>,
    options: { middleware?: MiddlewareHandler<AppEnv>[] } = {},
  ) {
    if (!endpoint.path.startsWith(this.prefix)) {
      throw new Error(`${endpoint.path} is not under ${this.prefix}`);
    }
    const path = endpoint.path.slice(this.prefix.length);
    const run: Handler = async (c) => {
      const input = {
        params: endpoint.params ? parseParams(c, endpoint.params) : c.req.param(),
        query: endpoint.query ? parseWith(endpoint.query, c.req.query()) : undefined,
        body: endpoint.body ? await parseJson(c, endpoint.body) : undefined,
        ctx: requestContext(c),
        c,
      } as HandlerInput<E>;
      const result = await handler(input);
      if (result instanceof Response) return result;
      if (endpoint.status === 204) return c.body(null, 204);
      return c.json(result as object, endpoint.status ?? 200);
    };
    this.add(endpoint.method, path, endpoint.access, [...(options.middleware ?? []), run]);
  }

  private add(method: Method, path: string, access: Access, handlers: Handler[]) {
    const full = this.prefix + path;
    this.declared.push({ method, path: full, access });
    // A public route has nothing to check: no guard step in its chain.
    const chain = (
      access === 'public' ? handlers : [this.guard(access), ...handlers]
    ) as MiddlewareHandler<AppEnv>[];
    this.app.on(method, full, ...(chain as [MiddlewareHandler<AppEnv>]));
  }

  private guard(access: Access): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      if (access === 'api_key') {
        const key = await this.options.resolveApiKey?.(c);
        if (!key) throw new AppError('unauthenticated', 'A valid API key is required');
        c.set('apiKey', key);
      } else if (access !== 'public') {
        const viewer = await this.options.resolveViewer(c);
        if (!viewer) throw unauthenticated();
        if (access !== 'user') {
          const allowed =
            access === 'admin' ? viewer.role === 'admin' : hasPermission(viewer.role, access);
          if (!allowed) throw forbidden();
          if (this.options.adminRequires2fa && viewer.role !== 'doctor') requireTwoFactor(viewer);
        }
      }
      await next();
    };
  }
}

function requireTwoFactor(viewer: Viewer) {
  if (!viewer.twoFactorEnabled) {
    throw new AppError('forbidden', 'Administrators must turn on two-factor authentication', {
      reason: 'two_factor_required',
    });
  }
  if (!viewer.sessionTwoFactorVerified) {
    throw new AppError('forbidden', 'Confirm this session with a two-factor code', {
      reason: 'two_factor_session_required',
    });
  }
}

function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) validationFailed(result.error);
  return result.data;
}

function parseParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(c.req.param());
  if (!result.success) throw new AppError('not_found', 'Not found');
  return result.data;
}
