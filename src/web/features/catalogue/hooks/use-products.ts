import { useCallback, useEffect, useState } from 'react';
import type { Product } from '../../../../shared/product.ts';
import { ApiError } from '../../../lib/api.ts';
import { fetchProducts } from '../api/products.ts';

export type ProductsState =
  | { status: 'loading' }
  | { status: 'ready'; products: Product[] }
  | { status: 'error'; message: string };

/** The catalogue's newest products, loaded when the component mounts. */
export function useProducts(limit = 48): ProductsState & { retry: () => void } {
  const [state, setState] = useState<ProductsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetchProducts({ limit: String(limit) }, controller.signal).then(
      (list) => setState({ status: 'ready', products: list.products }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof ApiError ? error.message : 'Something went wrong.' });
      },
    );
    return () => controller.abort();
  }, [limit, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
