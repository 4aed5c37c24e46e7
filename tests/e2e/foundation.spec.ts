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
