/** Kysely table types of gateway payments (migration 0019, decision 033). Money in paise, times ISO-8601 UTC. */

export type RefundReason = 'cancelled' | 'returned' | 'late_payment' | 'second_payment';
export type RefundStatus = 'requested' | 'pending' | 'processed' | 'failed';

/** A refund asked of the gateway: one per payment at most, asked again only with its own idempotency key. */
export interface PaymentRefundsTable {
  id: string;
  order_id: string;
  /** The gateway's payment ('pay_…') refunded. */
  payment_id: string;
  amount_paise: number;
  reason: RefundReason;
  /** Sent as X-Refund-Idempotency: the same key never refunds twice. */
  idempotency_key: string;
  status: RefundStatus;
  /** The gateway's refund ('rfnd_…'), once it answered. */
  refund_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A webhook event already handled, by its key from the signed body (gateway.ts: `GatewayEvent.key`). */
export interface PaymentEventsTable {
  event_id: string;
  event: string;
  received_at: string;
}

export interface PaymentTables {
  payment_refunds: PaymentRefundsTable;
  payment_events: PaymentEventsTable;
}
