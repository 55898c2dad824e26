import { parse } from 'csv-parse/sync';
import type { VerifiedVisit } from '../../../shared/feedback';
import { normalizeVnPhone } from '../../../shared/phone';
import {
  type ImportPreview,
  type ImportProblem,
  type NewVisitInput,
  newVisitSchema,
} from '../../../shared/visits';
import { writeAudit } from '../../audit/audit';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import { newVisitCode } from './codes';
import {
  claimVisit,
  existingClinicIds,
  existingCodes,
  existingDoctorIds,
  findVisit,
  findVisitById,
  insertVisits,
  isDoctorInVisit,
  type NewVisit,
  visitDoctorList,
} from './repo';

const DAY_MS = 86_400_000;
const notFound = () => new AppError('not_found', 'No visit matches this code and phone number');

/**
 * Checks a visit code and phone on the server. Wrong code, wrong phone, or a visit another
 * account already used all get the same answer, so nothing can be learnt by probing.
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
  if (!visit || (visit.claimed_by && visit.claimed_by !== userId)) throw notFound();
  if (visit.expires_at.getTime() < Date.now())
    throw new AppError('visit_expired', 'This visit can no longer be reviewed');
  if (!(await claimVisit(db, visit.id, userId))) throw notFound();
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
  const problems: ImportProblem[] = [];
  const parsed: { line: number; visit: NewVisitInput; phone: string }[] = [];
  for (const { line, raw } of inputs) {
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
    ready.push({
      visit_code: code,
      phone,
      clinic_id: visit.clinic_id ?? null,
      visit_date: visit.visit_date,
      expires_at: new Date(visitDate.getTime() + visit.valid_days * DAY_MS),
      source: 'admin',
      doctor_ids: [...new Set(visit.doctor_ids)],
    });
  }
  return { problems, ready };
}

function refuse(problems: ImportProblem[]): never {
  throw new AppError('validation_failed', 'Some visits are not valid; nothing was written', {
    problems,
  });
}

export async function addVisit(db: Db, actorId: string, input: unknown, ip: string) {
  return db.transaction(async (tx) => {
    const { problems, ready } = await checkVisits(tx, [{ line: 1, raw: input }]);
    if (problems.length) refuse(problems);
    const [row] = await insertVisits(tx, ready);
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
 * doctor_ids (separated by | or ;), valid_days (optional). A file with any bad line writes nothing.
 */
export async function importVisits(
  db: Db,
  actorId: string,
  csv: string,
  dryRun: boolean,
  ip: string,
): Promise<ImportPreview> {
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
    await writeAudit(tx, {
      userId: actorId,
      action: 'visit.imported',
      description: `${rows.length} visits imported from CSV`,
      ip,
    });
    return { ...preview, written: rows.length, codes: rows.map((r) => r.visit_code) };
  });
}

/** Visits pushed by a clinic's own system with an API key: all or nothing, audited. */
export async function pushVisits(db: Db, keyName: string, visits: unknown[], ip: string) {
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
