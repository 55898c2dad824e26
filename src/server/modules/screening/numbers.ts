/**
 * Personal data written with digits: phone numbers, e-mail addresses, identity and insurance
 * numbers, dates of birth. Prices ("500.000đ", "1,2 triệu"), times, doses, room numbers and the
 * dates of visits are digits too; each pattern states what keeps them out.
 */
import type { Forms, Span } from './rules';

// ---- phone numbers ------------------------------------------------------------------------

/**
 * A run of digit groups with spaces, dots, dashes or brackets between them ("0903 123 456",
 * "(+84) 912-000-111", "0 9 0 3 …"). Not right after a letter, a digit, a decimal mark or "+".
 */
const DIGIT_RUN = /(?<![\p{L}\p{N}+.,])\(?\+?\(?\d(?:[ .\-()]{0,3}\d)*/gu;
const GROUP = /\d+/g;

/**
 * Whether these digits make a phone number: with "+" any international number (Vietnam's +84
 * followed by 9 or 10 digits); without, a Vietnamese mobile (0 and 9 digits: 03, 05, 07, 08,
 * 09), a landline (02 and 9 digits), 84 and 9 digits, or a 1800/1900 hotline (8 or 10 digits).
 * A 12-digit citizen ID starting with 0 is none of these.
 */
function isPhone(digits: string, plus: boolean): boolean {
  const n = digits.length;
  if (plus) return digits.startsWith('84') ? n === 11 || n === 12 : n >= 8 && n <= 14;
  if (digits.startsWith('84')) return n === 11;
  if (/^0[35789]/.test(digits)) return n === 10;
  if (digits.startsWith('02')) return n === 11;
  if (/^1[89]00/.test(digits)) return n === 8 || n === 10;
  return false;
}

/** The number as dialled inside Vietnam, to compare with the clinics' own numbers. */
export function nationalDigits(written: string): string {
  const digits = written.replace(/\D/g, '');
  const international =
    written.trim().startsWith('+') || (digits.length === 11 && /^84/.test(digits));
  return international && digits.startsWith('84') ? `0${digits.slice(2)}` : digits;
}

/**
 * The phones in the text. A run is cut into its digit groups; from each group the longest
 * sequence of groups that makes a phone is taken, so a phone glued to a count or a year
 * ("năm 2015 0903 123 456") is still found.
 */
export function findPhones(forms: Forms, ignore: ReadonlySet<string>, into: Span[]): void {
  const { text } = forms;
  DIGIT_RUN.lastIndex = 0;
  for (let m = DIGIT_RUN.exec(text); m; m = DIGIT_RUN.exec(text)) {
    const groups: { start: number; end: number }[] = [];
    GROUP.lastIndex = 0;
    for (let g = GROUP.exec(m[0]); g; g = GROUP.exec(m[0])) {
      groups.push({ start: m.index + g.index, end: m.index + g.index + g[0].length });
    }
    for (let i = 0; i < groups.length; ) {
      // A leading "+" or "(" belongs to the number when it starts at the first group.
      const lead = i === 0 ? m.index : groups[i]!.start;
      const plus = i === 0 && m[0].slice(0, groups[0]!.start - m.index).includes('+');
      let digits = '';
      let found = -1;
      for (let j = i; j < groups.length && digits.length <= 14; j++) {
        digits += text.slice(groups[j]!.start, groups[j]!.end);
        if (isPhone(digits, plus)) found = j;
      }
      if (found < 0) {
        i++;
        continue;
      }
      const end = groups[found]!.end;
      if (!ignore.has(nationalDigits(text.slice(lead, end)))) {
        into.push({ kind: 'phone', start: lead, end });
      }
      i = found + 1;
    }
  }
}

// ---- e-mail -------------------------------------------------------------------------------

const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** Spelled out to get past a filter: "an.le (at) gmail dot com", "an [at] gmail.com". */
const EMAIL_SPELLED =
  /(?<![a-z0-9._%+-])[a-z0-9._%+-]+\s*(?:\(at\)|\[at\]|\{at\}|\sat\s|\s@\s)\s*(?:gmail|yahoo|hotmail|outlook|icloud|protonmail|proton|live|aol)(?:\s*(?:\.|\(dot\)|\[dot\]|\sdot\s)\s*[a-z]{2,4}){1,2}/gu;

// ---- identity and insurance numbers ------------------------------------------------------

/**
 * Citizen ID (CCCD): 12 digits opening with a province code 001–096, maybe grouped; the old
 * ID card (CMND): 9 digits in one piece (grouped, it needs a word that says what it is);
 * passport: a capital and 7 digits; health-insurance card (BHYT): 2 capitals and 13 digits.
 */
const ID_BARE = new RegExp(
  [
    '(?<![\\p{L}\\p{N}+.,])0(?:[0-8]\\d|9[0-6])(?:[ .]?\\d){9}(?![ .]?\\d)',
    '(?<![\\p{L}\\p{N}+.,])\\d{9}(?![\\p{N}]|[.,]\\d)',
    '(?<![\\p{L}\\p{N}])[A-Z]\\d{7}(?![\\p{L}\\p{N}])',
    '(?<![\\p{L}\\p{N}])[A-Z]{2}(?: ?\\d){13}(?![\\p{L}\\p{N}])',
  ].join('|'),
  'gu',
);
/** After a word that names the document, any number of 7 to 15 digits (letters may lead). */
const ID_CUED =
  /(?<=(?<![\p{L}])(?:cccd|cmnd|can cuoc(?: cong dan)?|chung minh(?: nhan dan| thu)?|ho chieu|passport|bhyt|the bao hiem(?: y te)?|ma the|so the|id(?: card)?(?: number| no\.?)?|insurance card(?: number)?)[^\p{N}\n]{0,20})[a-z]{0,2}\d(?:[ .]?\d){6,14}(?![\p{N}])/gu;

// ---- dates of birth -----------------------------------------------------------------------

const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const DATE = [
  '\\d{4}-\\d{1,2}-\\d{1,2}',
  '\\d{1,2}[/.\\-]\\d{1,2}(?:[/.\\-](?:19|20)?\\d{2})?',
  '\\d{1,2}\\s+thang\\s+\\d{1,2}(?:\\s+nam\\s+\\d{2,4})?',
  `\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${MONTHS})(?:,?\\s+\\d{4})?`,
  `(?:${MONTHS})\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?`,
  `(?:${MONTHS})\\s+\\d{4}`,
  '(?:19|20)\\d{2}',
].join('|');
/**
 * A date is a birth date only right after a word that says so ("sinh ngày", "ns", "born",
 * "DOB"): a date alone is a visit's ("khám ngày 12/3", "on 5 May"). "sinh" must touch the date:
 * "sinh mổ ngày 3/5" is the day of a delivery. A two-digit year only after "sinh năm".
 */
const BIRTH_DATE = new RegExp(
  '(?<![\\p{L}\\p{N}])(?:' +
    `(?:sinh nam|nam sinh)\\s*:?\\s*(?:${DATE}|\\d{2}(?![\\p{N}]))` +
    '|(?:sinh ngay|sinh thang|ngay(?: thang nam)? sinh|ns|sn|dob|d\\.o\\.b\\.?|date of birth|birthday(?: is)?|born(?: on| in)?|sinh)' +
    `\\s*:?\\s*(?:ngay\\s+|on\\s+|in\\s+|the\\s+)?(?:${DATE})` +
    ')(?![\\p{L}\\p{N}])',
  'gu',
);

function collect(re: RegExp, haystack: string, kind: Span['kind'], into: Span[]): void {
  re.lastIndex = 0;
  for (let m = re.exec(haystack); m; m = re.exec(haystack)) {
    into.push({ kind, start: m.index, end: m.index + m[0].length });
  }
}

export function findNumbers(forms: Forms, into: Span[]): void {
  collect(EMAIL, forms.text, 'email', into);
  collect(EMAIL_SPELLED, forms.folded, 'email', into);
  collect(ID_BARE, forms.text, 'id_number', into);
  collect(ID_CUED, forms.folded, 'id_number', into);
  collect(BIRTH_DATE, forms.folded, 'birth_date', into);
}
