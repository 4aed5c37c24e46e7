import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULE = path.resolve(import.meta.dirname, '../../src/server/process-failures.ts');

/** Runs a short ES module that installs the handlers with a pino logger, then does `body`. */
function runWithHandlers(body: string) {
  const source = `import { pino } from 'pino';
    import { logProcessFailures } from ${JSON.stringify(MODULE)};
    logProcessFailures(pino());
    ${body}`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', source], { cwd: path.dirname(MODULE), encoding: 'utf8', timeout: 20_000 });
  const lines = result.stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } });
  return { code: result.status, lines, stderr: result.stderr };
}

describe('process failures', () => {
  it('logs a promise rejected with no handler, and goes on', () => {
    const { code, lines } = runWithHandlers(`Promise.reject(new Error('nobody listened'));
      setTimeout(() => console.log(JSON.stringify({ level: 30, msg: 'still serving' })), 50);`);
    expect(code).toBe(0);
    expect(lines.map(({ level, msg, err }) => ({ level, msg, error: err?.message }))).toEqual([
      { level: 50, msg: 'unhandled promise rejection', error: 'nobody listened' },
      { level: 30, msg: 'still serving', error: undefined },
    ]);
  });

  it('logs an exception nothing caught, then exits with code 1 for the service manager to restart', () => {
    const { code, lines, stderr } = runWithHandlers(`setTimeout(() => { throw new Error('broken state'); }, 10);
      setTimeout(() => console.log(JSON.stringify({ level: 30, msg: 'still serving' })), 200);`);
    expect(code).toBe(1);
    expect(lines.map(({ level, msg, err }) => ({ level, msg, error: err?.message }))).toEqual([
      { level: 60, msg: 'uncaught exception; exiting', error: 'broken state' },
    ]);
    expect(stderr).toBe('');
  });
});
