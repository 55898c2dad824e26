import { clinicListQuery, clinicSchema } from '../../../shared/admin';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { clientIp } from '../../http/client-ip';
import { requireViewer } from '../../http/context';
import { AppError } from '../../http/errors';
import type { ApiRouter } from '../../http/router';
import { readImageUpload, uploadLimit } from '../../http/upload';
import { parseId, parseJson, parseQuery } from '../../http/validate';
import type { Storage } from '../../storage/storage';
import {
  createClinic,
  deleteClinic,
  getClinic,
  listClinics,
  replaceClinicImage,
  updateClinic,
} from './service';

export function registerClinicRoutes(router: ApiRouter, db: Db, storage: Storage, config: Config) {
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, config.TRUST_PROXY);

  /** Public: the chain's active clinics. */
  router.get('/clinics', 'public', async (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ items: await listClinics(db, undefined, true) });
  });
  router.get('/clinics/:id', 'public', async (c) => {
    const clinic = await getClinic(db, parseId(c, 'id', 'Clinic'));
    if (!clinic.is_active) throw new AppError('not_found', 'Clinic not found');
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(clinic);
  });

  router.get('/admin/clinics', 'admin', async (c) => {
    const { q } = parseQuery(c, clinicListQuery);
    return c.json({ items: await listClinics(db, q) });
  });
  router.post('/admin/clinics', 'admin', async (c) => {
    const input = await parseJson(c, clinicSchema);
    return c.json(await createClinic(db, requireViewer(c).userId, input, ip(c)), 201);
  });
  router.get('/admin/clinics/:id', 'admin', async (c) =>
    c.json(await getClinic(db, parseId(c, 'id', 'Clinic'))),
  );
  router.put('/admin/clinics/:id', 'admin', async (c) => {
    const id = parseId(c, 'id', 'Clinic');
    const input = await parseJson(c, clinicSchema);
    return c.json(await updateClinic(db, requireViewer(c).userId, id, input, ip(c)));
  });
  router.delete('/admin/clinics/:id', 'admin', async (c) => {
    await deleteClinic(db, requireViewer(c).userId, parseId(c, 'id', 'Clinic'), ip(c));
    return c.body(null, 204);
  });
  router.put('/admin/clinics/:id/image', 'admin', uploadLimit, async (c) => {
    const id = parseId(c, 'id', 'Clinic');
    return c.json(
      await replaceClinicImage(
        db,
        storage,
        requireViewer(c).userId,
        id,
        await readImageUpload(c),
        ip(c),
      ),
    );
  });
}
