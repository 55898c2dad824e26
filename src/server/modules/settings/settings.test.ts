import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type SettingsResponse } from '../../../shared/settings';
import { queryRows } from '../../db/client';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import type { ApiCall } from '../../test/harness';
import { getSettings } from './service';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });
const user = testUserForFile(t);

const put = (body: ApiCall<'PUT /api/admin/settings'>['body'], cookie = admin.cookie) =>
  t.api('PUT /api/admin/settings', { cookie, body });
/** A body the contract's types refuse, sent as it is. */
const putInvalid = (body: unknown) =>
  t.request('PUT', '/api/admin/settings', { cookie: admin.cookie, body });

describe('platform settings', () => {
  it('answers the defaults before anything is saved', async () => {
    const res = await t.api('GET /api/admin/settings', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as SettingsResponse;
    expect(body.settings).toEqual(DEFAULT_SETTINGS);
    expect(body.defaults).toEqual(DEFAULT_SETTINGS);
    expect(body.settings).toMatchObject({
      report_hide_threshold: 3,
      min_reviews_for_score: 3,
      spike_floor: 5,
      spike_factor: 3,
    });
    expect(body.updated_at).toBeNull();
  });

  it('saves a change, applies it to the next read and audits old and new values together', async () => {
    const res = await put({ report_hide_threshold: 5, spike_factor: 2.5 });
    expect(res.status).toBe(200);
    const body = (await res.json()) as SettingsResponse;
    expect(body.settings.report_hide_threshold).toBe(5);
    expect(body.settings.spike_factor).toBe(2.5);
    expect(body.updated_at).not.toBeNull();
    expect((await getSettings(t.database.db)).report_hide_threshold).toBe(5);
    const [audit] = await queryRows<{ description: string; metadata: unknown }>(
      t.database.db,
      sql`select description, metadata from audit_logs where action = 'settings.updated' order by created_at desc limit 1`,
    );
    expect(audit!.description).toContain('report_hide_threshold: 3 → 5');
    expect(audit!.metadata).toEqual({
      changes: {
        report_hide_threshold: { from: 3, to: 5 },
        spike_factor: { from: 3, to: 2.5 },
      },
    });
  });

  it('moves the directory version, since settings decide what the directory shows', async () => {
    const version = async () =>
      (
        await queryRows<{ v: number }>(
          t.database.db,
          sql`select sum(version)::int as v from directory_version`,
        )
      )[0]!.v;
    const before = await version();
    expect((await put({ min_reviews_for_score: 4 })).status).toBe(200);
    expect(await version()).toBeGreaterThan(before);
  });

  it('refuses values out of bounds, fractions of whole settings, unknown keys and an empty body, changing nothing', async () => {
    const before = await getSettings(t.database.db);
    for (const body of [
      { report_hide_threshold: 0 },
      { report_hide_threshold: 2.5 },
      { spike_factor: 2.2 },
      { min_reviews_for_score: 101 },
      { report_hide_threshold: '3' },
      { unknown_setting: 1 },
      {},
    ]) {
      const res = await putInvalid(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error.code).toBe('validation_failed');
    }
    expect(await getSettings(t.database.db)).toEqual(before);
  });

  it('is for administrators only', async () => {
    expect((await put({ spike_floor: 9 }, user.cookie)).status).toBe(403);
    expect((await t.api('GET /api/admin/settings', { cookie: user.cookie })).status).toBe(403);
    expect((await t.api('GET /api/admin/settings')).status).toBe(401);
  });
});
