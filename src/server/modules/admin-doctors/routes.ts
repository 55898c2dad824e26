import { adminDoctorQuery, doctorSchema, doctorStatusSchema } from '../../../shared/admin';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { clientIp } from '../../http/client-ip';
import { requireViewer } from '../../http/context';
import type { ApiRouter } from '../../http/router';
import { readImageUpload, uploadLimit } from '../../http/upload';
import { parseId, parseJson, parseQuery } from '../../http/validate';
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

export function registerAdminDoctorRoutes(
  router: ApiRouter,
  db: Db,
  storage: Storage,
  config: Config,
) {
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, config.TRUST_PROXY);
  const actor = (c: Parameters<typeof requireViewer>[0]) => requireViewer(c).userId;

  router.get('/admin/doctors', 'admin', async (c) => {
    const { q, status, page, page_size } = parseQuery(c, adminDoctorQuery);
    return c.json(await listDoctorsForAdmin(db, q, status, page, page_size));
  });
  router.post('/admin/doctors', 'admin', async (c) => {
    const input = await parseJson(c, doctorSchema);
    return c.json(await createDoctor(db, actor(c), input, ip(c)), 201);
  });
  router.get('/admin/doctors/:id', 'admin', async (c) =>
    c.json(await getDoctorForAdmin(db, parseId(c, 'id', 'Doctor'))),
  );
  router.put('/admin/doctors/:id', 'admin', async (c) => {
    const id = parseId(c, 'id', 'Doctor');
    const input = await parseJson(c, doctorSchema);
    return c.json(await updateDoctor(db, actor(c), id, input, ip(c)));
  });
  router.patch('/admin/doctors/:id/status', 'admin', async (c) => {
    const id = parseId(c, 'id', 'Doctor');
    const { status } = await parseJson(c, doctorStatusSchema);
    return c.json(await setDoctorStatus(db, actor(c), id, status, ip(c)));
  });
  router.delete('/admin/doctors/:id', 'admin', async (c) => {
    await deleteDoctor(db, actor(c), parseId(c, 'id', 'Doctor'), ip(c));
    return c.body(null, 204);
  });
  router.put('/admin/doctors/:id/image', 'admin', uploadLimit, async (c) => {
    const id = parseId(c, 'id', 'Doctor');
    return c.json(
      await replaceDoctorImage(db, storage, actor(c), id, await readImageUpload(c), ip(c)),
    );
  });
}
