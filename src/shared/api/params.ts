import { z } from 'zod';

/**
 * Path ids are uuids. The router answers 404 for a path param that fails its schema: an id that
 * is not a uuid cannot exist, so it is "not found" rather than a malformed request.
 */
export const uuidParams = z.strictObject({ id: z.guid() });

/** What an image upload can answer beyond its access: no file, too large, not an image, too many. */
export const imageUploadErrors = [
  'validation_failed',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
] as const;
