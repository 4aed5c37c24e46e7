import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { createAccount } from '../../src/server/auth/operators.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { runNodeScript } from '../helpers/shop-process.ts';
import { awayFromStepEnd, totpCode } from '../helpers/totp.ts';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { retireStoredSecret } from '../../src/server/auth/secret.ts';
import { createTestApp as createShop, DATABASE_KINDS } from '../helpers/test-app.ts';

// Secrets at rest (issue 25, point 7): with NODE_ENV=production the key that signs session
// cookies and encrypts TOTP secrets comes from AUTH_SECRET, never from the database it protects.

const AUTH_SECRET = 'kW3v9Qm1xZ7pL2sT8yB4nF6hJ0cR5dGe+Uq/Ai==';
const PASSWORD = 'a-long-operator-passphrase';

function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

describe('AUTH_SECRET', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-auth-secret-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('is required when NODE_ENV=production: the shop refuses to start without it, saying so in one line', async () => {
    // The other settings production requires (config.test.ts), so that AUTH_SECRET is what is missing.
    const production = { DATA_DIR: dataDir, NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.in', SHOP_GSTIN: '21AAPFU0939F1Z7' };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, AUTH_SECRET: 'too-short' })).toThrow('AUTH_SECRET must be at least 32 characters');
    expect(loadConfig({ ...production, AUTH_SECRET }).authSecret).toBe(AUTH_SECRET);
    // A laptop's `npm start` and the tests keep the key in the database.
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBeUndefined();

    const started = await runNodeScript('src/server/main.ts', [], { ...production, AUTH_SECRET: '' });
    expect(started.code).toBe(1);
    expect(started.stderr).toBe(
      'shop: AUTH_SECRET is required when NODE_ENV=production: the key that signs sessions must not live in the database it protects; make one with `openssl rand -base64 32`\n',
    );
  });
});

describe('sessions and two-step secrets under AUTH_SECRET', () => {
  let t: TestApp;
  let withSecret: FastifyInstance;
  const email = 'keys@rajatsilver.in';
  let totpSecret = '';
  let oldCookie = '';
  /** The key the database kept before AUTH_SECRET, as a backup made then still holds it. */
  let leakedKey = '';
  let encryptedBefore: { secret: string; backup_codes: string } | undefined;

  beforeAll(async () => {
    // A shop that ran without AUTH_SECRET: its key in the database, an operator with two-step sign-in.
    t = await createTestApp('sqlite');
    await createAccount(await t.app.auth(), { email, password: PASSWORD });
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: PASSWORD } });
    oldCookie = cookieFrom(signedIn.headers['set-cookie']);
    const enabled = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/enable', headers: { cookie: oldCookie }, payload: { password: PASSWORD } });
    totpSecret = (enabled.json() as { secret: string }).secret;
    await awayFromStepEnd(); // the code a step old must not meet a step boundary before it is checked
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/confirm', headers: { cookie: oldCookie }, payload: { code: totpCode(totpSecret, Date.now() - 30_000) } });
    oldCookie = cookieFrom(confirmed.headers['set-cookie']);
    expect((await t.app.inject({ url: '/api/auth/session', headers: { cookie: oldCookie } })).json().user.email).toBe(email);

    leakedKey = (await t.database.db.selectFrom('meta').select('value').where('key', '=', 'auth_secret').executeTakeFirstOrThrow()).value;
    encryptedBefore = await t.database.db.selectFrom('auth_two_factors').select(['secret', 'backup_codes']).executeTakeFirstOrThrow();

    // The same shop restarted with AUTH_SECRET.
    withSecret = await buildApp(loadConfig({ DATA_DIR: t.config.dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', AUTH_SECRET }), { database: t.database, logger: false });
    await withSecret.ready();
  });
  afterAll(async () => {
    await withSecret.close();
    await t.close();
  });

  it('signs cookies with AUTH_SECRET: the key in the database opens no session any more', async () => {
    expect((await withSecret.inject({ url: '/api/auth/session', headers: { cookie: oldCookie } })).json()).toEqual({ user: null });
    // Someone with a copy of the database (its key and the session tokens) cannot make a cookie.
    const session = await t.database.db.selectFrom('auth_sessions').select('token').executeTakeFirstOrThrow();
    const forged = `shop.session_token=${encodeURIComponent(`${session.token}.${createHmac('sha256', leakedKey).update(session.token).digest('base64')}`)}`;
    expect((await withSecret.inject({ url: '/api/auth/session', headers: { cookie: forged } })).json()).toEqual({ user: null });
  });

  it('retires the database key at start: it leaves the database, and the two-step secret and backup codes are encrypted again under AUTH_SECRET', async () => {
    expect(await t.database.db.selectFrom('meta').select('key').where('key', '=', 'auth_secret').executeTakeFirst()).toBeUndefined();
    const after = await t.database.db.selectFrom('auth_two_factors').select(['secret', 'backup_codes']).executeTakeFirstOrThrow();
    expect(after.secret).not.toBe(encryptedBefore!.secret);
    expect(await symmetricDecrypt({ key: AUTH_SECRET, data: after.secret })).toBe(await symmetricDecrypt({ key: leakedKey, data: encryptedBefore!.secret }));
    expect(await symmetricDecrypt({ key: AUTH_SECRET, data: after.backup_codes })).toBe(await symmetricDecrypt({ key: leakedKey, data: encryptedBefore!.backup_codes }));
    // The leaked key opens nothing the database now holds.
    await expect(symmetricDecrypt({ key: leakedKey, data: after.secret })).rejects.toThrow();
  });

  it('still reads the two-step secret the database key encrypted, so that the operator signs in as before', async () => {
    const first = await withSecret.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: PASSWORD }, remoteAddress: '10.7.0.1' });
    expect(first.json()).toEqual({ user: null, twoFactorRequired: true });
    const second = await withSecret.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify',
      headers: { cookie: cookieFrom(first.headers['set-cookie']) },
      payload: { code: totpCode(totpSecret) },
    });
    expect(second.statusCode).toBe(200);
    const cookie = cookieFrom(second.headers['set-cookie']);
    expect((await withSecret.inject({ url: '/api/auth/session', headers: { cookie } })).json().user.email).toBe(email);
  });

  it('keeps no key in a database that started with AUTH_SECRET', async () => {
    const fresh = await createTestApp('sqlite', { AUTH_SECRET });
    try {
      expect(await fresh.database.db.selectFrom('meta').select('key').where('key', '=', 'auth_secret').executeTakeFirst()).toBeUndefined();
      await createAccount(await fresh.app.auth(), { email, password: PASSWORD });
      const signedIn = await fresh.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: PASSWORD } });
      expect(signedIn.statusCode).toBe(200);
      const cookie = cookieFrom(signedIn.headers['set-cookie']);
      expect((await fresh.app.inject({ url: '/api/auth/session', headers: { cookie } })).json().user.email).toBe(email);
    } finally {
      await fresh.close();
    }
  });
});

describe.each(DATABASE_KINDS)('retiring the database key on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createShop(kind);
  });
  afterAll(() => t.close());

  it('re-encrypts in one go whatever the stored key (or AUTH_SECRET already) encrypted; two processes at once and every later start change nothing more', async () => {
    const { db } = t.database;
    const stored = (await db.selectFrom('meta').select('value').where('key', '=', 'auth_secret').executeTakeFirstOrThrow()).value;
    const auth = await t.app.auth();
    const older = await createAccount(auth, { email: 'older@rajatsilver.in', password: PASSWORD });
    const newer = await createAccount(auth, { email: 'newer@rajatsilver.in', password: PASSWORD });
    // One encrypted under the stored key; one in better-auth's versioned form under AUTH_SECRET,
    // as a shop running with both keys wrote it (decision 028).
    const versioned = { keys: new Map([[1, AUTH_SECRET]]), currentVersion: 1, legacySecret: stored };
    await db
      .insertInto('auth_two_factors')
      .values([
        { id: 'tf-older', user_id: older.id, secret: await symmetricEncrypt({ key: stored, data: 'OLDERSECRET' }), backup_codes: await symmetricEncrypt({ key: stored, data: '["aaaaa-11111"]' }), verified: true, failed_verification_count: 0, locked_until: null, last_totp_step: null },
        { id: 'tf-newer', user_id: newer.id, secret: await symmetricEncrypt({ key: versioned, data: 'NEWERSECRET' }), backup_codes: await symmetricEncrypt({ key: versioned, data: '["bbbbb-22222"]' }), verified: true, failed_verification_count: 0, locked_until: null, last_totp_step: null },
      ] as never)
      .execute();

    const [first, second] = await Promise.all([retireStoredSecret(db, AUTH_SECRET), retireStoredSecret(db, AUTH_SECRET)]);
    expect([first, second].sort((a, b) => b.reencrypted - a.reencrypted)).toEqual([{ reencrypted: 2, unreadable: 0 }, { reencrypted: 0, unreadable: 0 }]);
    expect(await db.selectFrom('meta').select('key').where('key', '=', 'auth_secret').executeTakeFirst()).toBeUndefined();
    const rows = await db.selectFrom('auth_two_factors').select(['id', 'secret', 'backup_codes']).orderBy('id').execute();
    const opened = await Promise.all(rows.map(async (row) => [row.id, await symmetricDecrypt({ key: AUTH_SECRET, data: row.secret }), await symmetricDecrypt({ key: AUTH_SECRET, data: row.backup_codes })]));
    expect(opened).toEqual([
      ['tf-newer', 'NEWERSECRET', '["bbbbb-22222"]'],
      ['tf-older', 'OLDERSECRET', '["aaaaa-11111"]'],
    ]);

    expect(await retireStoredSecret(db, AUTH_SECRET)).toEqual({ reencrypted: 0, unreadable: 0 });
    expect(await db.selectFrom('auth_two_factors').select(['id', 'secret', 'backup_codes']).orderBy('id').execute()).toEqual(rows);
  });
});
