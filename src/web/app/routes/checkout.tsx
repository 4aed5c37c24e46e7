import { useMemo } from 'react';
import { NO_LINES, useShownCart } from '../../features/cart/hooks/use-shown-cart.ts';
import { hasPriceNotices } from '../../features/cart/hooks/use-cart-price-check.ts';
import { PriceNotices } from '../../features/cart/components/lazy-price-notices.tsx';
import { CheckoutView } from '../../features/checkout/components/checkout-view.tsx';

/** On the server, the lines the cart cookie names (features/cart/api/cart-from-cookie.ts). */
export { cartLinesFromCookie as loader } from '../../features/cart/api/cart-from-cookie.ts';

export function Component() {
  // Until hydration the lines the server rendered (Pay Now waits), then the browser's own
  // (features/cart/hooks/use-shown-cart.ts); CheckoutView is memo'd.
  const { lines, known, check } = useShownCart();
  const notice = useMemo(() => (hasPriceNotices(check) ? <PriceNotices check={check} /> : null), [check]);
  return (
    <CheckoutView
      lines={lines ?? NO_LINES}
      cartKnown={known}
      missingIds={check.missingIds}
      shortIds={check.shortages}
      checking={check.status === 'checking'}
      notice={notice}
      recheck={check.recheck}
    />
  );
}
