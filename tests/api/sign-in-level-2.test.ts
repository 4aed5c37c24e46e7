import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { AccountError, createAccount } from '../../src/server/auth/operators.ts';
import { delayAfter, MAX_DELAY_MS, signInThrottle } from '../../src/server/auth/sign-in-throttle.ts';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '../../src/server/auth/settings.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../helpers/test-app.ts';
import { awayFromStepEnd, totpCode } from '../helpers/totp.ts';

const PASSWORD = 'a-long-operator-passphrase';

function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** A sign-in from its own client address, so that only the per-account throttle can refuse it. */
let nextAddress = 1;
function signIn(app: FastifyInstance, body: { email: string; password: string }, cookie?: string) {
  nextAddress += 1;
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: body,
    remoteAddress: `10.9.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

async function signedInCookie(app: FastifyInstance, email: string, userAgent = 'test-agent'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password: PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  expect(response.statusCode).toBe(200);
  return cookieFrom(response.headers['set-cookie']);
}

describe('the delay after failed sign-ins', () => {
  it('starts after five failures at one second, doubles, and stops at 15 minutes', () => {
    expect([1, 4].map(delayAfter)).toEqual([0, 0]);
    expect([5, 6, 7, 8].map(delayAfter)).toEqual([1000, 2000, 4000, 8000]);
    expect(delayAfter(14)).toBe(512_000);
    expect(delayAfter(15)).toBe(MAX_DELAY_MS);
    expect(delayAfter(40)).toBe(15 * 60_000);
  });
});

describe('common passwords', () => {
  it('are refused with one line, whatever their case, and the 12-character minimum holds', async () => {
    const t = await createTestApp('sqlite');
    try {
      for (const password of ['qwerty123456', 'QWERTY123456', '1q2w3e4r5t6y']) {
        const attempt = createAccount(await t.app.auth(), { email: 'owner@rajatsilver.in', password });
        await expect(attempt).rejects.toThrow(AccountError);
        await expect(attempt).rejects.toThrow('The password is one of the most common passwords; choose one that is not.');
      }
      await expect(createAccount(await t.app.auth(), { email: 'owner@rajatsilver.in', password: 'short-pass' })).rejects.toThrow(
        'The password must be at least 12 characters long.',
      );
      await expect(createAccount(await t.app.auth(), { email: 'owner@rajatsilver.in', password: PASSWORD })).resolves.toMatchObject({ role: 'operator' });
    } finally {
      await t.close();
    }
  });
});

describe.each(DATABASE_KINDS)('sign-in at level 2 on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  describe('per-account throttle', () => {
    /** Five wrong passwords for the e-mail, each refused; then even the right one waits a second. Answers that last try. */
    async function expectThrottledAfterFiveFailures(email: string) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await signIn(t.app, { email, password: `wrong-password-${attempt}` })).statusCode).toBe(401);
      }
      const blocked = await signIn(t.app, { email, password: PASSWORD });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ error: 'rate_limited', message: 'Too many attempts. Please try again in 1 second.', code: 'too_many', params: { seconds: 1 } });
      expect(blocked.headers['retry-after']).toBe('1');
      return blocked;
    }

    it('makes an e-mail wait after five failures from five addresses, with 429 and Retry-After, even with the right password', async () => {
      const email = 'throttled@rajatsilver.in';
      await createAccount(await t.app.auth(), { email, password: PASSWORD });
      const blocked = await expectThrottledAfterFiveFailures(email);
      expect(blocked.headers['set-cookie']).toBeUndefined();
    });

    it('answers an unknown e-mail exactly like a real one', async () => {
      const email = 'nobody-here@rajatsilver.in';
      await expectThrottledAfterFiveFailures(email);
    });

    it('holds in another process on the same database, grows with each failure, and a success starts it again', async () => {
      const email = 'two-processes@rajatsilver.in';
      await createAccount(await t.app.auth(), { email, password: PASSWORD });
      const other = await buildApp(t.config, { database: t.database, logger: false });
      try {
        const throttle = signInThrottle(t.database.db);
        // Failures alternate between the two processes.
        for (let attempt = 0; attempt < 7; attempt += 1) {
          const app = attempt % 2 === 0 ? t.app : other;
          const response = await signIn(app, { email, password: `wrong-password-${attempt}` });
          expect(response.statusCode).toBe(401);
          // Time passes: the wait after each failure is over before the next try.
          await t.database.db.updateTable('sign_in_throttle').set({ blocked_until: new Date(Date.now() - 1).toISOString() }).execute();
        }
        // An eighth failure sets a wait of 8 seconds, whichever process is asked.
        await throttle.recordFailure(email);
        const wait = await throttle.waitFor(email);
        expect(wait).toBeGreaterThan(7000);
        expect(wait).toBeLessThanOrEqual(8000);
        const blocked = await signIn(other, { email, password: PASSWORD });
        expect(blocked.statusCode).toBe(429);
        expect(Number(blocked.headers['retry-after'])).toBe(8);

        await t.database.db.updateTable('sign_in_throttle').set({ blocked_until: new Date(Date.now() - 1).toISOString() }).execute();
        expect((await signIn(other, { email, password: PASSWORD })).statusCode).toBe(200);
        expect(await throttle.waitFor(email)).toBe(0);
        // Counting starts from nothing: one failure brings no wait.
        expect((await signIn(t.app, { email, password: 'wrong-password-again' })).statusCode).toBe(401);
        expect(await throttle.waitFor(email)).toBe(0);
      } finally {
        await other.close();
      }
    });

    it('keeps a hash of the e-mail, never the address itself', async () => {
      const rows = await t.database.db.selectFrom('sign_in_throttle').select('account_key').execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.account_key).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe('absolute session lifetime', () => {
    it('refuses a session signed in more than 12 hours ago however active it was; an 11-hour-old one still works', async () => {
      const email = 'long-day@rajatsilver.in';
      await createAccount(await t.app.auth(), { email, password: PASSWORD });
      const cookie = await signedInCookie(t.app, email);
      const user = await t.database.db.selectFrom('auth_users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      const moveCreated = (agoMs: number) =>
        t.database.db
          .updateTable('auth_sessions')
          .set({ created_at: new Date(Date.now() - agoMs).toISOString(), updated_at: new Date().toISOString() })
          .where('user_id', '=', user.id)
          .execute();

      await moveCreated(11 * 60 * 60_000);
      expect((await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json().user?.email).toBe(email);
      expect((await t.app.inject({ url: '/api/auth/sessions', headers: { cookie } })).statusCode).toBe(200);

      await moveCreated(SESSION_ABSOLUTE_LIFETIME_MS + 60_000);
      expect((await t.app.inject({ url: '/api/auth/sessions', headers: { cookie } })).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json()).toEqual({ user: null });
      const left = await t.database.db.selectFrom('auth_sessions').select('id').where('user_id', '=', user.id).execute();
      expect(left).toEqual([]);
    });
  });

  describe('active sessions', () => {
    it('lists an operator’s sessions without their tokens, and signs out everywhere else', async () => {
      const email = 'two-devices@rajatsilver.in';
      await createAccount(await t.app.auth(), { email, password: PASSWORD });
      const laptop = await signedInCookie(t.app, email, 'Laptop browser');
      const phone = await signedInCookie(t.app, email, 'Phone browser');

      const listed = await t.app.inject({ url: '/api/auth/sessions', headers: { cookie: laptop } });
      expect(listed.statusCode).toBe(200);
      expect(listed.headers['cache-control']).toBe('no-store');
      const { sessions } = listed.json() as { sessions: { current: boolean; userAgent: string; ipAddress: string; createdAt: string; lastActiveAt: string }[] };
      expect(sessions).toHaveLength(2);
      expect(sessions.find((session) => session.current)?.userAgent).toBe('Laptop browser');
      expect(sessions.find((session) => !session.current)).toMatchObject({ userAgent: 'Phone browser', ipAddress: '127.0.0.1' });
      expect(Date.parse(sessions[0]!.createdAt)).not.toBeNaN();
      expect(listed.body).not.toMatch(/token/i);

      const others = await t.app.inject({ method: 'POST', url: '/api/auth/sessions/sign-out-others', headers: { cookie: laptop } });
      expect(others.statusCode).toBe(204);
      expect((await t.app.inject({ url: '/api/auth/session', headers: { cookie: phone } })).json()).toEqual({ user: null });
      expect((await t.app.inject({ url: '/api/auth/session', headers: { cookie: laptop } })).json().user.email).toBe(email);
    });

    it('signs out everywhere, this session included', async () => {
      const email = 'everywhere@rajatsilver.in';
      await createAccount(await t.app.auth(), { email, password: PASSWORD });
      const first = await signedInCookie(t.app, email);
      const second = await signedInCookie(t.app, email);
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/sessions/sign-out-everywhere', headers: { cookie: first } });
      expect(response.statusCode).toBe(204);
      expect([response.headers['set-cookie']].flat().join()).toMatch(/shop\.session_token=;/);
      for (const cookie of [first, second]) {
        expect((await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json()).toEqual({ user: null });
      }
    });

    it('keeps the session list and sign-out-everywhere for signed-in operators', async () => {
      expect((await t.app.inject('/api/auth/sessions')).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/sessions/sign-out-everywhere' })).statusCode).toBe(401);
    });
  });

  describe('TOTP second factor', () => {
    const email = 'two-step@rajatsilver.in';
    let secret = '';
    let backupCodes: string[] = [];

    it('is turned on with the password, shown as an otpauth URI and text secret, and confirmed with a code', async () => {
      await createAccount(await t.app.auth(), { email, password: PASSWORD });
      let cookie = await signedInCookie(t.app, email);

      const wrongPassword = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/enable', headers: { cookie }, payload: { password: 'not-my-password-at-all' } });
      expect(wrongPassword.statusCode).toBe(400);
      expect(wrongPassword.json().message).toBe('That is not your password.');

      const enabled = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/enable', headers: { cookie }, payload: { password: PASSWORD } });
      expect(enabled.statusCode).toBe(200);
      const body = enabled.json() as { totpUri: string; secret: string; backupCodes: string[] };
      expect(body.totpUri).toMatch(/^otpauth:\/\/totp\/Rajat%20Silver:two-step%40rajatsilver\.in\?/);
      expect(body.secret).toMatch(/^[A-Z2-7]{16,}$/);
      expect(new URL(body.totpUri).searchParams.get('secret')).toBe(body.secret);
      expect(body.backupCodes).toHaveLength(10);
      secret = body.secret;
      backupCodes = body.backupCodes;

      // Not on until confirmed with a code.
      expect((await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json().user.twoFactorEnabled).toBe(false);
      const wrongCode = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/confirm', headers: { cookie }, payload: { code: '000000' === totpCode(secret) ? '111111' : '000000' } });
      expect(wrongCode.statusCode).toBe(401);
      expect(wrongCode.json().error).toBe('invalid_code');

      // The code of the step before: each code works once (operator-accounts.test.ts), and the
      // next test signs in with the current one.
      await awayFromStepEnd();
      const confirmed = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/confirm', headers: { cookie }, payload: { code: totpCode(secret, Date.now() - 30_000) } });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().user.twoFactorEnabled).toBe(true);
      // better-auth replaces the session when two factors come on.
      cookie = cookieFrom(confirmed.headers['set-cookie']);
      expect((await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json().user.twoFactorEnabled).toBe(true);
      const row = await t.database.db.selectFrom('auth_two_factors').select(['secret', 'backup_codes']).executeTakeFirstOrThrow();
      expect(row.secret).not.toContain(secret);
      expect(row.backup_codes).not.toContain(backupCodes[0]);
    });

    it('then asks for the code after the password: no session until the code is right', async () => {
      const first = await signIn(t.app, { email, password: PASSWORD });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ user: null, twoFactorRequired: true });
      const challenge = cookieFrom(first.headers['set-cookie']);
      expect(challenge).toMatch(/shop\.two_factor=/);
      expect(challenge).not.toMatch(/shop\.session_token=[^;]/);
      expect((await t.app.inject({ url: '/api/auth/session', headers: { cookie: challenge } })).json()).toEqual({ user: null });

      const verify = (code: string, cookie = challenge) =>
        t.app.inject({ method: 'POST', url: '/api/auth/two-factor/verify', headers: { cookie }, payload: { code } });
      const wrong = await verify(totpCode(secret, Date.now() - 10 * 60_000));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: 'invalid_code', message: 'That code is not right. Enter the current code from your authenticator app.' });

      const right = await verify(totpCode(secret));
      expect(right.statusCode).toBe(200);
      expect(right.json().user).toMatchObject({ email, twoFactorEnabled: true });
      expect(right.body).not.toMatch(/token/i);
      const session = cookieFrom(right.headers['set-cookie']);
      expect((await t.app.inject({ url: '/api/auth/session', headers: { cookie: session } })).json().user.email).toBe(email);

      // The challenge is spent; without one there is nothing to verify.
      expect((await verify(totpCode(secret))).json().error).toBe('two_factor_expired');
      expect((await verify(totpCode(secret), '')).statusCode).toBe(400);
    });

    it('takes a backup code once in place of the app’s code', async () => {
      const attempt = async () => {
        const first = await signIn(t.app, { email, password: PASSWORD });
        return t.app.inject({
          method: 'POST',
          url: '/api/auth/two-factor/verify',
          headers: { cookie: cookieFrom(first.headers['set-cookie']) },
          payload: { code: backupCodes[0] },
        });
      };
      expect((await attempt()).statusCode).toBe(200);
      expect((await attempt()).statusCode).toBe(401);
    });

    it('is turned off with the password and a current code', async () => {
      // As if a minute had passed since the last code was used.
      await t.database.db.updateTable('auth_two_factors').set({ last_totp_step: null }).execute();
      await awayFromStepEnd(); // the code a step old must not meet a step boundary before it is checked
      const first = await signIn(t.app, { email, password: PASSWORD });
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/verify',
        headers: { cookie: cookieFrom(first.headers['set-cookie']) },
        payload: { code: totpCode(secret, Date.now() - 30_000) },
      });
      const cookie = cookieFrom(signedIn.headers['set-cookie']);
      const off = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/disable', headers: { cookie }, payload: { password: PASSWORD, code: totpCode(secret) } });
      expect(off.statusCode).toBe(204);
      const again = await signIn(t.app, { email, password: PASSWORD });
      expect(again.json().user).toMatchObject({ email, twoFactorEnabled: false });
    });
  });
});
