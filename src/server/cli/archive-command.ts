/**
 * What db:backup and db:restore share: one FILE argument and --force, the embedded database only
 * (PostgreSQL has its own tools, named in `onPostgres`), and the errors a user can act on
 * printed as their message alone.
 */
import { parseArgs } from 'node:util';
import { type Config, ConfigError, loadConfig } from '../config';
import { BackupError } from './backup-archive';

export function runArchiveCommand(command: {
  usage: string;
  onPostgres: string;
  run: (args: { config: Config; file: string; force: boolean }) => Promise<void>;
}) {
  const main = async () => {
    const { values, positionals } = parseArgs({
      options: { force: { type: 'boolean', default: false } },
      allowPositionals: true,
    });
    if (positionals.length !== 1) {
      console.error(command.usage);
      process.exit(2);
    }
    const config = loadConfig();
    if (config.DATABASE_URL) {
      console.error(command.onPostgres);
      process.exit(2);
    }
    await command.run({ config, file: positionals[0]!, force: values.force });
  };
  main().catch((err) => {
    console.error(err instanceof BackupError || err instanceof ConfigError ? err.message : err);
    process.exit(1);
  });
}
