import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createAccount } from '../../src/server/auth/operators.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../helpers/test-app.ts';
import { runNodeScript } from '../helpers/shop-process.ts';
import { awayFromStepEnd, totpCode } from '../helpers/totp.ts';

// Operator accounts (issue 25, point 6): a TOTP code works once, two-step sign-in is turned off
// only with a current code, operators change their own password, and the server's commands
// reset a password or disable an account.

const PASSWORD = 'a-long-operator-passphrase';
const NEW_PASSWORD = 'another-long-passphrase-2026';
const STEP_MS = 30_000;

function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Each sign-in from an address of its own, so that the per-address limits stay out of the way. */
let nextAddress = 1;
function signIn(app: FastifyInstance, email: string, password = PASSWORD) {
  nextAddress += 1;
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    remoteAddress: `10.25.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`,
  });
}

async function sessionCookie(app: FastifyInstance, email: string, password = PASSWORD): Promise<string> {
  const response = await signIn(app, email, password);
  expect(response.statusCode).toBe(200);
  return cookieFrom(response.headers['set-cookie']);
}

/** Whether the cookie still opens an operator route. */
async function signedIn(app: FastifyInstance, cookie: string): Promise<boolean> {
  const response = await app.inject({ url: '/api/auth/sessions', headers: { cookie } });
  return response.statusCode === 200;
}

describe.each(DATABASE_KINDS)('operator accounts on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  describe('two-step codes', () => {
    const email = 'codes@rajatsilver.in';
    let secret = '';
    /** One instant whose 30-second step the first codes are made for (codes of its neighbours count too). */
    let at = 0;

    /** Signs in with the password, then sends `code` for the second step. */
    async function secondStep(code: string) {
      const first = await signIn(t.app, email);
      expect(first.json()).toEqual({ user: null, twoFactorRequired: true });
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/verify',
        headers: { cookie: cookieFrom(first.headers['set-cookie']) },
        payload: { code },
      });
    }

    beforeAll(async () => {
      await createAccount(await t.app.auth(), { email, password: PASSWORD });
      const cookie = await sessionCookie(t.app, email);
      const enabled = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/enable', headers: { cookie }, payload: { password: PASSWORD } });
      secret = (enabled.json() as { secret: string }).secret;
      // The confirming code is the step before `at`'s (a CI run met a step boundary here).
      await awayFromStepEnd();
      at = Date.now();
      const confirmed = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/confirm', headers: { cookie }, payload: { code: totpCode(secret, at - STEP_MS) } });
      expect(confirmed.statusCode).toBe(200);
    });

    it('takes each code once: the code that confirmed two-step sign-in, or one already used to sign in, is refused', async () => {
      const reused = await secondStep(totpCode(secret, at - STEP_MS));
      expect(reused.statusCode).toBe(401);
      expect(reused.json().error).toBe('invalid_code');
      expect(cookieFrom(reused.headers['set-cookie'])).not.toMatch(/shop\.session_token=[^;]/);

      const fresh = await secondStep(totpCode(secret, at));
      expect(fresh.statusCode).toBe(200);
      expect(await signedIn(t.app, cookieFrom(fresh.headers['set-cookie']))).toBe(true);

      // The same code a second time (someone who saw it over the operator's shoulder): refused, no session.
      const replayed = await secondStep(totpCode(secret, at));
      expect(replayed.statusCode).toBe(401);
      expect(replayed.json().error).toBe('invalid_code');
      const sessions = await t.database.db.selectFrom('auth_sessions').innerJoin('auth_users', 'auth_users.id', 'auth_sessions.user_id').select('auth_sessions.id').where('auth_users.email', '=', email).execute();
      // The confirming session and the one fresh sign-in: none for the replayed code.
      expect(sessions).toHaveLength(2);

      // An older step than the last one used is refused as well; the next step's code works.
      expect((await secondStep(totpCode(secret, at - STEP_MS))).statusCode).toBe(401);
      expect((await secondStep(totpCode(secret, at + STEP_MS))).statusCode).toBe(200);
    });

    it('lets exactly one of two sign-ins sent together with the same code through', async () => {
      // As if a minute had passed since the last code was used.
      await t.database.db.updateTable('auth_two_factors').set({ last_totp_step: null }).execute();
      const code = totpCode(secret);
      const challenges = await Promise.all([signIn(t.app, email), signIn(t.app, email)]);
      const answers = await Promise.all(
        challenges.map((first) =>
          t.app.inject({ method: 'POST', url: '/api/auth/two-factor/verify', headers: { cookie: cookieFrom(first.headers['set-cookie']) }, payload: { code } }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    });

    it('is turned off only with the password and a current code, not the password alone', async () => {
      await t.database.db.updateTable('auth_two_factors').set({ last_totp_step: null }).execute();
      const signedInNow = await secondStep(totpCode(secret, Date.now() - STEP_MS));
      let cookie = cookieFrom(signedInNow.headers['set-cookie']);
      const disable = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/two-factor/disable', headers: { cookie }, payload });

      const passwordAlone = await disable({ password: PASSWORD });
      expect(passwordAlone.statusCode).toBe(400);
      const wrongCode = totpCode(secret, Date.now() - 10 * 60_000);
      const wrong = await disable({ password: PASSWORD, code: wrongCode === totpCode(secret) ? '000000' : wrongCode });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error).toBe('invalid_code');
      // The code that signed in is spent.
      expect((await disable({ password: PASSWORD, code: totpCode(secret, Date.now() - STEP_MS) })).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json().user.twoFactorEnabled).toBe(true);

      const off = await disable({ password: PASSWORD, code: totpCode(secret, Date.now() + STEP_MS) });
      expect(off.statusCode).toBe(204);
      cookie = cookieFrom(off.headers['set-cookie']);
      expect((await signIn(t.app, email)).json().user).toMatchObject({ email, twoFactorEnabled: false });
    });
  });

  describe('changing one’s password', () => {
    const email = 'changer@rajatsilver.in';

    it('takes the current password and a new one, and signs out the operator’s other sessions', async () => {
      await createAccount(await t.app.auth(), { email, password: PASSWORD });
      const here = await sessionCookie(t.app, email);
      const elsewhere = await sessionCookie(t.app, email);
      const change = (payload: object, cookie = here) => t.app.inject({ method: 'POST', url: '/api/auth/password', headers: { cookie }, payload });

      const wrongCurrent = await change({ currentPassword: 'not-the-password-at-all', newPassword: NEW_PASSWORD });
      expect(wrongCurrent.statusCode).toBe(400);
      expect(wrongCurrent.json().fieldErrors).toEqual({ currentPassword: 'That is not your password.' });
      const common = await change({ currentPassword: PASSWORD, newPassword: 'qwerty123456' });
      expect(common.statusCode).toBe(400);
      expect(common.json().fieldErrors.newPassword).toBe('The password is one of the most common passwords; choose one that is not.');
      expect((await change({ currentPassword: PASSWORD, newPassword: 'short' })).statusCode).toBe(400);

      const changed = await change({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
      expect(changed.statusCode).toBe(204);
      expect(await signedIn(t.app, elsewhere)).toBe(false);
      expect(await signedIn(t.app, cookieFrom(changed.headers['set-cookie']))).toBe(true);
      expect((await signIn(t.app, email, PASSWORD)).statusCode).toBe(401);
      expect((await signIn(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('is for signed-in operators only', async () => {
      const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/password', payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});

describe('reset-operator-password and disable-operator', () => {
  let t: TestApp;
  const email = 'cli@rajatsilver.in';
  const run = (script: string, args: string[], stdin = '') => runNodeScript(`src/server/cli/${script}.ts`, args, { DATA_DIR: t.config.dataDir }, stdin);

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await createAccount(await t.app.auth(), { email, password: PASSWORD });
  });
  afterAll(() => t.close());

  it('resets a password read from standard input, never from an argument, and ends the account’s sessions', { timeout: 180_000 }, async () => {
    const cookie = await sessionCookie(t.app, email);
    const refused = await run('reset-operator-password', ['--email', email, '--password', NEW_PASSWORD]);
    expect(refused.code).toBe(1);
    expect(refused.stderr.split('\n')[0]).toBe(
      "reset-operator-password: --password is not taken: the shell's history would keep the password. Give it on standard input instead.",
    );
    expect(await run('reset-operator-password', ['--email', email], 'short\n')).toMatchObject({
      code: 1,
      stderr: 'reset-operator-password: The password must be at least 12 characters long.\n',
    });
    expect(await run('reset-operator-password', ['--email', 'nobody@rajatsilver.in'], `${NEW_PASSWORD}\n`)).toMatchObject({
      code: 1,
      stderr: 'reset-operator-password: There is no account for nobody@rajatsilver.in.\n',
    });
    expect(await signedIn(t.app, cookie)).toBe(true);

    const reset = await run('reset-operator-password', ['--email', email], `${NEW_PASSWORD}\n`);
    expect(reset).toMatchObject({ code: 0, stdout: `reset-operator-password: new password set for ${email}; every session of the account has ended\n` });
    expect(await signedIn(t.app, cookie)).toBe(false);
    expect((await signIn(t.app, email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('disables an operator: their sessions end and their right password signs in no more; --enable undoes it', { timeout: 180_000 }, async () => {
    const cookie = await sessionCookie(t.app, email, NEW_PASSWORD);
    const disabled = await run('disable-operator', ['--email', email]);
    expect(disabled).toMatchObject({ code: 0, stdout: `disable-operator: ${email} is disabled; its sessions have ended\n` });
    expect(await signedIn(t.app, cookie)).toBe(false);
    const refused = await signIn(t.app, email, NEW_PASSWORD);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Wrong e-mail or password.');
    expect(cookieFrom(refused.headers['set-cookie'])).not.toMatch(/shop\.session_token=[^;]/);

    expect((await run('disable-operator', ['--email', email, '--enable'])).code).toBe(0);
    expect((await signIn(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
