/**
 * Street addresses: a house number with what locates it (an alley, a street, a ward or
 * district), or an alley number ("hẻm 56 Trần Hưng Đạo"). A street or district named without a
 * house number ("phố Huế", "chi nhánh quận 1") locates nobody and is not a finding; neither is a
 * room or floor ("phòng 204", "tầng 3"): those words are not house numbers.
 *
 * Read in the `shape` form (no marks, capitals kept): street names are capitalised words.
 */
import type { Forms, Span } from './rules';

const NUMBER = '\\d+[A-Za-z]?(?:/\\d+[A-Za-z]?)*';
/** A capitalised word of a street name ("Nguyen", "Trai", "Baker"). */
const CAP = '[A-Z][a-z]*';
/** Words that follow a count, not a house number ("3 Tháng", "5 May I saw", "2 Bác sĩ"). */
const NOT_STREET =
  'Bac|Bs|Chi|Anh|Em|Co|Ong|Ba|Be|Sao|Thang|Nam|Ngay|Gio|Tuan|Dr|Mr|Mrs|Ms|Jan|January|Feb|February|March|April|May|June|July|August|September|October|November|December|I';
const NAME = `(?!(?:${NOT_STREET})(?![A-Za-z]))${CAP}(?: ${CAP}){0,3}`;
const HOUSE = `(?:(?:[Ss]o nha|[Nn]ha so|[Ss]o|[Ss]n|[Nn]o\\.?)\\s*)?${NUMBER}`;
const ALLEY = `(?:[Nn]go|[Nn]gach|[Hh]em|[Kk]iet|[Aa]lley|[Ll]ane)\\s+${NUMBER}`;
/** After "đường" or "phố" the street's name may be in lower case ("phố huế", "đường số 7"). */
const STREET = `(?:[Dd]uong|[Pp]ho)\\s+(?:[Ss]o\\s+\\d+|${CAP}(?: ${CAP}){0,3}|[a-z]+(?: [a-z]+){0,2})`;
const STREET_WORD = '(?:[Ss]treet|[Ss]t\\.?|[Rr]oad|[Rr]d\\.?|[Aa]venue|[Aa]ve\\.?|[Bb]oulevard)';
const ADMIN_WORD =
  '(?:[Pp]huong|[Qq]uan|[Hh]uyen|[Tt]hi xa|[Tt]hanh pho|TP\\.?|[Dd]istrict|[Ww]ard|[Pp]\\.|[Qq]\\.|[PpQq](?=\\d))';
/** A ward or district: its number or capitalised name ("quận 3", "phường Bến Nghé"), never a
 * lower-case word, which would read "quan tâm" (to care) as a district. */
const ADMIN = `,?\\s*${ADMIN_WORD}\\s*(?:\\d+|${CAP}(?: ${CAP}){0,3})`;

/**
 * A house number then: alleys, and a street ("đường …", a capitalised name of two words or more,
 * or one followed by "street"), then wards and districts; or a house number, a name in any case
 * and a ward or district after it ("88 hai ba trung, quan 3"); or an alley first.
 */
const ADDRESS = new RegExp(
  // Not the tail of a longer number ("028 393 05678").
  '(?<![\\p{L}\\p{N}/.,])(?<!\\d[ .\\-])(?:' +
    [
      `${HOUSE}(?:\\s+${ALLEY})*\\s+(?:${STREET}|${NAME}\\s+${STREET_WORD}|${NAME}(?=,?\\s*${ADMIN_WORD})|(?!(?:${NOT_STREET})(?![A-Za-z]))${CAP}(?: ${CAP}){1,3})(?:${ADMIN}){0,3}`,
      `${HOUSE}(?:\\s+${ALLEY})+(?:\\s+(?:${STREET}|${NAME}))?(?:${ADMIN}){0,3}`,
      `${HOUSE}\\s+[a-z]+(?: [a-z]+){0,3},\\s*${ADMIN_WORD}\\s*\\d+(?:${ADMIN}){0,2}`,
      `${ALLEY}(?:\\s+${ALLEY})*(?:\\s+(?:${STREET}|${NAME}))?(?:${ADMIN}){0,3}`,
    ].join('|') +
    ')(?![\\p{L}\\p{N}])',
  'gu',
);

export function findAddresses(forms: Forms, into: Span[]): void {
  ADDRESS.lastIndex = 0;
  for (let m = ADDRESS.exec(forms.shape); m; m = ADDRESS.exec(forms.shape)) {
    into.push({ kind: 'address', start: m.index, end: m.index + m[0].length });
  }
}
