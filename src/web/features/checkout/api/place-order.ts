import { apiFetch } from '../../../lib/api.ts';
import type { PlaceOrderInput } from '../../../../shared/checkout.ts';
import type { PublicOrder } from '../../../../shared/order.ts';

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
 * Kept in session storage as a hash of the order (not the address itself); a new order gets a
 * new key.
 */
export function attemptKey(order: string): string {
  const body = fnv1a(order);
  try {
    const saved = JSON.parse(sessionStorage.getItem(ATTEMPT_STORAGE_KEY) ?? 'null') as { body?: unknown; key?: unknown } | null;
    if (saved?.body === body && typeof saved.key === 'string') return saved.key;
  } catch {
    // Unreadable or foreign: a new key.
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

/** FNV-1a, 64 bits, as hex: tells one order's text from another's (no secret to keep). */
function fnv1a(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= BigInt(text.charCodeAt(index));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16);
}
