import { toast } from 'react-toastify';
import type { Product } from '../../shared/product.ts';
import { addToCart, toggleWishlist } from '../lib/shopper-store.ts';

// The spec's toasts for the two actions every product view offers.

export function toggleWishlistWithToast(product: Product): void {
  const outcome = toggleWishlist(product);
  toast.success(outcome === 'added' ? 'Added to wishlist.' : 'Removed from wishlist.', { position: 'top-right' });
}

export function addToCartWithToast(product: Product, size: string): void {
  addToCart(product, size);
  toast.success('Product added to Cart.', { position: 'top-left' });
}
