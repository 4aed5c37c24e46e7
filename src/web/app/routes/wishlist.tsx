import { useShopperListsKnown, useWishlist } from '../../lib/shopper-store.ts';
import { WishlistView } from '../../features/wishlist/components/wishlist-view.tsx';

export function Component() {
  const products = useWishlist();
  return <WishlistView products={useShopperListsKnown() ? products : null} />;
}
