import {
  DEFAULT_PREFERENCES,
  isPhoneAccountEmail,
  type Preferences,
  type ProfileChange,
} from '../../../shared/auth';
import { fullName } from '../../../shared/names';
import { permissionsOf } from '../../../shared/permissions';
import { displayVnPhone } from '../../../shared/phone';
import { writeAudit } from '../../audit/audit';
import type { Db } from '../../db/client';
import type { UserContext, Viewer } from '../../http/context';
import { notFound } from '../../http/errors';
import { AVATAR_IMAGE, replaceImage } from '../../storage/images';
import type { Storage } from '../../storage/storage';
import { findDoctorIdOfUser } from '../doctor-accounts/service';
import {
  findPhoneNumber,
  findPreferences,
  findProfile,
  setUserName,
  updateProfile,
  upsertPreferences,
} from './repo';

// What other parts of the server read or write of an account (auth, doctor links, the seed; the
// users module's role changes and renames; privacy's closing of an account).
export {
  deleteUserRow,
  findProfile,
  findRole,
  findUserIdByEmail,
  insertAccount,
  type NewAccount,
  renameUser,
  setRole,
  writeRole,
} from './repo';

export async function getMe(db: Db, viewer: Viewer) {
  const profile = await findProfile(db, viewer.userId);
  if (!profile) throw notFound('Profile');
  const phone = isPhoneAccountEmail(viewer.email) ? await findPhoneNumber(db, viewer.userId) : null;
  return {
    user: {
      id: viewer.userId,
      email: phone ? null : viewer.email,
      phone: phone ? displayVnPhone(phone) : null,
      name: viewer.name,
      email_verified: viewer.emailVerified,
    },
    profile: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      avatar_url: profile.avatar_url,
      language: profile.language,
      language_chosen_at: profile.language_chosen_at?.toISOString() ?? null,
    },
    role: viewer.role,
    is_admin: viewer.role === 'admin',
    permissions: [...permissionsOf(viewer.role)],
    doctor_id: await findDoctorIdOfUser(db, viewer.userId),
    two_factor_enabled: viewer.twoFactorEnabled,
  };
}

/** Both names and the language, or the language alone (the language switcher). */
export async function editProfile(db: Db, ctx: UserContext, input: ProfileChange) {
  const { viewer, ip } = ctx;
  const name = await db.transaction(async (tx) => {
    const current = await findProfile(tx, viewer.userId);
    if (!current) throw notFound('Profile');
    const language = input.language ?? current.language;
    const firstName = input.first_name ?? current.first_name;
    const lastName = input.last_name ?? current.last_name;
    await updateProfile(tx, viewer.userId, {
      first_name: firstName,
      last_name: lastName,
      language,
      // A different language is an explicit choice; re-sending the same one is not.
      ...(language !== current.language ? { language_chosen_at: new Date() } : {}),
    });
    // The language decides the order of the names in the display name.
    const name = fullName(firstName, lastName, language);
    await setUserName(tx, viewer.userId, name);
    await writeAudit(tx, {
      userId: viewer.userId,
      action: 'user.profile_updated',
      description:
        input.first_name === undefined ? 'Profile language updated' : 'Profile name updated',
      ip,
    });
    return name;
  });
  return getMe(db, { ...viewer, name });
}

/** The old picture's files are removed once the new one is recorded (see replaceImage). */
export async function replaceAvatar(db: Db, storage: Storage, ctx: UserContext, bytes: Buffer) {
  const { userId } = ctx.viewer;
  const avatar_url = await replaceImage(storage, AVATAR_IMAGE, bytes, (url) =>
    db.transaction(async (tx) => {
      const old = (await findProfile(tx, userId))?.avatar_url;
      await updateProfile(tx, userId, { avatar_url: url });
      return old;
    }),
  );
  return { avatar_url };
}

export async function getPreferences(db: Db, ctx: UserContext): Promise<Preferences> {
  return { ...DEFAULT_PREFERENCES, ...(await findPreferences(db, ctx.viewer.userId)) };
}

export async function savePreferences(
  db: Db,
  ctx: UserContext,
  prefs: Preferences,
): Promise<Preferences> {
  await upsertPreferences(db, ctx.viewer.userId, prefs);
  return prefs;
}
