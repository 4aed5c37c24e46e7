import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../helpers/test-app.ts';
import { createAccount } from '../../src/server/auth/operators.ts';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const OPERATOR = { email: 'operator@rajatsilver.in', password: 'silver-and-gold-2026' };
const PASSWORD = 'a-long-operator-passphrase';

/** The Cookie header that carries the cookies a response set. */
function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

function signIn(t: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: body as object, headers });
}

describe.each(DATABASE_KINDS)('auth API on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await createAccount(await t.app.auth(), OPERATOR);
    await createAccount(await t.app.auth(), { email: 'viewer@rajatsilver.in', password: 'just-looking-around', role: 'viewer' });
  });
  afterAll(() => t.close());

  it('stores the password as an argon2id hash, never in clear', async () => {
    const account = await t.database.db
      .selectFrom('auth_accounts')
      .innerJoin('auth_users', 'auth_users.id', 'auth_accounts.user_id')
      .select(['auth_accounts.password', 'auth_accounts.provider_id', 'auth_users.role'])
      .where('auth_users.email', '=', OPERATOR.email)
      .executeTakeFirstOrThrow();
    expect(account.provider_id).toBe('credential');
    expect(account.role).toBe('operator');
    expect(account.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(account.password).not.toContain(OPERATOR.password);
  });

  it('signs an operator in with an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await signIn(t, OPERATOR);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: expect.objectContaining({ email: OPERATOR.email, role: 'operator' }) });
    expect(JSON.stringify(response.json())).not.toMatch(/token/i);
    const sessionCookie = [response.headers['set-cookie']].flat().find((cookie) => cookie?.startsWith('shop.session_token='));
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie).toMatch(/;\s*HttpOnly/i);
    expect(sessionCookie).toMatch(/;\s*SameSite=Lax/i);
    // Plain http on this machine: not Secure (see the PUBLIC_URL test below).
    expect(sessionCookie).not.toMatch(/;\s*Secure/i);

    const session = await t.app.inject({ url: '/api/auth/session', headers: { cookie: cookieFrom(response.headers['set-cookie']) } });
    expect(session.json()).toEqual({ user: expect.objectContaining({ email: OPERATOR.email, role: 'operator' }) });
    expect(session.headers['cache-control']).toBe('no-store');
  });

  it('answers the same message for an unknown e-mail and a wrong password', async () => {
    const wrongPassword = await signIn(t, { email: OPERATOR.email, password: 'not-the-password-at-all' });
    const unknownEmail = await signIn(t, { email: 'nobody@rajatsilver.in', password: OPERATOR.password });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'invalid_credentials', message: 'Wrong e-mail or password.' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses unknown fields and missing ones with a 400', async () => {
    const extra = await signIn(t, { ...OPERATOR, role: 'operator' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fieldErrors).toHaveProperty('_');
    const missing = await signIn(t, { email: OPERATOR.email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toHaveProperty('password');
  });

  it('answers who is signed in: nobody without a cookie or with a forged one', async () => {
    expect((await t.app.inject('/api/auth/session')).json()).toEqual({ user: null });
    const forged = await t.app.inject({ url: '/api/auth/session', headers: { cookie: 'shop.session_token=forged.value' } });
    expect(forged.json()).toEqual({ user: null });
  });

  it('signs out: the old cookie stops working at once', async () => {
    await createAccount(await t.app.auth(), { email: 'leaving@rajatsilver.in', password: PASSWORD });
    const signedIn = await signIn(t, { email: 'leaving@rajatsilver.in', password: PASSWORD });
    const cookie = cookieFrom(signedIn.headers['set-cookie']);
    expect((await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json().user).not.toBeNull();

    const signOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(signOut.statusCode).toBe(204);
    expect([signOut.headers['set-cookie']].flat().join()).toMatch(/shop\.session_token=;/);

    expect((await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json()).toEqual({ user: null });
    const guarded = await t.app.inject({ method: 'DELETE', url: '/api/products/anything', headers: { cookie } });
    expect(guarded.statusCode).toBe(401);
  });

  it('signing out without a session is harmless', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out' });
    expect(response.statusCode).toBe(204);
  });

  it('offers no public sign-up nor any other better-auth endpoint', async () => {
    for (const url of ['/api/auth/sign-up/email', '/api/auth/sign-in/email', '/api/auth/update-user', '/api/auth/request-password-reset']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: { email: 'mallory@example.com', password: 'mallory-wants-in-2026', name: 'Mallory', role: 'operator' },
      });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    const users = await t.database.db.selectFrom('auth_users').select('email').execute();
    expect(users.map((user) => user.email)).not.toContain('mallory@example.com');
  });

  it('guards operator routes: 401 for anonymous callers, 403 for signed-in non-operators', async () => {
    const anonymous = await t.app.inject({ method: 'DELETE', url: '/api/products/anything' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'unauthenticated', message: 'Please sign in as an operator.' });

    const viewer = await signIn(t, { email: 'viewer@rajatsilver.in', password: 'just-looking-around' });
    expect(viewer.statusCode).toBe(200);
    const forbidden = await t.app.inject({
      method: 'DELETE',
      url: '/api/products/anything',
      headers: { cookie: cookieFrom(viewer.headers['set-cookie']) },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: 'forbidden', message: 'Only operators may do this.' });

    await createAccount(await t.app.auth(), { email: 'guard@rajatsilver.in', password: PASSWORD });
    const operator = await signIn(t, { email: 'guard@rajatsilver.in', password: PASSWORD });
    const allowed = await t.app.inject({
      method: 'DELETE',
      url: '/api/products/anything',
      headers: { cookie: cookieFrom(operator.headers['set-cookie']) },
    });
    expect(allowed.statusCode).toBe(404);
  });

  it('refuses state-changing requests from a foreign Origin, accepts its own and none', async () => {
    const foreign = await signIn(t, OPERATOR, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe('foreign_origin');
    expect(foreign.headers['set-cookie']).toBeUndefined();
    const nullOrigin = await signIn(t, OPERATOR, { origin: 'null' });
    expect(nullOrigin.statusCode).toBe(403);
    await createAccount(await t.app.auth(), { email: 'origin@rajatsilver.in', password: PASSWORD });
    const own = await signIn(t, { email: 'origin@rajatsilver.in', password: PASSWORD }, { origin: 'http://shop.test:8080', host: 'shop.test:8080' });
    expect(own.statusCode).toBe(200);
    // Reading is never refused for its Origin.
    const read = await t.app.inject({ url: '/api/products', headers: { origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
  });

  it('keeps the web app, media and unknown paths public', async () => {
    expect((await t.app.inject('/login')).statusCode).not.toBe(401);
    expect((await t.app.inject('/media/images/high-quality/none-abc.jpg')).statusCode).toBe(404);
    expect((await t.app.inject('/api/no-such-thing')).statusCode).toBe(404);
  });
});

describe.each(DATABASE_KINDS)('sign-in rate limit on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await createAccount(await t.app.auth(), OPERATOR);
  });
  afterAll(() => t.close());

  it('allows five tries per e-mail a minute, then says when to retry; a spoofed X-Forwarded-For does not help', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await signIn(t, { email: OPERATOR.email, password: `wrong-password-${attempt}` }, { 'x-forwarded-for': `203.0.113.${attempt}` });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await signIn(t, OPERATOR, { 'x-forwarded-for': '198.51.100.77' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('rate_limited');
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please try again in (\d+ seconds?|1 minute)\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.headers['set-cookie']).toBeUndefined();

    // The same address may still sign in as somebody else.
    const other = await signIn(t, { email: 'someone-else@rajatsilver.in', password: 'whatever-it-is-here' });
    expect(other.statusCode).toBe(401);
  });

  it('limits one address across e-mails too', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt += 1) {
      statuses.push((await signIn(t, { email: `guess-${attempt}@rajatsilver.in`, password: 'a-guess-at-a-password' })).statusCode);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(20);
  });
});

describe('secure cookies', () => {
  const t = useTestApp('sqlite', { PUBLIC_URL: 'https://shop.example.in' }, async ({ app }) => createAccount(await app.auth(), OPERATOR));

  it('sets Secure (and the __Secure- prefix) when the shop is served over https', async () => {
    const response = await signIn(t, OPERATOR, { origin: 'https://shop.example.in' });
    expect(response.statusCode).toBe(200);
    const cookie = [response.headers['set-cookie']].flat().find((value) => value?.includes('session_token='));
    expect(cookie).toMatch(/^__Secure-shop\.session_token=/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    const session = await t.app.inject({ url: '/api/auth/session', headers: { cookie: cookieFrom(response.headers['set-cookie']) } });
    expect(session.json().user.email).toBe(OPERATOR.email);
  });
});

describe('behind a trusted reverse proxy (TRUST_PROXY)', () => {
  const t = useTestApp('sqlite', { TRUST_PROXY: '127.0.0.1' }, async ({ app }) => createAccount(await app.auth(), OPERATOR));

  it('counts sign-in tries by the client address the proxy reports', async () => {
    const attempt = (client: string, index: number) =>
      signIn(t, { email: `guess-${index}@rajatsilver.in`, password: 'wrong-password-again' }, { 'x-forwarded-for': client });
    for (let index = 0; index < 20; index += 1) expect((await attempt('203.0.113.10', index)).statusCode).toBe(401);
    expect((await attempt('203.0.113.10', 20)).statusCode).toBe(429);
    expect((await attempt('203.0.113.11', 21)).statusCode).toBe(401);
  });

  it('refuses a malformed TRUST_PROXY at start', () => {
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, TRUST_PROXY: 'everyone' })).toThrow(ConfigError);
  });
});

describe('behind one proxy given as a hop count (TRUST_PROXY=1)', () => {
  const t = useTestApp('sqlite', { TRUST_PROXY: '1' });

  it('counts by the address the proxy appended, not one the client wrote before it', async () => {
    // The client forges a first entry; the proxy appends the address it saw.
    const attempt = (forged: string, index: number) =>
      signIn(t, { email: `hop-${index}@rajatsilver.in`, password: 'wrong-password-again' }, { 'x-forwarded-for': `${forged}, 198.51.100.20` });
    for (let index = 0; index < 20; index += 1) expect((await attempt(`203.0.113.${index}`, index)).statusCode).toBe(401);
    expect((await attempt('203.0.113.99', 20)).statusCode).toBe(429);
    const otherClient = await signIn(t, { email: 'hop-x@rajatsilver.in', password: 'wrong-password-again' }, { 'x-forwarded-for': '198.51.100.21' });
    expect(otherClient.statusCode).toBe(401);
  });
});
