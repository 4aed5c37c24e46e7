// npm run audit-trail:check
// Says whether the audit trail's hash chain is whole (decision 041): every row follows the one
// before it and holds what was hashed. Exit code 0 when it is, naming the newest row and its
// hash (keep that hash elsewhere: a trail rewritten from the start is only told by it); 1 with
// the first broken row when it is not, or when the database cannot be read.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { checkAuditChain } from '../audit/audit-chain.ts';
import { commandLine, errorMessage, type CommandLine } from './command-line.ts';

const USAGE = 'usage: npm run audit-trail:check';
const cli: CommandLine = commandLine('audit-trail:check', USAGE);
cli.parse({ options: {}, strict: true, allowPositionals: false });

const WHAT_BROKE = {
  moved: 'it does not follow the row before it: a row before it was removed, or rows were put in another order',
  changed: 'its content is not what was hashed: it was changed',
};

let report;
try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db, database.schema);
    report = await checkAuditChain(database.db);
  } finally {
    await database.close();
  }
} catch (error) {
  cli.fail(`the audit trail could not be read: ${errorMessage(error)}`);
}

if (!report.whole) cli.fail(`the chain is broken at row ${report.brokenId}: ${WHAT_BROKE[report.reason]}; rows before it found whole: ${report.rows}`);
process.stdout.write(
  report.lastId === null
    ? 'audit-trail:check: the chain is whole (no rows)\n'
    : `audit-trail:check: the chain is whole: ${report.rows} rows, the newest row ${report.lastId} with hash ${report.head}\n`,
);
