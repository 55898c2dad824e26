/**
 * Full names of people: a Vietnamese surname and given names ("Nguyễn Thị Hoa", "Tran Van
 * Nam"), or an English first name and surname ("Jane Miller"), or two capitalised words after a
 * word for a person ("nurse Emily Clarke", "Mr. Tom Becker"). Read in the `shape` form (no marks,
 * capitals kept), so the names are found with or without tones. A name in lower case is only
 * taken after a word for a person and with a middle name ("chị nguyen thi hoa").
 *
 * Not findings: the chain's own doctors (the review is about them and their names are public),
 * and names that are places: a street or district ("đường Lê Lợi", "quận Hoàng Mai"), a branch
 * ("phòng khám Lê Lợi"), a city ("Hồ Chí Minh").
 */
import type { Forms, Span } from './rules';

/** Surnames common enough that a surname and one given name read as a full name. */
const SURNAMES = [
  'Nguyen',
  'Tran',
  'Le',
  'Pham',
  'Hoang',
  'Huynh',
  'Phan',
  'Vu',
  'Vo',
  'Dang',
  'Bui',
  'Do',
  'Ho',
  'Ngo',
  'Duong',
  'Ly',
  'Truong',
  'Dinh',
  'Doan',
  'Trinh',
  'Dao',
  'Luu',
  'Quach',
  'Luong',
  'Vuong',
  'Kieu',
  'Trieu',
  'Ton',
  'Chau',
  'Mac',
];
/** Surnames that are also common words or given names: only with two given names after them. */
const RARE_SURNAMES = ['Mai', 'Ha', 'Lam', 'Cao', 'Thai', 'Lai', 'La', 'Tang', 'Tong', 'Ta'];
/** Middle names that make a lower-case run of words a name ("nguyen thi hoa"). */
const MIDDLE = 'van|thi|huu|duc|minh|ngoc|thanh|quoc|xuan|thu|kim|bich|cong|quang|hoai|my';
const FIRST_NAMES = [
  ...['John', 'James', 'Robert', 'Michael', 'William', 'David', 'Richard', 'Joseph', 'Thomas'],
  ...['Tom', 'Charles', 'Daniel', 'Matthew', 'Mark', 'Paul', 'Peter', 'Steven', 'Andrew'],
  ...['Kevin', 'Brian', 'George', 'Edward', 'Jason', 'Ryan', 'Eric', 'Adam', 'Ben', 'Sam'],
  ...['Alex', 'Chris', 'Nick', 'Jack', 'Henry', 'Luke', 'Simon', 'Martin', 'Hans', 'Pierre'],
  ...['Mary', 'Patricia', 'Jennifer', 'Linda', 'Elizabeth', 'Barbara', 'Susan', 'Jessica'],
  ...['Sarah', 'Karen', 'Nancy', 'Lisa', 'Emily', 'Emma', 'Anna', 'Jane', 'Rachel', 'Laura'],
  ...['Julia', 'Sophie', 'Olivia', 'Grace', 'Helen', 'Kate', 'Amy', 'Claire', 'Lucy', 'Maria'],
];
const CAP = '[A-Z][a-z]{0,9}';
const VI_WORD = '[A-Z][a-z]{0,6}';
const PERSON_CUE = [
  '[Nn]urse',
  '[Rr]eceptionist',
  '[Tt]echnician',
  '[Pp]atient',
  '[Gg]uard',
  '[Dd]r\\.?',
  '[Mm]rs?\\.?',
  '[Mm]s\\.?',
  '[Mm]iss',
  '[Nn]amed',
  '[Cc]alled',
  "I'm",
  'I am',
  '[Nn]ame is',
  '[Ww]ife',
  '[Hh]usband',
  '[Ff]riend',
];
const VI_CUE =
  'chi|anh|co|em|ba|ong|bac|y ta|dieu duong|le tan|bao ve|benh nhan|nguoi nha|ten|ten la|la';
const lower = (s: string) => s.toLowerCase();

const NAME = new RegExp(
  '(?<![\\p{L}\\p{N}])(?:' +
    [
      `(?:${SURNAMES.join('|')})(?: ${VI_WORD}){1,3}`,
      `(?:${RARE_SURNAMES.join('|')})(?: ${VI_WORD}){2,3}`,
      `(?:${FIRST_NAMES.join('|')}) ${CAP}(?:-${CAP})?`,
      `(?<=(?:${PERSON_CUE.join('|')}),?\\s)${CAP} ${CAP}`,
      `(?<=(?<![\\p{L}])(?:${VI_CUE})\\s)(?:${[...SURNAMES, ...RARE_SURNAMES].map(lower).join('|')}) (?:${MIDDLE}) [a-z]{1,7}`,
    ].join('|') +
    ')(?![\\p{L}\\p{N}])',
  'gu',
);

/** Words right before a name that make it a place or a branch, not a person. */
const PLACE_BEFORE =
  /(?:^|[^\p{L}])(?:(?<!dieu )duong|pho|quan|phuong|huyen|tinh|tp\.?|thanh pho|pk|phong kham|chi nhanh|benh vien|bv|truong|hem|ngo|street|district|branch)\s*$/u;
/** Places named like people. */
const PLACES = new Set(['ho chi minh', 'hoang mai', 'ha noi', 'phan thiet', 'phan rang', 'le loi']);

/** A known doctor's name as its words, without titles ("PGS.TS.BS.", "Dr."). */
export function nameWords(name: string): string[] {
  return name
    .split(/\s+/)
    .filter((w) => w && !w.includes('.') && !/^(?:bs|ths|ts|pgs|gs|dr|cki+)$/i.test(w))
    .map((w) => w.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase());
}

/** The candidate is one of the known people: the same surname, then some of the same names. */
function isKnown(words: string[], known: readonly string[][]): boolean {
  return known.some((k) => {
    if (k[0] !== words[0] && k.at(-1) !== words.at(-1)) return false;
    let at = 0;
    for (const w of words) {
      at = k.indexOf(w, at);
      if (at < 0) return false;
      at++;
    }
    return true;
  });
}

export function findNames(forms: Forms, known: readonly string[][], into: Span[]): void {
  NAME.lastIndex = 0;
  for (let m = NAME.exec(forms.shape); m; m = NAME.exec(forms.shape)) {
    const words = m[0].toLowerCase().split(' ');
    if (isKnown(words, known) || PLACES.has(words.join(' '))) continue;
    // A name in lower case is a name typed without tones; written with tones it is ordinary
    // words whose toneless forms look like one ("chỉ định thủ thuật": chi dinh thu thuat).
    if (/^\p{Ll}/u.test(m[0]) && forms.text.slice(m.index, m.index + m[0].length) !== m[0])
      continue;
    if (PLACE_BEFORE.test(forms.folded.slice(Math.max(0, m.index - 16), m.index))) continue;
    into.push({ kind: 'person_name', start: m.index, end: m.index + m[0].length });
  }
}
