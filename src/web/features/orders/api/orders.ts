import { apiFetch } from '../../../lib/api.ts';
import type { OrderPage, OrderStatus, OperatorOrder, PublicOrder } from '../../../../shared/order.ts';
import type { ShipmentInput } from '../../../../shared/shipping.ts';
import { UPI_STATEMENT_PATH, type StatementReport } from '../../../../shared/bank-statement.ts';

/** The confirmation page's order, found by its number; the buyer's key (decision 030) comes back when it is valid. */
export function fetchOrder(number: string, signal?: AbortSignal, documentsKey?: string | null): Promise<PublicOrder> {
  return apiFetch<PublicOrder>(`/api/orders/${encodeURIComponent(number)}${documentsKey ? `?key=${encodeURIComponent(documentsKey)}` : ''}`, signal ? { signal } : {});
}

/** Operator: orders newest first, a page at a time; `status` (comma-separated) keeps those in its statuses; `number` answers that order alone. */
export function fetchOrderPage(cursor?: string | null, signal?: AbortSignal, status?: string | null, number?: string | null): Promise<OrderPage> {
  const query = new URLSearchParams({ limit: '20', ...(cursor ? { cursor } : {}), ...(status ? { status } : {}), ...(number ? { number } : {}) }).toString();
  return apiFetch<OrderPage>(`/api/orders?${query}`, signal ? { signal } : {});
}

/** Operator: moves an order to a new status; marking it shipped names its parcel. */
export function updateOrderStatus(number: string, status: OrderStatus, shipment?: ShipmentInput): Promise<OperatorOrder> {
  // A tracking number already on another order is refused (409 tracking_number_used) unless `reuseTrackingNumber` says the operator saw it (decision 042).
  return apiFetch<OperatorOrder>(`/api/orders/${encodeURIComponent(number)}`, { method: 'PATCH', json: { status, ...shipment } });
}

/** Operator: a bank statement (CSV) matched against UPI orders; those it shows paid are marked paid. */
export function uploadUpiStatement(file: File): Promise<StatementReport> {
  const form = new FormData();
  form.append('statement', file, file.name);
  return apiFetch<StatementReport>(UPI_STATEMENT_PATH, { method: 'POST', body: form });
}
