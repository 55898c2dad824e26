import { IMAGE_MAX_BYTES } from '@shared/constants';

/** The formats the server accepts (it judges by the bytes; this is the early, friendly check). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
const IMAGE_EXTENSIONS = /\.(jpe?g|png|gif|webp)$/i;

export type ImageProblem = 'fileTooLarge' | 'fileTypeInvalid';

/** Why a chosen file cannot be uploaded as a picture, or null when it may be. */
export function imageProblem(file: File): ImageProblem | null {
  // Some systems give no MIME type; the file name is the best hint then.
  const typeOk = file.type
    ? (IMAGE_TYPES as readonly string[]).includes(file.type)
    : IMAGE_EXTENSIONS.test(file.name);
  if (!typeOk) return 'fileTypeInvalid';
  if (file.size > IMAGE_MAX_BYTES) return 'fileTooLarge';
  return null;
}

/** The multipart body of a picture upload: the server reads the form field `file`. */
export function imageForm(file: File): FormData {
  const body = new FormData();
  body.append('file', file);
  return body;
}
