import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { totpCode } from '../helpers/totp.ts';

// Two-step sign-in and the operator's sessions, as an operator sees them in the backend.

const PASSWORD = 'hallmarked-and-polished-2026';

async function signInWithPassword(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * A signed-in operator turns two-step sign-in on in the backend (with the code of the step
 * before: each code works once, and signing in later takes the current one), then signs out.
 * Answers the key and the backup codes the panel showed.
 */
async function turnOnTwoStepAndSignOut(page: Page): Promise<{ secret: string; backupCodes: string[] }> {
  await page.goto('/backend');
  const security = page.getByRole('region', { name: 'Sign-in security' });
  await expect(security.getByTestId('two-factor-status')).toHaveText('Two-step sign-in is off.');
  await security.getByLabel('Your password').fill(PASSWORD);
  await security.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

  await expect(security.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await security.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(security.getByTestId('totp-uri')).toContainText(`otpauth://totp/`);
  const backupCodes = await security.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').allTextContents();
  // The step before is good only while the server still counts this step (it takes one step
  // either side): not within the last 5 s of the 30 s step, or a CI run's code falls two behind.
  const intoStep = Date.now() % 30_000;
  if (intoStep > 25_000) await page.waitForTimeout(30_000 - intoStep + 100);
  await security.getByLabel('Code from the app').fill(totpCode(secret, Date.now() - 30_000));
  await security.getByRole('button', { name: 'Confirm' }).click();
  await expect(security.getByTestId('two-factor-status')).toHaveText('Two-step sign-in is on.');

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  return { secret, backupCodes };
}

test('an operator turns on two-step sign-in, signs out, and signs in again with the code', async ({ page, signInAsOperator }) => {
  const { email } = await signInAsOperator(page, { email: `two-step-${Date.now()}@rajatsilver.in`, password: PASSWORD });
  const { secret, backupCodes } = await turnOnTwoStepAndSignOut(page);
  expect(backupCodes).toHaveLength(10);

  // The password alone opens only the second step.
  await signInWithPassword(page, email);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await expect(page.getByTestId('signed-in-email')).toHaveCount(0);
  await page.getByLabel('Authentication code').fill(totpCode(secret, Date.now() - 10 * 60_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not right. Enter the current code from your authenticator app.');
  const signedInAt = Date.now();
  await page.getByLabel('Authentication code').fill(totpCode(secret, signedInAt));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('signed-in-email')).toHaveText(email);
  await page.goto('/backend');
  const settings = page.getByRole('region', { name: 'Sign-in security' });
  await expect(settings.getByTestId('two-factor-status')).toHaveText('Two-step sign-in is on.');

  // Turning it off asks for the password and a current code; the code that signed in is spent.
  await settings.getByLabel('Your password').fill(PASSWORD);
  await settings.getByLabel('Code from the app').fill(totpCode(secret, signedInAt));
  await settings.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(settings.getByRole('alert')).toHaveText('That code is not right. Enter the current code from your authenticator app.');
  await settings.getByLabel('Code from the app').fill(totpCode(secret, signedInAt + 30_000));
  await settings.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(settings.getByTestId('two-factor-status')).toHaveText('Two-step sign-in is off.');
});

test('on a phone, the second step takes a backup code: its box does not force a numeric keypad', async ({ page, signInAsOperator }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { email } = await signInAsOperator(page, { email: `backup-code-${Date.now()}@rajatsilver.in`, password: PASSWORD });
  const { backupCodes } = await turnOnTwoStepAndSignOut(page);
  const backupCode = backupCodes[0] ?? '';
  expect(backupCode).toMatch(/[A-Za-z]/); // letters too: a numeric keypad cannot type it

  await signInWithPassword(page, email);
  const codeBox = page.getByLabel('Authentication code');
  await expect(codeBox).toBeVisible();
  await expect(codeBox).not.toHaveAttribute('inputmode', 'numeric');
  await codeBox.fill(backupCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('signed-in-email')).toHaveText(email);
});

test('a sign-in is not undone by the answer of a session read that started before it', async ({ page, shop }) => {
  const email = `overtaken-${Date.now()}@rajatsilver.in`;
  shop.createOperator(email, PASSWORD);
  // The login page's first read of the session is held until the sign-in has answered, then gets
  // what the server said when it was asked: nobody signed in.
  let signInAnswered!: () => void;
  const answered = new Promise<void>((resolve) => (signInAnswered = resolve));
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/sign-in')) signInAnswered();
  });
  let reads = 0;
  let heldReadSettled!: () => void;
  const settled = new Promise<void>((resolve) => (heldReadSettled = resolve));
  await page.route('**/api/auth/session', async (route) => {
    if (reads++ > 0) return route.continue();
    await answered;
    // The page may have given that read up meanwhile: then there is nothing to answer.
    await route.fulfill({ json: { user: null } }).catch(() => undefined);
    heldReadSettled();
  });
  await signInWithPassword(page, email);
  await settled;
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('signed-in-email')).toHaveText(email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
});

test('an operator sees both sessions and signs the other one out', async ({ browser, shop }) => {
  const email = `two-devices-${Date.now()}@rajatsilver.in`;
  shop.createOperator(email, PASSWORD);
  // The laptop keeps London's time: the backend writes India's, with the zone named.
  const laptop = await browser.newContext({ timezoneId: 'Europe/London' });
  const phone = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });
  try {
    const laptopPage = await laptop.newPage();
    const phonePage = await phone.newPage();
    await signInWithPassword(phonePage, email);
    await expect(phonePage.getByTestId('signed-in-email')).toHaveText(email);
    await signInWithPassword(laptopPage, email);
    await expect(laptopPage.getByTestId('signed-in-email')).toHaveText(email);

    await laptopPage.goto('/backend');
    const sessions = laptopPage.getByRole('table', { name: 'Active sessions' }).getByTestId('active-session');
    await expect(sessions).toHaveCount(2);
    // Each device by the name an operator knows it by (the full user agent is its tooltip).
    await expect(sessions.filter({ hasText: 'Chrome on Android' })).toHaveCount(1);
    await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
    for (const column of ['Signed in', 'Last active']) {
      await expect(sessions.first().locator(`td[data-label="${column}"]`)).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?[ap]m IST$/i);
    }

    await laptopPage.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(sessions).toHaveCount(1);
    await expect(sessions).toContainText('This device');

    // The phone is signed out: the backend sends it to the sign-in form.
    await phonePage.goto('/backend');
    await expect(phonePage).toHaveURL(/\/login$/);
    await expect(phonePage.getByRole('button', { name: 'Login' })).toBeVisible();

    // And signing out everywhere ends the laptop's session too.
    await laptopPage.getByRole('button', { name: 'Sign out everywhere', exact: true }).click();
    await expect(laptopPage).toHaveURL(/\/login$/);
    await expect(laptopPage.getByRole('button', { name: 'Login' })).toBeVisible();
    await laptopPage.goto('/backend');
    await expect(laptopPage).toHaveURL(/\/login$/);
  } finally {
    await laptop.close();
    await phone.close();
  }
});

test('an operator changes the password in the backend, and the audit trail shows it with the sign-in', async ({ page, signInAsOperator }) => {
  const { email } = await signInAsOperator(page, { email: `new-password-${Date.now()}@rajatsilver.in`, password: PASSWORD });
  await page.goto('/backend');

  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not-the-password-at-all');
  await form.getByLabel('New password').fill('polished-silver-anklet-2027');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('region', { name: 'Sign-in security' }).getByRole('alert')).toHaveText('That is not your password.');
  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('password-changed')).toHaveText('Your password is changed. Every other session has ended.');

  const trail = page.getByTestId('audit-panel');
  await trail.getByRole('button', { name: 'Refresh' }).click();
  const entries = trail.getByTestId('audit-entry');
  await expect(entries.first()).toHaveAttribute('data-event', 'password-changed');
  await expect(entries.first()).toContainText(email);
  await expect(trail.locator('[data-event="sign-in"]').filter({ hasText: email }).first()).toBeVisible();
});
