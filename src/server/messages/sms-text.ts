/**
 * SMS text in one segment: 160 characters of the GSM 03.38 default alphabet. Vietnamese is
 * written without diacritics, as SMS in Vietnam usually is (a single accented letter would switch
 * the whole message to UCS-2 and cut a segment to 70 characters).
 */

/** One SMS segment in the GSM-7 default alphabet. */
export const SMS_SEGMENT = 160;

/** The GSM 03.38 basic character set (the characters that cost one septet each). */
const GSM_7 =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_SET = new Set(GSM_7);

/** The text without diacritics (đ → d), anything outside GSM-7 replaced by a space. */
export function plainSmsText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[–—]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .split('')
    .map((ch) => (GSM_SET.has(ch) ? ch : ' '))
    .join('')
    .replace(/ {2,}/g, ' ');
}

/** Whether a text is sent as one GSM-7 segment. */
export const fitsOneSegment = (text: string) =>
  text.length <= SMS_SEGMENT && [...text].every((ch) => GSM_SET.has(ch));
