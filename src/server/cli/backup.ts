/**
 * `npm run db:backup -- FILE [--force]`: the embedded database (PGlite's own dump), the uploads
 * folder and the generated auth secret of DATA_DIR, in one .tar.gz (see backup-archive.ts). Stop
 * the server first. On PostgreSQL, use pg_dump (docs/deploy.md).
 */
import { runArchiveCommand } from './archive-command';
import { backupEmbedded } from './backup-archive';

runArchiveCommand({
  usage: 'Usage: npm run db:backup -- FILE.tar.gz [--force]',
  onPostgres:
    'DATABASE_URL is set: back up PostgreSQL with pg_dump, and the uploads folder or bucket ' +
    'with it (see docs/deploy.md, "Backups").',
  run: async ({ config, file, force }) => {
    const manifest = await backupEmbedded({ dataDir: config.DATA_DIR, file, force });
    console.log(
      `Backup written to ${file}: database${manifest.uploads ? ', uploads' : ''}` +
        `${manifest.auth_secret ? ', auth secret' : ''} of ${config.DATA_DIR}`,
    );
    if (process.env.S3_BUCKET) {
      console.log(
        `Images are in the bucket ${process.env.S3_BUCKET}: back it up too (docs/deploy.md).`,
      );
    }
  },
});
