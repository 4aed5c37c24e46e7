// npm run reset-operator-password -- --email E    (then the new password: typed without echo, or one line piped)
// Gives an operator a new password, for one who forgot theirs or whose password may be known to
// someone else: every session of the account ends, and its failed sign-ins are forgotten. The
// password is read from standard input, never from an argument. Two-step sign-in stays as it was.
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { AccountError, resetPassword } from '../auth/operators.ts';
import { passwordProblem } from '../auth/password.ts';
import { commandLine, errorMessage, type CommandLine } from './command-line.ts';
import { readPassword, refusePasswordArgument } from './password-input.ts';

const USAGE = [
  'usage: npm run reset-operator-password -- --email operator@example.in',
  '  then type the new password when asked, or pipe it as one line:',
  '  printf \'%s\\n\' "$PASSWORD" | npm run reset-operator-password -- --email operator@example.in',
].join('\n');

const cli: CommandLine = commandLine('reset-operator-password', USAGE);

const { values } = cli.parse({
  // --password is known only to refuse it with a reason.
  options: { email: { type: 'string' }, password: { type: 'string' } },
  strict: true,
  allowPositionals: false,
});
if (values.password !== undefined) refusePasswordArgument(cli, USAGE);
if (!values.email) cli.fail(`--email is required\n${USAGE}`);
const password = await readPassword(cli, 'nothing was changed');
const problem = passwordProblem(password);
if (problem) cli.fail(problem);

let app;
try {
  app = await buildApp(loadConfig(), { logger: false });
} catch (error) {
  cli.fail(errorMessage(error));
}
try {
  const operator = await resetPassword(app.auth, app.database.db, { email: values.email, password });
  process.stdout.write(`reset-operator-password: new password set for ${operator.email}; every session of the account has ended\n`);
} catch (error) {
  await app.close().catch(() => {});
  if (error instanceof AccountError) cli.fail(error.message);
  cli.fail(`could not reset the password (${errorMessage(error)})`);
}
await app.close();
