import { apiFetch } from '../../../lib/api.ts';
import type { Product } from '../../../../shared/product.ts';

/** The current records of these products, in one request; ids the shop no longer has are left out. */
export async function fetchProductsByIds(ids: readonly string[], signal?: AbortSignal): Promise<Product[]> {
  if (ids.length === 0) return [];
  const query = new URLSearchParams({ ids: ids.join(',') }).toString();
  const body = await apiFetch<{ products: Product[] }>(`/api/products/by-ids?${query}`, signal ? { signal } : {});
  return body.products;
}
