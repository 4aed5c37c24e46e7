import type { LoaderFunctionArgs } from 'react-router';
import { cartLinesFromCookie } from '../../features/cart/api/cart-from-cookie.ts';
import { fetchPaymentTerms } from '../../features/checkout/api/payment-terms.ts';

/**
 * The checkout's data: on the server, the lines the cart cookie names
 * (features/cart/api/cart-from-cookie.ts); on both sides, the shop's cash-on-delivery terms.
 * Loaded on its own (routes/checkout.tsx imports it when the loader runs), so that its code
 * stays out of the checkout's first script.
 */
export async function checkoutLoader({ request }: LoaderFunctionArgs) {
  const [cart, terms] = await Promise.all([cartLinesFromCookie({ request }), fetchPaymentTerms(request.signal)]);
  return { ...cart, terms };
}
