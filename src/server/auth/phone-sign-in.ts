/**
 * Sign-in with a code sent to the phone (the auth library's phone-number plugin): 6 digits by
 * SMS, valid 5 minutes, 5 tries. A number without an account gets a patient's account at its
 * first sign-in, with no e-mail address; staff accounts never sign in this way (they keep e-mail,
 * password and two-factor), which the routes check before the library sees the request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { phoneNumber } from 'better-auth/plugins';
import { PHONE_ACCOUNT_DOMAIN, PHONE_CODE_LENGTH, PHONE_CODE_MINUTES } from '../../shared/auth';
import { normalizeVnPhone } from '../../shared/phone';
import { writeAudit } from '../audit/audit';
import type { DbOrTx } from '../db/client';
import { mailOutbox, profiles, userPreferences, userRoles } from '../db/schema';
import { maskPhone } from '../messages/sms';

/** Tries of one code before a new one must be asked for. */
export const PHONE_CODE_TRIES = 5;

/** The placeholder address of a phone account (see PHONE_ACCOUNT_DOMAIN). */
export const phoneAccountEmail = (phone: string) =>
  `${phone.replace(/\D/g, '')}@${PHONE_ACCOUNT_DOMAIN}`;

/**
 * The SMS with the code: plain GSM-7 in one segment, and a last line in the origin-bound format
 * (`@host #code`) that lets phones offer the code to this site only.
 */
export function signInCodeText(code: string, language: 'vi' | 'en', publicUrl: string): string {
  const host = new URL(publicUrl).host;
  const text =
    language === 'en'
      ? `Your sign-in code is ${code}. It works for ${PHONE_CODE_MINUTES} minutes. Never share it.`
      : `Ma dang nhap cua ban la ${code}, dung trong ${PHONE_CODE_MINUTES} phut. Khong chia se ma nay.`;
  return `${text}\n\n@${host} #${code}`;
}

interface PhoneSignInOptions {
  /** The database of the library's current request (its transaction when there is one). */
  db: () => DbOrTx;
  publicUrl: string;
  onMessageQueued?: () => void;
}

/**
 * What our routes know of the request beyond what the library's endpoints take (the number and
 * the code): the message's language, the privacy notice version accepted.
 */
interface PhoneRequestDetails {
  language?: 'vi' | 'en';
  privacy_notice_version?: string;
}
const requestDetails = new AsyncLocalStorage<PhoneRequestDetails>();

/** Runs the library's call with the request's details at hand for its callbacks. */
export const withPhoneRequestDetails = <T>(details: PhoneRequestDetails, call: () => Promise<T>) =>
  requestDetails.run(details, call);

export function phoneSignInPlugin({ db, publicUrl, onMessageQueued }: PhoneSignInOptions) {
  return phoneNumber({
    otpLength: PHONE_CODE_LENGTH,
    expiresIn: PHONE_CODE_MINUTES * 60,
    allowedAttempts: PHONE_CODE_TRIES,
    // The routes pass numbers in E.164 only (normalised from what was typed).
    phoneNumberValidator: (phone) => normalizeVnPhone(phone) === phone,
    sendOTP: async ({ phoneNumber: phone, code }) => {
      const language = requestDetails.getStore()?.language === 'en' ? 'en' : 'vi';
      // Not an invitation: sent at any hour, outside the invitations' daily quota.
      await db()
        .insert(mailOutbox)
        .values({
          channel: 'sms',
          to_address: phone,
          subject: '',
          text_body: signInCodeText(code, language, publicUrl),
        });
      onMessageQueued?.();
    },
    signUpOnVerification: {
      getTempEmail: phoneAccountEmail,
      // The person's name is theirs to give, on their profile; none is invented.
      getTempName: () => '',
    },
    callbackOnVerification: async ({ phoneNumber: phone, user }, ctx) => {
      await ensurePatientRecords(db(), user.id, phone, {
        ...requestDetails.getStore(),
        ip: ctx?.request?.headers.get('x-client-ip') ?? null,
      });
    },
  });
}

/**
 * The records every account has (profile, preferences, role record), made at the first sign-in
 * of a new number; an audit row says the account was created. Idempotent: later sign-ins find
 * them and change nothing.
 */
async function ensurePatientRecords(
  tx: DbOrTx,
  userId: string,
  phone: string,
  body: PhoneRequestDetails & { ip: string | null },
) {
  const created = await tx
    .insert(profiles)
    .values({
      id: userId,
      first_name: '',
      last_name: '',
      language: body.language ?? 'vi',
      privacy_notice_version: body.privacy_notice_version ?? null,
      privacy_accepted_at: body.privacy_notice_version ? new Date() : null,
    })
    .onConflictDoNothing()
    .returning({ id: profiles.id });
  if (created.length === 0) return;
  await tx.insert(userPreferences).values({ user_id: userId }).onConflictDoNothing();
  await tx.insert(userRoles).values({ user_id: userId, role: null }).onConflictDoNothing();
  await writeAudit(tx, {
    userId,
    action: 'user.signed_up',
    description: `Account created for phone ${maskPhone(phone)}`,
    ip: body.ip,
  });
}
