import { decodeCartCookie } from '../../../../shared/cart-cookie.ts';
import { mergeLines, type CartLine } from '../../../../shared/cart-lines.ts';
import { fetchProductsByIds } from './products-by-ids.ts';
import { fittedSize } from '../../../../shared/sizes.ts';

/**
 * On the server, the lines the cart cookie names, with the shop's records of their products:
 * the cart and checkout pages arrive with them (decision 008). In the browser the cart is the
 * browser's own list, so this reads nothing there (null); a cookie that names a product the
 * shop no longer has leaves the lines to the browser too (it shows that piece's notice).
 * The loader of both screens; hooks/use-shown-cart.ts reads it.
 */
export async function cartLinesFromCookie({ request }: { request: Request }): Promise<{ lines: CartLine[] | null }> {
  if (!import.meta.env.SSR) return { lines: null };
  const wanted = decodeCartCookie(request.headers.get('cookie'));
  if (!wanted) return { lines: null };
  if (wanted.length === 0) return { lines: [] };
  try {
    const products = new Map((await fetchProductsByIds(wanted.map((line) => line.id), request.signal)).map((product) => [product.id, product]));
    const lines = wanted.flatMap(({ id, size, quantity }) => {
      const product = products.get(id);
      return product ? [{ ...product, size: fittedSize(size, product.Category), quantity }] : [];
    });
    // Sizes fitted to each piece as the browser reads its list: lines that become one merge.
    return { lines: lines.length === wanted.length ? mergeLines(lines) : null };
  } catch {
    return { lines: null };
  }
}
