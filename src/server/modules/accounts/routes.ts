import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import type { ApiRouter } from '../../http/router';
import { imageUploadRate, readImageUpload, uploadLimit } from '../../http/upload';
import type { Storage } from '../../storage/storage';
import { editProfile, getMe, getPreferences, replaceAvatar, savePreferences } from './service';

const {
  me,
  hasRole,
  updateProfile,
  avatar,
  preferences,
  savePreferences: save,
} = contract.accounts;

export function registerAccountRoutes(router: ApiRouter, db: Db, storage: Storage) {
  router.handle(me, ({ ctx }) => {
    return getMe(db, ctx.viewer);
  });

  /** Answered from the role read on this request, so a removed role counts at once. */
  router.handle(hasRole, ({ query, ctx }) => {
    return { has_role: ctx.viewer.role === query.role };
  });

  router.handle(updateProfile, ({ body, ctx }) => editProfile(db, ctx, body));

  router.handle(
    avatar,
    async ({ ctx, c }) => replaceAvatar(db, storage, ctx, await readImageUpload(c)),
    { middleware: [imageUploadRate(db, 'avatar'), uploadLimit] },
  );

  router.handle(preferences, ({ ctx }) => {
    return getPreferences(db, ctx);
  });

  router.handle(save, ({ body, ctx }) => savePreferences(db, ctx, body));
}
