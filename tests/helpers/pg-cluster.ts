import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { userInfo, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './shop-process.ts';

const run = promisify(execFile);
const POSTGRESQL_DIR = '/usr/lib/postgresql';

/**
 * A PostgreSQL server of its own (initdb into a temporary directory, a free port on loopback),
 * to stop and start in the middle of a test or benchmark without touching the machine's shared
 * server. Run as root (CI), its commands run as the `postgres` user, since PostgreSQL refuses root.
 */
export type PgCluster = {
  /** postgres://postgres@127.0.0.1:port/postgres */
  url: string;
  start(): Promise<void>;
  /** Fast shutdown: sessions are ended, the server stops. */
  stop(): Promise<void>;
  /** Stops the server and removes its directory. */
  destroy(): Promise<void>;
};

/** The newest PostgreSQL server binaries on this machine (Debian's layout), or a clear error. */
function binDir(): string {
  const versions = existsSync(POSTGRESQL_DIR) ? readdirSync(POSTGRESQL_DIR).filter((name) => /^\d+$/.test(name)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a)).find((version) => existsSync(path.join(POSTGRESQL_DIR, version, 'bin/initdb')));
  if (!newest) throw new Error(`no PostgreSQL server binaries under ${POSTGRESQL_DIR} (apt-get install postgresql)`);
  return path.join(POSTGRESQL_DIR, newest, 'bin');
}

export async function startPgCluster(): Promise<PgCluster> {
  const bin = binDir();
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-cluster-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout), Number(group));
  }
  const pgCommand = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args]) : run(path.join(bin, name), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await pgCommand('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '--no-instructions']);
  // Loopback only, the socket in the cluster's own directory, and small: tests and benchmarks.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=40 -c shared_buffers=32MB`;
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pgCommand('pg_ctl', ['start', '-D', data, '-w', '-t', '30', '-l', path.join(dir, 'server.log'), '-o', options]).then(() => {}),
    stop: () => pgCommand('pg_ctl', ['stop', '-D', data, '-w', '-m', 'fast']).then(() => {}),
    async destroy() {
      await pgCommand('pg_ctl', ['stop', '-D', data, '-w', '-m', 'immediate']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
