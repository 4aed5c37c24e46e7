import { useMemo } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { NO_LINES, useShownCart } from '../../features/cart/hooks/use-shown-cart.ts';
import { hasPriceNotices } from '../../features/cart/hooks/use-cart-price-check.ts';
import { PriceNotices } from '../../features/cart/components/lazy-price-notices.tsx';
import { CheckoutView } from '../../features/checkout/components/checkout-view.tsx';
import { deferred } from '../../components/deferred.tsx';

/** The cart's lines and the shop's cash-on-delivery terms (checkout-loader.ts, a chunk of its own). */
export const loader = async (args: LoaderFunctionArgs) => (await import('./checkout-loader.ts')).checkoutLoader(args);

/** The pay page (`?pay=`, decision 033): a deferred part, out of the first script. */
const CheckoutPay = deferred(import.meta.glob<typeof import('../../features/checkout/components/checkout-pay.tsx')>('@web/features/checkout/components/checkout-pay.tsx'), 'CheckoutPay');

export function Component() {
  // Until hydration the lines the server rendered (Pay Now waits), then the browser's own
  // (features/cart/hooks/use-shown-cart.ts); CheckoutView is memo'd.
  const { lines, known, check } = useShownCart();
  const { terms, pay, delivery } = useLoaderData<typeof loader>();
  const notice = useMemo(() => (hasPriceNotices(check) ? <PriceNotices check={check} /> : null), [check]);
  if (pay) return <CheckoutPay pay={pay} />;
  return (
    <CheckoutView
      lines={lines ?? NO_LINES}
      cartKnown={known}
      missingIds={check.missingIds}
      shortIds={check.shortages}
      checking={check.status === 'checking'}
      notice={notice}
      terms={terms}
      delivery={delivery}
      recheck={check.recheck}
    />
  );
}
