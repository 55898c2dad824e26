import { parse } from 'csv-parse/sync';
import type { Paged } from '../../../shared/doctors';
import type { VerifiedVisit } from '../../../shared/feedback';
import type { MyVisit, VisitInvite } from '../../../shared/invitations';
import { normalizeVnPhone } from '../../../shared/phone';
import {
  type AdminVisit,
  type ImportPreview,
  type ImportProblem,
  type InvitationState,
  type NewVisitInput,
  newVisitSchema,
  type VisitInvitation,
  type VisitReleaseResult,
} from '../../../shared/visits';
import { writeAudit } from '../../audit/audit';
import type { Db, DbOrTx } from '../../db/client';
import type { UserContext } from '../../http/context';
import { AppError, notFound as missing } from '../../http/errors';
import { MAX_MAIL_ATTEMPTS } from '../../mail/outbox';
import { type InvitationMailer, invitedOnWrite, inviteNewVisits } from '../invitations/emails';
import { type InviteSigner, inviteUrl } from '../invitations/token';
import { deleteSurveysOf } from '../moh-survey/service';
import { newVisitCode } from './codes';
import {
  type ClaimableVisit,
  claimVisit,
  clearClaim,
  existingClinicIds,
  existingCodes,
  existingDoctorIds,
  findInvitedVisit,
  findVisit,
  findVisitById,
  hasVisitedDoctor,
  insertVisits,
  isDoctorInVisit,
  type LatestMessage,
  listVisits,
  lockVisit,
  type NewVisit,
  visitDoctorList,
} from './repo';

/**
 * What a released claim does to the claimer's reviews of the visit, in the release's transaction:
 * the feedback module's, passed in by app.ts (feedback reads visits, so visits cannot import it).
 */
export interface ClaimReviews {
  /** The claimer's reviews written with the visit, locked, with the status each had. */
  lockOfClaimer(
    tx: DbOrTx,
    visitId: string,
    userId: string,
  ): Promise<readonly { id: string; status: string }[]>;
  /** Withdraws unpublished reviews (the lifecycle: status, `withdrawn` events, reports resolved). */
  withdraw(
    tx: DbOrTx,
    rows: readonly { id: string; status: string }[],
    actorId: string,
    reason: string,
  ): Promise<void>;
  /** Unties reviews from their visit. */
  detach(tx: DbOrTx, ids: string[]): Promise<void>;
}

// What privacy changes of visits when an account closes, in its transaction.
export { releaseClaimsOf } from './repo';

const DAY_MS = 86_400_000;
const notFound = () => new AppError('not_found', 'No visit matches this code and phone number');
const claimedByOther = () =>
  new AppError(
    'visit_claimed',
    'This visit was already used by another account; the clinic can help you get it back',
  );

/**
 * Checks a visit code and phone on the server. A wrong code or phone gets one answer, so nothing
 * can be learnt by probing; whoever holds both the code and the phone of a visit another account
 * already used is told so (`visit_claimed`), since only the clinic can sort that out.
 */
export async function verifyVisit(
  db: Db,
  userId: string,
  code: string,
  phoneInput: string,
): Promise<VerifiedVisit> {
  const phone = normalizeVnPhone(phoneInput);
  if (!phone) throw notFound();
  const visit = await findVisit(db, code, phone);
  if (!visit) throw notFound();
  return claimFoundVisit(db, userId, visit);
}

/**
 * Claims a found visit for the user (the first account wins) and answers what it allows: the
 * one rule behind a code and phone and behind a personal invitation link.
 */
export async function claimFoundVisit(
  db: Db,
  userId: string,
  visit: ClaimableVisit,
): Promise<VerifiedVisit> {
  if (visit.claimed_by && visit.claimed_by !== userId) throw claimedByOther();
  if (visit.expires_at.getTime() < Date.now())
    throw new AppError('visit_expired', 'This visit can no longer be reviewed');
  if (!(await claimVisit(db, visit.id, userId))) throw claimedByOther();
  return {
    visit_id: visit.id,
    visit_date: visit.visit_date,
    clinic:
      visit.clinic_id && visit.clinic_name
        ? { id: visit.clinic_id, name: visit.clinic_name }
        : null,
    expires_at: visit.expires_at.toISOString(),
    doctors: await visitDoctorList(db, visit.id, userId),
  };
}

/** Validates visits (one, a CSV file's lines, or a clinic system's batch) against the database. */
async function checkVisits(db: DbOrTx, inputs: { line: number; raw: unknown }[]) {
  const now = new Date();
  const problems: ImportProblem[] = [];
  const parsed: { line: number; visit: NewVisitInput; phone: string }[] = [];
  for (const [index, { line, raw }] of inputs.entries()) {
    // A 10,000-line file: let other requests run between slices of 1,000 lines.
    if (index > 0 && index % 1000 === 0)
      await new Promise<void>((resolve) => setImmediate(resolve));
    const result = newVisitSchema.safeParse(raw);
    if (!result.success) {
      for (const i of result.error.issues)
        problems.push({
          line,
          field: i.path.join('.') || 'line',
          code: i.code === 'too_small' && i.minimum === 1 ? 'required' : 'invalid_value',
          message: i.message,
        });
      continue;
    }
    const phone = normalizeVnPhone(result.data.phone);
    if (!phone) {
      problems.push({
        line,
        field: 'phone',
        code: 'phone_invalid',
        message: 'Not a Vietnamese phone number',
      });
      continue;
    }
    parsed.push({ line, visit: result.data, phone });
  }
  const codes = parsed.map((p) => p.visit.visit_code).filter((c): c is string => Boolean(c));
  const [takenCodes, doctorIds, clinicIds] = await Promise.all([
    existingCodes(db, codes),
    existingDoctorIds(db, [...new Set(parsed.flatMap((p) => p.visit.doctor_ids))]),
    existingClinicIds(db, [
      ...new Set(parsed.map((p) => p.visit.clinic_id).filter((c): c is string => Boolean(c))),
    ]),
  ]);
  const seen = new Set<string>();
  const ready: NewVisit[] = [];
  for (const { line, visit, phone } of parsed) {
    const code = visit.visit_code ?? newVisitCode();
    if (takenCodes.has(code) || seen.has(code))
      problems.push({
        line,
        field: 'visit_code',
        code: 'code_taken',
        message: 'This visit code already exists',
      });
    seen.add(code);
    for (const id of visit.doctor_ids) {
      if (!doctorIds.has(id))
        problems.push({
          line,
          field: 'doctor_ids',
          code: 'unknown_doctor',
          message: `Unknown doctor ${id}`,
          value: id,
        });
    }
    if (visit.clinic_id && !clinicIds.has(visit.clinic_id))
      problems.push({
        line,
        field: 'clinic_id',
        code: 'unknown_clinic',
        message: 'Unknown clinic',
      });
    const visitDate = new Date(`${visit.visit_date}T00:00:00Z`);
    const expiresAt = new Date(visitDate.getTime() + visit.valid_days * DAY_MS);
    const email = visit.email ?? null;
    ready.push({
      visit_code: code,
      phone,
      clinic_id: visit.clinic_id ?? null,
      visit_date: visit.visit_date,
      expires_at: expiresAt,
      source: 'admin',
      email,
      language: visit.language,
      invited_at: invitedOnWrite({ visit_date: visit.visit_date, expires_at: expiresAt }, now)
        ? now
        : null,
      doctor_ids: [...new Set(visit.doctor_ids)],
    });
  }
  return { problems, ready };
}

/** Queues the invitation e-mails of visits just inserted (same transaction): see invitations/emails. */
function inviteInserted(
  tx: DbOrTx,
  mailer: InvitationMailer,
  ready: NewVisit[],
  rows: { id: string }[],
) {
  return inviteNewVisits(
    tx,
    mailer,
    rows.map((r, i) => ({ ...ready[i]!, id: r.id })),
  );
}

function refuse(problems: ImportProblem[]): never {
  throw new AppError('validation_failed', 'Some visits are not valid; nothing was written', {
    problems,
  });
}

export async function addVisit(db: Db, ctx: UserContext, mailer: InvitationMailer, input: unknown) {
  const actorId = ctx.viewer.userId;
  const { ip } = ctx;
  return db.transaction(async (tx) => {
    const { problems, ready } = await checkVisits(tx, [{ line: 1, raw: input }]);
    if (problems.length) refuse(problems);
    const rows = await insertVisits(tx, ready);
    const [row] = rows;
    await inviteInserted(tx, mailer, ready, rows);
    await writeAudit(tx, {
      userId: actorId,
      action: 'visit.created',
      description: `Visit ${row!.visit_code} added`,
      ip,
    });
    return { id: row!.id, visit_code: row!.visit_code };
  });
}

/**
 * CSV columns: visit_code (optional), phone, clinic_id (optional), visit_date (yyyy-mm-dd),
 * doctor_ids (separated by | or ;), valid_days (optional), email (optional: the patient is sent
 * an invitation to review), language (optional, vi or en: the e-mail's language, vi by default).
 * A file with any bad line writes nothing.
 */
export async function importVisits(
  db: Db,
  ctx: UserContext,
  mailer: InvitationMailer,
  csv: string,
  dryRun: boolean,
): Promise<ImportPreview> {
  const actorId = ctx.viewer.userId;
  const { ip } = ctx;
  let records: Record<string, string>[];
  try {
    records = parse(csv, {
      columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
    });
  } catch (err) {
    return {
      valid: 0,
      written: 0,
      codes: [],
      errors: [
        { line: 0, field: 'file', code: 'file_unreadable', message: (err as Error).message },
      ],
    };
  }
  const inputs = records.map((r, i) => ({
    line: i + 2,
    raw: {
      visit_code: r.visit_code || undefined,
      phone: r.phone ?? '',
      clinic_id: r.clinic_id || undefined,
      visit_date: r.visit_date ?? '',
      doctor_ids: (r.doctor_ids ?? '')
        .split(/[|;]/)
        .map((s) => s.trim())
        .filter(Boolean),
      valid_days: r.valid_days ? Number(r.valid_days) : undefined,
      email: r.email || undefined,
      language: r.language ? r.language.toLowerCase() : undefined,
    },
  }));
  if (inputs.length === 0)
    return {
      valid: 0,
      written: 0,
      codes: [],
      errors: [{ line: 0, field: 'file', code: 'file_empty', message: 'The file has no visits' }],
    };
  return db.transaction(async (tx) => {
    const { problems, ready } = await checkVisits(tx, inputs);
    const preview = {
      valid: inputs.length - new Set(problems.map((p) => p.line)).size,
      errors: problems,
      written: 0,
      codes: [] as string[],
    };
    if (dryRun || problems.length > 0) return preview;
    const rows = await insertVisits(tx, ready);
    const invited = await inviteInserted(tx, mailer, ready, rows);
    await writeAudit(tx, {
      userId: actorId,
      action: 'visit.imported',
      description: `${rows.length} visits imported from CSV`,
      ip,
      metadata: { invitations_queued: invited },
    });
    return { ...preview, written: rows.length, codes: rows.map((r) => r.visit_code), invited };
  });
}

/** Visits pushed by a clinic's own system with an API key: all or nothing, audited. */
export async function pushVisits(
  db: Db,
  mailer: InvitationMailer,
  keyName: string,
  visits: unknown[],
  ip: string,
) {
  return db.transaction(async (tx) => {
    const { problems, ready } = await checkVisits(
      tx,
      visits.map((raw, i) => ({ line: i + 1, raw })),
    );
    if (problems.length) refuse(problems);
    const rows = await insertVisits(
      tx,
      ready.map((v) => ({ ...v, source: 'integration' })),
    );
    await inviteInserted(tx, mailer, ready, rows);
    await writeAudit(tx, {
      userId: null,
      action: 'visit.pushed',
      description: `${rows.length} visits pushed by API key "${keyName}"`,
      ip,
    });
    return { created: rows.map((r) => ({ id: r.id, visit_code: r.visit_code })) };
  });
}

/**
 * What feedback needs from a visit: claimed by this user, still valid, and the doctor was seen
 * on it. Throws the error the feedback form shows otherwise.
 */
export async function assertCanReview(
  db: DbOrTx,
  visitId: string,
  userId: string,
  doctorId: string,
) {
  const visit = await findVisitById(db, visitId);
  if (!visit || visit.claimed_by !== userId)
    throw new AppError('not_found', 'Verify your visit first');
  if (visit.expires_at.getTime() < Date.now())
    throw new AppError('visit_expired', 'This visit can no longer be reviewed');
  if (!(await isDoctorInVisit(db, visitId, doctorId)))
    throw new AppError('not_found', 'This doctor was not seen on this visit', {
      reason: 'doctor_not_in_visit',
    });
}

/**
 * Frees a visit another account claimed, so its rightful patient can verify it. The previous
 * claimer's unpublished reviews of it (pending, or hidden by reports before a decision) are
 * withdrawn (with their survey answers and consent to be quoted); their published reviews stay
 * published. All of them are untied from the visit, so the rightful patient can review each of
 * its doctors. Audited in the same transaction.
 */
export async function releaseVisitClaim(
  db: Db,
  ctx: UserContext,
  visitId: string,
  reason: string,
  reviews: ClaimReviews,
): Promise<VisitReleaseResult> {
  const actorId = ctx.viewer.userId;
  const { ip } = ctx;
  return db.transaction(async (tx) => {
    const visit = await lockVisit(tx, visitId);
    if (!visit) throw missing('Visit');
    const previous = visit.claimed_by;
    if (!previous) throw new AppError('conflict', 'Nobody has claimed this visit');
    const claimed = await reviews.lockOfClaimer(tx, visitId, previous);
    const unpublished = claimed.filter((r) => r.status === 'pending' || r.status === 'reported');
    await reviews.withdraw(tx, unpublished, actorId, 'visit_claim_released');
    // As when the author withdraws a review: its survey answers go with it.
    const surveysRemoved = await deleteSurveysOf(
      tx,
      unpublished.map((r) => r.id),
    );
    await reviews.detach(
      tx,
      claimed.map((r) => r.id),
    );
    await clearClaim(tx, visitId);
    const keptPublished = claimed.filter((r) => r.status === 'approved').length;
    await writeAudit(tx, {
      userId: actorId,
      action: 'visit.claim_released',
      description: `Visit ${visit.visit_code} released: ${reason}`,
      ip,
      metadata: {
        visit_id: visitId,
        previous_claimer: previous,
        reason,
        withdrawn: unpublished.map((r) => r.id),
        kept_published: keptPublished,
        surveys_removed: surveysRemoved,
      },
    });
    return { visit_id: visitId, withdrawn: unpublished.length, kept_published: keptPublished };
  });
}

/** Where a visit's invitation stands, from its latest message (see VisitInvitation). */
function invitationOf(message: LatestMessage | null, optedOut: boolean): VisitInvitation {
  if (!message)
    return { state: optedOut ? 'opted_out' : 'not_sent', channel: null, reminder: false };
  const state: InvitationState = message.delivered
    ? 'delivered'
    : message.error && (message.sent || message.attempts >= MAX_MAIL_ATTEMPTS)
      ? 'failed'
      : message.sent
        ? 'sent'
        : 'queued';
  return { state, channel: message.channel, reminder: message.purpose === 'reminder' };
}

/** A page of the admin visit list, newest first. */
export async function listVisitsForAdmin(
  db: Db,
  q: string | undefined,
  page: number,
  pageSize: number,
): Promise<Paged<AdminVisit>> {
  const { items, total } = await listVisits(db, q, pageSize, (page - 1) * pageSize);
  return {
    items: items.map(({ invited, message, opted_out, ...v }) => ({
      ...v,
      invitation: invited ? invitationOf(message, opted_out) : null,
      expires_at: v.expires_at.toISOString(),
      created_at: v.created_at.toISOString(),
    })),
    total,
    page,
    page_size: pageSize,
  };
}

// ---------------------------------------------------------------- personal invitation links
// A visit opened by its signed invitation link. Here, with the visits, because invitations (the
// e-mails and messages) are queued by this module as visits are written.

export async function visitInvite(
  db: DbOrTx,
  signer: InviteSigner,
  publicUrl: string,
  visitId: string,
): Promise<VisitInvite> {
  const visit = await findVisitById(db, visitId);
  if (!visit) throw missing();
  return {
    url: inviteUrl(publicUrl, signer, visit),
    expires_at: visit.expires_at.toISOString(),
  };
}

/**
 * Opens the visit of an authentic invitation for the signed-in account. A forged token, or one
 * signed for another expiry than the visit now has, is "not found"; past the expiry it is
 * `visit_expired`; a visit another account claimed is `visit_claimed`.
 */
export async function claimInvite(
  db: Db,
  signer: InviteSigner,
  userId: string,
  token: string,
): Promise<VerifiedVisit> {
  const signed = signer.verify(token);
  if (!signed) throw missing();
  const visit = await findInvitedVisit(db, signed.visitId);
  if (!visit || Math.floor(visit.expires_at.getTime() / 1000) !== signed.expires) throw missing();
  return claimFoundVisit(db, userId, visit);
}

/**
 * The number a signed invitation's visit was recorded with, while the invitation works (the
 * code for signing in goes there); null for a forged, altered or expired one.
 */
export async function invitePhone(
  db: DbOrTx,
  signer: InviteSigner,
  token: string,
): Promise<string | null> {
  const signed = signer.verify(token);
  if (!signed) return null;
  const visit = await findVisitById(db, signed.visitId);
  const current = visit && Math.floor(visit.expires_at.getTime() / 1000) === signed.expires;
  return current && visit.expires_at > new Date() ? visit.phone : null;
}

export async function myVisit(db: DbOrTx, userId: string, doctorId: string): Promise<MyVisit> {
  return { visited: await hasVisitedDoctor(db, userId, doctorId) };
}
