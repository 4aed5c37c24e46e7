// npm run create-operator -- --email E    (then the password: typed without echo, or one line piped)
// Creates an operator account in the configured database. There is no default account: this
// is the only way an operator comes to exist. The password is read from standard input, never
// from an argument, which the shell's history and the process list would show.
import { createInterface } from 'node:readline';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { accountInputProblem, AccountError, createAccount } from '../auth/operators.ts';
import { commandLine, errorMessage, type CommandLine } from './command-line.ts';

const USAGE = [
  'usage: npm run create-operator -- --email operator@example.in',
  '  then type the password when asked, or pipe it as one line:',
  '  printf \'%s\\n\' "$PASSWORD" | npm run create-operator -- --email operator@example.in',
].join('\n');

const cli: CommandLine = commandLine('create-operator', USAGE);

/** A password typed at the terminal, not echoed; Ctrl-C stops. */
function promptHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const input = process.stdin;
    process.stderr.write(prompt);
    input.setRawMode(true);
    input.setEncoding('utf8');
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') {
          process.stderr.write('\n');
          process.exit(130);
        } else if (char === '\r' || char === '\n' || char === '\u0004') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stderr.write('\n');
          resolve(typed);
          return;
        } else if (char === '\u007f' || char === '\b') {
          typed = typed.slice(0, -1);
        } else {
          typed += char;
        }
      }
    };
    input.on('data', onData);
    input.resume();
  });
}

/** The first line of piped standard input ('' when there is none). */
async function firstLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLine();
  const password = await promptHidden('Password (at least 12 characters): ');
  if ((await promptHidden('The same password again: ')) !== password) cli.fail('the two passwords differ; nothing was created.');
  return password;
}

const { values } = cli.parse({
  // --password is known only to refuse it with a reason.
  options: { email: { type: 'string' }, password: { type: 'string' } },
  strict: true,
  allowPositionals: false,
});
if (values.password !== undefined) {
  cli.fail(`--password is not taken: the shell's history would keep the password. Give it on standard input instead.\n${USAGE}`);
}
if (!values.email) cli.fail(`--email is required\n${USAGE}`);
const password = await readPassword();
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
  process.stdout.write(`create-operator: created operator ${operator.email}\n`);
} catch (error) {
  await app.close().catch(() => {});
  if (error instanceof AccountError) cli.fail(error.message);
  cli.fail(`could not create the operator (${errorMessage(error)})`);
}
await app.close();
