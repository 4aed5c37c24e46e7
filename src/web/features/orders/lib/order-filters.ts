import type { OrderStatus } from '../../../../shared/order.ts';

// The backend's orders list, filtered as a shop owner thinks of orders: what to chase (awaiting
// payment), what to do next (to confirm, confirmed, shipped), and what has ended. Each filter is
// the statuses GET /api/orders?status= is asked for, comma-separated.

export type OrderFilter = { id: string; label: string; statuses: readonly OrderStatus[]; empty: string };

export const ORDER_FILTERS: readonly OrderFilter[] = [
  { id: 'all', label: 'All', statuses: [], empty: 'No orders yet. Orders placed at checkout appear here.' },
  { id: 'awaiting-payment', label: 'Awaiting payment', statuses: ['awaiting_payment'], empty: 'No order is awaiting its payment.' },
  // A placed cash-on-delivery order and a paid prepaid one both wait for the shop's Confirm.
  { id: 'to-confirm', label: 'To confirm', statuses: ['placed', 'paid'], empty: 'No order is waiting to be confirmed.' },
  { id: 'confirmed', label: 'Confirmed', statuses: ['confirmed'], empty: 'No confirmed order is waiting to be shipped.' },
  { id: 'shipped', label: 'Shipped', statuses: ['shipped'], empty: 'No parcel is on its way.' },
  { id: 'delivered', label: 'Delivered', statuses: ['delivered'], empty: 'No order has been delivered yet.' },
  { id: 'not-paid', label: 'Not paid', statuses: ['expired', 'payment_failed'], empty: 'No order has ended unpaid.' },
  { id: 'cancelled', label: 'Cancelled or returned', statuses: ['cancelled', 'returned'], empty: 'No order has been cancelled or returned.' },
];

export const ALL_ORDERS = ORDER_FILTERS[0]!;

/** The filter's query value: '' for every order. */
export const statusQuery = (filter: OrderFilter) => filter.statuses.join(',');
