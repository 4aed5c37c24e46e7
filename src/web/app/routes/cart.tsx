import { useDeferredValue } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useCart, useShopperListsKnown, type CartLine } from '../../lib/shopper-store.ts';
import { useCartPriceCheck } from '../../features/cart/hooks/use-cart-price-check.ts';
import { cartLinesFromCookie } from '../../features/cart/api/cart-from-cookie.ts';
import { CartView } from '../../features/cart/components/cart-view.tsx';

/** On the server, the lines the cart cookie names (features/cart/api/cart-from-cookie.ts). */
export function loader({ request }: LoaderFunctionArgs) {
  return cartLinesFromCookie(request);
}

const NO_LINES: CartLine[] = [];

export function Component() {
  const { lines: renderedLines } = useLoaderData<typeof loader>();
  const storedLines = useCart();
  // Until hydration the lines the server rendered, then the browser's own: deferred, so that
  // the switch renders in slices after hydration instead of in one long task.
  const lines = useDeferredValue(useShopperListsKnown() ? storedLines : renderedLines);
  // Deferred with the lines: the same check until the new lines render, so CartView (memo) skips.
  const check = useDeferredValue(useCartPriceCheck(lines ?? NO_LINES));
  return <CartView lines={lines} check={check} />;
}
