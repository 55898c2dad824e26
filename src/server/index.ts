/** CLI entry point: `npm start` (built) or `npm run dev` (tsx watch). */
import { ConfigError, loadConfig } from './config';
import { createLogger } from './lib/logger';
import { startServer } from './server';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.LOG_LEVEL);
  const running = await startServer(config, log);
  const { info } = running;
  const lines = [
    '',
    `  Doctor Ratings is running at ${running.url}`,
    `  Database: ${running.database.kind === 'pglite' ? `embedded (${config.DATA_DIR}/db)` : 'PostgreSQL'}`,
    `  Admin: ${info.adminEmail}`,
    info.generatedPassword
      ? `  Password: ${info.generatedPassword}   (generated now and shown only this once)`
      : '  Password: as set in ADMIN_PASSWORD, or as printed on the first start',
    '',
  ];
  console.log(lines.join('\n'));

  // A stop signal often comes twice: npm passes on the one its process group received, a
  // terminal sends Ctrl-C to the whole group. The second must not end the graceful close, so the
  // handlers stay installed (with `once`, Node would restore the default action, which kills the
  // process mid-close) and only the first signal counts.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    running
      .close()
      .then(() => process.exit(0))
      .catch((err) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  // A configuration found wrong during the start (e.g. an S3 bucket that cannot be used).
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  console.error(err);
  process.exit(1);
});
