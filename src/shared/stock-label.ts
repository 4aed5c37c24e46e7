// What a card or the product page says about stock: in every listing's and product page's first
// script, so it stays apart from the rest of stock.ts.

/** Below this many pieces the storefront says "Only N left". */
export const FEW_LEFT_BELOW = 3;

/** What a card or product page says about stock: "Out of stock", "Only N left", or nothing. */
export function stockLabel(stock: number | undefined): string | null {
  if (stock === undefined) return null;
  if (stock <= 0) return 'Out of stock';
  if (stock < FEW_LEFT_BELOW) return `Only ${stock} left`;
  return null;
}
