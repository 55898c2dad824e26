/**
 * Overdue cases. Once a minute, active cases past their due time are told about once: to their
 * owner and the clinic's other staff, in real time and by e-mail. A case nobody works for (no
 * owner, no staff for its clinic) goes to the administrators, so no overdue case goes unnoticed.
 * These notices are duties: no preference mutes them.
 */

import { writeAudit } from '../../audit/audit';
import type { Db } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { startPeriodicJob } from '../../lib/periodic-job';
import { notify, signalNotifications } from '../notifications/notify';
import { workersOfClinic } from '../staff-clinics/service';
import * as repo from './repo';
import { caseLink } from './service';
import { overdueText } from './texts';

const BATCH = 100;

/** Sends the overdue notices due at `now`; answers how many cases were told about. */
export async function notifyOverdueCases(db: Db, publicUrl: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const due = await repo.lockDueUnnoticed(tx, now, BATCH);
    for (const c of due) {
      const staff = (await workersOfClinic(tx, c.clinic_id, false)).map((w) => w.id);
      const recipients = [...new Set([...(c.owner_id ? [c.owner_id] : []), ...staff])];
      const text = overdueText(c.doctor_name, c.owner_id !== null);
      const notice = {
        preference: null,
        type: 'feedback' as const,
        referenceId: c.id,
        text,
        link: caseLink(publicUrl, c.id),
        signal: false,
      };
      const told = await notify(tx, { ...notice, audience: { userIds: recipients } });
      if (told === 0) await notify(tx, { ...notice, audience: { role: 'admin' } });
      await repo.updateCase(tx, c.id, { overdue_notified_at: now });
      await writeAudit(tx, {
        userId: null,
        action: 'case.overdue',
        severity: 'warning',
        description: `Case ${c.id} is overdue`,
        metadata: {
          case_id: c.id,
          feedback_id: c.feedback_id,
          owner_id: c.owner_id,
          due_at: c.due_at.toISOString(),
        },
      });
    }
    if (due.length > 0) await signalNotifications(tx);
    return due.length;
  });
}

export function startOverdueCaseJob(db: Db, publicUrl: string, log: Logger, intervalMs = 60_000) {
  return startPeriodicJob({
    name: 'overdue cases',
    log,
    intervalMs,
    firstAfterMs: 15_000,
    pass: async () => {
      const told = await notifyOverdueCases(db, publicUrl);
      if (told) log.info({ told }, 'overdue cases notified');
    },
  });
}
