/**
 * What a public reply to a review must not carry: a reply may not confirm that the reviewer was
 * a patient, nor disclose anything about their care. Before sending, the text is checked for
 * personal or health details; the writer sees a warning and moderators see the same one. The
 * check warns, it does not refuse: a moderator decides.
 */
export const REPLY_WARNINGS = [
  'phone',
  'email',
  'date',
  'patient_name',
  'health_terms',
  // Found by the server's screening only (the moderation assistant), after sending.
  'id_number',
  'address',
  'person_name',
  'birth_date',
  'abuse',
] as const;
export type ReplyWarning = (typeof REPLY_WARNINGS)[number];

const PHONE = /(?:\+?\d[\s.-]?){9,}/;
const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/i;
/** 12/3, 12/03/2025, 2025-03-12, "ngày 12 tháng 3", "March 12", "12 March". */
const DATE =
  /\b\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b|\b\d{4}-\d{1,2}-\d{1,2}\b|ngày\s+\d{1,2}|tháng\s+\d{1,2}|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b|\b\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;
/** Words that disclose care, in English and Vietnamese (matched without regard to case). */
const HEALTH_TERMS = [
  'diagnosis',
  'diagnosed',
  'test result',
  'lab result',
  'prescription',
  'prescribed',
  'medication',
  'treatment',
  'your surgery',
  'your condition',
  'medical record',
  'chẩn đoán',
  'kết quả xét nghiệm',
  'xét nghiệm',
  'đơn thuốc',
  'kê đơn',
  'toa thuốc',
  'điều trị',
  'bệnh án',
  'hồ sơ bệnh',
];

/**
 * The warnings for a reply's text. `patientName` is the review author's shown name, when the
 * review is not anonymous; each word of it (3+ letters) is looked for.
 */
export function replyWarnings(text: string, patientName?: string | null): ReplyWarning[] {
  const found: ReplyWarning[] = [];
  if (PHONE.test(text)) found.push('phone');
  if (EMAIL.test(text)) found.push('email');
  if (DATE.test(text)) found.push('date');
  if (patientName && mentionsName(text, patientName)) found.push('patient_name');
  const lower = text.toLocaleLowerCase('vi');
  if (HEALTH_TERMS.some((w) => lower.includes(w))) found.push('health_terms');
  return found;
}

function mentionsName(text: string, name: string): boolean {
  const words = text.toLocaleLowerCase('vi').split(/[^\p{L}]+/u);
  return name
    .toLocaleLowerCase('vi')
    .split(/[^\p{L}]+/u)
    .filter((part) => part.length >= 3)
    .some((part) => words.includes(part));
}
