import { useEffect, useState } from 'react';
import type { Product } from '../../../../shared/product.ts';
import { ApiError } from '../../../lib/api.ts';
import { fetchProductByName } from '../api/products.ts';

export type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

const stateOf = (product: Product | null): ProductState => (product ? { status: 'ready', product } : { status: 'not-found' });

/**
 * One product by its name, loaded after mount; an unknown name is 'not-found'. `fromServer` is
 * the product the server rendered the page with (null: none has that name): it is shown as it
 * is, without loading it again.
 */
export function useProduct(name: string | undefined, fromServer?: Product | null): ProductState {
  const [state, setState] = useState<{ name: string | undefined; value: ProductState }>(() => ({
    name,
    value: fromServer === undefined ? { status: 'loading' } : stateOf(fromServer),
  }));
  const loaded = state.name === name && state.value.status !== 'loading';
  useEffect(() => {
    if (!name || loaded) return;
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
  }, [name, loaded]);
  if (!name) return { status: 'not-found' };
  return state.name === name ? state.value : { status: 'loading' };
}
