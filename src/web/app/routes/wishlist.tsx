import { useEffect, useState } from 'react';
import type { Product } from '../../../shared/product.ts';
import { useShopperListsKnown, useWishlist } from '../../lib/shopper-store.ts';
import { fetchStockOf } from '../../features/wishlist/api/stock-of.ts';
import { WishlistView } from '../../features/wishlist/components/wishlist-view.tsx';

const NO_PRODUCTS: readonly Product[] = [];

export function Component() {
  const products = useWishlist();
  const known = useShopperListsKnown();
  const stockById = useStockOf(known ? products : NO_PRODUCTS);
  return <WishlistView products={known ? products : null} stockById={stockById} />;
}

/** The pieces in stock of each product, asked of the shop once the page is interactive (the wishlist keeps no count: it would go stale). */
function useStockOf(products: readonly Product[]): ReadonlyMap<string, number> {
  const [stockById, setStockById] = useState<ReadonlyMap<string, number>>(() => new Map());
  const ids = products.map((product) => product.id).sort().join(',');
  useEffect(() => {
    if (!ids) return;
    const controller = new AbortController();
    // The shop did not answer: the wishlist shows no counts, and the cart checks them.
    fetchStockOf(ids.split(','), controller.signal).then(setStockById, () => {});
    return () => controller.abort();
  }, [ids]);
  return stockById;
}
