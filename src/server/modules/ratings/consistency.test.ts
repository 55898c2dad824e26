import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorListQuery } from '../../../shared/doctors';
import { visits } from '../../db/schema';
import { AppError } from '../../http/errors';
import { aggregateMismatches, makeDoctor, makeVisit } from '../../test/fixtures';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { searchDoctors } from '../doctors/service';
import { deleteMyFeedback, moderate, reportFeedback, submitFeedback } from '../feedback/service';

const DIRECTORY_URL = '/api/doctors?sort=rating';

let t: TestApp;
let authors: TestUser[];
let reporters: TestUser[];
let admin: TestUser;
let doctorIds: string[];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.createUser({ role: 'admin' });
  authors = await Promise.all([t.createUser(), t.createUser(), t.createUser()]);
  reporters = await Promise.all([t.createUser(), t.createUser()]);
  doctorIds = (await Promise.all([makeDoctor(t), makeDoctor(t), makeDoctor(t)])).map((d) => d.id);
});
afterAll(() => t.close());

const op = fc.oneof(
  fc.record({
    kind: fc.constant('submit' as const),
    author: fc.nat(2),
    doctor: fc.nat(2),
    rating: fc.integer({ min: 1, max: 5 }),
    sub: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({
    kind: fc.constantFrom('approve' as const, 'reject' as const),
    pick: fc.nat(),
    bulk: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('report' as const), pick: fc.nat(), reporter: fc.nat(1) }),
  fc.record({ kind: fc.constant('withdraw' as const), pick: fc.nat() }),
);

/** Errors the rules produce on purpose (a refused transition, a second report…) are fine. */
async function allowRefusal(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (err) {
    if (
      !(err instanceof AppError) ||
      !['invalid_transition', 'already_reported', 'not_found', 'already_reviewed'].includes(
        err.code,
      )
    )
      throw err;
  }
}

describe('rating aggregates', () => {
  it('always equal a recomputation from approved feedback, whatever happens to feedback', async () => {
    const created: { id: string; author: TestUser }[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 20 }), async (ops) => {
        // Warm the directory cache: its answer after the changes must still be exact.
        await t.request('GET', DIRECTORY_URL);
        for (const o of ops) {
          if (o.kind === 'submit') {
            const author = authors[o.author]!;
            const visit = await makeVisit(t, [doctorIds[o.doctor]!]);
            await t.database.db
              .update(visits)
              .set({ claimed_by: author.id })
              .where(eq(visits.id, visit.id));
            const answer = await submitFeedback(
              t.database.db,
              author.id,
              {
                visit_id: visit.id,
                doctor_id: doctorIds[o.doctor]!,
                rating: o.rating,
                medical_expertise: o.sub,
                customer_experience: o.rating,
                compliance: o.sub,
                is_anonymous: false,
              },
              'http://localhost',
            );
            created.push({ id: (answer.body as { id: string }).id, author });
          } else if (created.length > 0) {
            const target = created[('pick' in o ? o.pick : 0) % created.length]!;
            if (o.kind === 'approve' || o.kind === 'reject') {
              const ids = o.bulk ? created.slice(-3).map((c) => c.id) : [target.id];
              await allowRefusal(() =>
                moderate(
                  t.database.db,
                  admin.id,
                  ids,
                  o.kind === 'approve' ? 'approved' : 'rejected',
                  undefined,
                  'test',
                  'http://localhost',
                ),
              );
            } else if (o.kind === 'report') {
              await allowRefusal(() =>
                reportFeedback(
                  t.database.db,
                  reporters[o.reporter]!.id,
                  target.id,
                  'spam',
                  undefined,
                  'test',
                  'http://localhost',
                ),
              );
            } else {
              await allowRefusal(() =>
                deleteMyFeedback(t.database.db, target.author.id, target.id),
              );
            }
          }
        }
        expect(await aggregateMismatches(t)).toEqual([]);
        const served = await (await t.request('GET', DIRECTORY_URL)).json();
        expect(served).toEqual(
          await searchDoctors(t.database.db, doctorListQuery.parse({ sort: 'rating' })),
        );
      }),
      { numRuns: 15, seed: 20261121 },
    );
  });
});
