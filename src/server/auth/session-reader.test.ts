import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessions, userRoles } from '../db/schema';
import { testAppForFile } from '../test/file-app';

const t = testAppForFile();

const DAY_MS = 86_400_000;
const me = (cookie: string) => t.api('GET /api/me', { cookie });
const sessionsOf = (userId: string) =>
  t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
/** The session token inside a signed cookie `name=token.signature`. */
const tokenIn = (cookie: string) => decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a request with a session cookie', () => {
  it('is resolved without the auth library while the session is live', async () => {
    const user = await t.createUser();
    const library = vi.spyOn(t.auth.api, 'getSession');
    const res = await me(user.cookie);
    expect(res.status).toBe(200);
    expect((await res.json()).user.email).toBe(user.email);
    expect(library).not.toHaveBeenCalled();
  });

  it('follows the role in the database at once, both ways', async () => {
    const user = await t.createUser();
    const settings = () => t.api('GET /api/admin/settings', { cookie: user.cookie });
    expect((await settings()).status).toBe(403);
    await t.database.db
      .update(userRoles)
      .set({ role: 'admin' })
      .where(eq(userRoles.user_id, user.id));
    expect((await settings()).status).toBe(200);
    await t.database.db.update(userRoles).set({ role: null }).where(eq(userRoles.user_id, user.id));
    expect((await settings()).status).toBe(403);
  });

  it('is a guest with a forged or altered cookie', async () => {
    const user = await t.createUser();
    const [name, value] = user.cookie.split('=') as [string, string];
    const [token, signature] = decodeURIComponent(value).split('.') as [string, string];
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const forged = [
      `${name}=${encodeURIComponent(`${token}.${flipped}`)}`,
      // The same signature written differently (no padding, a stray character) is not accepted.
      `${name}=${encodeURIComponent(`${token}.${signature.slice(0, -1)}`)}`,
      `${name}=${encodeURIComponent(`${token}.${signature}!`)}`,
      `${name}=${encodeURIComponent(`${token}x.${signature}`)}`,
      `${name}=${token}`,
    ];
    for (const cookie of forged) expect((await me(cookie)).status, cookie).toBe(401);
    expect((await me(user.cookie)).status).toBe(200);
  });

  it('is a guest once the session is revoked (the row is gone)', async () => {
    const user = await t.createUser();
    await t.database.db.delete(sessions).where(eq(sessions.token, tokenIn(user.cookie)));
    expect((await me(user.cookie)).status).toBe(401);
  });

  it('leaves an expired session to the library, which deletes it', async () => {
    const user = await t.createUser();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const library = vi.spyOn(t.auth.api, 'getSession');
    const expired = await me(user.cookie);
    expect(expired.status).toBe(401);
    expect(library).toHaveBeenCalledOnce();
    expect(await sessionsOf(user.id)).toHaveLength(0);
    // The browser is told to forget the cookie.
    const cleared = expired.headers
      .getSetCookie()
      .find((c) => c.startsWith(user.cookie.split('=')[0]!));
    expect(cleared).toMatch(/Max-Age=0/);
  });

  it('leaves a session due for its sliding refresh to the library, which extends it by a week', async () => {
    const user = await t.createUser();
    // Used more than a day after it was opened or last extended: 5 days of the week are left.
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 5 * DAY_MS) })
      .where(eq(sessions.userId, user.id));
    const library = vi.spyOn(t.auth.api, 'getSession');
    const refreshed = await me(user.cookie);
    expect(refreshed.status).toBe(200);
    expect(library).toHaveBeenCalledOnce();
    // The browser's cookie is renewed with the session: the same token, a new week.
    const renewed = refreshed.headers
      .getSetCookie()
      .find((c) => c.startsWith(user.cookie.split('=')[0]!));
    expect(renewed).toMatch(/Max-Age=604800/);
    expect(tokenIn(renewed!.split(';')[0]!)).toBe(tokenIn(user.cookie));
    const [session] = await sessionsOf(user.id);
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY_MS);
    // Extended, the session is read directly again.
    expect((await me(user.cookie)).status).toBe(200);
    expect(library).toHaveBeenCalledOnce();
  });

  it("reads the account's second factor from the database", async () => {
    const user = await t.createUser();
    const twoFactor = async () => (await (await me(user.cookie)).json()).two_factor_enabled;
    expect(await twoFactor()).toBe(false);
    await t.database.db.execute(
      sql`update users set two_factor_enabled = true where id = ${user.id}`,
    );
    expect(await twoFactor()).toBe(true);
  });
});
