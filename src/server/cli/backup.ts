/**
 * `npm run db:backup -- FILE [--force]`: the embedded database (PGlite's own dump), the uploads
 * folder and the generated auth secret of DATA_DIR, in one .tar.gz (see backup-archive.ts). Stop
 * the server first. On PostgreSQL, use pg_dump (docs/deploy.md).
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { BackupError, backupEmbedded } from './backup-archive';

const USAGE = 'Usage: npm run db:backup -- FILE.tar.gz [--force]';

async function main() {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump, and the uploads folder or bucket ' +
        'with it (see docs/deploy.md, "Backups").',
    );
    process.exit(2);
  }
  const file = positionals[0]!;
  const manifest = await backupEmbedded({ dataDir: config.DATA_DIR, file, force: values.force });
  console.log(
    `Backup written to ${file}: database${manifest.uploads ? ', uploads' : ''}` +
      `${manifest.auth_secret ? ', auth secret' : ''} of ${config.DATA_DIR}`,
  );
  if (process.env.S3_BUCKET) {
    console.log(
      `Images are in the bucket ${process.env.S3_BUCKET}: back it up too (docs/deploy.md).`,
    );
  }
}

main().catch((err) => {
  console.error(err instanceof BackupError || err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
