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
import { clientIp } from './http/client-ip';
import type { AppEnv } from './http/context';
import { refuseControlChars } from './http/control-chars';
import { AppError } from './http/errors';
import { handleError } from './http/errors-handler';
import { ApiRouter } from './http/router';
import { sameOriginWrites } from './http/same-origin';
import { mountClient } from './http/static';
import type { Logger } from './lib/logger';
import { registerAccountRoutes } from './modules/accounts/routes';
import { createViewerResolver } from './modules/accounts/viewer';
import { registerAdminDoctorRoutes } from './modules/admin-doctors/routes';
import { registerAnnouncementRoutes } from './modules/announcements/routes';
import { registerApiDocsRoutes } from './modules/api-docs/routes';
import { registerApiKeyRoutes } from './modules/api-keys/routes';
import { resolveApiKey } from './modules/api-keys/service';
import { registerAuditLogRoutes } from './modules/audit-log/routes';
import { registerClinicRoutes } from './modules/clinics/routes';
import { registerDashboardRoutes } from './modules/dashboard/routes';
import { registerDoctorAccountRoutes } from './modules/doctor-accounts/routes';
import { createDirectoryCache } from './modules/doctors/directory-cache';
import { registerDoctorRoutes } from './modules/doctors/routes';
import { doctorPageHead, pageLanguage, registerSeoRoutes } from './modules/doctors/seo';
import { registerFeedbackRoutes } from './modules/feedback/routes';
import { registerHealthRoutes } from './modules/health/routes';
import { registerInvitationRoutes } from './modules/invitations/routes';
import { createInviteSigner } from './modules/invitations/token';
import { registerNotificationRoutes } from './modules/notifications/routes';
import { registerPortalRoutes } from './modules/portal/routes';
import { registerPrivacyRoutes } from './modules/privacy/routes';
import { registerReplyRoutes } from './modules/replies/routes';
import { registerSettingsRoutes } from './modules/settings/routes';
import { registerSpecialtyRoutes } from './modules/specialties/routes';
import { registerTransparencyRoutes } from './modules/transparency/routes';
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
/** The API's version in its OpenAPI document; the contract changes with the product's releases. */
const APP_VERSION = '0.2.0';

export function createApp(deps: AppDeps) {
  const { config, database, auth, log } = deps;
  const app = new Hono<AppEnv>();
  const secure = config.PUBLIC_URL.startsWith('https://');

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    c.set('log', log.child({ reqId: c.get('requestId') }));
    c.set('clientIp', clientIp(c, config.TRUST_PROXY));
    c.set('publicUrl', config.PUBLIC_URL);
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

  // State-changing requests from other origins are refused: form-like bodies by Hono's csrf,
  // every other body (JSON) by the same rule on Origin and Sec-Fetch-Site.
  app.use(
    '/api/*',
    csrf({
      origin: (origin, c) => origin === new URL(c.req.url).origin || origin === config.PUBLIC_URL,
    }),
  );
  app.use('/api/*', sameOriginWrites(config.PUBLIC_URL));
  const jsonLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new AppError('payload_too_large', 'The request body is too large');
    },
  });
  app.use('/api/*', (c, next) => (UPLOAD_PATH.test(c.req.path) ? next() : jsonLimit(c, next)));
  // Upload bodies are image bytes; their routes read them as multipart form data.
  const controlChars = refuseControlChars();
  app.use('/api/*', (c, next) => (UPLOAD_PATH.test(c.req.path) ? next() : controlChars(c, next)));

  const db = database.db;
  const router = new ApiRouter(app, '/api', {
    resolveViewer: createViewerResolver(auth, db),
    resolveApiKey: (c) => resolveApiKey(db, c.req.header('authorization')),
    adminRequires2fa: config.ADMIN_REQUIRE_2FA,
  });
  registerHealthRoutes(router, database);
  registerApiDocsRoutes(router, { publicUrl: config.PUBLIC_URL, version: APP_VERSION });
  registerAuthRoutes(router, auth, db, deps.onMailQueued);
  registerAccountRoutes(router, db, deps.storage);
  registerUserAdminRoutes(router, db, { auth: deps.auth, storage: deps.storage });
  const directory = createDirectoryCache(db, config.DIRECTORY_CACHE_SIZE);
  registerDoctorRoutes(router, db, directory);
  registerVisitRoutes(router, db);
  registerInvitationRoutes(router, db, createInviteSigner(auth.options.secret as string));
  registerApiKeyRoutes(router, db);
  registerFeedbackRoutes(router, db);
  registerClinicRoutes(router, db, deps.storage);
  registerAdminDoctorRoutes(router, db, deps.storage);
  registerDashboardRoutes(router, db);
  registerAuditLogRoutes(router, db);
  registerAnnouncementRoutes(router, db);
  registerSettingsRoutes(router, db);
  registerTransparencyRoutes(router, db);
  registerPrivacyRoutes(router, db, { auth: deps.auth, storage: deps.storage });
  registerSpecialtyRoutes(router, db);
  registerNotificationRoutes(router, db, deps.hub, deps.heartbeatMs);
  registerDoctorAccountRoutes(router, db, deps.onMailQueued);
  registerPortalRoutes(router, db);
  registerReplyRoutes(router, db);

  app.all('/api/*', () => {
    throw new AppError('not_found', 'No such API endpoint');
  });
  app.onError(handleError);

  registerSeoRoutes(app, db, config.PUBLIC_URL);
  mountClient(app, deps.clientDir, deps.uploadsDir, (path, c) =>
    doctorPageHead(directory, path, config.PUBLIC_URL, pageLanguage(c)),
  );
  return { app, router };
}
