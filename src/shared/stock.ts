// Stock: how many pieces of a product the shop has (one count per product, whatever the size).
// Shared by the server (an order takes stock) and the storefront (what a shopper is told). The
// cart and checkout load this with their price check, after the page is interactive (their
// first script has no room for it); the cards' and product page's words are in stock-label.ts.

import type { ShortParams } from './errors.ts';

export { FEW_LEFT_BELOW, stockLabel } from './stock-label.ts';

/** The most pieces of one product an operator may record. */
export const MAX_STOCK = 100_000;
/** Products saved without a count (and products of shops from before stock): enough to sell, never unlimited. */
export const STOCK_WHEN_NOT_GIVEN = 10;

/**
 * A product in a cart or an order for which more pieces are asked than the shop has: the
 * parameters of the shopper's `stock_line` error (errors.ts), which the page words.
 */
export type Shortage = ShortParams & { productId: string };

type LineLike = { productId: string; name: string; size: string; quantity: number };

/**
 * The products of these lines that the shop cannot fulfil: a product's lines (one per size)
 * draw on one count, so their quantities add up. `stockOf` answers undefined when unknown.
 */
export function stockShortages(lines: readonly LineLike[], stockOf: (productId: string) => number | undefined): Shortage[] {
  const byProduct = new Map<string, Shortage>();
  for (const line of lines) {
    const entry = byProduct.get(line.productId);
    if (entry) {
      entry.wanted += line.quantity;
      entry.sizes.push(line.size);
    } else {
      byProduct.set(line.productId, { productId: line.productId, name: line.name, sizes: [line.size], wanted: line.quantity, left: 0 });
    }
  }
  const short: Shortage[] = [];
  for (const entry of byProduct.values()) {
    const left = stockOf(entry.productId);
    if (left !== undefined && entry.wanted > left) {
      short.push({ ...entry, left: Math.max(0, left) });
    }
  }
  return short;
}

/** The cart's shortages as its pages use them: each short product's id and its shortage, for the page to word. */
export function cartShortages(
  lines: readonly { id: string; ProductName: string; size: string; quantity: number }[],
  stockById: ReadonlyMap<string, number | undefined>,
): Map<string, Shortage> {
  const short = stockShortages(
    lines.map((line) => ({ productId: line.id, name: line.ProductName, size: line.size, quantity: line.quantity })),
    (id) => stockById.get(id),
  );
  return new Map(short.map((shortage) => [shortage.productId, shortage]));
}
