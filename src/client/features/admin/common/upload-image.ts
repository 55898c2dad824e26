import { apiFetch } from '../../../lib/api';

/**
 * PUT a doctor's or clinic's picture as multipart/form-data (field `file`). The server checks the
 * bytes, re-encodes the image and answers with its new public URL.
 */
export function uploadImage(path: string, file: File): Promise<{ image_url: string }> {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<{ image_url: string }>(path, { method: 'PUT', body });
}

/**
 * The record was saved but its picture could not be uploaded: the form says so and keeps the
 * chosen file, so saving again retries only the picture.
 */
export class ImageUploadError extends Error {
  override readonly name = 'ImageUploadError';
  constructor(
    readonly savedId: string,
    readonly uploadError: unknown,
  ) {
    super('Image upload failed');
  }
}
