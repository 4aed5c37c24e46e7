import { apiFetch } from '../../../lib/api.ts';
import type { PlaceOrderInput } from '../../../../shared/checkout.ts';
import type { PublicOrder } from '../../../../shared/order.ts';

/** A fresh Idempotency-Key: 32 hex digits (works on plain HTTP too, unlike randomUUID). */
export function newIdempotencyKey(): string {
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
