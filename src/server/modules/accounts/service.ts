import { DEFAULT_PREFERENCES, type Preferences, type ProfileUpdate } from '../../../shared/auth';
import { fullName } from '../../../shared/names';
import { writeAudit } from '../../audit/audit';
import type { Db } from '../../db/client';
import type { Viewer } from '../../http/context';
import { notFound } from '../../http/errors';
import { storeImage } from '../../storage/images';
import type { Storage } from '../../storage/storage';
import {
  findPreferences,
  findProfile,
  setUserName,
  updateProfile,
  upsertPreferences,
} from './repo';

const AVATAR_VARIANTS = [
  { name: '256', width: 256, height: 256, fit: 'cover' as const },
  { name: '64', width: 64, height: 64, fit: 'cover' as const },
];

export async function getMe(db: Db, viewer: Viewer) {
  const profile = await findProfile(db, viewer.userId);
  if (!profile) throw notFound('Profile');
  return {
    user: {
      id: viewer.userId,
      email: viewer.email,
      name: viewer.name,
      email_verified: viewer.emailVerified,
    },
    profile,
    role: viewer.role,
    is_admin: viewer.role === 'admin',
    two_factor_enabled: viewer.twoFactorEnabled,
  };
}

export async function editProfile(db: Db, viewer: Viewer, input: ProfileUpdate, ip: string) {
  const name = await db.transaction(async (tx) => {
    const current = await findProfile(tx, viewer.userId);
    if (!current) throw notFound('Profile');
    const language = input.language ?? current.language;
    await updateProfile(tx, viewer.userId, {
      first_name: input.first_name,
      last_name: input.last_name,
      language,
    });
    const name = fullName(input.first_name, input.last_name, language);
    await setUserName(tx, viewer.userId, name);
    await writeAudit(tx, {
      userId: viewer.userId,
      action: 'user.profile_updated',
      description: 'Profile name updated',
      ip,
    });
    return name;
  });
  return getMe(db, { ...viewer, name });
}

/** Stores the new avatar first; the old one is only replaced once the new one is safely stored. */
export async function replaceAvatar(db: Db, storage: Storage, viewer: Viewer, bytes: Buffer) {
  const urls = await storeImage(storage, 'avatars', bytes, AVATAR_VARIANTS);
  await updateProfile(db, viewer.userId, { avatar_url: urls['256'] ?? null });
  return { avatar_url: urls['256'] ?? null };
}

export async function getPreferences(db: Db, userId: string): Promise<Preferences> {
  return { ...DEFAULT_PREFERENCES, ...(await findPreferences(db, userId)) };
}

export async function savePreferences(
  db: Db,
  userId: string,
  prefs: Preferences,
): Promise<Preferences> {
  await upsertPreferences(db, userId, prefs);
  return prefs;
}
