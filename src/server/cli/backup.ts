// npm run backup [-- --to /backups]
// A consistent copy of the shop's database, taken while it runs and takes orders: SQLite's
// VACUUM INTO (DATA_DIR/shop.db to shop-<time>.db) or pg_dump's custom format (DATABASE_URL to
// shop-<time>.dump), in DATA_DIR/backups unless --to names another directory. Media are not in
// it: see docs/operating.md, "Backups". A backup holds every password hash, session and order:
// it is written readable by its owner alone (0600), in a folder only its owner may open (0700).
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
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
// Everything this command and pg_dump create is for the owner alone.
process.umask(0o077);
try {
  // A folder it makes, or the shop's own DATA_DIR/backups, is closed to others; a folder named
  // with --to that already exists keeps its mode (it may be a mount point), the files are 0600.
  const made = !existsSync(directory);
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  if (made || values.to === undefined) chmodSync(directory, 0o700);
  else if ((statSync(directory).mode & 0o077) !== 0) {
    process.stderr.write(`backup: note: other users may list ${directory}; the backup itself is readable by its owner alone\n`);
  }
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
