/**
 * Uploaded images are judged by their bytes (magic numbers), never by name or Content-Type, then
 * re-encoded with sharp: orientation applied, metadata (EXIF, GPS) dropped, pixel count bounded,
 * fixed sizes in WebP. What is stored is always an image we made.
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../http/errors';
import { newKey, type Storage } from './storage';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** Refuses decompression bombs: about 40 megapixels is far beyond any real photo we need. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageVariant {
  /** Suffix of the stored key, e.g. `256`. */
  name: string;
  width: number;
  height: number;
  fit: 'cover' | 'inside';
}

export async function storeImage(
  storage: Storage,
  folder: string,
  bytes: Buffer,
  variants: ImageVariant[],
): Promise<Record<string, string>> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type.mime)) {
    throw new AppError('unsupported_media_type', 'Only JPEG, PNG, GIF or WebP images are accepted');
  }
  let meta: Metadata;
  try {
    // Reading the header only: cheap even for a bomb, whose pixel count is checked next.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('unsupported_media_type', 'The image could not be read');
  }
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new AppError('payload_too_large', 'The image has too many pixels');
  }
  const base = newKey(folder, 'webp').replace(/\.webp$/, '');
  const urls: Record<string, string> = {};
  const keys: string[] = [];
  try {
    for (const v of variants) {
      const out = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
        .rotate()
        .resize({
          width: v.width,
          height: v.height,
          fit: v.fit,
          withoutEnlargement: v.fit === 'inside',
        })
        .webp({ quality: 82 })
        .toBuffer();
      const key = `${base}-${v.name}.webp`;
      urls[v.name] = await storage.put(key, out, 'image/webp');
      keys.push(key);
    }
  } catch (err) {
    await Promise.all(keys.map((k) => storage.delete(k)));
    if (err instanceof AppError) throw err;
    throw new AppError('unsupported_media_type', 'The image could not be processed');
  }
  return urls;
}
