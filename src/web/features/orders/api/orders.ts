import { apiFetch } from '../../../lib/api.ts';
import type { OrderPage, OrderStatus, OperatorOrder, PublicOrder } from '../../../../shared/order.ts';
import type { ShipmentInput } from '../../../../shared/shipping.ts';

/** The confirmation page's order, found by its number; the buyer's key (decision 030) comes back when it is valid. */
export function fetchOrder(number: string, signal?: AbortSignal, documentsKey?: string | null): Promise<PublicOrder> {
  return apiFetch<PublicOrder>(`/api/orders/${encodeURIComponent(number)}${documentsKey ? `?key=${encodeURIComponent(documentsKey)}` : ''}`, signal ? { signal } : {});
}

/** Operator: orders newest first, a page at a time. */
export function fetchOrderPage(cursor?: string | null, signal?: AbortSignal): Promise<OrderPage> {
  const query = new URLSearchParams({ limit: '20', ...(cursor ? { cursor } : {}) }).toString();
  return apiFetch<OrderPage>(`/api/orders?${query}`, signal ? { signal } : {});
}

/** Operator: moves an order to a new status; marking it shipped names its parcel. */
export function updateOrderStatus(number: string, status: OrderStatus, shipment?: ShipmentInput): Promise<OperatorOrder> {
  return apiFetch<OperatorOrder>(`/api/orders/${encodeURIComponent(number)}`, { method: 'PATCH', json: { status, ...shipment } });
}
