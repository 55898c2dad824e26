/**
 * Composes the HTTP application in one place: platform middleware, the API routes (each with a
 * declared access level), the JSON 404 for unknown API paths, and the built web client.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { csrf } from 'hono/csrf';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { Auth } from './auth/auth';
import { registerAuthRoutes } from './auth/routes';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AppEnv } from './http/context';
import { AppError } from './http/errors';
import { handleError } from './http/errors-handler';
import { ApiRouter } from './http/router';
import { mountClient } from './http/static';
import type { Logger } from './lib/logger';
import { registerAccountRoutes } from './modules/accounts/routes';
import { createViewerResolver } from './modules/accounts/viewer';
import { registerAdminDoctorRoutes } from './modules/admin-doctors/routes';
import { registerAnnouncementRoutes } from './modules/announcements/routes';
import { registerApiKeyRoutes } from './modules/api-keys/routes';
import { resolveApiKey } from './modules/api-keys/service';
import { registerAuditLogRoutes } from './modules/audit-log/routes';
import { registerClinicRoutes } from './modules/clinics/routes';
import { registerDashboardRoutes } from './modules/dashboard/routes';
import { createDirectoryCache } from './modules/doctors/directory-cache';
import { registerDoctorRoutes } from './modules/doctors/routes';
import { doctorPageHead, registerSeoRoutes } from './modules/doctors/seo';
import { registerFeedbackRoutes } from './modules/feedback/routes';
import { registerHealthRoutes } from './modules/health/routes';
import { registerNotificationRoutes } from './modules/notifications/routes';
import { registerUserAdminRoutes } from './modules/users/routes';
import { registerVisitRoutes } from './modules/visits/routes';
import type { NotificationHub } from './realtime/hub';
import type { Storage } from './storage/storage';

export interface AppDeps {
  config: Config;
  database: Database;
  auth: Auth;
  storage: Storage;
  log: Logger;
  clientDir: string;
  uploadsDir: string;
  /** Wakes the mail worker after a request queued mail. */
  onMailQueued?: () => void;
  hub: NotificationHub;
  heartbeatMs?: number;
}

/** Upload routes carry their own, larger body limit. */
const UPLOAD_PATH = /^\/api\/(me\/avatar|admin\/(doctors|clinics)\/[^/]+\/image)$/;

const JSON_BODY_LIMIT = 256 * 1024;

export function createApp(deps: AppDeps) {
  const { config, database, auth, log } = deps;
  const app = new Hono<AppEnv>();
  const secure = config.PUBLIC_URL.startsWith('https://');

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    c.set('log', log.child({ reqId: c.get('requestId') }));
    await next();
    if (c.req.path.startsWith('/api/')) {
      c.get('log').info(
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and chart libraries set inline style attributes; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
      strictTransportSecurity: secure ? 'max-age=63072000; includeSubDomains' : false,
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compress());

  // State-changing requests from other origins are refused.
  app.use(
    '/api/*',
    csrf({
      origin: (origin, c) => origin === new URL(c.req.url).origin || origin === config.PUBLIC_URL,
    }),
  );
  const jsonLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new AppError('payload_too_large', 'The request body is too large');
    },
  });
  app.use('/api/*', (c, next) => (UPLOAD_PATH.test(c.req.path) ? next() : jsonLimit(c, next)));

  const db = database.db;
  const router = new ApiRouter(app, '/api', {
    resolveViewer: createViewerResolver(auth, db),
    resolveApiKey: (c) => resolveApiKey(db, c),
    adminRequires2fa: config.ADMIN_REQUIRE_2FA,
  });
  registerHealthRoutes(router, database);
  registerAuthRoutes(router, auth, db, config, deps.onMailQueued);
  registerAccountRoutes(router, db, deps.storage, config);
  registerUserAdminRoutes(router, db, config);
  const directory = createDirectoryCache(db, config.DIRECTORY_CACHE_SIZE);
  registerDoctorRoutes(router, db, directory);
  registerVisitRoutes(router, db, config);
  registerApiKeyRoutes(router, db, config);
  registerFeedbackRoutes(router, db, config);
  registerClinicRoutes(router, db, deps.storage, config);
  registerAdminDoctorRoutes(router, db, deps.storage, config);
  registerDashboardRoutes(router, db);
  registerAuditLogRoutes(router, db);
  registerAnnouncementRoutes(router, db, log, config);
  registerNotificationRoutes(router, db, deps.hub, deps.heartbeatMs);

  app.all('/api/*', () => {
    throw new AppError('not_found', 'No such API endpoint');
  });
  app.onError(handleError);

  registerSeoRoutes(app, db, config.PUBLIC_URL);
  mountClient(app, deps.clientDir, deps.uploadsDir, (path) =>
    doctorPageHead(directory, path, config.PUBLIC_URL),
  );
  return { app, router };
}
