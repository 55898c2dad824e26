import { imageForm } from '../../lib/image-file';

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

/** What the doctor and clinic forms save: the record (null id: a new one) and a new picture. */
export interface SaveWithImageInput<Values> {
  id: string | null;
  values: Values;
  image: File | null;
}

/**
 * Saves a doctor or clinic, then uploads the picture chosen for it, if any: the upload needs the
 * record's id, so a new record is created first. A failed upload is an ImageUploadError.
 */
export async function saveWithImage<Saved extends { id: string; image_url: string | null }>(
  save: Promise<Saved>,
  image: File | null,
  upload: (id: string, formData: FormData) => Promise<{ image_url: Saved['image_url'] }>,
): Promise<Saved> {
  const saved = await save;
  if (!image) return saved;
  try {
    const { image_url } = await upload(saved.id, imageForm(image));
    return { ...saved, image_url };
  } catch (error) {
    throw new ImageUploadError(saved.id, error);
  }
}
