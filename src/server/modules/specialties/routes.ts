import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import type { ApiRouter } from '../../http/router';
import {
  adminSpecialties,
  createSpecialty,
  mergeSpecialties,
  publicSpecialties,
  renameSpecialty,
} from './service';

const endpoints = contract.specialties;

export function registerSpecialtyRoutes(router: ApiRouter, db: Db) {
  router.handle(endpoints.list, async () => ({ items: await publicSpecialties(db) }));
  router.handle(endpoints.adminList, async () => {
    return { items: await adminSpecialties(db) };
  });
  router.handle(endpoints.create, ({ body, ctx }) => createSpecialty(db, ctx, body));
  router.handle(endpoints.update, ({ params, body, ctx }) =>
    renameSpecialty(db, ctx, params.id, body),
  );
  router.handle(endpoints.merge, ({ params, body, ctx }) =>
    mergeSpecialties(db, ctx, params.id, body.into),
  );
}
