import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import type { ApiRouter } from '../../http/router';
import { imageUploadRate, readImageUpload, uploadLimit } from '../../http/upload';
import type { Storage } from '../../storage/storage';
import {
  createClinic,
  deleteClinic,
  getActiveClinic,
  getClinic,
  listClinics,
  publicClinic,
  replaceClinicImage,
  updateClinic,
} from './service';

const { publicList, publicGet, list, create, get, update, remove, image } = contract.clinics;

export function registerClinicRoutes(router: ApiRouter, db: Db, storage: Storage) {
  router.handle(publicList, async ({ c }) => {
    c.header('Cache-Control', 'public, max-age=300');
    return { items: (await listClinics(db, undefined, true)).map(publicClinic) };
  });
  router.handle(publicGet, async ({ params, c }) => {
    const clinic = await getActiveClinic(db, params.id);
    c.header('Cache-Control', 'public, max-age=300');
    return publicClinic(clinic);
  });

  router.handle(list, async ({ query }) => ({ items: await listClinics(db, query.q) }));
  router.handle(create, ({ body, ctx }) => createClinic(db, ctx, body));
  router.handle(get, ({ params }) => getClinic(db, params.id));
  router.handle(update, ({ params, body, ctx }) => updateClinic(db, ctx, params.id, body));
  router.handle(remove, async ({ params, ctx }) => {
    await deleteClinic(db, storage, ctx, params.id);
    return undefined;
  });
  router.handle(
    image,
    async ({ params, ctx, c }) =>
      replaceClinicImage(db, storage, ctx, params.id, await readImageUpload(c)),
    { middleware: [imageUploadRate(db, 'admin'), uploadLimit] },
  );
}
