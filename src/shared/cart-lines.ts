import type { Product } from './product.ts';
import type { Size } from './sizes.ts';
import { MAX_LINE_QUANTITY } from './order-limits.ts';

// A cart line and what reading a stored cart needs (web/lib/shopper-store.ts, on every page).
// The changes a shopper makes are cart-rules.ts, loaded with the actions on first use.

/** One line of the cart: a product in one size, 1 to MAX_LINE_QUANTITY pieces. */
export type CartLine = Product & { size: Size; quantity: number };

export const sameLine = (line: CartLine, id: string, size: string) => line.id === id && line.size === size;

/** A quantity a line may hold: a whole number from 1 to the per-line limit. */
export const lineQuantity = (quantity: number) => Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity)));

/** Lines of the same product and size become one, their quantities added up to the limit. */
export function mergeLines(lines: readonly CartLine[]): CartLine[] {
  const merged: CartLine[] = [];
  for (const line of lines) {
    const index = merged.findIndex((other) => sameLine(other, line.id, line.size));
    const existing = merged[index];
    if (existing) merged[index] = { ...existing, quantity: lineQuantity(existing.quantity + line.quantity) };
    else merged.push(line);
  }
  return merged;
}
