import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMAGE_MAX_BYTES } from '../../shared/constants';
import type { Db } from '../db/client';
import { requireViewer } from './context';
import { AppError } from './errors';
import { rateLimit } from './rate-limit';
import { limit } from './rate-limits';

/** Multipart framing around a 5 MB file stays well under this. */
const UPLOAD_BODY_LIMIT = IMAGE_MAX_BYTES + 64 * 1024;

/** Refuses an upload with 413 before more than the limit has been read. */
export const uploadLimit = bodyLimit({
  maxSize: UPLOAD_BODY_LIMIT,
  onError: () => {
    throw new AppError('payload_too_large', 'The image is larger than 5 MB');
  },
});

/** The bytes of the multipart `file` field, at most 5 MB. */
export async function readImageUpload(c: Context): Promise<Buffer> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new AppError('validation_failed', 'Send the image as multipart/form-data');
  }
  const file = form.get('file');
  if (!(file instanceof File))
    throw new AppError('validation_failed', 'Send the image in a form field named "file"');
  if (file.size > IMAGE_MAX_BYTES)
    throw new AppError('payload_too_large', 'The image is larger than 5 MB');
  return Buffer.from(await file.arrayBuffer());
}

/**
 * Counts an account's image uploads (`image-upload:avatar` or `image-upload:admin` in the rate
 * limit table) and answers 429 beyond the limit, before the body is read.
 */
export const imageUploadRate = (db: Db, kind: 'avatar' | 'admin') =>
  rateLimit(db, (c) => [limit(`image-upload:${kind}`, requireViewer(c).userId)]);
