import { ApiError, apiFetch, fieldMessageOf, messageOf } from '../../../lib/api.ts';
import { browserMessages } from '../../../lib/language.tsx';
import { withStateNames } from '../lib/state-names.ts';
import type { CartLine } from '../../../../shared/cart-lines.ts';
import type { Product } from '../../../../shared/product.ts';
import { forget as forgetTyped } from '../lib/kept-fields.ts';
import type { PlaceOrderInput } from '../../../../shared/checkout.ts';
import type { PublicOrder } from '../../../../shared/order.ts';
import { CHECKOUT_FIELDS, type CheckoutField } from '../../../../shared/shipping-fields.ts';

import { orderPath } from '../../../lib/paths.ts';
import { checkoutPayPath, orderPathWithKey } from '../../../lib/order-document-paths.ts';
import type { PayPageState } from '../components/checkout-pay.tsx';

/** Session storage: the last order tried in this tab, `{ body: hash of the order, key }`. */
const ATTEMPT_STORAGE_KEY = 'checkout-attempt';

/** A fresh Idempotency-Key: 32 hex digits (works on plain HTTP too, unlike randomUUID). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}


/**
 * Places a Cash on Delivery order. The same key again answers the same order, never a second.
 * First asks the shop for the products of the lines the summary `shown`: a piece gone or
 * repriced since then refuses the order here (409 `cart_changed`), so that nobody pays a total
 * they were not shown (the server prices the order itself). Stock is the server's to refuse:
 * after a lost answer, the order placed already took it. Any such refusal (409) calls `recheck`,
 * so that the summary shows the cart as the shop has it.
 */
export async function placeOrder(input: PlaceOrderInput, idempotencyKey: string, shown: readonly CartLine[], recheck?: () => void): Promise<PublicOrder> {
  try {
    const query = new URLSearchParams({ ids: [...new Set(shown.map((line) => line.id))].join(',') }).toString();
    const { products } = await apiFetch<{ products: Product[] }>(`/api/products/by-ids?${query}`);
    const priceById = new Map(products.map((product) => [product.id, product.ProductPrice]));
    if (shown.some((line) => priceById.get(line.id) !== line.ProductPrice)) {
      throw new ApiError(409, { error: 'cart_changed', message: browserMessages().checkout.form.cartChanged });
    }
    return await apiFetch<PublicOrder>('/api/orders', {
      method: 'POST',
      json: input,
      headers: { 'idempotency-key': idempotencyKey },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) recheck?.();
    throw error;
  }
}

/** Pay Now's refusal in words, beside the fields it names. */
export type Refusal = { fieldErrors: Partial<Record<CheckoutField, string>>; message: string };

/**
 * Pay Now, once the form's fields are right: places the order under this tab's key for it
 * (placeOrder), forgets the key, opens the order's page (`open`, before the cart empties, so
 * that the checkout never says the cart is empty) and empties the cart. A Razorpay order is paid
 * first, in Razorpay's Checkout (razorpay-checkout.ts). Answers the refusal,
 * or nothing once placed. Here, not in the checkout's screen: its first script has no bytes
 * to spare.
 */
export async function submitOrder(
  input: PlaceOrderInput,
  shown: readonly CartLine[],
  recheck: (() => void) | undefined,
  open: (path: string, state?: PayPageState) => void | Promise<void>,
): Promise<Refusal | undefined> {
  let order: PublicOrder;
  try {
    order = await placeOrder(input, attemptKey(JSON.stringify(input)), shown, recheck);
  } catch (error) {
    const messages = browserMessages();
    const { checkout: words } = messages;
    const errors = withStateNames(messages);
    const fieldErrors: Partial<Record<CheckoutField, string>> = {};
    for (const field of CHECKOUT_FIELDS) {
      const message = error instanceof ApiError ? fieldMessageOf(error, field, errors) : undefined;
      if (message) fieldErrors[field] = message;
    }
    const message = Object.keys(fieldErrors).length > 0 ? words.form.checkHighlighted : messageOf(error, words.form.placingFailed, errors);
    return { fieldErrors, message };
  }
  forgetAttempt();
  if (order.paymentMethod === 'razorpay') {
    // Razorpay's Checkout opens here, then the order's page; should it not open, the checkout's
    // pay page says why and offers it again (the order holds its pieces meanwhile).
    const failed = await import('./razorpay-checkout.ts').then(
      ({ payOnline }) => payOnline(order, order.documentsKey, open),
      () => browserMessages().checkout.form.payWindowFailed,
    );
    if (failed) await open(checkoutPayPath(order.number, order.documentsKey), { payError: failed });
  } else {
    // The page with the buyer's key: it links the order's invoice (decision 030).
    await open(order.documentsKey ? orderPathWithKey(order.number, order.documentsKey) : orderPath(order.number));
  }
  // Loaded already by the price check; should it fail (offline), placing the order again
  // finds the same order (same idempotency key).
  await import('../../../lib/shopper-actions.ts').then(({ clearCart }) => clearCart(), () => {});
  return undefined;
}


/**
 * The Idempotency-Key for this order (the lines and shipping details, serialised): the key of
 * the last attempt in this tab when it was the same order, so that sending it again after a
 * reload or a lost answer finds the order already placed instead of placing a second one.
 * Session storage keeps a hash of the order (not the address itself) with its key.
 */
export function attemptKey(order: string): string {
  // FNV-1a: tells one order's text from another's; nothing secret to keep.
  let hash = 2166136261;
  for (let index = 0; index < order.length; index += 1) hash = Math.imul(hash ^ order.charCodeAt(index), 16777619);
  const body = (hash >>> 0).toString(36);
  try {
    const saved = JSON.parse(sessionStorage.getItem(ATTEMPT_STORAGE_KEY)!) as { body: unknown; key: unknown };
    if (saved.body === body && typeof saved.key === 'string') return saved.key;
  } catch {
    // None kept, or unreadable: a new key.
  }
  const key = newIdempotencyKey();
  try {
    sessionStorage.setItem(ATTEMPT_STORAGE_KEY, JSON.stringify({ body, key }));
  } catch {
    // Storage off or full: the key lasts as long as the page.
  }
  return key;
}

/** The order is placed: the next one gets a new key, and the form starts empty. */
export function forgetAttempt(): void {
  forgetTyped();
  try {
    sessionStorage.removeItem(ATTEMPT_STORAGE_KEY);
  } catch {
    // Storage off: nothing was kept.
  }
}
