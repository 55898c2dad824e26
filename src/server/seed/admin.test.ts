import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '../db/schema';
import { startTestApp, type TestApp } from '../test/harness';
import { ensureAdmin } from './admin';

describe('first administrator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ADMIN_EMAIL: 'first.admin@example.com' });
  });
  afterAll(() => t.close());

  it('is created once when several instances start together on an empty database', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => ensureAdmin(t.database.db, t.auth, t.config)),
    );
    expect(results.map((r) => r.email)).toEqual(Array(3).fill('first.admin@example.com'));
    // Exactly one start made it and shows its generated password.
    expect(results.filter((r) => r.generatedPassword)).toHaveLength(1);
    const admins = await t.database.db.select().from(userRoles).where(eq(userRoles.role, 'admin'));
    expect(admins).toHaveLength(1);
  });
});
