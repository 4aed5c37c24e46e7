import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { AccountError } from '../auth/operators.ts';
import { loadConfig } from '../config.ts';
import { errorMessage, type CommandLine } from './command-line.ts';

/**
 * The last step of the operator-account commands (create-operator, reset-operator-password,
 * disable-operator): opens the configured shop, makes the one change, prints what it says and
 * closes the shop. A refusal of the account rules ends the command with its own message; any
 * other failure with `could not {whatFailed} ({cause})`.
 */
export async function changeOperatorAccount(cli: CommandLine, whatFailed: string, change: (app: FastifyInstance) => Promise<string>): Promise<void> {
  let app: FastifyInstance;
  try {
    app = await buildApp(loadConfig(), { logger: false });
  } catch (error) {
    return cli.fail(errorMessage(error));
  }
  let said: string;
  try {
    said = await change(app);
  } catch (error) {
    await app.close().catch(() => {});
    if (error instanceof AccountError) cli.fail(error.message);
    return cli.fail(`could not ${whatFailed} (${errorMessage(error)})`);
  }
  await app.close();
  process.stdout.write(`${said}\n`);
}
