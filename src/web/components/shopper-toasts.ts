import { toast } from './toasts.ts';
import type { Product } from '../../shared/product.ts';
import { MAX_LINE_QUANTITY } from '../../shared/order-limits.ts';
import { addToCart, changeSize, moveToCart, moveToWishlist, toggleWishlist } from '../lib/shopper-actions.ts';
import type { AddOutcome } from '../../shared/cart-rules.ts';

// The spec's toasts for the shopper's cart and wishlist actions: wishlist toasts top right,
// the cart toast top left (both auto-close after 5000 ms, set on the ToastContainer).

export const TOAST_TEXT = {
  wishlistAdded: 'Added to wishlist.',
  wishlistRemoved: 'Removed from wishlist.',
  cartAdded: 'Product added to Cart.',
  cartLimit: `You can order at most ${MAX_LINE_QUANTITY} of one piece in one size.`,
  movedToWishlist: 'Moved to wishlist.',
} as const;

export function toggleWishlistWithToast(product: Product): void {
  const outcome = toggleWishlist(product);
  toast.success(outcome === 'added' ? TOAST_TEXT.wishlistAdded : TOAST_TEXT.wishlistRemoved, { position: 'top-right' });
}

/** The cart holds every piece the shop has: the words of the stock label ("Only 2 left"). */
export const noMoreStockText = (stock: number) =>
  stock <= 0 ? 'Out of stock.' : stock === 1 ? 'Only 1 left, and it is in your cart.' : `Only ${stock} left, and all ${stock} are in your cart.`;

function cartToast(outcome: AddOutcome, product: Product): void {
  if (outcome === 'at-limit') toast.info(TOAST_TEXT.cartLimit, { position: 'top-left' });
  else if (outcome === 'no-more-stock') toast.info(noMoreStockText(product.Stock ?? 0), { position: 'top-left' });
  else toast.success(TOAST_TEXT.cartAdded, { position: 'top-left' });
}

/** `product.Stock`, when given, is respected: no piece beyond it goes in the cart. */
export function addToCartWithToast(product: Product, size: string): void {
  cartToast(addToCart(product, size), product);
}

/** From the wishlist page: into the cart in size 2.6 and off the wishlist (with its Stock, as for Add to Cart). */
export function moveToCartWithToast(product: Product): void {
  cartToast(moveToCart(product), product);
}

/** From the cart page: another size, saying how many pieces a merge past the per-line limit left out. */
export function changeSizeWithToast(id: string, fromSize: string, toSize: string): void {
  const dropped = changeSize(id, fromSize, toSize);
  if (dropped > 0) {
    toast.info(`${MAX_LINE_QUANTITY} is the most of one piece in one size: ${dropped} ${dropped === 1 ? 'piece was' : 'pieces were'} left out.`, { position: 'top-left' });
  }
}

/** From the cart page: onto the wishlist and out of the cart. */
export function moveToWishlistWithToast(id: string, size: string): void {
  if (moveToWishlist(id, size)) toast.success(TOAST_TEXT.movedToWishlist, { position: 'top-right' });
}
