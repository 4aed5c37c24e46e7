import { apiFetch } from '../../../lib/api.ts';
import type { Product } from '../../../../shared/product.ts';

export type SearchResults = {
  query: string;
  /** The words searched for when the query was misspelt ('braclet' -> 'bracelet'). */
  correctedQuery: string | null;
  products: Product[];
};

/** Ranked products for a query; a small `limit` for the header's suggestions. */
export function searchProducts(query: string, limit: number, signal?: AbortSignal): Promise<SearchResults> {
  const params = new URLSearchParams({ q: query, limit: String(limit) });
  return apiFetch<SearchResults>(`/api/search?${params}`, signal ? { signal } : {});
}
