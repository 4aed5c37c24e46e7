import { ApiError, apiFetch, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';
import type { Product, ProductInput, ProductList } from '../../../../shared/product.ts';
import type { ImagePlanItem } from '../../../../shared/product-images.ts';

/**
 * Every product, newest first (the catalogue is small enough to list whole for operators), each
 * with its exact pieces in stock: the public listing gives only a coarse level (decision 027).
 */
export async function fetchAllProducts(signal?: AbortSignal): Promise<Product[]> {
  const products: Product[] = [];
  const init = { cache: 'no-store' as const, ...(signal ? { signal } : {}) };
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
    const page: ProductList = await apiFetch<ProductList>(`/api/products?${query}`, init);
    products.push(...page.products);
    cursor = page.nextCursor;
  } while (cursor);
  const { stock } = await apiFetch<{ stock: Record<string, number> }>('/api/products/stock', init);
  return products.map((product) => (product.id in stock ? { ...product, Stock: stock[product.id] } : product));
}

/**
 * The product with its descriptions, which listings leave out: the edit form must show every
 * word it will save. Stock and the rest stay as the operator's list has them.
 */
export async function fetchProductWords(product: Product): Promise<Product> {
  const full = await apiFetch<Product>(`/api/products/by-name/${encodeURIComponent(product.ProductName)}`, { cache: 'no-store' });
  const { Description: _description, Translations: _translations, ...listed } = product;
  return {
    ...listed,
    ...(full.Description ? { Description: full.Description } : {}),
    ...(full.Translations ? { Translations: full.Translations } : {}),
  };
}

export type SaveProductRequest = {
  /** Absent: a new product. */
  id?: string;
  product: ProductInput;
  images: ImagePlanItem[];
  files: File[];
  /** Called with the share of the upload sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
};

/**
 * Creates or updates a product with its images as multipart/form-data. XMLHttpRequest rather
 * than fetch, because only it reports upload progress.
 */
export function saveProduct(request: SaveProductRequest): Promise<Product> {
  const body = new FormData();
  body.append('product', JSON.stringify(request.product));
  body.append('images', JSON.stringify(request.images));
  for (const file of request.files) body.append('files', file, file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.id ? 'PATCH' : 'POST', request.id ? `/api/products/${encodeURIComponent(request.id)}` : '/api/products');
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const response = xhr.response as unknown;
      if (xhr.status >= 200 && xhr.status < 300) resolve(response as Product);
      else reject(new ApiError(xhr.status, (response ?? {}) as ConstructorParameters<typeof ApiError>[1]));
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, { error: 'network', message: NETWORK_ERROR_MESSAGE })));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

export async function deleteProduct(id: string): Promise<void> {
  await apiFetch<void>(`/api/products/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
