import { useShownCart } from '../../features/cart/hooks/use-shown-cart.ts';
import { CartView } from '../../features/cart/components/cart-view.tsx';

/** On the server, the lines the cart cookie names (features/cart/api/cart-from-cookie.ts). */
export { cartLinesFromCookie as loader } from '../../features/cart/api/cart-from-cookie.ts';

export function Component() {
  const { lines, check } = useShownCart();
  return <CartView lines={lines} check={check} />;
}
