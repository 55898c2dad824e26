/**
 * Loads the demo data (clinics, doctors with portraits, patients, visits, reviews,
 * announcements) into an empty database, in one transaction, so a crash halfway leaves nothing.
 */
import { sql } from 'drizzle-orm';
import { needsCase } from '../../shared/cases';
import { reviewContentOf } from '../../shared/feedback';
import { normalizeVnPhone } from '../../shared/phone';
import { DEFAULT_SETTINGS } from '../../shared/settings';
import type { Auth } from '../auth/auth';
import { type Db, queryRows, type Tx } from '../db/client';
import {
  announcements,
  clinics,
  doctors,
  feedback,
  feedbackReports,
  mohSurveyResponses,
  replyTemplates,
  serviceCaseEntries,
  serviceCases,
  specialties,
  userRoles,
  visitDoctors,
  visits,
} from '../db/schema';
import type { Logger } from '../lib/logger';
import { insertAccount } from '../modules/accounts/service';
import { recomputeAll } from '../modules/ratings/service';
import { screeningOf } from '../modules/screening/service';
import { topicsOfComment } from '../modules/topics/service';
import { newKey, type Storage } from '../storage/storage';
import { DEMO_ANNOUNCEMENTS } from './data/announcements';
import { DEMO_CLINICS } from './data/clinics';
import { DEMO_DOCTORS } from './data/doctors';
import { demoExperience } from './data/experience';
import { clinicImageSvg, doctorPortraitSvg, renderSvgToWebp } from './data/images';
import { DEMO_REVIEW_AUTHORS } from './data/patients';
import { mulberry32 } from './data/prng';
import { DEMO_REPLY_TEMPLATES } from './data/reply-templates';
import { buildDemoReviews } from './data/reviews';
import { DEMO_SPECIALTIES, demoSpecialtyOf } from './data/specialties';
import { DEMO_VISITS, VISIT_CODE_ALPHABET } from './data/visits';

/** Every demo patient signs in with this password (shown in the README). */
export const DEMO_PATIENT_PASSWORD = 'benhnhan-demo-2026';
const SEED_LOCK_ID = 734_221_908;
const DAY_MS = 86_400_000;

export async function seedDemoIfEmpty(
  db: Db,
  auth: Auth,
  storage: Storage,
  log: Logger,
): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const started = Date.now();
  const images = await renderImages(storage);
  const passwordHash = await (await auth.$context).password.hash(DEMO_PATIENT_PASSWORD);
  const seeded = await db.transaction(async (tx) => {
    // Two instances starting together on one empty PostgreSQL: only one seeds.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (!(await isEmpty(tx))) return false;
    await insertDemo(tx, images, passwordHash);
    return true;
  });
  log.info({ ms: Date.now() - started, seeded }, 'demo data');
  return seeded;
}

async function isEmpty(db: Db | Tx): Promise<boolean> {
  const rows = await queryRows<{ empty: boolean }>(
    db,
    sql`select not exists (select 1 from doctors) and not exists (select 1 from clinics) as empty`,
  );
  return rows[0]?.empty === true;
}

async function renderImages(storage: Storage) {
  const doctorUrls = await Promise.all(
    DEMO_DOCTORS.map(async (d) =>
      storage.put(
        newKey('doctors', 'webp'),
        await renderSvgToWebp(doctorPortraitSvg(d.portrait), 400),
        'image/webp',
      ),
    ),
  );
  const clinicUrls = await Promise.all(
    DEMO_CLINICS.map(async (_c, i) =>
      storage.put(
        newKey('clinics', 'webp'),
        await renderSvgToWebp(clinicImageSvg(i), 800),
        'image/webp',
      ),
    ),
  );
  return { doctorUrls, clinicUrls };
}

async function insertDemo(
  tx: Tx,
  images: Awaited<ReturnType<typeof renderImages>>,
  passwordHash: string,
) {
  const now = Date.now();
  const clinicRows = await tx
    .insert(clinics)
    .values(
      DEMO_CLINICS.map((c, i) => ({ ...omitKey(c), image_url: images.clinicUrls[i] ?? null })),
    )
    .returning({ id: clinics.id, name: clinics.name });
  const clinicByKey = new Map(DEMO_CLINICS.map((c, i) => [c.key, clinicRows[i]!]));

  const specialtyRows = await tx
    .insert(specialties)
    .values([...DEMO_SPECIALTIES])
    .onConflictDoUpdate({
      target: specialties.slug,
      set: {
        name_vi: sql`excluded.name_vi`,
        name_en: sql`excluded.name_en`,
        synonyms_vi: sql`excluded.synonyms_vi`,
        synonyms_en: sql`excluded.synonyms_en`,
      },
    })
    .returning({ id: specialties.id, slug: specialties.slug });
  const specialtyBySlug = new Map(specialtyRows.map((s) => [s.slug, s.id]));

  const doctorRows = await tx
    .insert(doctors)
    .values(
      DEMO_DOCTORS.map((d, i) => {
        const clinic = clinicByKey.get(d.clinicKey)!;
        return {
          name: d.name,
          specialty_id: specialtyBySlug.get(demoSpecialtyOf(d.specialty).slug)!,
          clinic: clinic.name,
          clinic_id: clinic.id,
          image_url: images.doctorUrls[i] ?? null,
          education: d.education,
          education_en: d.education_en,
          experience_years: d.experience_years,
          bio: d.bio,
          bio_en: d.bio_en,
          status: d.status,
        };
      }),
    )
    .returning({ id: doctors.id });

  const patientIds: string[] = [];
  for (const p of DEMO_REVIEW_AUTHORS) {
    patientIds.push(
      await insertAccount(tx, {
        email: p.email,
        passwordHash,
        firstName: p.firstName,
        lastName: p.lastName,
        language: p.language,
        emailVerified: true,
      }),
    );
  }

  // Every demo review comes from a real (past) visit, so it carries the verified-visit mark.
  const rng = mulberry32(20_261_121);
  const code = () =>
    Array.from(
      { length: 8 },
      () => VISIT_CODE_ALPHABET[Math.floor(rng() * VISIT_CODE_ALPHABET.length)],
    ).join('');
  const [admin] = await tx
    .select({ id: userRoles.user_id })
    .from(userRoles)
    .where(sql`role = 'admin'`)
    .limit(1);
  const reviews = buildDemoReviews();
  const experienceRng = mulberry32(20_261_201);
  // Reviews are screened as submitted ones are, so the moderation queue shows its findings.
  const known = {
    doctorNames: DEMO_DOCTORS.map((d) => d.name),
    publicPhones: DEMO_CLINICS.flatMap((c) => (c.phone ? [c.phone] : [])),
  };
  const screened = (comment: string | null | undefined) => {
    const s = screeningOf(comment, known);
    return { ...s, flagged: s.screening_risk >= 2 };
  };
  for (const [i, r] of reviews.entries()) {
    const doctor = DEMO_DOCTORS[r.doctorIndex]!;
    const visitedAt = new Date(now - r.daysAgo * DAY_MS - DAY_MS);
    const [visit] = await tx
      .insert(visits)
      .values({
        visit_code: `${code()}`,
        phone: normalizeVnPhone(
          r.patientIndex === null ? '0900000000' : DEMO_REVIEW_AUTHORS[r.patientIndex]!.phone,
        )!,
        clinic_id: clinicByKey.get(doctor.clinicKey)!.id,
        visit_date: visitedAt.toISOString().slice(0, 10),
        expires_at: new Date(visitedAt.getTime() + 90 * DAY_MS),
        source: 'demo',
        claimed_by: r.patientIndex === null ? null : patientIds[r.patientIndex]!,
      })
      .returning({ id: visits.id });
    await tx
      .insert(visitDoctors)
      .values({ visit_id: visit!.id, doctor_id: doctorRows[r.doctorIndex]!.id });
    // Spread same-day reviews over the day so "newest first" has a stable, natural order.
    const createdAt = new Date(now - r.daysAgo * DAY_MS - (i % 10) * 3_600_000);
    // A published (or since reported) review was approved by a moderator a few hours after it
    // arrived, as in the live flow; a pending one has no decision yet.
    const decided = r.status !== 'pending';
    const decidedAt = decided
      ? new Date(createdAt.getTime() + (2 + (i % 7) * 3) * 3_600_000)
      : null;
    const content = reviewContentOf(r);
    const experience = demoExperience(experienceRng, content.rating, Boolean(content.comment));
    const [row] = await tx
      .insert(feedback)
      .values({
        doctor_id: doctorRows[r.doctorIndex]!.id,
        user_id: r.patientIndex === null ? null : patientIds[r.patientIndex]!,
        visit_id: visit!.id,
        ...content,
        recommend_score: experience.recommend_score,
        quote_consent: experience.quote_consent,
        ...topicsOfComment(content.comment ?? null),
        ...screened(content.comment),
        status: r.status,
        decided_at: decidedAt,
        decided_by: decided ? (admin?.id ?? null) : null,
        created_at: createdAt,
        updated_at: decidedAt ?? createdAt,
      })
      .returning({ id: feedback.id });
    if (experience.survey)
      await tx
        .insert(mohSurveyResponses)
        .values({ feedback_id: row!.id, ...experience.survey, created_at: createdAt });
    await seedCase(tx, {
      feedbackId: row!.id,
      clinicId: clinicByKey.get(doctor.clinicKey)!.id,
      review: reviewContentOf(r),
      createdAt,
      daysAgo: r.daysAgo,
      i,
    });
    if (r.status === 'reported') {
      const reporter =
        r.reportedByPatientIndex === undefined ? null : patientIds[r.reportedByPatientIndex]!;
      await tx
        .insert(feedbackReports)
        .values({ feedback_id: row!.id, user_id: reporter, reason: r.reportReason ?? 'other' });
    }
  }

  // Visits people can use to try the feedback flow (listed in the README).
  for (const v of DEMO_VISITS) {
    const visitedAt = new Date(now - v.daysAgo * DAY_MS);
    const [visit] = await tx
      .insert(visits)
      .values({
        visit_code: v.code,
        phone: normalizeVnPhone(v.phone)!,
        clinic_id: clinicByKey.get(v.clinicKey)!.id,
        visit_date: visitedAt.toISOString().slice(0, 10),
        expires_at: new Date(visitedAt.getTime() + v.validDays * DAY_MS),
        source: 'demo',
      })
      .returning({ id: visits.id });
    await tx
      .insert(visitDoctors)
      .values(v.doctorIndexes.map((i) => ({ visit_id: visit!.id, doctor_id: doctorRows[i]!.id })));
  }

  await tx.insert(announcements).values(
    DEMO_ANNOUNCEMENTS.map((a) => ({
      title: a.title,
      content: a.content,
      title_en: a.title_en,
      content_en: a.content_en,
      created_by: admin?.id ?? null,
      created_at: new Date(now - a.daysAgo * DAY_MS),
    })),
  );
  await tx
    .insert(replyTemplates)
    .values(DEMO_REPLY_TEMPLATES.map((r) => ({ ...r, created_by: admin?.id ?? null })));
  await recomputeAll(tx);
}

/**
 * A low demo review has its service-recovery case, as the live flow opens one: older ones were
 * contacted and resolved (or closed, now and then), recent ones are still open, some overdue.
 */
async function seedCase(
  tx: Tx,
  c: {
    feedbackId: string;
    clinicId: string;
    review: Parameters<typeof needsCase>[0];
    createdAt: Date;
    daysAgo: number;
    i: number;
  },
) {
  if (!needsCase(c.review, DEFAULT_SETTINGS)) return;
  const at = (hours: number) => new Date(c.createdAt.getTime() + hours * 3_600_000);
  const old = c.daysAgo > 7;
  const closed = old && c.i % 5 === 0;
  const contactedAt = at(4 + (c.i % 30));
  const endedAt = at(closed ? 30 : 12 + (c.i % 60));
  const [row] = await tx
    .insert(serviceCases)
    .values({
      feedback_id: c.feedbackId,
      clinic_id: c.clinicId,
      origin: 'auto',
      status: !old ? 'open' : closed ? 'closed' : 'resolved',
      close_reason: closed ? 'unreachable' : null,
      due_at: at(DEFAULT_SETTINGS.case_due_hours),
      overdue_notified_at: !old && c.daysAgo > 2 ? at(DEFAULT_SETTINGS.case_due_hours) : null,
      first_contact_at: old && !closed ? contactedAt : null,
      ended_at: old ? endedAt : null,
      created_at: c.createdAt,
      updated_at: old ? endedAt : c.createdAt,
    })
    .returning({ id: serviceCases.id });
  const steps: (typeof serviceCaseEntries.$inferInsert)[] = [
    { case_id: row!.id, kind: 'status', to_status: 'open', created_at: c.createdAt },
  ];
  if (old && closed)
    steps.push({
      case_id: row!.id,
      kind: 'status',
      from_status: 'open',
      to_status: 'closed',
      body: 'unreachable',
      created_at: endedAt,
    });
  if (old && !closed)
    steps.push(
      {
        case_id: row!.id,
        kind: 'status',
        from_status: 'open',
        to_status: 'contacted',
        created_at: contactedAt,
      },
      {
        case_id: row!.id,
        kind: 'status',
        from_status: 'contacted',
        to_status: 'resolved',
        created_at: endedAt,
      },
    );
  await tx.insert(serviceCaseEntries).values(steps);
}

function omitKey<T extends { key: unknown }>({ key: _key, ...rest }: T): Omit<T, 'key'> {
  return rest;
}
