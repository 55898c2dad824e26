import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import type { ApiRouter } from '../../http/router';
import { setStaffClinics, staffClinics } from './service';

const e = contract.staffClinics;

export function registerStaffClinicRoutes(router: ApiRouter, db: Db) {
  router.handle(e.get, ({ params }) => staffClinics(db, params.id));
  router.handle(e.set, ({ params, body, ctx }) =>
    setStaffClinics(db, ctx, params.id, body.clinic_ids),
  );
}
