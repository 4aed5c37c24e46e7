// npm run restore -- /backups/shop-2026-11-23T19-30-05Z.db [--force]
// Brings back a backup made by `npm run backup` into the configured database: DATA_DIR/shop.db
// (a .db file) or DATABASE_URL (a .dump file). Refused while the shop is running on that
// database, unless --force; docs/operating.md says what then happens to the running processes.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { restorePostgres, RestoreRefusedError, restoreSqlite } from '../db/backup.ts';
import { commandLine, errorMessage, type CommandLine } from './command-line.ts';

const USAGE = 'usage: npm run restore -- /path/to/shop-<time>.db (or .dump with DATABASE_URL) [--force]';

const cli: CommandLine = commandLine('restore', USAGE);
const { values, positionals } = cli.parse({ options: { force: { type: 'boolean' } }, strict: true, allowPositionals: true });
if (positionals.length !== 1) cli.fail(`name one backup file\n${USAGE}`);
const source = path.resolve(positionals[0]!);
if (!existsSync(source) || !statSync(source).isFile()) cli.fail(`there is no file ${source}`);

let config;
try {
  config = loadConfig();
} catch (error) {
  cli.fail(errorMessage(error));
}

const force = values.force === true;
try {
  if (config.databaseUrl) {
    await restorePostgres(source, config.databaseUrl, { force });
    process.stdout.write(`restore: restored ${source} into the DATABASE_URL database\n`);
  } else {
    const target = path.join(config.dataDir, 'shop.db');
    await restoreSqlite(source, target, { force });
    process.stdout.write(`restore: restored ${source} into ${target}\n`);
  }
} catch (error) {
  if (error instanceof RestoreRefusedError) cli.fail(error.message);
  cli.fail(`the restore failed: ${errorMessage(error)}`);
}
