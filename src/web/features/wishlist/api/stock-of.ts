import { apiFetch } from '../../../lib/api.ts';
import type { Product } from '../../../../shared/product.ts';

/**
 * The pieces in stock of these products, from the shop's current records (the by-ids answer the
 * cart's price check reads too); a product the shop no longer has has none. Its own module, not
 * the cart's: sharing that one would split it into a chunk of its own in the cart's first script.
 */
export async function fetchStockOf(ids: readonly string[], signal: AbortSignal): Promise<Map<string, number>> {
  const query = new URLSearchParams({ ids: ids.join(',') }).toString();
  const { products } = await apiFetch<{ products: Product[] }>(`/api/products/by-ids?${query}`, { signal });
  const byId = new Map(products.map((product) => [product.id, product.Stock]));
  return new Map(ids.flatMap((id): [string, number][] => {
    if (!byId.has(id)) return [[id, 0]];
    const stock = byId.get(id);
    return stock === undefined ? [] : [[id, stock]];
  }));
}
