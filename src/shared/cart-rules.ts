import type { Product } from './product.ts';
import { fitsScale, fittedSize, NO_SIZE, sizeScaleOf } from './sizes.ts';
import { MAX_LINE_QUANTITY } from './order-limits.ts';
import { rupeesToPaise } from './money.ts';
import { lineQuantity, mergeLines, sameLine, type CartLine } from './cart-lines.ts';

// The cart's rules, as pure functions of its lines: each answers the new lines (the same
// array when nothing changes) and never touches storage. The browser's store keeps the lines
// (web/lib/shopper-store.ts) and its actions apply these rules (web/lib/shopper-actions.ts).
// What reading a stored cart needs is in cart-lines.ts: every page's first script holds it.

/**
 * 'no-more-stock': the cart already holds every piece the shop has of the product (in any size);
 * 'choose-size': a ring was given none of its sizes, and none is chosen for the shopper.
 */
export type AddOutcome = 'added' | 'increased' | 'at-limit' | 'no-more-stock' | 'choose-size';

/** How many pieces of the product the lines hold, all sizes together (one stock count serves them all). */
export const piecesOf = (lines: readonly CartLine[], id: string) => lines.reduce((sum, line) => (line.id === id ? sum + line.quantity : sum), 0);

/**
 * Same product and size: quantity + 1 (up to the per-line limit); otherwise a new line of
 * quantity 1. The size is fitted to the piece (shared/sizes.ts): a bangle's size that is not one
 * of the spec's becomes 2.6, a piece without a size takes none whatever is given, and a ring
 * without one of its sizes is not added ('choose-size'). With the product's `stock` known,
 * nothing is added once the cart holds that many pieces of it. `product` holds only product
 * fields (no size or quantity of its own).
 */
export function addProduct(lines: CartLine[], product: Product, size: string, stock?: number): { lines: CartLine[]; outcome: AddOutcome } {
  // The cart holding every piece is said first: no size would change it.
  if (stock !== undefined && piecesOf(lines, product.id) >= stock) return { lines, outcome: 'no-more-stock' };
  const chosen = fittedSize(size, product.Category);
  if (chosen === NO_SIZE && sizeScaleOf(product.Category) === 'ring') return { lines, outcome: 'choose-size' };
  const existing = lines.find((line) => sameLine(line, product.id, chosen));
  if (!existing) return { lines: [...lines, { ...product, size: chosen, quantity: 1 }], outcome: 'added' };
  if (existing.quantity >= MAX_LINE_QUANTITY) return { lines, outcome: 'at-limit' };
  return { lines: lines.map((line) => (line === existing ? { ...line, quantity: line.quantity + 1 } : line)), outcome: 'increased' };
}

/** Sets a line's quantity, never below 1 nor above the per-line limit; a number that is not finite changes nothing. */
export function withQuantity(lines: CartLine[], id: string, size: string, quantity: number): CartLine[] {
  if (!Number.isFinite(quantity)) return lines;
  const next = lineQuantity(quantity);
  if (!lines.some((line) => sameLine(line, id, size) && line.quantity !== next)) return lines;
  return lines.map((line) => (sameLine(line, id, size) ? { ...line, quantity: next } : line));
}

/** Without the line of that product and size. */
export function withoutLine(lines: CartLine[], id: string, size: string): CartLine[] {
  return lines.some((line) => sameLine(line, id, size)) ? lines.filter((line) => !sameLine(line, id, size)) : lines;
}

/** A line moved to another of its piece's sizes; a line that already has it absorbs its quantity. */
export function withSize(lines: CartLine[], id: string, fromSize: string, toSize: string): CartLine[] {
  if (fromSize === toSize) return lines;
  const moving = lines.find((line) => sameLine(line, id, fromSize));
  if (!moving || !fitsScale(toSize, sizeScaleOf(moving.Category))) return lines;
  const target = lines.find((line) => sameLine(line, id, toSize));
  if (!target) return lines.map((line) => (line === moving ? { ...line, size: toSize } : line));
  return mergeLines([...lines.filter((line) => line !== moving), { ...moving, size: toSize }]);
}

export type PriceChange = { id: string; name: string; fromPaise: number; toPaise: number };

/**
 * Lines with the product fields the server answered (fresh names, images and prices), and the
 * price changes, one per product, for a notice. `products` hold only product fields.
 */
export function withFreshProducts(lines: CartLine[], products: readonly Product[]): { lines: CartLine[]; changes: PriceChange[] } {
  const byId = new Map(products.map((product) => [product.id, product]));
  const changes = new Map<string, PriceChange>();
  let changed = false;
  const next = lines.map((line) => {
    const fresh = byId.get(line.id);
    const { size, quantity, ...stored } = line;
    if (!fresh || JSON.stringify(fresh) === JSON.stringify(stored)) return line;
    changed = true;
    if (fresh.ProductPrice !== line.ProductPrice) {
      changes.set(line.id, { id: line.id, name: fresh.ProductName, fromPaise: rupeesToPaise(line.ProductPrice), toPaise: rupeesToPaise(fresh.ProductPrice) });
    }
    // A piece moved to another category takes that category's sizes.
    return { ...fresh, size: fittedSize(size, fresh.Category), quantity };
  });
  return { lines: changed ? mergeLines(next) : lines, changes: [...changes.values()] };
}
