import { apiFetch } from '../../../lib/api.ts';
import type { PlaceOrderInput } from '../../../../shared/checkout.ts';
import type { PublicOrder } from '../../../../shared/order.ts';

// Where the checkout goes once the order is placed: loaded with the ordering code, on Pay Now.
export { orderPath } from '../../../lib/paths.ts';

/** Session storage: the last order tried in this tab, `{ body: hash of the order, key }`. */
const ATTEMPT_STORAGE_KEY = 'checkout-attempt';

/** A fresh Idempotency-Key: 32 hex digits (works on plain HTTP too, unlike randomUUID). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Places a Cash on Delivery order. The same key again answers the same order, never a second. */
export function placeOrder(input: PlaceOrderInput, idempotencyKey: string): Promise<PublicOrder> {
  return apiFetch<PublicOrder>('/api/orders', {
    method: 'POST',
    json: input,
    headers: { 'idempotency-key': idempotencyKey },
  });
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

/** The order is placed: the next one gets a new key. */
export function forgetAttempt(): void {
  try {
    sessionStorage.removeItem(ATTEMPT_STORAGE_KEY);
  } catch {
    // Storage off: nothing was kept.
  }
}
