// npm run create-operator -- --email E --password P
// Creates an operator account in the configured database. There is no default account: this
// is the only way an operator comes to exist.
import { parseArgs } from 'node:util';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { accountInputProblem, AccountError, createAccount } from '../auth/operators.ts';

const USAGE = 'usage: npm run create-operator -- --email operator@example.in --password "a long passphrase"';

function fail(message: string): never {
  process.stderr.write(`create-operator: ${message}\n`);
  process.exit(1);
}

let values: { email?: string | undefined; password?: string | undefined };
try {
  ({ values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  }));
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
if (!values.email) fail(`--email is required\n${USAGE}`);
if (values.password === undefined) fail(`--password is required\n${USAGE}`);
const problem = accountInputProblem(values.email, values.password);
if (problem) fail(problem);

let app;
try {
  app = await buildApp(loadConfig(), { logger: false });
} catch (error) {
  fail(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
}
try {
  const operator = await createAccount(app.auth, { email: values.email, password: values.password });
  process.stdout.write(`create-operator: created operator ${operator.email}\n`);
} catch (error) {
  await app.close().catch(() => {});
  if (error instanceof AccountError) fail(error.message);
  fail(`could not create the operator (${error instanceof Error ? error.message : String(error)})`);
}
await app.close();
