import { contract } from '../../../shared/api';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import type { ApiRouter } from '../../http/router';
import {
  changeRole,
  deleteUser,
  type EraseAccount,
  editUser,
  getUserForAdmin,
  listUsersForAdmin,
} from './service';

const { list, get, update, remove, setRole } = contract.users;

export function registerUserAdminRoutes(
  router: ApiRouter,
  db: Db,
  { auth, erase }: { auth: Auth; erase: EraseAccount },
) {
  router.handle(list, ({ query }) => {
    return listUsersForAdmin(db, query.q, query.page, query.page_size);
  });
  router.handle(get, ({ params }) => getUserForAdmin(db, params.id));
  router.handle(update, ({ params, body, ctx }) => editUser(db, ctx, params.id, body));
  router.handle(remove, async ({ params, query, ctx }) => {
    const secret = (await auth.$context).secret;
    await deleteUser(erase, ctx, params.id, query.reviews, secret);
    return undefined;
  });
  router.handle(setRole, ({ params, body, ctx }) => changeRole(db, ctx, params.id, body.role));
}
