// npm run create-operator -- --email E    (then the password: typed without echo, or one line piped)
// Creates an operator account in the configured database. There is no default account: this
// is the only way an operator comes to exist. The password is read from standard input, never
// from an argument, which the shell's history and the process list would show.
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { accountInputProblem, AccountError, createAccount } from '../auth/operators.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { commandLine, errorMessage, type CommandLine } from './command-line.ts';
import { readPassword, refusePasswordArgument } from './password-input.ts';

const USAGE = [
  'usage: npm run create-operator -- --email operator@example.in',
  '  then type the password when asked, or pipe it as one line:',
  '  printf \'%s\\n\' "$PASSWORD" | npm run create-operator -- --email operator@example.in',
].join('\n');

const cli: CommandLine = commandLine('create-operator', USAGE);

const { values } = cli.parse({
  // --password is known only to refuse it with a reason.
  options: { email: { type: 'string' }, password: { type: 'string' } },
  strict: true,
  allowPositionals: false,
});
if (values.password !== undefined) refusePasswordArgument(cli, USAGE);
if (!values.email) cli.fail(`--email is required\n${USAGE}`);
const password = await readPassword(cli, 'nothing was created');
const problem = accountInputProblem(values.email, password);
if (problem) cli.fail(problem);

let app;
try {
  app = await buildApp(loadConfig(), { logger: false });
} catch (error) {
  cli.fail(errorMessage(error));
}
try {
  const operator = await createAccount(app.auth, { email: values.email, password });
  await recordAudit(app.database.db, { event: 'operator-created', actor: 'cli', subject: operator.email });
  process.stdout.write(`create-operator: created operator ${operator.email}\n`);
} catch (error) {
  await app.close().catch(() => {});
  if (error instanceof AccountError) cli.fail(error.message);
  cli.fail(`could not create the operator (${errorMessage(error)})`);
}
await app.close();
