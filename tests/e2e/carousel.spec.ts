import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { Product } from '../../src/shared/product.ts';

// The sliders (components/carousel.tsx) in a real browser: the banner and the product cards
// autoplay every 2000 ms, pause while hovered and loop, but only while at least half on
// screen and never with reduced motion; hidden slides mount their photos only when needed.

const STILL_MS = 3_000;
// A slider starts on the shop's next beat once the page has settled (10 s with nothing arriving),
// and shows its slide a whole beat first: its first change comes 12 to 14 s after the page loads.
const CHANGE = { timeout: 18_000 };

const banner = (page: Page) => page.locator('[aria-roledescription="carousel"][aria-label="Featured collections"]');
const slides = (carousel: Locator) => carousel.locator('[aria-roledescription="slide"]');

async function staysStill(carousel: Locator, page: Page) {
  // Paused or out of view, the autoplay loop ends once a change under way has finished.
  await expect(carousel.locator('[data-looping]')).toHaveCount(0, { timeout: 3_000 });
  const before = await carousel.getAttribute('data-selected');
  await page.waitForTimeout(STILL_MS);
  expect(await carousel.getAttribute('data-selected')).toBe(before);
}

/** Until nothing has arrived over the network for a second (a photo still on its way holds the page's settling back). */
async function photosArrived(page: Page) {
  const sinceLastArrival = () =>
    page.evaluate(() => {
      const ends = performance.getEntriesByType('resource').map((entry) => (entry as PerformanceResourceTiming).responseEnd);
      return performance.now() - Math.max(0, ...ends);
    });
  await expect.poll(sinceLastArrival, { timeout: 30_000 }).toBeGreaterThan(1_000);
}

/** Still while `hover` keeps the pointer on it; moving on again once the pointer leaves. */
async function pausesWhileHovered(carousel: Locator, page: Page, hover: () => Promise<void>) {
  await hover();
  await staysStill(carousel, page);
  const paused = await carousel.getAttribute('data-selected');
  await page.mouse.move(0, 0);
  await expect(carousel).not.toHaveAttribute('data-selected', paused!, CHANGE);
}

async function homeProducts(page: Page): Promise<Product[]> {
  const response = await page.request.get('/api/products?limit=100');
  return ((await response.json()) as { products: Product[] }).products;
}

test.use({ viewport: { width: 1280, height: 900 } });

test('the banner autoplays, loops past its last slide, pauses while hovered and resumes', async ({ page }) => {
  await page.goto('/');
  await page.mouse.move(0, 0);
  const carousel = banner(page);
  await expect(carousel).toHaveAttribute('data-selected', '0');
  await expect(slides(carousel)).toHaveCount(3);

  await expect(carousel).toHaveAttribute('data-selected', '1', CHANGE);
  // A change moves slides by transform alone: no animated layout property.
  const animated = await carousel.evaluate((element) =>
    [...element.querySelectorAll('[aria-roledescription="slide"]')].flatMap((slide) =>
      slide.getAnimations().flatMap((animation) =>
        (animation.effect as KeyframeEffect).getKeyframes().flatMap((frame) =>
          Object.keys(frame).filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
        ),
      ),
    ),
  );
  expect(new Set(animated)).toEqual(new Set(['transform']));
  await expect(carousel).toHaveAttribute('data-selected', '2', CHANGE);
  await expect(carousel).toHaveAttribute('data-selected', '0', CHANGE);

  // Only the shown slide is exposed; the others are hidden and out of the tab order.
  await expect(slides(carousel).nth(0)).not.toHaveAttribute('aria-hidden', 'true');
  for (const index of [1, 2]) {
    await expect(slides(carousel).nth(index)).toHaveAttribute('aria-hidden', 'true');
    await expect(slides(carousel).nth(index)).toHaveAttribute('inert', '');
  }

  await pausesWhileHovered(carousel, page, () => carousel.hover());
});

test('the banner changes with its buttons and dots, each a target of at least 24 by 24 px', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  // The buttons answer once the page has hydrated (its code loaded): a click before is lost.
  await page.waitForLoadState('networkidle');
  const carousel = banner(page);
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(carousel).toHaveAttribute('data-selected', '1');
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(carousel).toHaveAttribute('data-selected', '2');
  await carousel.getByRole('button', { name: 'Show slide 2' }).click();
  await expect(carousel).toHaveAttribute('data-selected', '1');
  await expect(carousel.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true');
  await expect(slides(carousel).nth(1).getByRole('link')).toBeVisible();
  for (const button of await carousel.getByRole('button').all()) {
    const box = (await button.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
  }
});

test('a card slider far off screen stays still with only its first photo, and plays once scrolled into view', async ({ page }) => {
  const products = await homeProducts(page);
  // The full listing: its first page has more cards than the home page.
  await page.goto('/home/all');
  await page.mouse.move(0, 0);
  const card = page.getByTestId('product-card').filter({ has: page.locator('[aria-roledescription="carousel"]') }).last();
  const carousel = card.locator('[aria-roledescription="carousel"]');
  await expect(carousel).toBeAttached();
  expect((await carousel.boundingBox())!.y).toBeGreaterThan(2 * 900);

  const name = (await card.getByRole('heading').textContent())!;
  const product = products.find((item) => item.ProductName === name)!;
  expect(product.ProductImgs.high.length).toBeGreaterThan(1);
  await expect(slides(carousel)).toHaveCount(product.ProductImgs.high.length);
  // Only the first photo's images are in the page.
  const first = [product.ProductImgs.high[0], product.ProductImgs.low[0]];
  const sources = await carousel.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  expect(sources.length).toBeGreaterThan(0);
  for (const source of sources) expect(first).toContain(source);
  await staysStill(carousel, page);
  await expect(carousel).toHaveAttribute('data-selected', '0');
  expect(await slides(carousel).nth(1).locator('img').count()).toBe(0);

  await carousel.scrollIntoViewIfNeeded();
  // The next photo mounts ahead of its turn (while the first slide still shows), then the slider
  // moves on.
  await expect(slides(carousel).nth(1).locator('img').first()).toBeAttached();
  await expect(carousel).toHaveAttribute('data-selected', '0');
  // The scroll brought the cards' photos around it into view: the page settles 10 s after the
  // last of them arrives, not after the load (on busy cores they took seconds, and the change
  // came after CHANGE's 18 s from the scroll).
  await photosArrived(page);
  await expect(carousel).toHaveAttribute('data-selected', '1', CHANGE);

  // Scrolled away again, it stops.
  await page.evaluate(() => window.scrollTo(0, 0));
  await staysStill(carousel, page);
});

test('a hovered card slider pauses and resumes', async ({ page }) => {
  await page.goto('/');
  await page.mouse.move(0, 0);
  const card = page.getByTestId('product-card').filter({ has: page.locator('[aria-roledescription="carousel"]') }).first();
  const carousel = card.locator('[aria-roledescription="carousel"]');
  await carousel.scrollIntoViewIfNeeded();
  await photosArrived(page);
  await expect(carousel).not.toHaveAttribute('data-selected', '0', CHANGE);
  // The stretched link lies over the photos and the text; hovering the card pauses its slider.
  const count = (await card.getByText('(56)').boundingBox())!;
  await pausesWhileHovered(carousel, page, () => page.mouse.move(count.x + count.width / 2, count.y + count.height / 2));
});

test.describe('with reduced motion', () => {
  // Set on the browser context before its page exists, not on the page: two CI runs found the
  // slides' CSS change animations running after a click, as if the page's media emulation had
  // not reached its renderer (the shop's stylesheet sets `animation: none` under reduced motion).
  // A third run found them again with the context's setting while matchMedia said 'reduce' when
  // the page opened: the slider now leaves its direction off under reduced motion (carousel.tsx),
  // so that no animation rule can match whatever the stylesheet's media query sees. A fourth
  // found the direction set: the slider's own check saw full motion too (see before the click).
  test.use({ reducedMotion: 'reduce' });

  test('nothing autoplays and nothing animates', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
    await page.mouse.move(0, 0);
    const carousel = banner(page);
    const card = page.locator('[data-testid="product-card"] [aria-roledescription="carousel"]').first();
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, 0));
    await staysStill(carousel, page);
    await expect(card).toHaveAttribute('data-selected', '0');
    // The context's reduced motion is an emulation the browser was asked for, and four CI runs
    // found it gone by the click (the slider animated, its own check and the stylesheet's media
    // query both seeing full motion) though it held when the page opened: asked for again and
    // checked right before the click, the test checks the slider, not the emulation's hold.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
    await carousel.getByRole('button', { name: 'Show slide 3' }).click();
    await expect(carousel).toHaveAttribute('data-selected', '2');
    const running = await carousel.evaluate(
      (element) => [...element.querySelectorAll('[aria-roledescription="slide"]')].flatMap((slide) => slide.getAnimations()).length,
    );
    expect(running).toBe(0);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a sideways swipe changes the slide without opening the product; a vertical one does not', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const card = page.getByTestId('product-card').filter({ has: page.locator('[aria-roledescription="carousel"]') }).first();
    const carousel = card.locator('[aria-roledescription="carousel"]');
    await carousel.scrollIntoViewIfNeeded();
    // The photos lie under the card's stretched link: the card leaves sideways moves to the slider.
    await expect(card).toHaveCSS('touch-action', 'pan-y pinch-zoom');
    const box = (await carousel.boundingBox())!;
    // Real touches through the DevTools protocol: the browser makes the pointer events.
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (dx: number, dy: number) => {
      const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
      for (let i = 1; i <= 8; i += 1) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: at.x + (dx * i) / 8, y: at.y + (dy * i) / 8 }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(-80, 10);
    await expect(carousel).toHaveAttribute('data-selected', '1');
    await swipe(80, -5);
    await expect(carousel).toHaveAttribute('data-selected', '0');
    await swipe(10, -90);
    await page.waitForTimeout(500);
    await expect(carousel).toHaveAttribute('data-selected', '0');
    await expect(page).toHaveURL('/');
  });

  test('while the banner autoplays, the compositor moves it; a swipe takes over and autoplay goes on from there', async ({ page }) => {
    await page.goto('/');
    const carousel = banner(page);
    // Autoplay has begun. Slides follow the shop's clock: on starved cores a late beat shows the
    // slide its time calls for, and slide 1 may have been shown for less than a poll.
    await expect(carousel).not.toHaveAttribute('data-selected', '0', CHANGE);
    // The loop: one endless transform animation per slide, started once, not one per change.
    expect(
      await carousel.evaluate((element) =>
        [...element.querySelectorAll('[aria-roledescription="slide"]')].map((slide) => slide.getAnimations().map((animation) => animation.effect?.getTiming().iterations)),
      ),
    ).toEqual([[Number.POSITIVE_INFINITY], [Number.POSITIVE_INFINITY], [Number.POSITIVE_INFINITY]]);
    /** The slide shown in full, by where it is drawn. */
    const shownInPlace = () =>
      carousel.evaluate((element) => {
        const left = element.getBoundingClientRect().left;
        return [...element.querySelectorAll('[aria-roledescription="slide"]')].findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - left) < 1);
      });
    const box = (await carousel.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const before = Number(await carousel.getAttribute('data-selected'));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
    for (let i = 1; i <= 8; i += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: at.x + (80 * i) / 8, y: at.y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const swipedTo = await carousel.getAttribute('data-selected');
    // A swipe to the right shows the slide before (or the one shown, when a beat came first).
    expect([String((before + 2) % 3), String(before)]).toContain(swipedTo);
    await expect.poll(shownInPlace).toBe(Number(swipedTo));
    await expect(page).toHaveURL('/');
    // Autoplay goes on from the slide swiped to.
    await expect(carousel).toHaveAttribute('data-selected', String((Number(swipedTo) + 1) % 3), CHANGE);
    await expect.poll(shownInPlace).toBe((Number(swipedTo) + 1) % 3);
  });
});
