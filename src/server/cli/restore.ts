// npm run restore -- /backups/shop-2026-11-23T19-30-05Z.db [--force]
// Brings back a backup made by `npm run backup` into the configured database: DATA_DIR/shop.db
// (a .db file) or DATABASE_URL (a .dump file). Refused while the shop is running on that
// database, unless --force; docs/operating.md says what then happens to the running processes.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { restorePostgres, RestoreRefusedError, restoreSqlite } from '../db/backup.ts';

const USAGE = 'usage: npm run restore -- /path/to/shop-<time>.db (or .dump with DATABASE_URL) [--force]';

function fail(message: string): never {
  process.stderr.write(`restore: ${message}\n`);
  process.exit(1);
}

let values: { force?: boolean | undefined };
let positionals: string[];
try {
  ({ values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, strict: true, allowPositionals: true }));
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
if (positionals.length !== 1) fail(`name one backup file\n${USAGE}`);
const source = path.resolve(positionals[0]!);
if (!existsSync(source) || !statSync(source).isFile()) fail(`there is no file ${source}`);

let config;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
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
  if (error instanceof RestoreRefusedError) fail(error.message);
  fail(`the restore failed: ${error instanceof Error ? error.message : String(error)}`);
}
