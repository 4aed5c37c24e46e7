import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNodeScript } from '../helpers/shop-process.ts';
import { openDatabase } from '../../src/server/db/database.ts';

// `npm run create-operator` as an operator runs it, on a SQLite file of its own.

const SCRIPT = 'src/server/cli/create-operator.ts';

describe('create-operator', () => {
  let dataDir: string;
  const run = (args: string[], stdin = '') => runNodeScript(SCRIPT, args, { DATA_DIR: dataDir }, stdin);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-create-operator-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('reads the password from standard input, one line', async () => {
    const created = await run(['--email', 'Owner@RajatSilver.in'], 'a long passphrase 2026\nignored second line\n');
    expect(created).toMatchObject({ code: 0, stdout: 'create-operator: created operator owner@rajatsilver.in\n' });
    const database = await openDatabase({ dataDir });
    try {
      const user = await database.db.selectFrom('auth_users').select(['email', 'role']).where('email', '=', 'owner@rajatsilver.in').executeTakeFirst();
      expect(user).toEqual({ email: 'owner@rajatsilver.in', role: 'operator' });
    } finally {
      await database.close();
    }
  });

  it('refuses --password, saying how to give the password now, and creates nothing', async () => {
    const refused = await run(['--email', 'second@rajatsilver.in', '--password', 'a long passphrase 2026']);
    expect(refused.code).toBe(1);
    expect(refused.stderr.split('\n')[0]).toBe(
      "create-operator: --password is not taken: the shell's history would keep the password. Give it on standard input instead.",
    );
    expect(refused.stderr).toContain('printf \'%s\\n\' "$PASSWORD" | npm run create-operator -- --email operator@example.in');
    // The same e-mail can still be created: nothing was.
    expect((await run(['--email', 'second@rajatsilver.in'], 'a long passphrase 2026\n')).code).toBe(0);
  });

  it('refuses a weak or missing password with one line', async () => {
    expect(await run(['--email', 'third@rajatsilver.in'], 'short\n')).toMatchObject({
      code: 1,
      stderr: 'create-operator: The password must be at least 12 characters long.\n',
    });
    expect((await run(['--email', 'third@rajatsilver.in'])).code).toBe(1);
  });
});
