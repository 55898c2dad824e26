/**
 * Demo reviews, generated deterministically from a fixed seed. Every verified doctor gets a
 * planned number of approved reviews whose mean overall rating is the planned average, so the
 * ranking is meaningful; a few pending and reported reviews are added for moderation demos.
 */
import type { ReviewContent } from '../../../shared/feedback';
import {
  COMMENT_ADDONS,
  COMMENTS,
  REPORTED_COMMENTS,
  type ReportReason,
  type Sentiment,
  SPECIALTY_COMMENTS,
  sentimentOf,
} from './comments';
import { DEMO_DOCTORS } from './doctors';
import { DEMO_PATIENTS, DEMO_REVIEW_AUTHORS, type DemoLanguage } from './patients';
import { mulberry32, type Prng, pick, randInt, shuffle } from './prng';
import { DEMO_VISITS, isDemoVisitExpired } from './visits';

export type { ReportReason } from './comments';

export type DemoReviewStatus = 'approved' | 'pending' | 'reported';

export interface DemoReview extends ReviewContent {
  /** Index into DEMO_DOCTORS. */
  doctorIndex: number;
  /** Index into DEMO_REVIEW_AUTHORS (showcase DEMO_PATIENTS first); null: author account deleted. */
  patientIndex: number | null;
  status: DemoReviewStatus;
  /** Creation date, in days before the seeding day. */
  daysAgo: number;
  /** Only on reported reviews. */
  reportReason?: ReportReason;
  /** Only on reported reviews: who reported it (index into DEMO_REVIEW_AUTHORS). */
  reportedByPatientIndex?: number;
}

export const DEMO_REVIEW_SEED = 0x0a11ce;

export interface DoctorRatingPlan {
  doctorIndex: number;
  /** Number of approved reviews. */
  approved: number;
  /** Mean overall rating of the approved reviews, to 1 decimal. */
  targetAverage: number;
  /** How the doctor's sub-scores lean relative to the overall rating. */
  bias: { medical: number; customer: number; compliance: number };
}

/** One entry per verified doctor; averages and counts all differ. */
export const DEMO_RATING_PLAN: readonly DoctorRatingPlan[] = [
  { doctorIndex: 0, approved: 28, targetAverage: 4.8, bias: b(0.4, -0.1, 0.2) },
  { doctorIndex: 1, approved: 22, targetAverage: 4.9, bias: b(0, 0.3, 0.1) },
  { doctorIndex: 2, approved: 15, targetAverage: 4.2, bias: b(0.1, -0.2, 0) },
  { doctorIndex: 3, approved: 9, targetAverage: 3.6, bias: b(-0.2, -0.3, 0.3) },
  { doctorIndex: 4, approved: 30, targetAverage: 4.6, bias: b(0.2, 0.2, 0) },
  { doctorIndex: 5, approved: 12, targetAverage: 4.0, bias: b(0, 0.1, -0.2) },
  { doctorIndex: 6, approved: 18, targetAverage: 4.4, bias: b(0.2, 0, 0.1) },
  { doctorIndex: 7, approved: 7, targetAverage: 3.9, bias: b(0.3, -0.4, 0) },
  { doctorIndex: 8, approved: 11, targetAverage: 4.3, bias: b(0.3, -0.1, 0.2) },
  { doctorIndex: 9, approved: 10, targetAverage: 4.7, bias: b(0.3, 0, 0) },
  { doctorIndex: 10, approved: 5, targetAverage: 3.8, bias: b(-0.1, 0.1, -0.1) },
];

function b(medical: number, customer: number, compliance: number) {
  return { medical, customer, compliance };
}

/** Pending reviews (recent, awaiting moderation); patientIndex undefined means any author. */
const PENDING_PLAN: readonly { doctorIndex: number; rating: number; patientIndex?: number }[] = [
  { doctorIndex: 0, rating: 5, patientIndex: 1 },
  { doctorIndex: 2, rating: 4, patientIndex: 0 },
  { doctorIndex: 4, rating: 2, patientIndex: 2 },
  { doctorIndex: 5, rating: 5, patientIndex: 6 },
  { doctorIndex: 8, rating: 3, patientIndex: 9 },
  { doctorIndex: 1, rating: 4 },
];

/** Reported reviews: doctor, and the showcase patient who reported it. */
const REPORTED_PLAN: readonly { doctorIndex: number; reportedBy: number }[] = [
  { doctorIndex: 3, reportedBy: 3 },
  { doctorIndex: 6, reportedBy: 4 },
  { doctorIndex: 0, reportedBy: 7 },
];

/**
 * Pending reviews whose comments the moderation assistant flags (a staff member's full name, the
 * author's own phone number), for trying "Hide words…" on the demo.
 */
export const SCREENED_PENDING: readonly { doctorIndex: number; rating: number; comment: string }[] =
  [
    {
      doctorIndex: 3,
      rating: 2,
      comment:
        'Chờ gần 2 tiếng mới được khám. Chị lễ tân Trần Thị Mai nói chuyện rất khó chịu. Ai cần hỏi thêm thì gọi tôi 0903 456 789.',
    },
  ];

/** Doctors with one approved review whose author account no longer exists (anonymous). */
const DELETED_AUTHOR_DOCTORS: readonly number[] = [0, 1, 4, 6];

const clamp = (v: number) => Math.min(5, Math.max(1, v));

/** Overall ratings for one doctor whose sum is round(target × n). */
function plannedRatings(rng: Prng, n: number, target: number): number[] {
  const ratings = Array.from({ length: n }, () =>
    clamp(Math.round(target + (rng() + rng() - 1) * 1.5)),
  );
  const desired = Math.round(target * n);
  let sum = ratings.reduce((a, r) => a + r, 0);
  while (sum !== desired) {
    const up = sum < desired;
    const candidates = ratings.flatMap((r, i) => ((up ? r < 5 : r > 1) ? [i] : []));
    const i = pick(rng, candidates);
    ratings[i] = (ratings[i] as number) + (up ? 1 : -1);
    sum += up ? 1 : -1;
  }
  return ratings;
}

function subScore(rng: Prng, rating: number, bias: number): number {
  return clamp(Math.round(rating + bias + (rng() - 0.5) * 1.2));
}

/** Whether an add-on would repeat the base text's wording ("Cảm ơn…" after "…Cảm ơn nhiều"). */
function repeats(base: string, addon: string): boolean {
  const lead = addon.toLowerCase().split(/\s+/).slice(0, 2).join(' ');
  return base.toLowerCase().includes(lead);
}

/** Hands out comment texts without repeating one. */
class CommentPicker {
  private readonly used = new Set<string>();
  private readonly queues = new Map<string, string[]>();

  constructor(private readonly rng: Prng) {}

  private queue(key: string, texts: readonly string[]): string[] {
    let q = this.queues.get(key);
    if (!q) {
      q = shuffle(this.rng, texts);
      this.queues.set(key, q);
    }
    return q;
  }

  private take(key: string, texts: readonly string[]): string | null {
    const q = this.queue(key, texts);
    while (q.length > 0) {
      const text = q.shift() as string;
      if (!this.used.has(text)) {
        this.used.add(text);
        return text;
      }
    }
    return null;
  }

  next(sentiment: Sentiment, language: DemoLanguage, specialty: string): string {
    const specialtyTexts = SPECIALTY_COMMENTS[specialty];
    if (
      specialtyTexts &&
      language === 'vi' &&
      (sentiment === 'excellent' || sentiment === 'good') &&
      this.rng() < 0.45
    ) {
      const text = this.take(`specialty:${specialty}`, specialtyTexts);
      if (text) return text;
    }
    const bases = COMMENTS[sentiment][language];
    const fresh = this.take(`${sentiment}:${language}`, bases);
    if (fresh) return fresh;
    const addons = COMMENT_ADDONS[sentiment][language];
    for (let attempt = 0; attempt < 50; attempt++) {
      const base = pick(this.rng, bases);
      const addon = pick(this.rng, addons);
      const text = `${base} ${addon}`;
      if (!this.used.has(text) && !repeats(base, addon)) {
        this.used.add(text);
        return text;
      }
    }
    for (const base of bases) {
      for (const addon of addons) {
        const text = `${base} ${addon}`;
        if (!this.used.has(text) && !repeats(base, addon)) {
          this.used.add(text);
          return text;
        }
      }
    }
    throw new Error(`ran out of ${sentiment} ${language} comments`);
  }
}

/** Showcase patients keep these doctors unreviewed so they can try their demo visit. */
function reservedPairs(): Set<string> {
  const pairs = new Set<string>();
  for (const visit of DEMO_VISITS) {
    if (isDemoVisitExpired(visit)) continue;
    for (const d of visit.doctorIndexes) pairs.add(`${visit.patientIndex}:${d}`);
  }
  return pairs;
}

export function buildDemoReviews(): DemoReview[] {
  const rng = mulberry32(DEMO_REVIEW_SEED);
  const comments = new CommentPicker(rng);
  const taken = reservedPairs();
  const authorQueues = new Map<number, number[]>();
  const reviews: DemoReview[] = [];

  const claim = (patientIndex: number, doctorIndex: number) => {
    const key = `${patientIndex}:${doctorIndex}`;
    if (taken.has(key))
      throw new Error(`demo patient ${patientIndex} already has doctor ${doctorIndex}`);
    taken.add(key);
    return patientIndex;
  };
  const nextAuthor = (doctorIndex: number, accept: (p: number) => boolean = () => true): number => {
    let q = authorQueues.get(doctorIndex);
    if (!q) {
      q = shuffle(
        rng,
        DEMO_REVIEW_AUTHORS.map((_, i) => i),
      );
      authorQueues.set(doctorIndex, q);
    }
    const skipped: number[] = [];
    while (q.length > 0) {
      const p = q.shift() as number;
      if (!accept(p)) {
        skipped.push(p);
        continue;
      }
      if (!taken.has(`${p}:${doctorIndex}`)) {
        q.unshift(...skipped);
        return claim(p, doctorIndex);
      }
    }
    throw new Error(`no demo author left for doctor ${doctorIndex}`);
  };
  const languageOf = (patientIndex: number | null): DemoLanguage => {
    const author = patientIndex === null ? undefined : DEMO_REVIEW_AUTHORS[patientIndex];
    if (author?.language === 'en') return 'en';
    return rng() < 0.04 ? 'en' : 'vi';
  };
  const doctorOf = (doctorIndex: number) => {
    const doctor = DEMO_DOCTORS[doctorIndex];
    if (!doctor) throw new Error(`no demo doctor ${doctorIndex}`);
    return doctor;
  };
  const planOf = (doctorIndex: number) =>
    DEMO_RATING_PLAN.find((p) => p.doctorIndex === doctorIndex);
  const scored = (doctorIndex: number, rating: number) => {
    const bias = planOf(doctorIndex)?.bias ?? b(0, 0, 0);
    return {
      rating,
      medical_expertise: subScore(rng, rating, bias.medical),
      customer_experience: subScore(rng, rating, bias.customer),
      compliance: subScore(rng, rating, bias.compliance),
    };
  };

  // Showcase patients' own pending reviews are claimed first so they never collide.
  const pendingAuthors = PENDING_PLAN.map((p) =>
    p.patientIndex === undefined ? undefined : claim(p.patientIndex, p.doctorIndex),
  );

  for (const plan of DEMO_RATING_PLAN) {
    const doctor = doctorOf(plan.doctorIndex);
    const ratings = plannedRatings(rng, plan.approved, plan.targetAverage);
    ratings.forEach((rating, i) => {
      const deleted = i === 0 && DELETED_AUTHOR_DOCTORS.includes(plan.doctorIndex);
      const patientIndex = deleted ? null : nextAuthor(plan.doctorIndex);
      const starsOnly = rating >= 4 && rng() < 0.08;
      reviews.push({
        doctorIndex: plan.doctorIndex,
        patientIndex,
        ...scored(plan.doctorIndex, rating),
        comment: starsOnly
          ? null
          : comments.next(sentimentOf(rating), languageOf(patientIndex), doctor.specialty),
        is_anonymous: deleted || rng() < 0.2,
        status: 'approved',
        daysAgo: randInt(rng, 3, 400),
      });
    });
  }

  PENDING_PLAN.forEach((p, i) => {
    const patientIndex = pendingAuthors[i] ?? nextAuthor(p.doctorIndex);
    reviews.push({
      doctorIndex: p.doctorIndex,
      patientIndex,
      ...scored(p.doctorIndex, p.rating),
      comment: comments.next(
        sentimentOf(p.rating),
        languageOf(patientIndex),
        doctorOf(p.doctorIndex).specialty,
      ),
      is_anonymous: rng() < 0.2,
      status: 'pending',
      daysAgo: randInt(rng, 0, 6),
    });
  });

  REPORTED_PLAN.forEach((p, i) => {
    const reported = REPORTED_COMMENTS[i % REPORTED_COMMENTS.length];
    if (!reported) return;
    // Reported texts are in Vietnamese and written by someone other than the reporter.
    const patientIndex = nextAuthor(
      p.doctorIndex,
      (a) => a !== p.reportedBy && DEMO_REVIEW_AUTHORS[a]?.language === 'vi',
    );
    reviews.push({
      doctorIndex: p.doctorIndex,
      patientIndex,
      ...scored(p.doctorIndex, reported.rating),
      comment: reported.text,
      is_anonymous: false,
      status: 'reported',
      daysAgo: randInt(rng, 8, 45),
      reportReason: reported.reason,
      reportedByPatientIndex: p.reportedBy,
    });
  });

  // Last, so the random draws of every review above stay as they were.
  for (const p of SCREENED_PENDING) {
    const patientIndex = nextAuthor(
      p.doctorIndex,
      (a) => DEMO_REVIEW_AUTHORS[a]?.language === 'vi',
    );
    reviews.push({
      doctorIndex: p.doctorIndex,
      patientIndex,
      ...scored(p.doctorIndex, p.rating),
      comment: p.comment,
      is_anonymous: false,
      status: 'pending',
      daysAgo: 1,
    });
  }

  return reviews;
}

/** Number of showcase accounts (the first entries of DEMO_REVIEW_AUTHORS). */
export const DEMO_SHOWCASE_PATIENT_COUNT = DEMO_PATIENTS.length;
