import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../shared/constants';
import { RATE_LIMITS } from '../http/rate-limits';
import { testAppForFile, testUserForFile } from '../test/file-app';
import { makeDoctor } from '../test/fixtures';
import { DOCTOR_IMAGE, replaceImage } from './images';
import { createLocalStorage } from './storage';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });
let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();
});

/** Where an image goes: one's own avatar, or a doctor's or a clinic's picture. */
type ImageTarget = 'avatar' | { doctor: string } | { clinic: string };
const put = (target: ImageTarget, cookie: string, bytes = png) => {
  const formData = new FormData();
  formData.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'p.png');
  if (target === 'avatar') return t.api('PUT /api/me/avatar', { cookie, formData });
  if ('doctor' in target) {
    const params = { id: target.doctor };
    return t.api('PUT /api/admin/doctors/:id/image', { params, cookie, formData });
  }
  const params = { id: target.clinic };
  return t.api('PUT /api/admin/clinics/:id/image', { params, cookie, formData });
};
/** The files on disk of every stored variant of an uploaded image (`…-<variant>.webp`). */
const filesOf = (url: string) => {
  const base = path
    .join(t.dataDir, 'uploads', url.replace('/uploads/', ''))
    .replace(/-[a-z0-9]+\.webp$/, '');
  const dir = path.dirname(base);
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => path.join(dir, f).startsWith(base))
        .map((f) => path.join(dir, f))
    : [];
};

describe('image uploads', () => {
  it('removes every variant of the replaced avatar, which is then no longer served', async () => {
    const u = await t.createUser();
    const first = (await (await put('avatar', u.cookie)).json()).avatar_url;
    expect(filesOf(first)).toHaveLength(2); // 256 and 64
    const second = (await (await put('avatar', u.cookie)).json()).avatar_url;
    expect(second).not.toBe(first);
    expect(filesOf(first)).toEqual([]);
    expect(filesOf(second)).toHaveLength(2);
  });

  it('removes the replaced doctor photo, and the photo of a deleted doctor', async () => {
    const doctor = await makeDoctor(t);
    const target = { doctor: doctor.id };
    const first = (await (await put(target, admin.cookie)).json()).image_url;
    const second = (await (await put(target, admin.cookie)).json()).image_url;
    expect(filesOf(first)).toEqual([]);
    expect(filesOf(second)).toHaveLength(1);
    const deleted = await t.api('DELETE /api/admin/doctors/:id', {
      params: { id: doctor.id },
      cookie: admin.cookie,
    });
    expect(deleted.status).toBe(204);
    expect(filesOf(second)).toEqual([]);
  });

  it('removes the replaced clinic image, and the image of a deleted clinic', async () => {
    const created = await t.request('POST', '/api/admin/clinics', {
      cookie: admin.cookie,
      body: {
        name: 'Phòng khám Ảnh',
        address: '1 Lê Lợi',
        city: 'Huế',
        description: null,
        phone: '028-383-12345',
        email: null,
        operating_hours: Object.fromEntries(
          WEEKDAYS.map((d) => [d, { isOpen: true, open: '08:00', close: '17:00' }]),
        ),
        is_active: true,
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = await created.json();
    const target = { clinic: id };
    const first = (await (await put(target, admin.cookie)).json()).image_url;
    const second = (await (await put(target, admin.cookie)).json()).image_url;
    expect(filesOf(first)).toEqual([]);
    expect(filesOf(second)).toHaveLength(1);
    const deleted = await t.api('DELETE /api/admin/clinics/:id', {
      params: { id },
      cookie: admin.cookie,
    });
    expect(deleted.status).toBe(204);
    expect(filesOf(second)).toEqual([]);
  });

  it('refuses an avatar over 4096×4096 pixels before decoding it', async () => {
    const u = await t.createUser();
    const big = await sharp({
      create: { width: 4097, height: 4096, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await put('avatar', u.cookie, big);
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
  });

  it('limits avatar uploads per account, with Retry-After, whatever the address', async () => {
    const u = await t.createUser();
    const other = await t.createUser();
    for (let i = 0; i < RATE_LIMITS['image-upload:avatar'].max; i++) {
      expect((await put('avatar', u.cookie)).status).toBe(200);
    }
    const limited = await put('avatar', u.cookie);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await limited.json()).error.code).toBe('rate_limited');
    // Another account is not affected.
    expect((await put('avatar', other.cookie)).status).toBe(200);
  });
});

describe('replaceImage', () => {
  const storage = () => createLocalStorage(path.join(t.dataDir, 'uploads'));

  it('removes every variant of the replaced image once the new one is recorded', async () => {
    const old = await replaceImage(storage(), DOCTOR_IMAGE, png, async () => null);
    expect(filesOf(old!)).toHaveLength(1);
    const next = await replaceImage(storage(), DOCTOR_IMAGE, png, async () => old);
    expect(filesOf(old!)).toEqual([]);
    expect(filesOf(next!)).toHaveLength(1);
  });

  it('removes the new files and keeps the old image when recording fails', async () => {
    const old = await replaceImage(storage(), DOCTOR_IMAGE, png, async () => null);
    let stored: string | null = null;
    await expect(
      replaceImage(storage(), DOCTOR_IMAGE, png, async (url) => {
        stored = url;
        throw new Error('the owner is gone');
      }),
    ).rejects.toThrow('the owner is gone');
    expect(stored).toMatch(/^\/uploads\/doctors\//);
    expect(filesOf(stored!)).toEqual([]);
    expect(filesOf(old!)).toHaveLength(1);
  });
});

describe('local storage', () => {
  it('reads back what it stored, and knows only its own URLs', async () => {
    const storage = createLocalStorage(path.join(t.dataDir, 'uploads'));
    const url = await storage.put('doctors/read-back.webp', png, 'image/webp');
    expect(url).toBe('/uploads/doctors/read-back.webp');
    const object = await storage.get('doctors/read-back.webp');
    expect(object?.contentType).toBe('image/webp');
    expect(object?.size).toBe(png.length);
    expect(Buffer.from(await new Response(object!.body).arrayBuffer()).equals(png)).toBe(true);
    expect(await storage.get('doctors/missing.webp')).toBeNull();
    expect(storage.keyOf(url)).toBe('doctors/read-back.webp');
    expect(storage.keyOf('https://elsewhere.example/doctors/read-back.webp')).toBeNull();
    expect(storage.keyOf('/uploads/../secret.webp')).toBeNull();
    await storage.delete('doctors/read-back.webp');
    expect(await storage.get('doctors/read-back.webp')).toBeNull();
  });
});
