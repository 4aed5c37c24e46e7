// npm run db:copy -- --from ./data/shop.db --to postgres://user:pass@host:5432/shop [--force]
// Copies a shop's whole state from its SQLite file to PostgreSQL (src/server/db/copy.ts): one
// transaction on the target, verified by row counts and checksums before it commits. A target
// that holds a shop is refused unless --force (which replaces it); running it again on a target
// that already holds this shop changes nothing. Stop the shop, or keep operators and shoppers
// away, while it copies: what is saved on SQLite afterwards is not on PostgreSQL.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase, type ShopDatabase } from '../db/database.ts';
import { copyDatabase, CopyRefusedError } from '../db/copy.ts';
import { commandLine, errorMessage, type CommandLine } from './command-line.ts';

const USAGE = 'usage: npm run db:copy -- --from ./data/shop.db --to postgres://user:pass@host:5432/shop [--force]';

const cli: CommandLine = commandLine('db:copy', USAGE);
const { values } = cli.parse({
  options: { from: { type: 'string' }, to: { type: 'string' }, force: { type: 'boolean' } },
  strict: true,
  allowPositionals: false,
});
if (!values.from) cli.fail(`--from is required (the shop's SQLite file, such as ./data/shop.db)\n${USAGE}`);
if (!values.to) cli.fail(`--to is required (a postgres:// URL)\n${USAGE}`);
if (!/^postgres(ql)?:\/\//.test(values.to)) cli.fail('--to must be a postgres:// URL');
const from = path.resolve(values.from);
if (!existsSync(from) || !statSync(from).isFile()) cli.fail(`--from: there is no file ${from}`);

/** The URL without its password, for printing. */
function shown(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

let source: ShopDatabase | undefined;
let target: ShopDatabase | undefined;
try {
  source = await openDatabase({ dataDir: path.dirname(from), sqliteFile: from });
  target = await openDatabase({ databaseUrl: values.to, dataDir: path.dirname(from) });
  if (!(await target.ping())) cli.fail('--to: the database is not reachable');
  await migrateToLatest(target.db);

  process.stdout.write(`db:copy: from ${from} to ${shown(values.to)}\n`);
  const report = await copyDatabase(source.db, target.db, { force: values.force === true });
  const width = Math.max(...report.tables.map((table) => table.table.length));
  for (const table of report.tables) {
    process.stdout.write(`  ${table.table.padEnd(width)}  ${String(table.rows).padStart(8)} rows  sha256 ${table.checksum.slice(0, 16)}  ok\n`);
  }
  const rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
  if (report.outcome === 'unchanged') {
    process.stdout.write(`db:copy: the target already holds this shop (${rows} rows in ${report.tables.length} tables, counts and checksums match): nothing copied\n`);
  } else {
    const replaced = report.replacedRows > 0 ? `, replacing ${report.replacedRows} rows the target held` : '';
    process.stdout.write(`db:copy: copied ${rows} rows in ${report.tables.length} tables${replaced}; counts and checksums match the source\n`);
  }
} catch (error) {
  await Promise.allSettled([source?.close(), target?.close()]);
  if (error instanceof CopyRefusedError) cli.fail(error.message);
  cli.fail(`nothing was copied: ${errorMessage(error)}`);
}
await Promise.allSettled([source.close(), target.close()]);
