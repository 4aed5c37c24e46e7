import { useCart, useShopperListsKnown } from '../../lib/shopper-store.ts';
import { useCartPriceCheck } from '../../features/cart/hooks/use-cart-price-check.ts';
import { CartView } from '../../features/cart/components/cart-view.tsx';

export function Component() {
  const lines = useCart();
  const check = useCartPriceCheck(lines);
  return <CartView lines={useShopperListsKnown() ? lines : null} check={check} />;
}
