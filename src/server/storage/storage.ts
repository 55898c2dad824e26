/**
 * Object storage behind one small interface, with two implementations: the local folder
 * DATA_DIR/uploads (the embedded default, served by the static file handler at /uploads/…) and an
 * S3-compatible bucket (`s3.ts`, chosen by S3_BUCKET). Keys are always made by the server
 * (`<folder>/<uuid>[-<variant>].<ext>`) and are the same in both, so a URL `/uploads/<key>` stays
 * valid when the files move from the folder to a bucket.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/** A stored object being read: its bytes as a stream and what an HTTP answer needs to say. */
export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size?: number;
  etag?: string;
  lastModified?: Date;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /** The folder of a local storage: /uploads/* is then served from it as static files. */
  readonly localDir?: string;
  /** Stores the bytes under `key` and returns the public URL to record. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** The object under `key`, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Public URL of a stored key. */
  publicUrl(key: string): string;
  /**
   * The key behind a URL this storage made (`/uploads/<key>`, or under S3_PUBLIC_URL), or null
   * for any other URL, which is then never touched.
   */
  keyOf(url: string): string | null;
  /** Checked at start: the folder can be written, or the bucket answers. Throws ConfigError. */
  check(): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/;

export const isSafeKey = (key: string) => SAFE_KEY.test(key) && !key.includes('..');

export function assertSafeKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

/** The path prefix images are served under by this server (whichever storage holds them). */
export const UPLOADS_PREFIX = '/uploads/';

/** The key of `url` if it starts with one of `bases` (each ending with `/`) and is safe. */
export function keyUnder(url: string, bases: string[]): string | null {
  for (const base of bases) {
    if (url.startsWith(base)) {
      const key = url.slice(base.length);
      return isSafeKey(key) ? key : null;
    }
  }
  return null;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

export function createLocalStorage(dir: string): Storage {
  const resolve = (key: string) => path.join(dir, assertSafeKey(key));
  return {
    kind: 'local',
    localDir: dir,
    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, file);
      return `${UPLOADS_PREFIX}${key}`;
    },
    async get(key) {
      const file = resolve(key);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return {
        body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
        contentType: contentTypeOf(key),
        size: stat.size,
        lastModified: stat.mtime,
      };
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    publicUrl: (key) => `${UPLOADS_PREFIX}${key}`,
    keyOf: (url) => keyUnder(url, [UPLOADS_PREFIX]),
    async check() {
      await fs.mkdir(dir, { recursive: true });
    },
  };
}

/** A server-made, unguessable key: `<folder>/<uuid>.<ext>`. */
export const newKey = (folder: string, ext: string) => `${folder}/${crypto.randomUUID()}.${ext}`;
