// npm run create-operator -- --email E    (then the password: typed without echo, or one line piped)
// Creates an operator account in the configured database. There is no default account: this
// is the only way an operator comes to exist. The password is read from standard input, never
// from an argument, which the shell's history and the process list would show.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { accountInputProblem, AccountError, createAccount } from '../auth/operators.ts';

const USAGE = [
  'usage: npm run create-operator -- --email operator@example.in',
  '  then type the password when asked, or pipe it as one line:',
  '  printf \'%s\\n\' "$PASSWORD" | npm run create-operator -- --email operator@example.in',
].join('\n');

function fail(message: string): never {
  process.stderr.write(`create-operator: ${message}\n`);
  process.exit(1);
}

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
  if ((await promptHidden('The same password again: ')) !== password) fail('the two passwords differ; nothing was created.');
  return password;
}

let values: { email?: string | undefined; password?: string | undefined };
try {
  ({ values } = parseArgs({
    // --password is known only to refuse it with a reason.
    options: { email: { type: 'string' }, password: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  }));
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
if (values.password !== undefined) {
  fail(`--password is not taken: the shell's history would keep the password. Give it on standard input instead.\n${USAGE}`);
}
if (!values.email) fail(`--email is required\n${USAGE}`);
const password = await readPassword();
const problem = accountInputProblem(values.email, password);
if (problem) fail(problem);

let app;
try {
  app = await buildApp(loadConfig(), { logger: false });
} catch (error) {
  fail(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
}
try {
  const operator = await createAccount(app.auth, { email: values.email, password });
  process.stdout.write(`create-operator: created operator ${operator.email}\n`);
} catch (error) {
  await app.close().catch(() => {});
  if (error instanceof AccountError) fail(error.message);
  fail(`could not create the operator (${error instanceof Error ? error.message : String(error)})`);
}
await app.close();
