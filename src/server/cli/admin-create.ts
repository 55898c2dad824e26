/**
 * `npm run admin:create -- --email you@clinic.vn [--password …]`: creates an administrator, or
 * promotes an existing account, on the database the configuration points at.
 */

import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createAuth } from '../auth/auth';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createLogger } from '../lib/logger';
import { createOrPromoteAdmin } from '../seed/admin';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' } },
});
const args = z
  .object({ email: z.email(), password: z.string().min(8).max(128).optional() })
  .safeParse(values);
if (!args.success) {
  console.error(
    'Usage: npm run admin:create -- --email you@clinic.vn [--password at-least-8-chars]',
  );
  process.exit(2);
}

const config = loadConfig();
const log = createLogger('warn');
const database = await openDatabase({
  url: config.DATABASE_URL,
  pgliteDir: path.join(config.DATA_DIR, 'db'),
  log,
});
await database.migrate();
const auth = createAuth({
  config,
  db: database.db,
  secret: config.AUTH_SECRET ?? 'cli-only-no-sessions-are-created-here',
});
const result = await createOrPromoteAdmin(database.db, auth, args.data.email, args.data.password);
console.log(`Administrator: ${result.email}`);
if (result.generatedPassword)
  console.log(`Password: ${result.generatedPassword} (shown only this once)`);
await database.close();
