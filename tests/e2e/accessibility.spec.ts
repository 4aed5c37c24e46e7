import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from './fixtures.ts';
import type { Product } from '../../src/shared/product.ts';
import { sizeOf } from './shop-steps.ts';

// axe-core (the accessibility rules browsers' own audits use) on the shopper's screens, with a
// cart and a wishlist, at both widths: no violation of any impact.

// Evaluated, not added as a <script>: the shop's Content-Security-Policy refuses inline scripts.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };

for (const width of [1280, 390]) {
  test(`the shopper's screens pass axe at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const { products } = (await (await page.request.get('/api/products?limit=3')).json()) as { products: Product[] };
    const [first, second] = products;
    if (!first || !second) throw new Error('the demo catalogue has too few products');
    await page.addInitScript(
      ([cart, wishlist]) => {
        window.localStorage.setItem('incart', cart!);
        window.localStorage.setItem('wishlist', wishlist!);
      },
      [JSON.stringify([{ ...first, size: sizeOf(first), quantity: 2 }]), JSON.stringify([second])],
    );

    const paths = [
      '/',
      `/product/${encodeURIComponent(first.ProductName)}`,
      '/product/No%20Such%20Piece',
      '/cart',
      '/wishlist',
      '/checkout',
      '/home/rings',
      '/home/rings?price=50h&colour=rosegold&style=office',
      '/search?q=oxidised%20earrings',
      '/login',
      '/terms',
      '/FAQ',
      '/about/submenu1',
      '/no/such/page',
    ];
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.evaluate(axeSource);
      const violations = await page.evaluate(
        async () => ((await (window as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } }).axe.run()).violations),
      );
      for (const violation of violations) {
        found.push(`${path}: ${violation.impact} ${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      }
    }
    expect(found).toEqual([]);
  });
}
