import { expect, test } from '@playwright/test';

test('the shop serves its app and a JSON 404 for unknown API paths', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok', db: 'ok' });

  const products = await (await request.get('/api/products')).json();
  expect(products.products.length).toBeGreaterThanOrEqual(30);
  const image = await request.get(products.products[0].ProductImgs.high[0]);
  expect(image.headers()['content-type']).toBe('image/jpeg');

  const missing = await request.get('/api/does-not-exist');
  expect(missing.status()).toBe(404);
  expect((await missing.json()).error).toBe('not_found');

  await page.goto('/no/such/page');
  await expect(page.getByText('Unexpected Application Error!')).toBeVisible();
});

test('the home and product pages arrive rendered by the server and hydrate without errors', async ({ browser, request }) => {
  const [product] = (await (await request.get('/api/products?limit=1')).json()).products as { ProductName: string }[];
  if (!product) throw new Error('no products');
  const productPath = `/product/${encodeURIComponent(product.ProductName)}`;

  // The HTML itself holds the first paint: header, banner, headings, footer.
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  const html = await home.text();
  expect(html).toContain('Our Collection');
  expect(html).toContain('Essential For You');
  expect(html).toMatch(/<img[^>]+src="\/images\/banner-1\.svg"/);
  expect(html).toContain('window.__staticRouterHydrationData');
  // A product page holds the product itself; an unknown one is a friendly page with a 404.
  const productPage = await request.get(productPath);
  expect(productPage.status()).toBe(200);
  const productHtml = await productPage.text();
  expect(productHtml).toContain(`>${product.ProductName}</h1>`);
  // Its own title, and the tags that make a shared link show the piece and its price.
  expect(productHtml).toContain(`<title>${product.ProductName} | Rajat Silver</title>`);
  expect(productHtml.match(/<meta name="description"/g)).toHaveLength(1);
  expect(productHtml).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/media\/images\/high-quality\/[^"]+"/);
  expect(productHtml).toContain('<meta property="product:price:currency" content="INR" />');
  const noSuchProduct = await request.get('/product/No%20Such%20Piece');
  expect(noSuchProduct.status()).toBe(404);
  expect(await noSuchProduct.text()).toContain('We could not find that piece');
  // An unknown path is a real 404, with the error screen in the HTML.
  const unknown = await request.get('/no/such/page');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('Unexpected Application Error!');
  // Screens in lazy chunks get the app's shell, which the browser renders.
  const cart = await request.get('/cart');
  expect(cart.status()).toBe(200);
  expect(await cart.text()).toContain('<div id="root"></div>');

  // Without JavaScript the server's page is already there.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto('/');
  await expect(still.getByRole('heading', { name: 'Our Collection' })).toBeVisible();
  await expect(still.getByRole('link', { name: 'Rajat Silver, fine silver, Cuttack: home' }).first()).toBeVisible();
  await noScript.close();

  // With it, the page hydrates: no hydration error, and it responds.
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  for (const path of ['/', productPath]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByRole('heading', { level: 1, name: product.ProductName })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to Cart.').first()).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});
