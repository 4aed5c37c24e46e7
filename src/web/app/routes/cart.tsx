import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useCart, useShopperListsKnown } from '../../lib/shopper-store.ts';
import { useCartPriceCheck } from '../../features/cart/hooks/use-cart-price-check.ts';
import { cartLinesFromCookie } from '../../features/cart/api/cart-from-cookie.ts';
import { CartView } from '../../features/cart/components/cart-view.tsx';

/** On the server, the lines the cart cookie names (features/cart/api/cart-from-cookie.ts). */
export function loader({ request }: LoaderFunctionArgs) {
  return cartLinesFromCookie(request);
}

export function Component() {
  const { lines: renderedLines } = useLoaderData<typeof loader>();
  const lines = useCart();
  const check = useCartPriceCheck(lines);
  // Until hydration the lines the server rendered, then the browser's own.
  return <CartView lines={useShopperListsKnown() ? lines : renderedLines} check={check} />;
}
