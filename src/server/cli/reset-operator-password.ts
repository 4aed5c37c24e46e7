// npm run reset-operator-password -- --email E    (then the new password: typed without echo, or one line piped)
// Gives an operator a new password, for one who forgot theirs or whose password may be known to
// someone else: every session of the account ends, and its failed sign-ins are forgotten. The
// password is read from standard input, never from an argument. Two-step sign-in stays as it was.
import { resetPassword } from '../auth/operators.ts';
import { passwordProblem } from '../auth/password.ts';
import { commandLine, type CommandLine } from './command-line.ts';
import { changeOperatorAccount } from './operator-change.ts';
import { passwordCommandUsage, readEmailAndPassword } from './password-input.ts';

const USAGE = passwordCommandUsage('reset-operator-password');
const cli: CommandLine = commandLine('reset-operator-password', USAGE);

const { email, password } = await readEmailAndPassword(cli, USAGE, 'nothing was changed');
const problem = passwordProblem(password);
if (problem) cli.fail(problem);

await changeOperatorAccount(cli, 'reset the password', async (app) => {
  const operator = await resetPassword(await app.auth(), app.database.db, { email, password });
  return `reset-operator-password: new password set for ${operator.email}; every session of the account has ended`;
});
