/**
 * The usual start of a server test file: one app on a fresh database for the whole file, and
 * the users its tests share, created once before the tests and closed after them:
 *
 *   const t = testAppForFile();
 *   const admin = testUserForFile(t, { role: 'admin' });
 *
 * Both are named at the top level but only filled in by beforeAll hooks (which run in the order
 * they are declared), so they are for use inside tests, hooks and the helpers those call.
 */
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp, type TestUser } from './harness';

/**
 * A stand-in for an object that a hook creates later: every read goes to the object once it is
 * bound; reading it before is a mistake in the test and says so.
 */
function boundLater<T extends object>(what: string) {
  let bound: T | undefined;
  const current = () => {
    if (!bound) throw new Error(`${what} is created in beforeAll: use it inside a test or hook`);
    return bound;
  };
  const stand = new Proxy({} as T, {
    get: (_, key) => Reflect.get(current(), key),
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(current(), key),
  });
  return {
    stand,
    bind: (value: T) => {
      bound = value;
    },
  };
}

/** The file's app (see startTestApp for `env`), started before its tests and closed after. */
export function testAppForFile(env?: Record<string, string>): TestApp {
  const app = boundLater<TestApp>('The test app');
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(env);
    app.bind(started);
  });
  afterAll(() => started?.close());
  return app.stand;
}

/** A user of the file's app, signed in once before the tests (a role, a name, if given). */
export function testUserForFile(
  t: TestApp,
  options?: Parameters<TestApp['createUser']>[0],
): TestUser {
  const user = boundLater<TestUser>('A test user');
  beforeAll(async () => user.bind(await t.createUser(options)));
  return user.stand;
}
