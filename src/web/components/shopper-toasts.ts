import { toast } from './toasts.ts';
import type { Product } from '../../shared/product.ts';
import { MAX_LINE_QUANTITY } from '../../shared/order-limits.ts';
import { addToCart, changeSize, moveToCart, moveToWishlist, toggleWishlist } from '../lib/shopper-actions.ts';
import type { AddOutcome } from '../../shared/cart-rules.ts';
import { browserMessages } from '../lib/language.tsx';

// The spec's toasts for the shopper's cart and wishlist actions: wishlist toasts top right,
// the cart toast top left (both auto-close after 5000 ms, set on the ToastContainer). Their
// words are the page's language's (common.toasts).

const words = () => browserMessages().common.toasts;

export function toggleWishlistWithToast(product: Product): void {
  const outcome = toggleWishlist(product);
  toast.success(outcome === 'added' ? words().wished : words().unwished, { position: 'top-right' });
}

/** Answers the outcome: 'choose-size' (a ring without a size) toasts for the shopper to choose one. */
function cartToast(outcome: AddOutcome, product: Product): AddOutcome {
  if (outcome === 'choose-size') toast.info(words().chooseSize, { position: 'top-left' });
  else if (outcome === 'at-limit') toast.info(words().limit(MAX_LINE_QUANTITY), { position: 'top-left' });
  // The cart holds every piece the shop has: the words of the stock label ("Only 2 left").
  else if (outcome === 'no-more-stock') toast.info(words().noMoreStock(product.Stock ?? 0), { position: 'top-left' });
  else toast.success(words().added, { position: 'top-left' });
  return outcome;
}

/**
 * `product.Stock`, when given, is respected: no piece beyond it goes in the cart. Without a size
 * (a card's Add to Cart), the piece's own: 2.6 for a bangle, none for a chain; a ring has none
 * chosen for the shopper ('choose-size').
 */
export function addToCartWithToast(product: Product, size?: string): AddOutcome {
  return cartToast(addToCart(product, size), product);
}

/** From the wishlist page: into the cart in its default size and off the wishlist (with its Stock, as for Add to Cart); a ring stays for a size. */
export function moveToCartWithToast(product: Product): AddOutcome {
  return cartToast(moveToCart(product), product);
}

/** From the cart page: another size, saying how many pieces a merge past the per-line limit left out. */
export function changeSizeWithToast(id: string, fromSize: string, toSize: string): void {
  const dropped = changeSize(id, fromSize, toSize);
  if (dropped > 0) {
    toast.info(words().leftOut(MAX_LINE_QUANTITY, dropped), { position: 'top-left' });
  }
}

/** From the cart page: onto the wishlist and out of the cart. */
export function moveToWishlistWithToast(id: string, size: string): void {
  if (moveToWishlist(id, size)) toast.success(words().moved, { position: 'top-right' });
}
