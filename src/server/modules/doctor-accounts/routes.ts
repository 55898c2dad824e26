import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import type { ApiRouter } from '../../http/router';
import { acceptInvitation, getLink, inviteDoctor, linkAccount, unlinkAccount } from './service';

const e = contract.doctorAccounts;

export function registerDoctorAccountRoutes(router: ApiRouter, db: Db, onMailQueued?: () => void) {
  router.handle(e.get, ({ params }) => getLink(db, params.id));
  router.handle(e.link, ({ params, body, ctx }) => linkAccount(db, ctx, params.id, body.email));
  router.handle(e.unlink, ({ params, ctx }) => unlinkAccount(db, ctx, params.id));
  router.handle(e.invite, async ({ params, body, ctx }) => {
    const link = await inviteDoctor(db, ctx, params.id, body);
    onMailQueued?.();
    return link;
  });
  router.handle(e.accept, ({ body, ctx }) => acceptInvitation(db, ctx, body.token));
}
