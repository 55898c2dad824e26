/**
 * The outbox's Zalo sender, from the configuration: Zalo's Open API with the OA's tokens kept in
 * the database, or, without ZALO_APP_ID, the dev outbox (DATA_DIR/outbox/zalo). Messages name
 * their template ('invitation', 'reminder'); the approved template's id is looked up here.
 */
import path from 'node:path';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../lib/logger';
import type { TemplateSender } from '../mail/outbox';
import { databaseZaloTokenStore } from './zalo-token-store';
import { devOutboxZalo, type ZaloTransport, zaloTransport } from './zalo-transport';

export function zaloTemplateSender(
  config: Config,
  db: Db,
  log: Logger,
): TemplateSender & { close(): Promise<void> } {
  const transport: ZaloTransport =
    config.ZALO_APP_ID && config.ZALO_SECRET_KEY && config.ZALO_REFRESH_TOKEN
      ? zaloTransport({
          appId: config.ZALO_APP_ID,
          secretKey: config.ZALO_SECRET_KEY,
          refreshToken: config.ZALO_REFRESH_TOKEN,
          apiBase: config.ZALO_API_URL,
          oauthBase: config.ZALO_OAUTH_URL,
          store: databaseZaloTokenStore(db),
          log,
        })
      : devOutboxZalo(path.join(config.DATA_DIR, 'outbox', 'zalo'), log);
  const templates: Record<string, string | undefined> = {
    invitation: config.ZALO_TEMPLATE_INVITATION,
    reminder: config.ZALO_TEMPLATE_REMINDER,
  };
  return {
    send: (m) =>
      transport.send({
        phone: m.phone,
        templateId: templates[m.template] ?? m.template,
        params: m.params,
        trackingId: m.trackingId,
      }),
    close: () => transport.close(),
  };
}
