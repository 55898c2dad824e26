/**
 * Invitation and reminder SMS, for visits without an e-mail address: one GSM-7 segment with the
 * visit's short link (/r/<token>, which opens the signed invitation in the patient's language)
 * and its opt-out link (/r/<token>/x).
 */
import { plainSmsText, SMS_SEGMENT } from '../../messages/sms-text';

const TEXTS = {
  vi: {
    invitation: '{clinic}: moi ban danh gia bac si buoi kham {date}: {link} Huy: {stop}',
    reminder: 'Nhac lai - {clinic}: moi danh gia bac si buoi kham {date}: {link} Huy: {stop}',
    clinic: 'Phong kham',
  },
  en: {
    invitation: '{clinic}: please rate your doctor, visit of {date}: {link} Stop: {stop}',
    reminder: 'Reminder - {clinic}: rate your doctor, visit of {date}: {link} Stop: {stop}',
    clinic: 'Your clinic',
  },
} as const;

const DAY_MONTH = {
  vi: (d: Date) => `${d.getUTCDate()}/${d.getUTCMonth() + 1}`,
  en: (d: Date) =>
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(d),
};

/** The short link of a visit and its opt-out link. */
export const shortLink = (publicUrl: string, token: string) => `${publicUrl}/r/${token}`;
export const optOutLink = (publicUrl: string, token: string) => `${publicUrl}/r/${token}/x`;

export function invitationSms(
  kind: 'invitation' | 'reminder',
  language: 'vi' | 'en',
  v: { clinic: string | null; visit_date: string; link: string; stop: string },
): string {
  const texts = TEXTS[language];
  const fill = (clinic: string) =>
    texts[kind]
      .replace('{clinic}', clinic)
      .replace('{date}', DAY_MONTH[language](new Date(`${v.visit_date}T00:00:00Z`)))
      .replace('{link}', v.link)
      .replace('{stop}', v.stop);
  // The clinic's name is shortened, never the links, to fit one segment.
  const clinic = plainSmsText(v.clinic?.trim() || texts.clinic);
  const room = SMS_SEGMENT - fill('').length;
  const name = clinic.length <= room ? clinic : `${clinic.slice(0, Math.max(0, room - 1)).trim()}.`;
  return plainSmsText(fill(name));
}

/**
 * A Zalo template's values: the same words as the SMS, with Vietnamese diacritics kept (Zalo
 * shows Unicode) and the date in the patient's language.
 */
export function zaloParams(
  language: 'vi' | 'en',
  v: { clinic: string | null; visit_date: string; link: string; stop: string },
): Record<string, string> {
  const date = new Date(`${v.visit_date}T00:00:00Z`);
  return {
    clinic_name: v.clinic?.trim() || (language === 'en' ? 'Your clinic' : 'Phòng khám'),
    visit_date: new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'vi-VN', {
      dateStyle: 'short',
      timeZone: 'UTC',
    }).format(date),
    review_link: v.link,
    opt_out_link: v.stop,
  };
}
