import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { shopServerEnv } from './server-env.ts';

// The e2e server's data directory and database (playwright.config.ts starts it with these).
const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = `tmp/e2e-data-${port}`;
const nodeBinary = path.resolve('node_modules/.bin/node');

/**
 * Runs `npm run create-operator` against the running server's database, the password on
 * standard input as one line (never an argument: shell history). Answers what it printed;
 * throws when it exits with an error.
 */
export function createOperator(email: string, password: string): string {
  return execFileSync(nodeBinary, ['src/server/cli/create-operator.ts', '--email', email], {
    env: { ...shopServerEnv(), DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    input: `${password}\n`,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}
