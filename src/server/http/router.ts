/**
 * Every API route is registered through this router with a declared access level, so access is
 * deny-by-default and a test can prove that no route exists without a declaration.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { AppEnv, Viewer } from './context';
import { AppError, forbidden, unauthenticated } from './errors';

/** public: anyone; user: signed in; admin: the admin role; api_key: a clinic system's key. */
export type Access = 'public' | 'user' | 'admin' | 'api_key';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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
      /** ADMIN_REQUIRE_2FA: admin routes refuse admins without two-factor authentication. */
      adminRequires2fa?: boolean;
    },
  ) {}

  get(path: string, access: Access, ...handlers: Handler[]) {
    this.add('GET', path, access, handlers);
  }
  post(path: string, access: Access, ...handlers: Handler[]) {
    this.add('POST', path, access, handlers);
  }
  put(path: string, access: Access, ...handlers: Handler[]) {
    this.add('PUT', path, access, handlers);
  }
  patch(path: string, access: Access, ...handlers: Handler[]) {
    this.add('PATCH', path, access, handlers);
  }
  delete(path: string, access: Access, ...handlers: Handler[]) {
    this.add('DELETE', path, access, handlers);
  }

  /** A sub-application (the auth library) handling every method under a path. */
  mount(path: string, access: Access, handler: Handler) {
    const full = this.prefix + path;
    for (const method of ['GET', 'POST'] as const)
      this.declared.push({ method, path: full, access });
    this.app.on(['GET', 'POST'], full, this.guard(access), handler as MiddlewareHandler<AppEnv>);
  }

  private add(method: Method, path: string, access: Access, handlers: Handler[]) {
    const full = this.prefix + path;
    this.declared.push({ method, path: full, access });
    const chain = [this.guard(access), ...handlers] as MiddlewareHandler<AppEnv>[];
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
        if (access === 'admin' && viewer.role !== 'admin') throw forbidden();
        if (access === 'admin' && this.options.adminRequires2fa && !viewer.twoFactorEnabled) {
          throw new AppError('forbidden', 'Administrators must turn on two-factor authentication', {
            reason: 'two_factor_required',
          });
        }
      }
      await next();
    };
  }
}
