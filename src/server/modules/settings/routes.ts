import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import type { ApiRouter } from '../../http/router';
import { readSettingsForAdmin, updateSettings } from './service';

const { settings, updateSettings: update } = contract.adminOperations;

export function registerSettingsRoutes(router: ApiRouter, db: Db) {
  router.handle(settings, () => {
    return readSettingsForAdmin(db);
  });
  router.handle(update, ({ body, ctx }) => updateSettings(db, ctx, body));
}
