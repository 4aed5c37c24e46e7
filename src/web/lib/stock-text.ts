import { FEW_LEFT_BELOW } from '../../shared/stock-label.ts';
import type { Messages } from '../messages/types.ts';

/** What a card, the product page or the wishlist says about stock, in the page's words: "Out of stock", "Only N left", or nothing. */
export function stockText(stock: number | undefined, words: Messages['shop']['stock']): string | null {
  if (stock === undefined) return null;
  if (stock <= 0) return words.out;
  if (stock < FEW_LEFT_BELOW) return words.few(stock);
  return null;
}
