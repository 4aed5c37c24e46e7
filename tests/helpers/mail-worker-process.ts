// A mail worker as a process of its own, for the crash tests: it sends the outbox of the
// database named by its environment until it is killed. Writes 'ready' when it runs.
import { openDatabase } from '../../src/server/db/database.ts';
import { smtpTransport, startMailWorker } from '../../src/server/mail/worker.ts';

const env = process.env;
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: env.DATA_DIR ?? '.',
  ...(env.PG_SCHEMA ? { pgSchema: env.PG_SCHEMA } : {}),
});
const say = (message: string) => process.stdout.write(`${message}\n`);
startMailWorker({
  db: database.db,
  transport: smtpTransport(env.SMTP_URL ?? ''),
  from: 'Rajat Silver <orders@rajatsilver.in>',
  shopUrl: 'https://shop.example.in',
  log: { info: say, warn: say, error: (_object, message) => say(message) },
  pollMs: 50,
  leaseMs: Number(env.LEASE_MS ?? 2000),
});
say('ready');
// Kept alive by this timer until killed (the worker's own timer does not hold the process).
setInterval(() => {}, 60_000);
