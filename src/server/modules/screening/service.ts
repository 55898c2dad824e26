/**
 * The moderation assistant's reading of a text before publication: its findings (spans with a
 * kind), how urgent they are, and the detector's version. The chain's doctors' names and its
 * clinics' published phone numbers are public on the site, so they are not findings.
 */
import { type ScreeningFinding, screeningRisk } from '../../../shared/screening';
import { type DbOrTx, databaseKey } from '../../db/client';
import { clinicPhones } from '../clinics/service';
import { directoryVersion, doctorNames } from '../doctors/service';
import { SCREENING_VERSION, scanText } from './detect';

export interface Screening {
  screening: ScreeningFinding[] | null;
  screening_risk: number;
  screening_version: number;
}

export interface KnownPublic {
  doctorNames: readonly string[];
  publicPhones: readonly string[];
}

/**
 * Read again whenever the directory version moves (it moves with every change to doctors and
 * clinics), so a doctor added a moment ago is already known.
 */
const knownByDatabase = new WeakMap<object, { version: bigint; value: Promise<KnownPublic> }>();

async function knownPublic(db: DbOrTx): Promise<KnownPublic> {
  const key = databaseKey(db);
  const version = await directoryVersion(db);
  const known = knownByDatabase.get(key);
  if (known?.version === version) return known.value;
  const value = Promise.all([doctorNames(db), clinicPhones(db)]).then(([names, phones]) => ({
    doctorNames: names,
    publicPhones: phones,
  }));
  knownByDatabase.set(key, { version, value });
  // A failed read is not kept: the next text reads again.
  value.catch(() => {
    if (knownByDatabase.get(key)?.value === value) knownByDatabase.delete(key);
  });
  return value;
}

/** The findings in `text` (none for no text), given the names and numbers that are public. */
export function screeningOf(text: string | null | undefined, known: KnownPublic): Screening {
  if (!text?.trim())
    return { screening: null, screening_risk: 0, screening_version: SCREENING_VERSION };
  const findings = scanText(text, known);
  return {
    screening: findings,
    screening_risk: screeningRisk(findings),
    screening_version: SCREENING_VERSION,
  };
}

/** The findings in `text` (none for no text). */
export async function screenText(db: DbOrTx, text: string | null | undefined): Promise<Screening> {
  return text?.trim() ? screeningOf(text, await knownPublic(db)) : screeningOf(null, EMPTY);
}

const EMPTY: KnownPublic = { doctorNames: [], publicPhones: [] };

/** Whether the findings need a moderator at once (a threat or words of self-harm). */
export const needsAlert = (s: Screening) => s.screening_risk >= 3;
