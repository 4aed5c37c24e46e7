// npm run disable-operator -- --email E [--enable]
// Disables an operator account: it signs in no more (its right password is answered like a
// wrong one) and its sessions end at once. The account and what the trail says of it stay;
// --enable lets it sign in again.
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { AccountError, setAccountDisabled } from '../auth/operators.ts';
import { commandLine, errorMessage, type CommandLine } from './command-line.ts';

const USAGE = 'usage: npm run disable-operator -- --email operator@example.in [--enable]';

const cli: CommandLine = commandLine('disable-operator', USAGE);

const { values } = cli.parse({ options: { email: { type: 'string' }, enable: { type: 'boolean' } }, strict: true, allowPositionals: false });
if (!values.email) cli.fail(`--email is required\n${USAGE}`);
const disabled = values.enable !== true;

let app;
try {
  app = await buildApp(loadConfig(), { logger: false });
} catch (error) {
  cli.fail(errorMessage(error));
}
try {
  const operator = await setAccountDisabled(app.auth, app.database.db, { email: values.email, disabled });
  process.stdout.write(
    disabled
      ? `disable-operator: ${operator.email} is disabled; its sessions have ended\n`
      : `disable-operator: ${operator.email} may sign in again\n`,
  );
} catch (error) {
  await app.close().catch(() => {});
  if (error instanceof AccountError) cli.fail(error.message);
  cli.fail(`could not change the account (${errorMessage(error)})`);
}
await app.close();
