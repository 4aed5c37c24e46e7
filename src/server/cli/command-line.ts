import { parseArgs, type ParseArgsConfig } from 'node:util';

/**
 * What every command of this folder does with its arguments and its failures. Declare it with
 * its type written out, `const cli: CommandLine = commandLine(…)`: TypeScript then knows that
 * `cli.fail(…)` does not return.
 */
export type CommandLine = {
  /** Writes `name: message` on standard error and exits with code 1. */
  fail(message: string): never;
  /** The command's arguments, or a failure naming the wrong one, with the usage. */
  parse<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>>;
};

export function commandLine(name: string, usage: string): CommandLine {
  function fail(message: string): never {
    process.stderr.write(`${name}: ${message}\n`);
    process.exit(1);
  }
  return {
    fail,
    parse(config) {
      try {
        return parseArgs(config);
      } catch (error) {
        return fail(`${errorMessage(error)}\n${usage}`);
      }
    },
  };
}

/** An error's message, or whatever was thrown as text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
