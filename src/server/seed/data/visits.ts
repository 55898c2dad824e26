/**
 * Demo visits for trying the feedback flow (visit code + phone number). Each valid visit is
 * meant for one showcase patient (`patientIndex`, an index into DEMO_PATIENTS), who has not yet
 * reviewed the visit's doctors in the demo reviews; the phone is that patient's phone.
 */
import type { DemoClinicKey } from './clinics';
import { DEMO_PATIENTS } from './patients';

/** Unambiguous characters for visit codes: no 0/O, 1/I/L. */
export const VISIT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const VISIT_CODE_LENGTH = 8;

export interface DemoVisit {
  code: string;
  /** Vietnamese mobile number as typed by people (0 + 9 digits); store it normalised. */
  phone: string;
  clinicKey: DemoClinicKey;
  /** Indexes into DEMO_DOCTORS; all verified doctors of the visit's clinic. */
  doctorIndexes: readonly number[];
  /** Visit date, in days before the seeding day. */
  daysAgo: number;
  /** The visit code expires this many days after the visit date. */
  validDays: number;
  /** Showcase account (index into DEMO_PATIENTS) the visit is meant for. */
  patientIndex: number;
}

function phoneOf(patientIndex: number): string {
  const patient = DEMO_PATIENTS[patientIndex];
  if (!patient) throw new Error(`no demo patient ${patientIndex}`);
  return patient.phone;
}

function visit(
  code: string,
  patientIndex: number,
  clinicKey: DemoClinicKey,
  doctorIndexes: readonly number[],
  daysAgo: number,
  validDays = 90,
): DemoVisit {
  return {
    code,
    phone: phoneOf(patientIndex),
    clinicKey,
    doctorIndexes,
    daysAgo,
    validDays,
    patientIndex,
  };
}

const EXPIRED_VISIT = visit('EXP9GQ4K', 8, 'quan-3', [1], 200, 90);

/**
 * Eight valid visits (within the last 30 days, valid for 90 days) followed by one EXPIRED visit
 * (200 days ago, valid 90 days) that demonstrates a refused code.
 */
export const DEMO_VISITS: readonly DemoVisit[] = [
  visit('AKQ3M7XR', 0, 'quan-1', [0, 6], 2),
  visit('HN4TPW8Z', 1, 'quan-3', [1, 7], 5),
  visit('Q7DKV2MC', 2, 'quan-7', [2, 3, 10], 1),
  visit('BT9SEY3F', 3, 'binh-thanh', [4], 7),
  visit('TMH6RG5U', 4, 'binh-thanh', [5, 4], 12),
  visit('CG8WNK4P', 5, 'cau-giay', [8, 9], 3),
  visit('PMH5XJ7V', 6, 'quan-7', [10, 2], 20),
  visit('RHM2ZB6D', 7, 'quan-1', [6], 28),
  EXPIRED_VISIT,
];

export const DEMO_EXPIRED_VISIT_CODE = EXPIRED_VISIT.code;

/** Whether a visit's code is expired on the seeding day. */
export function isDemoVisitExpired(v: DemoVisit): boolean {
  return v.daysAgo > v.validDays;
}
