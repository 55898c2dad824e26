/**
 * Uploaded images in an S3-compatible bucket, against a real S3 server the tests start on
 * 127.0.0.1: s3rver, an S3 implementation in Node.js that installs from the npm registry as a
 * devDependency (`npm install`, so CI always has it), with no binary to download and nothing to
 * run beside the tests; MinIO is not in Debian's packages and ships as a downloaded binary or a
 * container. It speaks the same REST API (SigV4, path-style addressing) as any S3 service.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createLogger } from '../lib/logger';
import { startServer } from '../server';
import { makeDoctor } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { createStorage } from './create';

const BUCKET = 'dr-uploads';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** s3rver on a free port of 127.0.0.1 with one bucket, or why it could not start. */
async function startS3(): Promise<
  { endpoint: string; stop: () => Promise<void> } | { skipped: string }
> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'dr-s3rver-'));
  try {
    const { default: S3rver } = await import('s3rver');
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    return {
      endpoint: `http://127.0.0.1:${port}`,
      stop: async () => {
        await server.close();
        fs.rmSync(directory, { recursive: true, force: true });
      },
    };
  } catch (err) {
    fs.rmSync(directory, { recursive: true, force: true });
    return { skipped: `s3rver could not start: ${(err as Error).message}` };
  }
}

const s3 = await startS3();
const running = 'endpoint' in s3 ? s3 : null;
if (!running) console.warn(`S3 storage tests skipped: ${'skipped' in s3 ? s3.skipped : ''}`);
if (running && !onPostgres) {
  console.warn('the two-instance S3 test needs PostgreSQL: set TEST_DATABASE_URL (CI does)');
}
afterAll(() => running?.stop());

const s3Env = (extra: Record<string, string> = {}) => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: running?.endpoint ?? '',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
  ...extra,
});

/** The test's own view of the bucket. */
const bucket = () =>
  new S3Client({
    region: 'us-east-1',
    endpoint: running!.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
const keyOfUrl = (url: string) => url.replace(/^.*?\/(avatars|doctors|clinics)\//, '$1/');
const exists = async (key: string) => {
  try {
    await bucket().send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    return true;
  } catch {
    return false;
  }
};
/** Every key of the variants of an uploaded image (`<folder>/<uuid>-<variant>.webp`). */
const variantsOf = async (url: string) => {
  const prefix = keyOfUrl(url).replace(/-[a-z0-9]+\.webp$/, '');
  const res = await bucket().send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (res.Contents ?? []).map((o) => o.Key).sort();
};
const objectBytes = async (key: string) => {
  const res = await bucket().send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from(await res.Body!.transformToByteArray());
};

let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#08c' } })
    .png()
    .toBuffer();
});
/** Uploads to one's own avatar, or to a doctor's picture. */
const upload = (t: TestApp, target: 'avatar' | { doctor: string }, cookie: string) => {
  const formData = new FormData();
  formData.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
  if (target === 'avatar') return t.api('PUT /api/me/avatar', { cookie, formData });
  const params = { id: target.doctor };
  return t.api('PUT /api/admin/doctors/:id/image', { params, cookie, formData });
};
const localFiles = (t: TestApp) =>
  fs.existsSync(path.join(t.dataDir, 'uploads'))
    ? fs.readdirSync(path.join(t.dataDir, 'uploads'), { recursive: true })
    : [];

describe('S3 configuration', () => {
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_PUBLIC_URL: 'https://cdn.example.test' })).toThrow(
      /S3_PUBLIC_URL: needs S3_BUCKET/,
    );
    const config = loadConfig({ S3_BUCKET: 'b-1' });
    expect(config.S3_REGION).toBe('us-east-1');
    expect(config.S3_FORCE_PATH_STYLE).toBe(false);
  });
});

describe.skipIf(!running)('images in an S3 bucket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(s3Env());
  });
  afterAll(() => t?.close());

  it('stores an avatar in the bucket and streams it through /uploads/* with the cache headers', async () => {
    const user = await t.createUser();
    const res = await upload(t, 'avatar', user.cookie);
    expect(res.status, await res.clone().text()).toBe(200);
    const { avatar_url } = await res.json();
    expect(avatar_url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}-256\.webp$/);
    const key = keyOfUrl(avatar_url);
    expect(await variantsOf(avatar_url)).toEqual([key, key.replace('-256.', '-64.')]);
    expect(localFiles(t)).toEqual([]); // nothing on this instance's disk

    const served = await t.request('GET', avatar_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.equals(await objectBytes(key))).toBe(true);
    expect((await sharp(bytes).metadata()).width).toBe(256);

    const head = await t.request('HEAD', avatar_url);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));

    const me = await (await t.api('GET /api/me', { cookie: user.cookie })).json();
    expect(me.profile.avatar_url).toBe(avatar_url);
  });

  it('deletes every variant of a replaced avatar from the bucket', async () => {
    const user = await t.createUser();
    const first = (await (await upload(t, 'avatar', user.cookie)).json()).avatar_url;
    expect(await variantsOf(first)).toHaveLength(2);
    const second = (await (await upload(t, 'avatar', user.cookie)).json()).avatar_url;
    expect(second).not.toBe(first);
    expect(await variantsOf(first)).toEqual([]);
    expect(await variantsOf(second)).toHaveLength(2);
    expect((await t.request('GET', first)).status).toBe(404);
    expect((await t.request('GET', second)).status).toBe(200);
  });

  it("deletes a deleted doctor's photo from the bucket", async () => {
    const admin = await t.createUser({ role: 'admin' });
    const doctor = await makeDoctor(t);
    const res = await upload(t, { doctor: doctor.id }, admin.cookie);
    expect(res.status).toBe(200);
    const { image_url } = await res.json();
    expect(await exists(keyOfUrl(image_url))).toBe(true);
    const deleted = await t.api('DELETE /api/admin/doctors/:id', {
      params: { id: doctor.id },
      cookie: admin.cookie,
    });
    expect(deleted.status).toBe(204);
    expect(await exists(keyOfUrl(image_url))).toBe(false);
    expect((await t.request('GET', image_url)).status).toBe(404);
  });

  it('answers 404 for a key that is not in the bucket, or not a key', async () => {
    expect(
      (await t.request('GET', `/uploads/avatars/${crypto.randomUUID()}-256.webp`)).status,
    ).toBe(404);
    expect((await t.request('GET', '/uploads/avatars/..%2F..%2Fsecret.webp')).status).toBe(404);
  });
});

describe.skipIf(!running)('images linked from S3_PUBLIC_URL', () => {
  const cdn = 'https://cdn.example.test/media';
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(s3Env({ S3_PUBLIC_URL: `${cdn}/` }));
  });
  afterAll(() => t?.close());

  it("links the profile's image from the public URL and still deletes replaced objects", async () => {
    const user = await t.createUser();
    const first = (await (await upload(t, 'avatar', user.cookie)).json()).avatar_url;
    expect(first).toMatch(
      /^https:\/\/cdn\.example\.test\/media\/avatars\/[0-9a-f-]{36}-256\.webp$/,
    );
    expect(await exists(keyOfUrl(first))).toBe(true);
    const me = await (await t.api('GET /api/me', { cookie: user.cookie })).json();
    expect(me.profile.avatar_url).toBe(first);
    // Streaming through /uploads/* still works (URLs recorded before the CDN was set).
    expect((await t.request('GET', `/uploads/${keyOfUrl(first)}`)).status).toBe(200);

    const second = (await (await upload(t, 'avatar', user.cookie)).json()).avatar_url;
    expect(second.startsWith(`${cdn}/avatars/`)).toBe(true);
    expect(await variantsOf(first)).toEqual([]);
    expect(await variantsOf(second)).toHaveLength(2);
  });

  it("allows images from the public URL's origin in the pages' content security policy", async () => {
    // A page's policy (JSON answers load nothing at all): the API's documentation page.
    const res = await t.api('GET /api/docs');
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toMatch(
      /img-src 'self' data: blob: https:\/\/cdn\.example\.test/,
    );
  });
});

describe.skipIf(!running)('a bucket that cannot be used', () => {
  it('stops the start with a message naming the bucket and the endpoint', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dr-s3-start-'));
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        ...s3Env({ S3_BUCKET: 'no-such-bucket' }),
      });
      const started = startServer(config, createLogger('silent'));
      await expect(started).rejects.toThrow(ConfigError);
      await expect(started).rejects.toThrow(
        `S3_BUCKET: the bucket "no-such-bucket" at ${running!.endpoint} cannot be used: it does not exist`,
      );
      // Stopped before the database was opened.
      expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('says when the access key is refused', async () => {
    const config = loadConfig(s3Env({ S3_ACCESS_KEY_ID: 'NOBODY', S3_SECRET_ACCESS_KEY: 'wrong' }));
    await expect((await createStorage(config)).check()).rejects.toThrow(
      /the bucket "dr-uploads" at .* cannot be used: access denied/,
    );
  });
});

describe.skipIf(!running || !onPostgres)('two instances sharing one bucket', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await startTestApp(s3Env());
    two = await startTestApp(s3Env(), one);
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('serves through instance 2 an avatar uploaded through instance 1', async () => {
    expect(two.dataDir).not.toBe(one.dataDir);
    const user = await one.createUser();
    const res = await upload(one, 'avatar', user.cookie);
    expect(res.status).toBe(200);
    const { avatar_url } = await res.json();
    // Instance 2 sees the new URL in the shared database and serves the bytes from the bucket.
    const me = await (await two.api('GET /api/me', { cookie: user.cookie })).json();
    expect(me.profile.avatar_url).toBe(avatar_url);
    const served = await two.request('GET', avatar_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.equals(await objectBytes(keyOfUrl(avatar_url)))).toBe(true);
    expect(localFiles(one)).toEqual([]);
    expect(localFiles(two)).toEqual([]);

    // Replaced through instance 2: instance 1 no longer serves the old one.
    const next = (await (await upload(two, 'avatar', user.cookie)).json()).avatar_url;
    expect((await one.request('GET', avatar_url)).status).toBe(404);
    expect((await one.request('GET', next)).status).toBe(200);
  });
});
