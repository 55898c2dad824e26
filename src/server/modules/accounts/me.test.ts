import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { auditRows } from '../../test/harness';

const t = testAppForFile();
const user = testUserForFile(t, { firstName: 'Lan', lastName: 'Phạm Thị' });

const upload = (cookie: string, bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg') => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return t.api('PUT /api/me/avatar', { cookie, formData: form });
};

describe('profile', () => {
  it('updates first and last name, and the display name follows', async () => {
    const res = await t.api('PATCH /api/me/profile', {
      cookie: user.cookie,
      body: { first_name: 'Mai', last_name: 'Phạm Thị', language: 'vi' },
    });
    expect(res.status).toBe(200);
    const me = await res.json();
    expect(me.profile).toMatchObject({ first_name: 'Mai', last_name: 'Phạm Thị' });
    expect(me.user.name, JSON.stringify(me)).toBe('Phạm Thị Mai');
    expect((await auditRows(t, 'user.profile_updated')).some((r) => r.user_id === user.id)).toBe(
      true,
    );
  });

  it('changes the language alone (the switcher), keeping the names, even a missing family name', async () => {
    const single = await t.createUser({ firstName: 'Admin', lastName: '' });
    const res = await t.api('PATCH /api/me/profile', {
      cookie: single.cookie,
      body: { language: 'en' },
    });
    expect(res.status).toBe(200);
    const me = await res.json();
    expect(me.profile).toMatchObject({ first_name: 'Admin', last_name: '', language: 'en' });
    expect(me.user.name).toBe('Admin');

    const back = await t.api('PATCH /api/me/profile', {
      cookie: user.cookie,
      body: { language: 'en' },
    });
    // English order: given name first.
    expect((await back.json()).user.name).toBe('Mai Phạm Thị');
    await t.api('PATCH /api/me/profile', { cookie: user.cookie, body: { language: 'vi' } });
  });

  it.each([
    [{}, ''],
    [{ first_name: 'Mai' }, 'last_name'],
    [{ last_name: 'X', language: 'en' }, 'first_name'],
    [{ first_name: '', last_name: 'X' }, 'first_name'],
    [{ first_name: 'A'.repeat(101), last_name: 'X' }, 'first_name'],
    [{ first_name: 'A', last_name: 'X', role: 'admin' }, ''],
    [{ first_name: 'A', last_name: 'X', language: 'fr' }, 'language'],
  ])('refuses %j and changes nothing', async (body, field) => {
    const before = await (await t.api('GET /api/me', { cookie: user.cookie })).json();
    const res = await t.request('PATCH', '/api/me/profile', { cookie: user.cookie, body });
    expect(res.status).toBe(400);
    const err = await res.json();
    expect(err.error.code).toBe('validation_failed');
    if (field)
      expect(err.error.details.fields.map((f: { path: string }) => f.path)).toContain(field);
    expect(await (await t.api('GET /api/me', { cookie: user.cookie })).json()).toEqual(before);
  });
});

describe('the language choice', () => {
  it('records when a different language is chosen, not when the same one is sent again', async () => {
    const person = await t.createUser({ firstName: 'Hoa', lastName: 'Lê' });
    const me = async () => await (await t.api('GET /api/me', { cookie: person.cookie })).json();
    expect((await me()).profile).toMatchObject({ language: 'vi', language_chosen_at: null });
    const patch = (body: object) => t.api('PATCH /api/me/profile', { cookie: person.cookie, body });
    expect((await patch({ language: 'vi' })).status).toBe(200);
    expect((await me()).profile.language_chosen_at).toBeNull();
    const before = Date.now();
    const chosen = await (await patch({ language: 'en' })).json();
    const at = Date.parse(chosen.profile.language_chosen_at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    // The names form sends the language with them: unchanged, the choice keeps its time.
    await patch({ first_name: 'Hoà', last_name: 'Lê', language: 'en' });
    expect((await me()).profile.language_chosen_at).toBe(chosen.profile.language_chosen_at);
  });
});

describe('avatar', () => {
  it('stores a real image re-encoded as WebP without its metadata', async () => {
    const jpeg = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#3a7' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
      .toBuffer();
    const res = await upload(user.cookie, jpeg);
    expect(res.status).toBe(200);
    const { avatar_url } = await res.json();
    expect(avatar_url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}-256\.webp$/);
    const file = path.join(t.dataDir, 'uploads', avatar_url.replace('/uploads/', ''));
    const stored = fs.readFileSync(file);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-location'))).toBe(false);
    const me = await (await t.api('GET /api/me', { cookie: user.cookie })).json();
    expect(me.profile.avatar_url).toBe(avatar_url);
  });

  it.each([
    ['a text file named .jpg', Buffer.from('just some text, not an image'), 'evil.jpg', 415],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      415,
    ],
  ])('refuses %s with %i and keeps the old avatar', async (_what, bytes, name, status) => {
    const before = (await (await t.api('GET /api/me', { cookie: user.cookie })).json()).profile
      .avatar_url;
    const res = await upload(user.cookie, bytes, name, 'image/jpeg');
    expect(res.status).toBe(status);
    expect((await res.json()).error.code).toBe('unsupported_media_type');
    expect(
      (await (await t.api('GET /api/me', { cookie: user.cookie })).json()).profile.avatar_url,
    ).toBe(before);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    const res = await upload(user.cookie, big);
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
  });

  it('refuses a decompression bomb by its pixel count', async () => {
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(user.cookie, bomb, 'bomb.png', 'image/png');
    expect(res.status).toBe(413);
  });

  it('stores files under server-made names whatever the uploaded name', async () => {
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const res = await upload(user.cookie, png, '../../../etc/passwd.png', 'image/png');
    expect(res.status).toBe(200);
    expect((await res.json()).avatar_url).not.toContain('passwd');
  });
});

describe('preferences', () => {
  it('starts with everything on, then saves with upsert', async () => {
    const fresh = await t.createUser();
    const prefs = await (await t.api('GET /api/me/preferences', { cookie: fresh.cookie })).json();
    expect(prefs).toEqual({
      email_notifications: true,
      system_announcements: true,
      feedback_notifications: true,
      doctor_update_notifications: true,
      daily_digest: true,
    });
    const next = { ...prefs, email_notifications: false, system_announcements: false };
    const saved = await t.api('PUT /api/me/preferences', {
      cookie: fresh.cookie,
      body: next,
    });
    expect(saved.status).toBe(200);
    expect(await (await t.api('GET /api/me/preferences', { cookie: fresh.cookie })).json()).toEqual(
      next,
    );
  });

  it.each([
    { email_notifications: 'yes' },
    {},
    {
      email_notifications: true,
      system_announcements: true,
      feedback_notifications: true,
      doctor_update_notifications: true,
      extra: 1,
    },
  ])('refuses %j', async (body) => {
    const res = await t.request('PUT', '/api/me/preferences', { cookie: user.cookie, body });
    expect(res.status).toBe(400);
  });

  it("keeps one user's preferences away from another", async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    await t.api('PUT /api/me/preferences', {
      cookie: a.cookie,
      body: {
        email_notifications: false,
        system_announcements: false,
        feedback_notifications: false,
        doctor_update_notifications: false,
      },
    });
    const bPrefs = await (await t.api('GET /api/me/preferences', { cookie: b.cookie })).json();
    expect(bPrefs.email_notifications).toBe(true);
  });
});

describe('has_role', () => {
  it('answers from the database', async () => {
    const staff = await t.createUser({ role: 'staff' });
    const ask = async (role: 'admin' | 'doctor' | 'staff') =>
      (
        await (
          await t.api('GET /api/me/has-role', { query: { role }, cookie: staff.cookie })
        ).json()
      ).has_role;
    expect(await ask('staff')).toBe(true);
    expect(await ask('admin')).toBe(false);
    expect(
      (await t.request('GET', '/api/me/has-role?role=owner', { cookie: staff.cookie })).status,
    ).toBe(400);
  });
});
