import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';

// The e2e server's data directory (playwright.config.ts starts it with this DATA_DIR).
const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = `tmp/e2e-data-${port}`;
const nodeBinary = path.resolve('node_modules/.bin/node');

const operator = { email: `operator-${Date.now()}@rajatsilver.in`, password: 'filigree-and-polish-2026' };

/** Runs `npm run create-operator` against the running server's database. */
function createOperator(email: string, password: string): string {
  return execFileSync(nodeBinary, ['src/server/cli/create-operator.ts', '--email', email, '--password', password], {
    env: { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

test.describe.configure({ mode: 'serial' });

test('the CLI refuses a weak password with a clear line and a non-zero exit code', () => {
  let failure: { status: number | null; stderr: string } | undefined;
  try {
    createOperator('weak@rajatsilver.in', 'short');
  } catch (error) {
    failure = error as { status: number | null; stderr: string };
  }
  expect(failure?.status).toBe(1);
  expect(failure?.stderr).toContain('The password must be at least 12 characters long.');
});

test('an operator signs in, adds, edits and deletes a product, and signs out', async ({ page, request }) => {
  expect(createOperator(operator.email, operator.password)).toContain(`created operator ${operator.email}`);

  const front = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#e8dcc6' } }).jpeg({ quality: 90 }).toBuffer();
  const side = await sharp({ create: { width: 900, height: 700, channels: 4, background: { r: 190, g: 200, b: 214, alpha: 1 } } })
    .png()
    .toBuffer();
  const name = `Starlit Filigree Ring ${Date.now().toString(36)}`;

  // Sign in on /login.
  await page.goto('/login');
  await page.getByLabel('Email').fill(operator.email);
  await page.getByLabel('Password').fill('not-the-right-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('User Logged In:')).toBeVisible();
  await expect(page.getByTestId('signed-in-email')).toHaveText(operator.email);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ADD PRODUCTS' })).toBeVisible();

  // The server session decides: a reload keeps the operator signed in.
  await page.reload();
  await expect(page.getByTestId('signed-in-email')).toHaveText(operator.email);

  // Add a product with two images.
  await page.goto('/backend');
  const form = page.getByRole('form', { name: 'ADD PRODUCTS' });
  await form.getByLabel('Category').selectOption('Ring');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Price (₹)').fill('1234.50');
  await form.getByLabel('Metal type').selectOption('Silver');
  await form.getByLabel('Purity').fill('925');
  await form.getByLabel('Metal weight (g)').fill('3.2');
  await form.getByLabel('Colour').selectOption('Silver');
  await form.getByLabel('Style').selectOption('Party');

  const fileInput = form.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'sparkle.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(form.getByText('Please select valid image types (jpg or png)')).toBeVisible();
  await expect(form.getByRole('list', { name: 'Chosen images' })).toHaveCount(0);

  await fileInput.setInputFiles([
    { name: 'ring-front.jpg', mimeType: 'image/jpeg', buffer: front },
    { name: 'ring-side.png', mimeType: 'image/png', buffer: side },
  ]);
  await expect(form.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(2);
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText(`${name} was added to the shop.`)).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Category')).toHaveValue('');
  await expect(form.getByRole('list', { name: 'Chosen images' })).toHaveCount(0);

  // A shopper sees it at once: on the home grid and on its own page, with both images.
  await page.goto('/');
  const card = page.getByRole('link', { name }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/product/${encodeURIComponent(name).replace(/[()]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('1,234.50').first()).toBeVisible();
  const created = await (await request.get(`/api/products/by-name/${encodeURIComponent(name)}`)).json();
  expect(created.ProductImgs.high).toHaveLength(2);
  expect(created.ProductImgs.low).toHaveLength(2);

  // Edit its price.
  await page.goto('/backend');
  await page.getByRole('searchbox', { name: 'Search products by name' }).fill(name.slice(0, 18).toLowerCase());
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const editForm = page.getByRole('form', { name: 'EDIT PRODUCT' });
  await expect(editForm.getByLabel('Name')).toHaveValue(name);
  await expect(editForm.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(2);
  await editForm.getByLabel('Price (₹)').fill('999');
  await editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${name} was updated.`)).toBeVisible();
  await expect(page.getByRole('form', { name: 'ADD PRODUCTS' })).toBeVisible();
  const edited = await (await request.get(`/api/products/by-name/${encodeURIComponent(name)}`)).json();
  expect(edited.ProductPrice).toBe(999);
  expect(edited.ProductImgs).toEqual(created.ProductImgs);
  await page.goto(`/product/${encodeURIComponent(name)}`);
  await expect(page.getByText('999.00').first()).toBeVisible();

  // Delete it, after the confirmation.
  await page.goto('/backend');
  await page.getByRole('searchbox', { name: 'Search products by name' }).fill(name);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this product?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete product' }).click();
  await expect(page.getByText(`${name} was deleted.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
  expect((await request.get(`/api/products/by-name/${encodeURIComponent(name)}`)).status()).toBe(404);
  expect((await request.get(created.ProductImgs.high[0])).status()).toBe(404);

  // Sign out: back to the form, and /backend sends a visitor to /login.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');
  await page.goto('/backend');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('User Logged In:')).toHaveCount(0);
});
