// npm run create-operator -- --email E    (then the password: typed without echo, or one line piped)
// Creates an operator account in the configured database. There is no default account: this
// is the only way an operator comes to exist. The password is read from standard input, never
// from an argument, which the shell's history and the process list would show.
import { accountInputProblem, createAccount } from '../auth/operators.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { commandLine, type CommandLine } from './command-line.ts';
import { changeOperatorAccount } from './operator-change.ts';
import { passwordCommandUsage, readEmailAndPassword } from './password-input.ts';

const USAGE = passwordCommandUsage('create-operator');
const cli: CommandLine = commandLine('create-operator', USAGE);

const { email, password } = await readEmailAndPassword(cli, USAGE, 'nothing was created');
const problem = accountInputProblem(email, password);
if (problem) cli.fail(problem);

await changeOperatorAccount(cli, 'create the operator', async (app) => {
  const operator = await createAccount(await app.auth(), { email, password });
  await recordAudit(app.database.db, { event: 'operator-created', actor: 'cli', subject: operator.email });
  return `create-operator: created operator ${operator.email}`;
});
