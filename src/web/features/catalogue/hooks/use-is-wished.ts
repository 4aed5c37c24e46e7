import { useSyncExternalStore } from 'react';
import { getWishlist, subscribe } from '../../../lib/shopper-store.ts';

/**
 * Whether a product is on the wishlist (false while the server renders). A card re-renders
 * only when its answer changes: after hydration, the cards of unwished products do no work.
 */
export function useIsWished(id: string): boolean {
  return useSyncExternalStore(subscribe, () => getWishlist().some((item) => item.id === id), () => false);
}
