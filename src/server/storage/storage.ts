/**
 * Object storage behind one small interface. The default keeps files on local disk under
 * DATA_DIR/uploads and serves them at /uploads/…; keys are always made by the server.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  delete(key: string): Promise<void>;
  /** Public URL of a stored key. */
  url(key: string): string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/;

export function createLocalStorage(dir: string): Storage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return path.join(dir, key);
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, file);
      return `/uploads/${key}`;
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    url: (key) => `/uploads/${key}`,
  };
}

/** A server-made, unguessable key: `<folder>/<uuid>.<ext>`. */
export const newKey = (folder: string, ext: string) => `${folder}/${crypto.randomUUID()}.${ext}`;
