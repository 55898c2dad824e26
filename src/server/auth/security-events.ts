/**
 * Audit rows for the auth events that matter to security (sign-in and its failures, password
 * changed or reset), and the e-mail telling a user their password changed. Writing them never
 * turns the answer into a failure: the event already happened, so a failed write is logged.
 */
import { writeAudit } from '../audit/audit';
import type { Db } from '../db/client';
import type { RequestContext, UserContext } from '../http/context';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import { findProfile } from '../modules/accounts/service';

export function securityEvents(db: Db, onMailQueued?: () => void) {
  const record = async (ctx: RequestContext, write: () => Promise<unknown>) => {
    try {
      await write();
    } catch (err) {
      ctx.log.warn(
        { err: (err as Error).message },
        'could not write the audit row of an auth event',
      );
    }
  };

  return {
    /** A sign-in answered: success (or the second factor asked), or a refused password. */
    signIn: (ctx: RequestContext, res: Response, email: string) =>
      record(ctx, async () => {
        if (res.ok) {
          await writeAudit(db, {
            userId: await userIdIn(res),
            action: 'security.sign_in',
            description: `Signed in as ${email}`,
            ip: ctx.ip,
          });
        } else if (res.status === 401 || res.status === 403) {
          await writeAudit(db, {
            userId: null,
            action: 'security.sign_in_failed',
            description: `Failed sign-in for ${email}`,
            ip: ctx.ip,
            severity: 'warning',
          });
        }
      }),

    passwordChanged: (ctx: UserContext) =>
      record(ctx, async () => {
        const { userId, email } = ctx.viewer;
        await writeAudit(db, {
          userId,
          action: 'security.password_changed',
          description: 'Password changed; other sessions ended',
          ip: ctx.ip,
        });
        const language = (await findProfile(db, userId))?.language === 'en' ? 'en' : 'vi';
        await enqueueMail(db, renderMail('passwordChanged', language, email));
        onMailQueued?.();
      }),

    passwordReset: (ctx: RequestContext) =>
      record(ctx, () =>
        writeAudit(db, {
          userId: null,
          action: 'security.password_reset',
          description: 'Password reset with an e-mailed link',
          ip: ctx.ip,
        }),
      ),
  };
}

/** The user id in a successful answer (none when sign-in asks for the second factor). */
async function userIdIn(res: Response): Promise<string | null> {
  try {
    return ((await res.clone().json()) as { user?: { id?: string } }).user?.id ?? null;
  } catch {
    return null;
  }
}
