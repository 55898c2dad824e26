/**
 * The demo reviews' answers to the optional questions: the 0–10 recommendation question, the
 * consent to be quoted and, for some, the ministry's outpatient survey. Drawn from their own
 * seeded generator, so the reviews' ratings and comments stay as they were; answers follow the
 * review's overall rating as real patients' do (a 5★ patient mostly recommends, a 1★ one rarely).
 */
import { MOH_ITEMS } from '../../../shared/moh-survey';
import { type Prng, pick, randInt } from './prng';

const RECOMMEND_BY_RATING: Record<number, readonly number[]> = {
  5: [10, 10, 10, 9, 9, 9, 8],
  4: [9, 8, 8, 8, 7, 7, 9, 10],
  3: [7, 6, 6, 5, 8, 5],
  2: [4, 3, 5, 2, 6],
  1: [0, 1, 2, 0, 3],
};

/** Share of demo authors who answer the recommendation question (it is optional). */
const ANSWERS_RECOMMEND = 0.8;
const CONSENTS_TO_QUOTE = 0.6;
const ANSWERS_SURVEY = 0.35;

export interface DemoExperience {
  recommend_score: number | null;
  quote_consent: boolean;
  survey: {
    answers: Record<string, number>;
    expectation_percent: number | null;
    return_intent: number | null;
  } | null;
}

function surveyOf(rng: Prng, rating: number): NonNullable<DemoExperience['survey']> {
  const level = () => Math.min(5, Math.max(1, rating + randInt(rng, -1, 1)));
  const answers: Record<string, number> = {};
  for (const item of MOH_ITEMS) {
    // Patients skip a few items; those the review's stars answer are never asked.
    if (item.from_review || rng() < 0.1) continue;
    answers[item.code] = level();
  }
  return {
    answers,
    expectation_percent: Math.min(100, Math.max(0, rating * 20 - randInt(rng, 0, 15))),
    return_intent: rating >= 4 ? pick(rng, [4, 5, 5]) : rating === 3 ? 4 : pick(rng, [1, 2, 3]),
  };
}

export function demoExperience(rng: Prng, rating: number, commented: boolean): DemoExperience {
  const answered = rng() < ANSWERS_RECOMMEND;
  const recommend = pick(rng, RECOMMEND_BY_RATING[rating] ?? [5]);
  const consent = rng() < CONSENTS_TO_QUOTE;
  const survey = rng() < ANSWERS_SURVEY ? surveyOf(rng, rating) : null;
  return {
    recommend_score: answered ? recommend : null,
    quote_consent: commented && consent,
    survey,
  };
}
