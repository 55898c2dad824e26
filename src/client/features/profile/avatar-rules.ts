import { IMAGE_MAX_BYTES } from '@shared/constants';

/** The formats the server accepts (it judges by the bytes; this is the early, friendly check). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
const AVATAR_EXTENSIONS = /\.(jpe?g|png|gif|webp)$/i;

export type AvatarProblem = 'fileTooLarge' | 'fileTypeInvalid';

/** Why a chosen file cannot be the avatar, or null when it may be uploaded. */
export function avatarProblem(file: File): AvatarProblem | null {
  // Some systems give no MIME type; the file name is the best hint then.
  const typeOk = file.type
    ? (AVATAR_TYPES as readonly string[]).includes(file.type)
    : AVATAR_EXTENSIONS.test(file.name);
  if (!typeOk) return 'fileTypeInvalid';
  if (file.size > IMAGE_MAX_BYTES) return 'fileTooLarge';
  return null;
}
