import { useCart, useShopperListsKnown } from '../../lib/shopper-store.ts';
import { useCartPriceCheck } from '../../features/cart/hooks/use-cart-price-check.ts';
import { PriceNotices } from '../../features/cart/components/price-notices.tsx';
import { CheckoutView } from '../../features/checkout/components/checkout-view.tsx';

export function Component() {
  const lines = useCart();
  const check = useCartPriceCheck(lines);
  return (
    <CheckoutView
      lines={lines}
      cartKnown={useShopperListsKnown()}
      missingIds={check.missingIds}
      checking={check.status === 'checking'}
      notice={<PriceNotices check={check} />}
    />
  );
}
