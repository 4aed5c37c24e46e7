import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { decodeCartCookie } from '../../../shared/cart-cookie.ts';
import { useCart, useShopperListsKnown, type CartLine } from '../../lib/shopper-store.ts';
import { useCartPriceCheck } from '../../features/cart/hooks/use-cart-price-check.ts';
import { fetchProductsByIds } from '../../features/cart/api/products-by-ids.ts';
import { CartView } from '../../features/cart/components/cart-view.tsx';

/**
 * On the server, the lines the cart cookie names, with the shop's records of their products:
 * the page arrives with them. In the browser the cart is the browser's own list, so the
 * loader reads nothing there; a cookie that names a product the shop no longer has leaves the
 * lines to the browser too (it shows that piece's notice).
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<{ lines: CartLine[] | null }> {
  if (!import.meta.env.SSR) return { lines: null };
  const wanted = decodeCartCookie(request.headers.get('cookie'));
  if (!wanted) return { lines: null };
  if (wanted.length === 0) return { lines: [] };
  try {
    const products = new Map((await fetchProductsByIds(wanted.map((line) => line.id), request.signal)).map((product) => [product.id, product]));
    const lines = wanted.flatMap(({ id, size, quantity }) => {
      const product = products.get(id);
      return product ? [{ ...product, size, quantity }] : [];
    });
    return { lines: lines.length === wanted.length ? lines : null };
  } catch {
    return { lines: null };
  }
}

export function Component() {
  const { lines: renderedLines } = useLoaderData<typeof loader>();
  const lines = useCart();
  const check = useCartPriceCheck(lines);
  // Until hydration the lines the server rendered, then the browser's own.
  return <CartView lines={useShopperListsKnown() ? lines : renderedLines} check={check} />;
}
