import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import type { ApiRouter } from '../../http/router';
import { imageUploadRate, readImageUpload, uploadLimit } from '../../http/upload';
import type { Storage } from '../../storage/storage';
import {
  createDoctor,
  deleteDoctor,
  getDoctorForAdmin,
  listDoctorsForAdmin,
  replaceDoctorImage,
  setDoctorStatus,
  updateDoctor,
} from './service';

const { list, create, get, update, setStatus, remove, image } = contract.adminDoctors;

export function registerAdminDoctorRoutes(router: ApiRouter, db: Db, storage: Storage) {
  router.handle(list, ({ query }) =>
    listDoctorsForAdmin(db, query.q, query.status, query.page, query.page_size),
  );
  router.handle(create, ({ body, ctx }) => createDoctor(db, ctx, body));
  router.handle(get, ({ params }) => getDoctorForAdmin(db, params.id));
  router.handle(update, ({ params, body, ctx }) => updateDoctor(db, ctx, params.id, body));
  router.handle(setStatus, ({ params, body, ctx }) =>
    setDoctorStatus(db, ctx, params.id, body.status),
  );
  router.handle(remove, async ({ params, ctx }) => {
    await deleteDoctor(db, storage, ctx, params.id);
    return undefined;
  });
  router.handle(
    image,
    async ({ params, ctx, c }) =>
      replaceDoctorImage(db, storage, ctx, params.id, await readImageUpload(c)),
    { middleware: [imageUploadRate(db, 'admin'), uploadLimit] },
  );
}
