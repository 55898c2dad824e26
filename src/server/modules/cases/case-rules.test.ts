/**
 * The case rules as a state machine: random sequences of what staff do to a case (and of the
 * clock passing its due time), run through the HTTP app, against a model of the rules.
 */
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CASE_CLOSE_REASONS,
  type CaseAction,
  type CaseStatus,
  isActiveCase,
  nextCaseStatus,
} from '../../../shared/cases';
import { REVIEW_CONSENT_VERSION } from '../../../shared/privacy';
import { notifications, serviceCaseEntries, serviceCases } from '../../db/schema';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { claimedVisit, makeDoctor, scores } from '../../test/fixtures';
import { notifyOverdueCases } from './overdue';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });

type Command =
  | { kind: 'act'; action: CaseAction; reason?: string }
  | { kind: 'message' }
  | { kind: 'note' }
  | { kind: 'unassign' }
  | { kind: 'due' };

const commands = fc.array(
  fc.oneof(
    fc.constantFrom<Command>(
      { kind: 'act', action: 'contacted' },
      { kind: 'act', action: 'resolve' },
      { kind: 'message' },
      { kind: 'note' },
      { kind: 'unassign' },
      { kind: 'due' },
    ),
    fc
      .constantFrom(...CASE_CLOSE_REASONS)
      .map((reason): Command => ({ kind: 'act', action: 'close', reason })),
  ),
  { maxLength: 7 },
);

describe('service-recovery case rules', () => {
  it('follow the state machine; no overdue case goes unnoticed; no contact without consent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.boolean(), commands, async (consent, staffed, steps) => {
        const doctor = await makeDoctor(t);
        // A clinic with its own staff member, or one nobody is assigned to (chain-wide staff
        // are given another clinic below, so only the administrators remain).
        const staff = await t.createUser({ role: 'staff' });
        const elsewhere = await makeDoctor(t);
        await t.database.db.execute(sql`insert into staff_clinics (user_id, clinic_id)
          select r.user_id, ${staffed ? doctor.clinic_id : elsewhere.clinic_id}
          from user_roles r where r.role = 'staff'
            and not exists (select 1 from staff_clinics s where s.user_id = r.user_id)`);
        const worker = staffed ? staff : admin;
        const author = await t.createUser();
        const visit = await claimedVisit(t, author, [doctor.id]);
        const submitted = await t.api('POST /api/feedback', {
          cookie: author.cookie,
          body: {
            visit_id: visit.id,
            doctor_id: doctor.id,
            consent_version: REVIEW_CONSENT_VERSION,
            contact_consent: consent,
            ...scores(1),
          },
        });
        const { id: feedbackId } = (await submitted.json()) as { id: string };
        const [opened] = await t.database.db
          .select()
          .from(serviceCases)
          .where(eq(serviceCases.feedback_id, feedbackId));
        expect(opened).toBeDefined();
        const caseId = opened!.id;
        let status: CaseStatus = 'open';
        let clock = opened!.due_at.getTime();

        for (const step of steps) {
          if (step.kind === 'act') {
            const res = await t.request('POST', `/api/admin/cases/${caseId}/actions`, {
              cookie: worker.cookie,
              body: { action: step.action, ...(step.reason ? { reason: step.reason } : {}) },
            });
            const next = nextCaseStatus(status, step.action);
            expect(res.status).toBe(next ? 200 : 409);
            if (next) status = next;
          } else if (step.kind === 'message') {
            const res = await t.api('POST /api/admin/cases/:id/messages', {
              params: { id: caseId },
              cookie: worker.cookie,
              body: { body: 'Chúng tôi xin lỗi và muốn gọi lại cho bạn.' },
            });
            const allowed = consent && isActiveCase(status);
            expect(res.status).toBe(allowed ? 201 : 409);
            if (allowed && status === 'open') status = 'contacted';
          } else if (step.kind === 'note') {
            const res = await t.api('POST /api/admin/cases/:id/notes', {
              params: { id: caseId },
              cookie: worker.cookie,
              body: { body: 'Ghi chú nội bộ.' },
            });
            expect(res.status).toBe(201);
          } else if (step.kind === 'unassign') {
            const res = await t.api('PUT /api/admin/cases/:id/owner', {
              params: { id: caseId },
              cookie: worker.cookie,
              body: { owner_id: null },
            });
            expect(res.status).toBe(isActiveCase(status) ? 200 : 409);
          } else {
            clock += 3_600_000;
            await notifyOverdueCases(t.database.db, 'http://localhost:3000', new Date(clock));
          }
          const [row] = await t.database.db
            .select()
            .from(serviceCases)
            .where(eq(serviceCases.id, caseId));
          expect(row!.status).toBe(status);
        }

        // Past the due time, an active case has been told to someone, owner or not.
        await notifyOverdueCases(t.database.db, 'http://localhost:3000', new Date(clock + 60_000));
        const [finalRow] = await t.database.db
          .select()
          .from(serviceCases)
          .where(eq(serviceCases.id, caseId));
        const overdueNotices = await t.database.db
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.reference_id, caseId),
              eq(notifications.title_en, 'A case is overdue'),
            ),
          );
        if (isActiveCase(status)) {
          expect(finalRow!.overdue_notified_at).not.toBeNull();
          expect(overdueNotices.length).toBeGreaterThan(0);
        }
        // Nothing reached the patient without consent.
        const toPatient = await t.database.db
          .select()
          .from(serviceCaseEntries)
          .where(
            and(eq(serviceCaseEntries.case_id, caseId), eq(serviceCaseEntries.kind, 'to_patient')),
          );
        if (!consent) {
          expect(toPatient).toEqual([]);
          const told = await t.database.db
            .select()
            .from(notifications)
            .where(eq(notifications.user_id, author.id));
          expect(told.filter((n) => n.reference_id === caseId)).toEqual([]);
        }
        // Each staff member of this run is given another clinic, so the next run starts alike.
        await t.database.db.execute(sql`insert into staff_clinics (user_id, clinic_id)
          select r.user_id, ${elsewhere.clinic_id} from user_roles r where r.role = 'staff'
            and not exists (select 1 from staff_clinics s where s.user_id = r.user_id)`);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
