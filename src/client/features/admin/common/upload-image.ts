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
