/**
 * `npm run db:restore -- FILE [--force]`: puts a backup made by db:backup into DATA_DIR. Refuses
 * a DATA_DIR that already holds a database or uploads unless --force, which moves them aside into
 * DATA_DIR/before-restore-<time>/ (nothing is deleted). Stop the server first; it applies any
 * newer migrations when it starts.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { BackupError, restoreEmbedded } from './backup-archive';

const USAGE = 'Usage: npm run db:restore -- FILE.tar.gz [--force]';

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
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (see docs/deploy.md, "Backups").',
    );
    process.exit(2);
  }
  const file = positionals[0]!;
  const { manifest, movedAside } = await restoreEmbedded({
    dataDir: config.DATA_DIR,
    file,
    force: values.force,
  });
  if (movedAside) console.log(`The previous database and uploads are in ${movedAside}`);
  console.log(`Restored the backup of ${manifest.created_at} into ${config.DATA_DIR}`);
}

main().catch((err) => {
  console.error(err instanceof BackupError || err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
