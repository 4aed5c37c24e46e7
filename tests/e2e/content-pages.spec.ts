import { expect, test } from './fixtures.ts';
import { CONTENT_KEYS } from '../../src/web/content/keys.ts';
import { CONTENT_PAGES } from '../../src/web/content/pages.ts';

// The content pages (src/web/content): each at the path the route table gives its key, whole in
// the HTML; a path beside them that names no page is the shop's not-found screen, like any other.

test('every content page is in the HTML before any script, at its own path in any case', async ({ browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  for (const key of CONTENT_KEYS) {
    const response = await page.goto(`/${key}`);
    expect(response?.status(), key).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), key).toHaveText(CONTENT_PAGES[key].title);
  }
  // The router matches paths whatever their case: each shows its own page.
  for (const [path, title] of [
    ['/PRIVACY', 'Privacy Policy'],
    ['/faq', 'Frequently Asked Questions'],
    ['/About/Submenu2', 'The Filigree of Cuttack'],
  ]) {
    expect((await page.goto(path!))?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title!);
  }
  await noScript.close();
});

test('a path beside the content pages that names no page is not found', async ({ browser, page }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  for (const path of ['/about/nonsense', '/services/submenu3', '/contact/x', '/terms/x', '/FAQ/more', '/about']) {
    const response = await still.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(still.getByRole('heading', { level: 1 }), path).toHaveText('Unexpected Application Error!');
    await expect(still.getByText('404 Not Found'), path).toBeVisible();
  }
  await noScript.close();

  // With its script the not-found screen hydrates as it was rendered. The browser logs the 404
  // answer itself; any other error (a hydration mismatch, an exception) fails the test.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
  });
  await page.goto('/about/nonsense');
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('404 Not Found')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a content page opened from another shows its own text', async ({ page }) => {
  await page.goto('/terms');
  await page.waitForLoadState('networkidle');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await page.getByRole('link', { name: 'Read the FAQ' }).click();
  await expect(page).toHaveURL(/\/FAQ$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
});
