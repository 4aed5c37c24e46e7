import { useEffect, useState } from 'react';
import type { Product } from '../../../../shared/product.ts';
import { ApiError } from '../../../lib/api.ts';
import { fetchProductByName } from '../api/products.ts';

export type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/** One product by its name, loaded after mount; an unknown name is 'not-found'. */
export function useProduct(name: string | undefined): ProductState {
  const [state, setState] = useState<{ name: string | undefined; value: ProductState }>({
    name,
    value: { status: 'loading' },
  });
  useEffect(() => {
    if (!name) return;
    const controller = new AbortController();
    fetchProductByName(name, controller.signal).then(
      (product) => setState({ name, value: { status: 'ready', product } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const value: ProductState =
          error instanceof ApiError && error.status === 404
            ? { status: 'not-found' }
            : { status: 'error', message: error instanceof ApiError ? error.message : 'Something went wrong.' };
        setState({ name, value });
      },
    );
    return () => controller.abort();
  }, [name]);
  if (!name) return { status: 'not-found' };
  return state.name === name ? state.value : { status: 'loading' };
}
