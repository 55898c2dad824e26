import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import type { ApiRouter } from '../../http/router';
import {
  acceptInvitation,
  getLink,
  inviteDoctor,
  type LinkEffects,
  linkAccount,
  unlinkAccount,
} from './service';

const e = contract.doctorAccounts;

/** `effects`: what a link changes in other modules (see LinkEffects), wired by app.ts. */
export function registerDoctorAccountRoutes(
  router: ApiRouter,
  db: Db,
  effects: LinkEffects,
  onMailQueued?: () => void,
) {
  router.handle(e.get, ({ params }) => getLink(db, params.id));
  router.handle(e.link, ({ params, body, ctx }) =>
    linkAccount(db, effects, ctx, params.id, body.email),
  );
  router.handle(e.unlink, ({ params, ctx }) => unlinkAccount(db, effects, ctx, params.id));
  router.handle(e.invite, async ({ params, body, ctx }) => {
    const link = await inviteDoctor(db, ctx, params.id, body);
    onMailQueued?.();
    return link;
  });
  router.handle(e.accept, ({ body, ctx }) => acceptInvitation(db, effects, ctx, body.token));
}
