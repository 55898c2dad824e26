/**
 * Composes the HTTP application in one place: platform middleware, the API routes (each with a
 * declared access level), the JSON 404 for unknown API paths, and the built web client.
 */

import path from 'node:path';
import { type Context, Hono, type Next } from 'hono';
import type { Auth } from './auth/auth';
import { registerAuthRoutes } from './auth/routes';
import { createViewerResolver } from './auth/viewer';
import type { Config } from './config';
import type { Database } from './db/client';
import { clientIp } from './http/client-ip';
import { compression } from './http/compress';
import type { AppEnv } from './http/context';
import { AppError } from './http/errors';
import { handleError } from './http/errors-handler';
import { apiInputChecks } from './http/input-checks';
import { pageLanguage } from './http/language';
import { MemoRouter } from './http/memo-router';
import { createMetrics, registerMetricsRoute } from './http/metrics';
import { API_VERSION } from './http/openapi';
import { pageRenderer } from './http/page-render';
import { ApiRouter } from './http/router';
import { securityHeaders } from './http/security-headers';
import { mountClient } from './http/static';
import type { Logger } from './lib/logger';
import { registerAccountRoutes } from './modules/accounts/routes';
import { setRole } from './modules/accounts/service';
import { registerAdminDoctorRoutes } from './modules/admin-doctors/routes';
import { registerAnnouncementRoutes } from './modules/announcements/routes';
import { registerApiDocsRoutes } from './modules/api-docs/routes';
import { registerApiKeyRoutes } from './modules/api-keys/routes';
import { resolveApiKey } from './modules/api-keys/service';
import { registerAuditLogRoutes } from './modules/audit-log/routes';
import { registerCaseRoutes } from './modules/cases/routes';
import { registerChangeNoteRoutes } from './modules/change-notes/routes';
import { registerClinicRoutes } from './modules/clinics/routes';
import { registerDashboardRoutes } from './modules/dashboard/routes';
import { registerDoctorAccountRoutes } from './modules/doctor-accounts/routes';
import { createDirectoryCache } from './modules/doctors/directory-cache';
import { registerDoctorRoutes } from './modules/doctors/routes';
import { doctorPageHead, registerSeoRoutes } from './modules/doctors/seo';
import { registerFeedbackRoutes } from './modules/feedback/routes';
import {
  detachFromVisit,
  lockClaimerFeedback,
  withdrawUnpublished,
} from './modules/feedback/service';
import { registerHealthRoutes } from './modules/health/routes';
import { registerInsightRoutes } from './modules/insights/routes';
import { registerInvitationRoutes } from './modules/invitations/routes';
import { registerShortLinks } from './modules/invitations/short-link-routes';
import { createInviteSigner } from './modules/invitations/token';
import { registerNotificationRoutes } from './modules/notifications/routes';
import { registerPortalRoutes } from './modules/portal/routes';
import { withdrawUnlinkedDoctorEdits } from './modules/portal/service';
import { eraseAccount } from './modules/privacy/deletion';
import { registerPrivacyRoutes } from './modules/privacy/routes';
import { registerReplyRoutes } from './modules/replies/routes';
import { withdrawUnlinkedDoctorReplies } from './modules/replies/service';
import { registerReplyTemplateRoutes } from './modules/reply-templates/routes';
import { registerSettingsRoutes } from './modules/settings/routes';
import { registerSpecialtyRoutes } from './modules/specialties/routes';
import { registerStaffClinicRoutes } from './modules/staff-clinics/routes';
import { registerTopicRoutes } from './modules/topics/routes';
import { registerTransparencyRoutes } from './modules/transparency/routes';
import { registerUserAdminRoutes } from './modules/users/routes';
import { registerVisitRoutes } from './modules/visits/routes';
import { invitePhone } from './modules/visits/service';
import { registerWebhookRoutes } from './modules/webhooks/routes';
import type { NotificationHub } from './realtime/hub';
import type { Storage } from './storage/storage';

export interface AppDeps {
  config: Config;
  database: Database;
  auth: Auth;
  storage: Storage;
  log: Logger;
  clientDir: string;
  /** Wakes the mail worker after a request queued mail. */
  onMailQueued?: () => void;
  hub: NotificationHub;
  heartbeatMs?: number;
}

/**
 * The request's child logger, made on first use: building a pino child costs microseconds on
 * every request, and most requests never log anything but their request line.
 */
function lazyChild(log: Logger, bindings: () => Record<string, unknown>): Logger {
  let child: Logger | undefined;
  return new Proxy(log, {
    get(_target, key) {
      child ??= log.child(bindings());
      const value = Reflect.get(child, key, child);
      return typeof value === 'function' ? value.bind(child) : value;
    },
  });
}

/** The request line the request's child logger would write, without making one. */
async function logRequest(c: Context<AppEnv>, next: Next, log: Logger): Promise<void> {
  const started = performance.now();
  await next();
  log.info(
    {
      reqId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    },
    'request',
  );
}

export function createApp(deps: AppDeps) {
  const { config, database, auth, log } = deps;
  const app = new Hono<AppEnv>({ router: new MemoRouter() });
  // Served over HTTPS: browsers are told to use nothing else, pages and answers alike.
  const hsts = config.PUBLIC_URL.startsWith('https://')
    ? 'max-age=63072000; includeSubDomains'
    : false;

  // Hono's secureHeaders with these options, each request's id (Hono's requestId) and, for API
  // answers, Cache-Control: no-store unless the route sets its own: all worked out once or per
  // request and written with the route's headers in one step (see the module).
  app.use(
    securityHeaders(
      {
        contentSecurityPolicy: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Radix and chart libraries set inline style attributes; scripts stay strict.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Images linked from a CDN or public bucket (S3_PUBLIC_URL) are allowed from its origin.
          imgSrc: [
            "'self'",
            'data:',
            'blob:',
            ...(config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : []),
          ],
          connectSrc: ["'self'"],
          fontSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
        strictTransportSecurity: hsts,
        referrerPolicy: 'strict-origin-when-cross-origin',
        xFrameOptions: 'DENY',
        crossOriginEmbedderPolicy: false,
      },
      {
        requestId: true,
        noStoreUnder: '/api/',
        // The API's JSON answers are data, never a page (OWASP's headers for REST answers): no
        // content of any kind, no framing, no cross-origin reads, no sniffing. A referrer policy
        // governs the links of a page; a JSON answer has none.
        data: {
          under: '/api/',
          options: {
            contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
            strictTransportSecurity: hsts,
            referrerPolicy: false,
            xFrameOptions: 'DENY',
            crossOriginEmbedderPolicy: false,
            crossOriginOpenerPolicy: false,
            originAgentCluster: false,
            xDnsPrefetchControl: false,
            xDownloadOptions: false,
            xPermittedCrossDomainPolicies: false,
            xXssProtection: false,
          },
        },
      },
    ),
  );
  // Request count and duration by route pattern and status (only with METRICS_TOKEN).
  const metrics = createMetrics(config.METRICS_TOKEN, { database, hub: deps.hub, log });
  if (metrics.enabled) app.use(metrics.middleware);
  // Each request's context; with the info level on, one line per API request once it is answered.
  const logRequests = log.isLevelEnabled('info');
  app.use((c, next) => {
    const reqId = c.get('requestId');
    c.set(
      'log',
      lazyChild(log, () => ({ reqId })),
    );
    c.set('clientIp', clientIp(c, config.TRUST_PROXY));
    c.set('publicUrl', config.PUBLIC_URL);
    return logRequests && c.req.path.startsWith('/api/') ? logRequest(c, next, log) : next();
  });
  // Bodies under 1 KB and answers that come precompressed (the directory's) are not compressed.
  app.use(compression({ threshold: 1024 }));

  // Cross-site writes, body sizes and control characters, checked before any route runs.
  app.use('/api/*', apiInputChecks(config.PUBLIC_URL));

  const db = database.db;
  const router = new ApiRouter(app, '/api', {
    resolveViewer: createViewerResolver(auth, db),
    resolveApiKey: (c) => resolveApiKey(db, c.req.header('authorization')),
    adminRequires2fa: config.ADMIN_REQUIRE_2FA,
  });
  registerHealthRoutes(router, database);
  registerMetricsRoute(router, metrics, config.METRICS_TOKEN);
  registerApiDocsRoutes(router, { publicUrl: config.PUBLIC_URL, version: API_VERSION });
  const inviteSigner = createInviteSigner(auth.options.secret as string);
  registerAuthRoutes(router, auth, db, {
    onMailQueued: deps.onMailQueued,
    // A link sent to a phone signs in with a code sent back to that phone.
    invitePhone: (invite) => invitePhone(db, inviteSigner, invite),
  });
  registerAccountRoutes(router, db, deps.storage);
  registerUserAdminRoutes(router, db, {
    auth: deps.auth,
    // An administrator closes an account under privacy's rules (users cannot import privacy).
    erase: (e) => eraseAccount(db, deps.storage, e),
  });
  const directory = createDirectoryCache(db, config.DIRECTORY_CACHE_SIZE, deps.log);
  metrics.watchDirectory(directory);
  registerDoctorRoutes(router, directory);
  // A released claim reads, withdraws (feedback's lifecycle) and unties its reviews through the
  // feedback module, passed in: feedback reads visits, so visits cannot import it.
  registerVisitRoutes(
    router,
    db,
    { signer: inviteSigner, onMailQueued: deps.onMailQueued },
    { lockOfClaimer: lockClaimerFeedback, withdraw: withdrawUnpublished, detach: detachFromVisit },
  );
  registerInvitationRoutes(router, db, inviteSigner);
  registerApiKeyRoutes(router, db);
  registerFeedbackRoutes(router, db);
  registerCaseRoutes(router, db);
  registerChangeNoteRoutes(router, db);
  registerInsightRoutes(router, db);
  registerTopicRoutes(router, db);
  registerStaffClinicRoutes(router, db);
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
  // Linking sets the account's role; unlinking withdraws what it wrote as the doctor. Wired here
  // because accounts, replies and portal read links from doctor-accounts.
  registerDoctorAccountRoutes(
    router,
    db,
    {
      setRole,
      withdrawReplies: withdrawUnlinkedDoctorReplies,
      withdrawEdits: withdrawUnlinkedDoctorEdits,
    },
    deps.onMailQueued,
  );
  registerPortalRoutes(router, db);
  registerReplyRoutes(router, db);
  registerReplyTemplateRoutes(router, db);
  registerWebhookRoutes(
    router,
    db,
    config.ZALO_APP_ID && config.ZALO_OA_SECRET_KEY
      ? { appId: config.ZALO_APP_ID, oaSecretKey: config.ZALO_OA_SECRET_KEY }
      : undefined,
  );

  app.all('/api/*', () => {
    throw new AppError('not_found', 'No such API endpoint');
  });
  app.onError(handleError);

  registerSeoRoutes(app, db, config.PUBLIC_URL);
  registerShortLinks(app, db, inviteSigner, config.PUBLIC_URL);
  mountClient(app, deps.clientDir, deps.storage, {
    language: pageLanguage,
    renderHead: (path, c) => doctorPageHead(directory, path, config.PUBLIC_URL, pageLanguage(c)),
    renderPage: pageRenderer(
      path.join(deps.clientDir, '..', 'ssr', 'entry-server.js'),
      (request) => Promise.resolve(app.fetch(request)),
      log,
    ),
  });
  return { app, router };
}
