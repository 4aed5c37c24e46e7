import { createInterface } from 'node:readline';
import type { CommandLine } from './command-line.ts';

// Passwords for the account commands come from standard input, never from an argument, which
// the shell's history and the process list would show: typed at a terminal without echo (twice),
// or piped as one line.

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

/** The password from standard input; typed twice at a terminal, and the two must match. */
async function readPassword(cli: CommandLine, nothingDone: string): Promise<string> {
  if (!process.stdin.isTTY) return firstLine();
  const password = await promptHidden('Password (at least 12 characters): ');
  if ((await promptHidden('The same password again: ')) !== password) cli.fail(`the two passwords differ; ${nothingDone}.`);
  return password;
}

/** The refusal of `--password`, with the reason. */
function refusePasswordArgument(cli: CommandLine, usage: string): never {
  return cli.fail(`--password is not taken: the shell's history would keep the password. Give it on standard input instead.\n${usage}`);
}

/** The usage of a command that takes `--email` and a password on standard input. */
export function passwordCommandUsage(command: string): string {
  return [
    `usage: npm run ${command} -- --email operator@example.in`,
    '  then type the password when asked, or pipe it as one line:',
    `  printf '%s\\n' "$PASSWORD" | npm run ${command} -- --email operator@example.in`,
  ].join('\n');
}

/** The `--email` argument and the password from standard input (`--password` refused with its reason). */
export async function readEmailAndPassword(cli: CommandLine, usage: string, nothingDone: string): Promise<{ email: string; password: string }> {
  const { values } = cli.parse({
    // --password is known only to refuse it with a reason.
    options: { email: { type: 'string' }, password: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  if (values.password !== undefined) refusePasswordArgument(cli, usage);
  if (!values.email) cli.fail(`--email is required\n${usage}`);
  return { email: values.email, password: await readPassword(cli, nothingDone) };
}
