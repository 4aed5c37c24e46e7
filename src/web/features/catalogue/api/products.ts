import { apiFetch } from '../../../lib/api.ts';
import type { Product, ProductList } from '../../../../shared/product.ts';

export function fetchProducts(params: Record<string, string> = {}, signal?: AbortSignal): Promise<ProductList> {
  const query = new URLSearchParams(params).toString();
  return apiFetch<ProductList>(`/api/products${query ? `?${query}` : ''}`, signal ? { signal } : {});
}

export function fetchProductByName(name: string, signal?: AbortSignal): Promise<Product> {
  return apiFetch<Product>(`/api/products/by-name/${encodeURIComponent(name)}`, signal ? { signal } : {});
}
