import type { LoaderFunctionArgs } from 'react-router';
import { cartLinesFromCookie } from '../../features/cart/api/cart-from-cookie.ts';
import { fetchPaymentTerms } from '../../features/checkout/api/payment-terms.ts';
import { fetchOrderToPay, type OrderToPay } from '../../features/checkout/api/order-to-pay.ts';
import { CHECKOUT_PAY_PARAMS } from '../../../shared/page-query.ts';
import { rememberedDelivery } from '../../lib/delivery.ts';

/**
 * The checkout's data: on the server, the lines the cart cookie names
 * (features/cart/api/cart-from-cookie.ts); on both sides, the shop's cash-on-delivery terms and
 * the delivery date for the remembered PIN (decision 037).
 * The pay page (`?pay=<order number>&key=…`, decision 033) reads the order to pay instead.
 * Loaded on its own (routes/checkout.tsx imports it when the loader runs), so that its code
 * stays out of the checkout's first script.
 */
export async function checkoutLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const number = params.get(CHECKOUT_PAY_PARAMS.order);
  if (number !== null) {
    const pay: OrderToPay = await fetchOrderToPay(number, params.get(CHECKOUT_PAY_PARAMS.key), request.signal);
    return { lines: null, terms: null, pay, delivery: null };
  }
  const [cart, terms, delivery] = await Promise.all([cartLinesFromCookie({ request }), fetchPaymentTerms(request.signal), rememberedDelivery(request)]);
  return { ...cart, terms, pay: undefined, delivery };
}
