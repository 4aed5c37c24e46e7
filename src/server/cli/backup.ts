// npm run backup [-- --to /backups]
// A consistent copy of the shop's database, taken while it runs and takes orders: SQLite's
// VACUUM INTO (DATA_DIR/shop.db to shop-<time>.db) or pg_dump's custom format (DATABASE_URL to
// shop-<time>.dump), in DATA_DIR/backups unless --to names another directory. Media are not in
// it: see docs/operating.md, "Backups".
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { commandLine, errorMessage, type CommandLine } from './command-line.ts';
import { backupName, backupPostgres, backupSqlite, sqliteIntegrity } from '../db/backup.ts';

const USAGE = 'usage: npm run backup [-- --to /path/to/backups]';

const cli: CommandLine = commandLine('backup', USAGE);
const { values } = cli.parse({ options: { to: { type: 'string' } }, strict: true, allowPositionals: false });

let config;
try {
  config = loadConfig();
} catch (error) {
  cli.fail(errorMessage(error));
}

const directory = path.resolve(values.to ?? path.join(config.dataDir, 'backups'));
try {
  mkdirSync(directory, { recursive: true });
  const started = performance.now();
  if (config.databaseUrl) {
    const target = path.join(directory, `${backupName()}.dump`);
    await backupPostgres(config.databaseUrl, target);
    process.stdout.write(`backup: wrote ${target} (pg_dump, custom format, ${size(target)}) in ${seconds(started)}\n`);
  } else {
    const source = path.join(config.dataDir, 'shop.db');
    const target = path.join(directory, `${backupName()}.db`);
    backupSqlite(source, target);
    const integrity = sqliteIntegrity(target);
    if (integrity.join() !== 'ok') cli.fail(`the copy ${target} fails SQLite's integrity check: ${integrity[0]}`);
    process.stdout.write(`backup: wrote ${target} (SQLite, ${size(target)}, integrity check ok) in ${seconds(started)}\n`);
  }
} catch (error) {
  cli.fail(`no backup was made: ${errorMessage(error)}`);
}

function size(file: string): string {
  return `${(statSync(file).size / 1024).toFixed(0)} kB`;
}

function seconds(started: number): string {
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}
