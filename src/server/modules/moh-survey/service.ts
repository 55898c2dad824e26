/**
 * The Ministry of Health's outpatient survey (Decision 3869/QĐ-BYT, form 2), offered after a
 * review: the author answers the items the review does not already cover, once; a clinic's month
 * is exported as a workbook laid out for entry into the ministry's system, the items the review
 * covers counted from the same patients' scores.
 */
import { MOH_ITEMS, type MohMonthCounts, type MohSurveyAnswers } from '../../../shared/moh-survey';
import type { Db, DbOrTx } from '../../db/client';
import type { UserContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { clinicScopeOf, inScope } from '../staff-clinics/service';
import * as repo from './repo';
import { buildOutpatientWorkbook } from './workbook';

export async function saveSurvey(
  db: Db,
  ctx: UserContext,
  feedbackId: string,
  input: MohSurveyAnswers,
) {
  const review = await repo.reviewOfAuthor(db, feedbackId, ctx.viewer.userId);
  if (!review) throw notFound('Feedback not found');
  if (review.withdrawn)
    throw new AppError('invalid_transition', 'A withdrawn review takes no survey answers');
  // The row's key makes a second answer (even a concurrent one) insert nothing.
  const saved = await repo.insertResponse(db, {
    feedback_id: feedbackId,
    answers: Object.fromEntries(
      Object.entries(input.answers).filter((e): e is [string, number] => e[1] !== undefined),
    ),
    expectation_percent: input.expectation_percent ?? null,
    return_intent: input.return_intent ?? null,
  });
  if (!saved) throw new AppError('conflict', 'The survey for this review was already answered');
  return { saved: true as const };
}

/**
 * Deletes the survey answers given with these reviews, in the caller's transaction: a withdrawn
 * review (by its author, or with a released visit claim) no longer speaks for the patient.
 * Answers how many of the reviews had some.
 */
export function deleteSurveysOf(tx: DbOrTx, feedbackIds: string[]): Promise<number> {
  return repo.deleteResponsesOf(tx, feedbackIds);
}

const emptyLevels = (): number[] => [0, 0, 0, 0, 0];

/** Counts per item and level, the expectation answers' mean and the return intentions. */
export function countMonth(
  rows: readonly repo.MonthResponseRow[],
): Omit<MohMonthCounts, 'clinic' | 'month'> {
  const items: Record<string, number[]> = Object.fromEntries(
    MOH_ITEMS.map((i) => [i.code, emptyLevels()]),
  );
  const returns = [0, 0, 0, 0, 0, 0];
  let expectationSum = 0;
  let expectationAnswers = 0;
  for (const r of rows) {
    for (const item of MOH_ITEMS) {
      // The review's stars (1–5) are the form's levels for the items they answer.
      const level = item.from_review ? r[item.from_review] : r.answers[item.code];
      if (level !== undefined && level >= 1 && level <= 5) items[item.code]![level - 1]! += 1;
    }
    if (r.expectation_percent !== null) {
      expectationSum += r.expectation_percent;
      expectationAnswers += 1;
    }
    if (r.return_intent !== null) returns[r.return_intent - 1]! += 1;
  }
  return {
    responses: rows.length,
    items,
    expectation: {
      answers: expectationAnswers,
      mean:
        expectationAnswers > 0 ? Math.round((expectationSum / expectationAnswers) * 10) / 10 : null,
    },
    return_intent: returns,
  };
}

export async function exportMonth(db: Db, ctx: UserContext, clinicId: string, month: string) {
  const scope = await clinicScopeOf(db, ctx.viewer);
  const name = inScope(scope, clinicId) ? await repo.clinicName(db, clinicId) : undefined;
  if (name === undefined) throw notFound('Clinic not found');
  const rows = await repo.monthResponses(db, clinicId, month);
  const counts: MohMonthCounts = { clinic: { id: clinicId, name }, month, ...countMonth(rows) };
  const file = await buildOutpatientWorkbook(counts);
  return new Response(new Uint8Array(file), {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="khao-sat-ngoai-tru-${month}.xlsx"`,
      'cache-control': 'no-store',
    },
  });
}
