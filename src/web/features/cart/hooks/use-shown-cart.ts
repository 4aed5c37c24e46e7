import { useDeferredValue } from 'react';
import { useLoaderData } from 'react-router';
import { useCart, useShopperListsKnown } from '../../../lib/shopper-store.ts';
import type { CartLine } from '../../../../shared/cart-lines.ts';
import type { cartLinesFromCookie } from '../api/cart-from-cookie.ts';
import { useCartPriceCheck, type PriceCheck } from './use-cart-price-check.ts';

/** No lines: one array, so that a memo'd view is given the same one on every render. */
export const NO_LINES: readonly CartLine[] = [];

export type ShownCart = {
  /** Null until hydration where the server had no lines to render (no cookie, or a product gone). */
  lines: readonly CartLine[] | null;
  /** False while the server renders and the browser hydrates: the browser's cart is not read yet. */
  known: boolean;
  check: PriceCheck;
};

/**
 * The cart as /cart and /checkout show it (their loader is api/cart-from-cookie.ts): until
 * hydration the lines the server rendered, then the browser's own, deferred, so that the switch
 * renders in slices after hydration instead of in one long task. Whether they are known and
 * their price check are deferred with them: the same values until the new lines render, so the
 * screens' memo'd views skip the render before.
 */
export function useShownCart(): ShownCart {
  const { lines: renderedLines } = useLoaderData<typeof cartLinesFromCookie>();
  const storedLines = useCart();
  const known = useShopperListsKnown();
  const lines = useDeferredValue(known ? storedLines : renderedLines);
  const deferredKnown = useDeferredValue(known);
  const check = useDeferredValue(useCartPriceCheck(lines ?? NO_LINES));
  return { lines, known: deferredKnown, check };
}
