import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useCart, useShopperListsKnown } from '../../lib/shopper-store.ts';
import { hasPriceNotices, useCartPriceCheck } from '../../features/cart/hooks/use-cart-price-check.ts';
import { cartLinesFromCookie } from '../../features/cart/api/cart-from-cookie.ts';
import { PriceNotices } from '../../features/cart/components/lazy-price-notices.tsx';
import { CheckoutView } from '../../features/checkout/components/checkout-view.tsx';

/** On the server, the lines the cart cookie names (features/cart/api/cart-from-cookie.ts). */
export function loader({ request }: LoaderFunctionArgs) {
  return cartLinesFromCookie(request);
}

export function Component() {
  const { lines: renderedLines } = useLoaderData<typeof loader>();
  const lines = useCart();
  const check = useCartPriceCheck(lines);
  const cartKnown = useShopperListsKnown();
  return (
    <CheckoutView
      // Until hydration the lines the server rendered (Pay Now waits), then the browser's own.
      lines={cartKnown ? lines : (renderedLines ?? [])}
      cartKnown={cartKnown}
      missingIds={check.missingIds}
      shortIds={check.shortages}
      checking={check.status === 'checking'}
      notice={hasPriceNotices(check) ? <PriceNotices check={check} /> : null}
    />
  );
}
