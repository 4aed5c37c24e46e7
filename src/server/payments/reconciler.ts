import { runPeriodically } from '../periodic.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderStatus } from '../../shared/order.ts';
import { GatewayUnavailableError } from './gateway.ts';
import { sendRequestedRefunds } from './refunds.ts';
import { settlePayment, type SettleServices } from './settle-payment.ts';

// The reconciler (decision 033): a webhook that never arrives must lose nothing. Every process
// runs it; each due order is claimed with a conditional update of `payment_check_at`, so one
// process checks it. It asks the gateway for the order's payments and settles each as a webhook
// would, then checks again after 1, 2, 4 … minutes (at most an hour), until the order is paid,
// or 48 hours after it ended unpaid (a late payment is still found meanwhile). It also asks
// again for refunds still 'requested', with their own idempotency keys, and forgets webhook
// event ids older than EVENT_MEMORY_MS: Razorpay retries a delivery for 24 hours, so an older
// id never comes again, and the table stays the size of a week's events.

export const RECONCILE_INTERVAL_MS = 60_000;
const MINUTE = 60_000;
const MAX_BACKOFF_MS = 60 * MINUTE;
/** How long after an order ended unpaid (expired, payment_failed, cancelled) its payments are still looked for. */
export const LATE_PAYMENT_WINDOW_MS = 48 * 60 * MINUTE;
/** How long a handled webhook event id is kept (payment_events). */
export const EVENT_MEMORY_MS = 7 * 24 * 60 * MINUTE;

const SETTLED: readonly OrderStatus[] = ['paid', 'confirmed', 'shipped', 'delivered', 'returned'];
const ENDED: readonly OrderStatus[] = ['expired', 'payment_failed', 'cancelled'];

/** The wait before the check after `checks` checks: 1, 2, 4 … minutes, at most an hour. */
export function backoffMs(checks: number): number {
  return Math.min(MAX_BACKOFF_MS, MINUTE * 2 ** Math.min(checks, 10));
}

export type ReconcileResult = { checked: number; refundsSent: number };

/** One pass at `now`: the due orders' payments settled, the requested refunds asked again. */
export async function reconcilePayments(services: SettleServices, now = new Date()): Promise<ReconcileResult> {
  const { orders, gateway, log } = services;
  let checked = 0;
  for (const due of await orders.duePaymentChecks(now)) {
    if (!due.payment_check_at) continue;
    const next = new Date(now.getTime() + backoffMs(due.payment_checks)).toISOString();
    if (!(await orders.claimPaymentCheck(due.number, due.payment_check_at, next, due.payment_checks + 1))) continue;
    checked += 1;
    const order = await orders.findByNumber(due.number);
    if (!order?.gateway_order_id) continue;
    try {
      for (const payment of await gateway.fetchOrderPayments(order.gateway_order_id)) {
        await settlePayment(services, payment, { now });
      }
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) log.error({ err: error, order: order.number }, 'payment check failed');
      else log.warn({ err: error, order: order.number }, 'payment check: the gateway is unavailable; checking again later');
      continue;
    }
    const after = await orders.findByNumber(due.number);
    if (!after) continue;
    const endedLongAgo = ENDED.includes(after.status) && now.getTime() - new Date(after.updated_at).getTime() >= LATE_PAYMENT_WINDOW_MS;
    if (SETTLED.includes(after.status) || endedLongAgo) await orders.stopPaymentChecks(after.number);
  }
  const refundsSent = await sendRequestedRefunds(services.db, gateway, log, { now });
  await services.db
    .deleteFrom('payment_events')
    .where('received_at', '<', new Date(now.getTime() - EVENT_MEMORY_MS).toISOString())
    .execute();
  return { checked, refundsSent };
}

/** Runs the reconciler now and every RECONCILE_INTERVAL_MS until stopped. */
export function scheduleReconciler(options: {
  services: SettleServices;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  intervalMs?: number;
}): { stop(): void } {
  return runPeriodically({
    task: async () => {
      const { checked, refundsSent } = await reconcilePayments(options.services);
      if (checked > 0 || refundsSent > 0) options.log.info({ checked, refundsSent }, 'payments reconciled with the gateway');
    },
    intervalMs: options.intervalMs ?? RECONCILE_INTERVAL_MS,
    log: options.log,
    failure: 'payment reconciler failed',
  });
}
