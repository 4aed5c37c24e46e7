import { ApiError, apiFetch } from '../../../lib/api.ts';
import type { PublicOrder } from '../../../../shared/order.ts';

/** The checkout's pay page's order (decision 033): null when the shop has no such order. */
export type OrderToPay = { number: string; key: string | null; order: PublicOrder | null };

/** The order to pay, asked for with the order link's key (the answer keeps it when valid). */
export async function fetchOrderToPay(number: string, key: string | null, signal: AbortSignal): Promise<OrderToPay> {
  try {
    const query = key ? `?key=${encodeURIComponent(key)}` : '';
    return { number, key, order: await apiFetch<PublicOrder>(`/api/orders/${encodeURIComponent(number)}${query}`, { signal }) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { number, key, order: null };
    throw error;
  }
}
