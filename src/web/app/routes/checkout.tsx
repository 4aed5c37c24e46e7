import { useDeferredValue, useMemo } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useCart, useShopperListsKnown, type CartLine } from '../../lib/shopper-store.ts';
import { hasPriceNotices, useCartPriceCheck } from '../../features/cart/hooks/use-cart-price-check.ts';
import { cartLinesFromCookie } from '../../features/cart/api/cart-from-cookie.ts';
import { PriceNotices } from '../../features/cart/components/lazy-price-notices.tsx';
import { CheckoutView } from '../../features/checkout/components/checkout-view.tsx';

/** On the server, the lines the cart cookie names (features/cart/api/cart-from-cookie.ts). */
export function loader({ request }: LoaderFunctionArgs) {
  return cartLinesFromCookie(request);
}

const NO_LINES: CartLine[] = [];

export function Component() {
  const { lines: renderedLines } = useLoaderData<typeof loader>();
  const storedLines = useCart();
  const known = useShopperListsKnown();
  // Until hydration the lines the server rendered (Pay Now waits), then the browser's own:
  // deferred, so that the switch renders in slices after hydration instead of in one long task
  // (CheckoutView is memo'd: the render before the deferred one skips it).
  const lines = useDeferredValue(known ? storedLines : (renderedLines ?? NO_LINES));
  const cartKnown = useDeferredValue(known);
  const check = useDeferredValue(useCartPriceCheck(lines));
  const notice = useMemo(() => (hasPriceNotices(check) ? <PriceNotices check={check} /> : null), [check]);
  return (
    <CheckoutView
      lines={lines}
      cartKnown={cartKnown}
      missingIds={check.missingIds}
      shortIds={check.shortages}
      checking={check.status === 'checking'}
      notice={notice}
    />
  );
}
