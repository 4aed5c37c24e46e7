// npm run disable-operator -- --email E [--enable]
// Disables an operator account: it signs in no more (its right password is answered like a
// wrong one) and its sessions end at once. The account and what the trail says of it stay;
// --enable lets it sign in again.
import { setAccountDisabled } from '../auth/operators.ts';
import { commandLine, type CommandLine } from './command-line.ts';
import { changeOperatorAccount } from './operator-change.ts';

const USAGE = 'usage: npm run disable-operator -- --email operator@example.in [--enable]';
const cli: CommandLine = commandLine('disable-operator', USAGE);

const { values } = cli.parse({ options: { email: { type: 'string' }, enable: { type: 'boolean' } }, strict: true, allowPositionals: false });
if (!values.email) cli.fail(`--email is required\n${USAGE}`);
const email = values.email;
const disabled = values.enable !== true;

await changeOperatorAccount(cli, 'change the account', async (app) => {
  const operator = await setAccountDisabled(await app.auth(), app.database.db, { email, disabled });
  return disabled ? `disable-operator: ${operator.email} is disabled; its sessions have ended` : `disable-operator: ${operator.email} may sign in again`;
});
