import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { withPgClient } from './test-app.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A PostgreSQL database of its own on the server of `serverUrl`, dropped by `drop()`. */
export async function createPgDatabase(serverUrl: string, prefix = 'shop_test'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withPgClient(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withPgClient(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => {}),
  };
}

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export type ShopProcess = {
  url: string;
  child: ChildProcess;
  /** What the process wrote to stdout (its log) and to stderr so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  /** SIGTERM, then waits for the exit and removes the data directory it was given. */
  stop(): Promise<void>;
};

export type ShopStartOptions = {
  timeoutMs?: number;
  /**
   * What runs: `npm start`'s script (builds the web app when it is stale), or
   * 'src/server/main.ts' for the server alone (the API, with no build to wait for).
   */
  entry?: 'scripts/start.mjs' | 'src/server/main.ts';
};

/**
 * The shop as a process of its own, on a port of its own and a data directory of its own,
 * without waiting for it to answer (startShop waits).
 */
export async function spawnShop(env: Record<string, string>, entry: ShopStartOptions['entry'] = 'scripts/start.mjs'): Promise<ShopProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-process-'));
  const child = spawn(process.execPath, [path.join(ROOT, entry)], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The shop as `npm start` runs it (scripts/start.mjs: builds the web app when it is stale, then
 * src/server/main.ts), or the server alone; resolves when /api/health answers 200.
 */
export async function startShop(env: Record<string, string>, { timeoutMs = 240_000, entry }: ShopStartOptions = {}): Promise<ShopProcess> {
  const shop = await spawnShop(env, entry);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (shop.child.exitCode !== null) {
      await shop.stop();
      throw new Error(`the shop stopped with exit code ${shop.child.exitCode}: ${shop.stderr()}`);
    }
    const healthy = await fetch(`${shop.url}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return shop;
    await sleep(250);
  }
  await shop.stop();
  throw new Error(`the shop did not answer on ${shop.url} within ${timeoutMs} ms: ${shop.stderr()}`);
}

/** Runs a command-line script of the shop (node path/to/script.ts args) and answers its exit code and output. */
export function runNodeScript(
  script: string,
  args: string[],
  env: Record<string, string> = {},
  /** Written to the script's standard input, then closed (create-operator's password). */
  stdin = '',
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, script), ...args], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    child.stdin!.end(stdin);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}
