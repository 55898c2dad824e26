/**
 * `npm run db:restore -- FILE [--force]`: puts a backup made by db:backup into DATA_DIR. Refuses
 * a DATA_DIR that already holds a database or uploads unless --force, which moves them aside into
 * DATA_DIR/before-restore-<time>/ (nothing is deleted). Stop the server first; it applies any
 * newer migrations when it starts.
 */
import { runArchiveCommand } from './archive-command';
import { restoreEmbedded } from './backup-archive';

runArchiveCommand({
  usage: 'Usage: npm run db:restore -- FILE.tar.gz [--force]',
  onPostgres:
    'DATABASE_URL is set: restore PostgreSQL with pg_restore (see docs/deploy.md, "Backups").',
  run: async ({ config, file, force }) => {
    const { manifest, movedAside } = await restoreEmbedded({
      dataDir: config.DATA_DIR,
      file,
      force,
    });
    if (movedAside) console.log(`The previous database and uploads are in ${movedAside}`);
    console.log(`Restored the backup of ${manifest.created_at} into ${config.DATA_DIR}`);
  },
});
