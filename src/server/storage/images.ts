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
/**
 * Decode budgets (pixels), refusing decompression bombs before any pixel is decoded: a small
 * square picture needs no more than 4096×4096; a clinic photo up to a 24-megapixel camera's.
 */
export const AVATAR_MAX_PIXELS = 4096 * 4096;
export const PHOTO_MAX_PIXELS = 6000 * 4000;

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
  maxPixels: number,
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
  if (!meta.width || !meta.height || meta.width * meta.height > maxPixels) {
    throw new AppError('payload_too_large', 'The image has too many pixels');
  }
  const base = newKey(folder, 'webp').replace(/\.webp$/, '');
  const urls: Record<string, string> = {};
  const keys: string[] = [];
  try {
    for (const v of variants) {
      const out = await sharp(bytes, { limitInputPixels: maxPixels, animated: false })
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

/** What is kept of one kind of image: its folder, its sizes (the first is the one shown) and its decode budget. */
export interface ImageKind {
  folder: string;
  variants: [ImageVariant, ...ImageVariant[]];
  maxPixels: number;
}

export const AVATAR_IMAGE: ImageKind = {
  folder: 'avatars',
  variants: [
    { name: '256', width: 256, height: 256, fit: 'cover' },
    { name: '64', width: 64, height: 64, fit: 'cover' },
  ],
  maxPixels: AVATAR_MAX_PIXELS,
};
export const DOCTOR_IMAGE: ImageKind = {
  folder: 'doctors',
  variants: [{ name: '400', width: 400, height: 400, fit: 'cover' }],
  maxPixels: PHOTO_MAX_PIXELS,
};
export const CLINIC_IMAGE: ImageKind = {
  folder: 'clinics',
  variants: [{ name: '800', width: 800, height: 450, fit: 'cover' }],
  maxPixels: PHOTO_MAX_PIXELS,
};

/**
 * Replaces an owner's image: the new one is stored first, then `save` records its URL (in the
 * caller's transaction, returning the URL it replaces); only once that is committed are the
 * replaced image's files removed, every variant, so no old copy stays reachable. If `save`
 * fails, the new files are removed instead and nothing changes.
 */
export async function replaceImage(
  storage: Storage,
  kind: ImageKind,
  bytes: Buffer,
  save: (url: string | null) => Promise<string | null | undefined>,
): Promise<string | null> {
  const urls = await storeImage(storage, kind.folder, bytes, kind.variants, kind.maxPixels);
  const url = urls[kind.variants[0].name] ?? null;
  let replaced: string | null | undefined;
  try {
    replaced = await save(url);
  } catch (err) {
    await removeImage(storage, url, kind);
    throw err;
  }
  await removeImage(storage, replaced, kind);
  return url;
}

/** The key of an image the server made: `<folder>/<uuid>[-<variant>].webp`. */
const STORED =
  /^([a-z]+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(-[a-z0-9]+)?\.webp$/;

/**
 * Removes every stored variant of an image the server made (replaced or its owner deleted), so
 * no copy stays publicly reachable, in the folder or the bucket. URLs that are not ours (or
 * empty) are left alone.
 */
export async function removeImage(
  storage: Storage,
  url: string | null | undefined,
  kind: ImageKind,
) {
  const key = url ? storage.keyOf(url) : null;
  const m = key ? STORED.exec(key) : null;
  if (!m) return;
  const base = m[1]!;
  const keys = new Set([`${base}.webp`, ...kind.variants.map((v) => `${base}-${v.name}.webp`)]);
  await Promise.all([...keys].map((k) => storage.delete(k)));
}
