/**
 * Starts the whole product: database (embedded or PostgreSQL), migrations, first admin and demo
 * data, then the HTTP server. Used by the CLI entry point and by the browser tests.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import type { Logger } from './lib/logger';
import { projectPath } from './lib/paths';
import { recordDeliveryReceipt, startMailWorker } from './mail/outbox';
import { createTransport } from './mail/transport';
import { parseQuietHours } from './messages/quiet-hours';
import { smppTransport } from './messages/smpp-transport';
import { devOutboxSms } from './messages/sms';
import { zaloTemplateSender } from './messages/zalo-sender';
import { startCaseDigestJob } from './modules/cases/digest';
import { startOverdueCaseJob } from './modules/cases/overdue';
import {
  handOverUndeliverable,
  type InvitationMailer,
  startInvitationMailJob,
} from './modules/invitations/emails';
import { createInviteSigner } from './modules/invitations/token';
import { startRetentionJob } from './modules/privacy/retention';
import { startTopicRefreshJob } from './modules/topics/service';
import { NotificationHub } from './realtime/hub';
import { ensureAdmin } from './seed/admin';
import { seedDemoIfEmpty } from './seed/demo';
import { createStorage } from './storage/create';

/** How long an idle keep-alive connection stays open: longer than proxies keep theirs. */
const IDLE_CONNECTION_MS = 65_000;

export interface RunningServer {
  url: string;
  database: Database;
  /** Stops accepting, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

export interface StartInfo {
  adminEmail: string;
  /** Only when the admin was created by this start with a generated password. */
  generatedPassword?: string;
  seeded: boolean;
}

export async function startServer(
  config: Config,
  log: Logger,
): Promise<RunningServer & { info: StartInfo }> {
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  // The uploads' folder or bucket first: a bucket that cannot be used stops the start here
  // (a ConfigError naming it), before the database is opened or migrated.
  const storage = await createStorage(config);
  await storage.check();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: path.join(config.DATA_DIR, 'db'),
    log,
  });
  await database.migrate();

  const transport = createTransport({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    mailDir: path.join(config.DATA_DIR, 'mail'),
    log,
  });
  // Without a gateway, SMS go to DATA_DIR/outbox/sms, as e-mails go to DATA_DIR/mail.
  const sms = config.SMPP_URL
    ? smppTransport({
        url: config.SMPP_URL,
        sender: config.SMS_SENDER,
        log,
        onReceipt: (receipt) => recordDeliveryReceipt(database.db, 'sms', receipt),
      })
    : devOutboxSms(path.join(config.DATA_DIR, 'outbox', 'sms'), log);
  // Without ZALO_APP_ID, Zalo messages go to DATA_DIR/outbox/zalo.
  const zalo = zaloTemplateSender(config, database.db, log);
  const secret = authSecret(config);
  const invitationMailer: InvitationMailer = {
    signer: createInviteSigner(secret),
    publicUrl: config.PUBLIC_URL,
    onMailQueued: () => mailWorker.kick(),
  };
  const mailWorker = startMailWorker(
    database.db,
    {
      email: transport,
      sms,
      zalo,
      onUndeliverable: (row) =>
        handOverUndeliverable(database.db, invitationMailer, row).then(() => undefined),
    },
    log,
    parseQuietHours(config.QUIET_HOURS),
  );
  const retention = startRetentionJob(database.db, log);
  const overdueCases = startOverdueCaseJob(database.db, config.PUBLIC_URL, log);
  const topicRefresh = startTopicRefreshJob(database.db, log);
  const caseDigest = startCaseDigestJob(database.db, config.PUBLIC_URL, log, () =>
    mailWorker.kick(),
  );
  // Invitations of visits dated in the future once their day comes, and the 3-day reminders.
  const invitationMails = startInvitationMailJob(database.db, invitationMailer, log);
  const auth = createAuth({
    config,
    db: database.db,
    secret,
    onMailQueued: mailWorker.kick,
  });
  const admin = await ensureAdmin(database.db, auth, config);
  const seeded = config.seedDemo ? await seedDemoIfEmpty(database.db, auth, storage, log) : false;

  const hub = new NotificationHub(database, log);
  await hub.start();
  const { app } = createApp({
    hub,
    config,
    database,
    auth,
    storage,
    log,
    clientDir: projectPath('dist', 'client'),
    onMailQueued: mailWorker.kick,
  });
  const server = serve({
    fetch: app.fetch,
    port: config.PORT,
    hostname: config.HOST,
    // An idle connection outlives a reverse proxy's reuse of it (nginx keeps upstream connections
    // 60 s, as most load balancers do): a request the proxy sends on a connection the instance
    // has just closed fails (a 502 for a POST). Clients are told (Keep-Alive: timeout=65) and
    // let theirs go before.
    serverOptions: { keepAliveTimeout: IDLE_CONNECTION_MS },
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // Stop accepting, end the event streams (they never finish on their own), let in-flight
      // requests finish (10 s at most), then stop the workers and close the database.
      const stopped = new Promise<void>((resolve) => {
        const force = setTimeout(() => {
          if ('closeAllConnections' in server) server.closeAllConnections();
        }, 10_000);
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        if ('closeIdleConnections' in server) {
          // A connection whose request is still running closes once it is answered, instead of
          // idling for the keep-alive time.
          server.keepAliveTimeout = 1;
          server.closeIdleConnections();
        }
      });
      await hub.stop();
      await stopped;
      mailWorker.stop();
      await sms.close();
      await zalo.close();
      retention.stop();
      overdueCases.stop();
      topicRefresh.stop();
      caseDigest.stop();
      invitationMails.stop();
      await database.close();
    })();
    return closing;
  };

  return {
    url: `http://${host}:${port}`,
    database,
    close,
    info: { adminEmail: admin.email, generatedPassword: admin.generatedPassword, seeded },
  };
}

/** AUTH_SECRET, or a secret generated once and kept in DATA_DIR so sessions survive restarts. */
function authSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = path.join(config.DATA_DIR, 'auth-secret');
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}
