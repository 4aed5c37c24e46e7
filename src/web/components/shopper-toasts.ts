import { toast } from './toasts.ts';
import type { Product } from '../../shared/product.ts';
import { MAX_LINE_QUANTITY } from '../../shared/order-limits.ts';
import { addToCart, moveToCart, moveToWishlist, toggleWishlist } from '../lib/shopper-actions.ts';
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

function cartToast(outcome: AddOutcome): void {
  if (outcome === 'at-limit') toast.info(TOAST_TEXT.cartLimit, { position: 'top-left' });
  else toast.success(TOAST_TEXT.cartAdded, { position: 'top-left' });
}

export function addToCartWithToast(product: Product, size: string): void {
  cartToast(addToCart(product, size));
}

/** From the wishlist page: into the cart in size 2.6 and off the wishlist. */
export function moveToCartWithToast(product: Product): void {
  cartToast(moveToCart(product));
}

/** From the cart page: onto the wishlist and out of the cart. */
export function moveToWishlistWithToast(id: string, size: string): void {
  if (moveToWishlist(id, size)) toast.success(TOAST_TEXT.movedToWishlist, { position: 'top-right' });
}
