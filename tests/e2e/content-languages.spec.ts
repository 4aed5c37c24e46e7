import { expect, test } from './fixtures.ts';
import { CONTENT as HINDI } from '../../src/web/content/hi/pages.ts';
import { CONTENT as ODIA } from '../../src/web/content/or/pages.ts';
import type { ContentPage } from '../../src/web/content/types.ts';

// The content pages in Hindi and Odia hydrate as the server rendered them: no hydration
// mismatch or other error on the console, the FAQ's questions open on their answers, and a page
// opened from another stays in its language (its text loaded for that language only).

const questionsOf = (page: ContentPage) => ('questions' in page ? page.questions : []);

test('the Hindi FAQ and the Odia terms hydrate without an error, and the FAQ opens on its answers', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/hi/FAQ');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HINDI.pages.FAQ.title);
  const [first] = questionsOf(HINDI.pages.FAQ);
  const question = page.getByRole('button', { name: first!.question });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: first!.question })).toHaveText(first!.answer as string);

  await page.goto('/or/terms');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'or-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ODIA.pages.terms.title);
  await expect(page.getByText(`${ODIA.words.updated} ${ODIA.pages.terms.updated}`)).toBeVisible();

  expect(errors).toEqual([]);
});

test('a Hindi page opened from another is in Hindi, its text loaded for Hindi only', async ({ page }) => {
  const scripts: string[] = [];
  await page.goto('/hi/terms');
  await page.waitForLoadState('networkidle');
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.getByRole('link', { name: 'अक्सर पूछे जाने वाले सवाल पढ़ें' }).click();
  await expect(page).toHaveURL(/\/hi\/FAQ$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HINDI.pages.FAQ.title);
  const [, second] = questionsOf(HINDI.pages.FAQ);
  const question = page.getByRole('button', { name: second!.question });
  await question.click();
  await expect(page.getByRole('region', { name: second!.question })).toHaveText(second!.answer as string);
  // One chunk of words: Hindi's (its text has no English sentence).
  const texts = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
  expect(texts.some((text) => text.includes(HINDI.pages.FAQ.title))).toBe(true);
  expect(texts.some((text) => text.includes('Frequently Asked Questions') || text.includes(ODIA.pages.FAQ.title))).toBe(false);
});
