import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { canMoveOrder, ORDER_NUMBER_ALPHABET, returnableUntil, UNPAID_END_STATUSES, type CancelReason, type OrderStatus } from '../../shared/order.ts';
import type { PaymentMethod } from '../../shared/payment-methods.ts';
import type { RetryRefusal, UpiReferenceRefusal } from '../../shared/errors.ts';
import { englishErrors } from '../../shared/error-words.ts';
import type { Language } from '../../shared/languages.ts';
import { formatInr } from '../../shared/money.ts';
import { formatIndiaDateTime } from '../../shared/india-time.ts';
import { courierName, type CourierId } from '../../shared/shipping.ts';
import type { ShippingDetails } from '../../shared/checkout.ts';
import type { CartTotals } from '../../shared/pricing.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { OrderHuidsTable, OrderLinesTable, OrdersTable } from './tables.ts';
import { huidsOf, recordHuids } from './huids.ts';
import type { PricedOrderLine } from './pricing.ts';
import { expiredHolds, holdEnd, holdStock, holdStockAgain, keepHeldStock, releaseStock, HOLD_ENDS } from './stock-holds.ts';
import { OutOfStockError } from './stock.ts';
import { PLACING_RULES } from './payment-plans.ts';
import { checkPlacingLimits, type PlacingLimits } from './placing-limits.ts';
import { issueCreditNote, issueInvoiceNumber } from '../invoices/series.ts';
import { queueOrderPlacedMails, queueOrderStatusMail, queuePaymentRequestMail } from '../mail/outbox.ts';
import { recordRefund } from '../payments/refunds.ts';
import type { PaymentRefundsTable } from '../payments/tables.ts';

/** An order with its lines and, for a gateway payment, its refund once one was asked for (decision 033). */
export type StoredOrder = OrdersTable & {
  lines: OrderLinesTable[];
  refund?: PaymentRefundsTable | null;
  /** The HUIDs of its pieces, recorded when it was shipped (decision 036); absent or empty when none. */
  huids?: OrderHuidsTable[];
};

export type OrderDraft = {
  idempotencyKey: string;
  requestHash: string;
  shipping: ShippingDetails;
  /** The buyer's PAN, for an order that needs it (shared/payment-rules.ts). */
  pan?: string | null;
  lines: PricedOrderLine[];
  totals: CartTotals;
  /** How it is paid (decision 032): the first status and whether it is invoiced now follow (payment-plans.ts). Absent: cash on delivery. */
  paymentMethod?: PaymentMethod;
  /** The client address it came from, counted by the per-client limit. */
  clientAddress?: string | null;
  /**
   * How long the order holds its pieces unless the shop confirms it (COD_CONFIRM_HOURS) or it is
   * paid (UPI_HOLD_MINUTES); absent: until the shop moves it.
   */
  holdMs?: number;
  /** Flagged as a bulk order (the operators' alert and list say so). */
  bulk?: boolean;
  /** The language it is placed in (the request's Accept-Language): its e-mails are written in it. Absent: English. */
  language?: Language;
  /** The day it is promised to arrive by ('YYYY-MM-DD'), as the checkout gave it for its PIN. */
  deliveryBy?: string | null;
  /** Orders per phone, e-mail and client over a window (placing-limits.ts); absent: none. */
  limits?: PlacingLimits;
};

/** The parcel an order is shipped in: asked for when it is marked shipped, and only then. */
export type ShipmentDraft = {
  courier: CourierId;
  courierName?: string | undefined;
  trackingNumber: string;
  /** The HUIDs of each line's pieces (decision 036): a list a line, in the lines' order; absent when none is given. */
  huids?: string[][] | undefined;
  /** Shipped with a tracking number already on another order, the operator warned (decision 042). */
  reuseTrackingNumber?: boolean | undefined;
};

/** What the orders' moves hold to, from the configuration. */
export type OrderSettings = {
  /** How long after delivery an order may still be marked returned (RETURN_AFTER_DELIVERY_DAYS; 0: never). */
  returnAfterDeliveryMs: number;
};

/** RETURN_AFTER_DELIVERY_DAYS's default, 15 days. */
export const DEFAULT_ORDER_SETTINGS: OrderSettings = { returnAfterDeliveryMs: 15 * 86_400_000 };

/** The Idempotency-Key was used before for a different order. */
export class IdempotencyConflictError extends Error {}

/** The status change is not one of the allowed transitions. */
export class OrderTransitionError extends Error {
  readonly from: OrderStatus;
  readonly to: OrderStatus;

  constructor(from: OrderStatus, to: OrderStatus) {
    super(`An order that is ${from} cannot be marked ${to}.`);
    this.from = from;
    this.to = to;
  }
}

/** A delivered order marked returned after RETURN_AFTER_DELIVERY_DAYS (or with none): refused, nothing changes (decision 042). */
export class ReturnWindowClosedError extends OrderTransitionError {
  constructor(number: string, deliveredAt: string | null) {
    super('delivered', 'returned');
    this.message = deliveredAt
      ? `Order ${number} was delivered on ${formatIndiaDateTime(deliveredAt)}: the time to mark it returned has passed.`
      : `Order ${number} has no delivery time: it cannot be marked returned.`;
  }
}

/**
 * Shipping with a tracking (AWB) number already on other orders, not confirmed (decision 042):
 * nothing changes; the operator checks the label, or ships with it deliberately.
 */
export class TrackingNumberUsedError extends Error {
  readonly trackingNumber: string;
  readonly orders: string[];
  constructor(trackingNumber: string, orders: string[]) {
    super(
      `Tracking number ${trackingNumber} is already on order ${orders.join(', ')}. Check the courier's label; ship with it all the same only if it is right.`,
    );
    this.trackingNumber = trackingNumber;
    this.orders = orders;
  }
}

/**
 * A late payment (an expired or not-received UPI order marked paid) whose pieces have sold
 * since: nothing changes, and the shop refunds the payment.
 */
export class PiecesSoldError extends Error {}

/** A UPI reference sent for an order that no longer awaits its payment (or is not a UPI order). */
export class NotAwaitingPaymentError extends Error {
  readonly reason: UpiReferenceRefusal;
  constructor(reason: UpiReferenceRefusal) {
    super(englishErrors.upi_reference_refused({ reason }));
    this.reason = reason;
  }
}

/** An operator asked to mark a Razorpay order paid: only the gateway's own word does (decision 033). */
export class PaidByGatewayOnlyError extends Error {
  constructor() {
    super("A Razorpay order becomes paid on Razorpay's own word, when its payment reaches the shop: it cannot be marked paid by hand.");
  }
}

/**
 * A UPI reference (UTR) that another order carries or was paid with (decision 038): one payment
 * pays one order. The operator's words; nothing changes.
 */
export class UpiReferenceUsedError extends Error {
  readonly reference: string;
  constructor(reference: string, otherOrder: string | null) {
    super(`UPI reference ${reference} belongs to order ${otherOrder ?? 'another order'}: one payment pays one order. Look at both orders.`);
    this.reference = reference;
  }
}

/** What a payment retry is held to (decision 038): the order's age, and the orders per phone, e-mail and client. */
export type RetryRules = { maxAgeMs: number; limits?: PlacingLimits | undefined; clientAddress: string | null };

/** A payment retry asked of an order that is neither expired nor without its payment (or is cash on delivery). */
export class NotRetryableError extends Error {
  readonly reason: RetryRefusal;
  constructor(reason: RetryRefusal) {
    super(englishErrors.retry_refused({ reason }));
    this.reason = reason;
  }
}

/** 'RS-' and ten characters drawn uniformly from an alphabet without look-alikes (about 50 bits). */
export function newOrderNumber(): string {
  const alphabet = ORDER_NUMBER_ALPHABET;
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < 10) {
    for (const byte of randomBytes(16)) {
      if (byte < limit && out.length < 10) out += alphabet[byte % alphabet.length];
    }
  }
  return `RS-${out}`;
}

/** A stable fingerprint of a validated request body (its keys come in the schema's order). */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** Each order with its lines, from lines in the order they are to be shown. */
export function withTheirLines(orders: OrdersTable[], lines: OrderLinesTable[]): StoredOrder[] {
  const byOrder = new Map<string, OrderLinesTable[]>();
  for (const line of lines) {
    const list = byOrder.get(line.order_id) ?? [];
    list.push(line);
    byOrder.set(line.order_id, list);
  }
  return orders.map((order) => ({ ...order, lines: byOrder.get(order.id) ?? [] }));
}

export function ordersRepository(db: Kysely<Database>, settings: OrderSettings = DEFAULT_ORDER_SETTINGS) {
  async function withLines(rows: OrdersTable[]): Promise<StoredOrder[]> {
    if (rows.length === 0) return [];
    const lines = await db
      .selectFrom('order_lines')
      .selectAll()
      .where(
        'order_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('order_id')
      .orderBy('position')
      .execute();
    const shipped = rows.filter((row) => row.shipped_at !== null).map((row) => row.id);
    const huids = await huidsOf(db, shipped);
    const withTheir = withTheirLines(rows, lines).map((order) => {
      const its = huids.filter((row) => row.order_id === order.id);
      return its.length > 0 ? { ...order, huids: its } : order;
    });
    const gatewayPaid = rows.filter((row) => row.gateway_payment_id !== null).map((row) => row.id);
    if (gatewayPaid.length === 0) return withTheir;
    const refunds = await db.selectFrom('payment_refunds').selectAll().where('order_id', 'in', gatewayPaid).orderBy('created_at').execute();
    // The refund of the payment that paid the order (a second payment's refund is not the order's).
    return withTheir.map((order) => ({ ...order, refund: refunds.find((refund) => refund.order_id === order.id && refund.payment_id === order.gateway_payment_id) ?? null }));
  }

  async function findBy(column: 'number' | 'idempotency_key', value: string): Promise<StoredOrder | undefined> {
    const row = await db.selectFrom('orders').selectAll().where(column, '=', value).executeTakeFirst();
    return row ? (await withLines([row]))[0] : undefined;
  }

  /** The order this key already made, or a conflict when the key came with another body. */
  async function replay(draft: OrderDraft): Promise<StoredOrder | undefined> {
    const existing = await findBy('idempotency_key', draft.idempotencyKey);
    if (existing && existing.request_hash !== draft.requestHash) {
      throw new IdempotencyConflictError(
        'This Idempotency-Key was already used for a different order. Send a new key for a new order.',
      );
    }
    return existing;
  }

  return {
    findByNumber: (number: string) => findBy('number', number),

    /** The order a gateway order ('order_…') was made for (decision 033). */
    async findByGatewayOrderId(gatewayOrderId: string): Promise<StoredOrder | undefined> {
      const row = await db.selectFrom('orders').selectAll().where('gateway_order_id', '=', gatewayOrderId).executeTakeFirst();
      return row ? (await withLines([row]))[0] : undefined;
    },

    /**
     * Stores the gateway order made for an order, unless one is stored already (two requests at
     * once: the first stored wins); the reconciler first looks at `checkAt`. Answers the order
     * with the gateway order it keeps.
     */
    async attachGatewayOrder(number: string, gatewayOrderId: string, checkAt: Date, now = new Date()): Promise<StoredOrder | undefined> {
      await db
        .updateTable('orders')
        .set({ gateway_order_id: gatewayOrderId, payment_check_at: checkAt.toISOString(), payment_checks: 0, updated_at: now.toISOString() })
        .where('number', '=', number)
        .where('gateway_order_id', 'is', null)
        .execute();
      return findBy('number', number);
    },

    /**
     * A gateway payment made the order paid (decision 033): the same conditional move as the
     * operator's (invoice numbered, pieces kept or taken again, e-mails queued), storing the
     * payment and ending the reconciler's checks. `also` runs in the same transaction (the
     * webhook's event id). OrderTransitionError when the order is not (or no longer) in a status
     * that may become paid; PiecesSoldError for a late payment whose pieces sold since.
     */
    async markPaid(number: string, payment: { gatewayPaymentId: string; also?: (trx: Transaction<Database>) => Promise<void> }, now = new Date()): Promise<StoredOrder | undefined> {
      const moved = await db.transaction().execute(async (trx) => {
        const done = await moveOrder(trx, number, 'paid', now, { gatewayPaymentId: payment.gatewayPaymentId });
        if (done && payment.also) await payment.also(trx);
        return done;
      });
      return moved ? findBy('number', number) : undefined;
    },

    /** Why the last payment attempt failed, for an order still awaiting its payment (nothing else changes). */
    async notePaymentError(number: string, error: string, now = new Date()): Promise<boolean> {
      const result = await db
        .updateTable('orders')
        .set({ payment_error: error.slice(0, 300), updated_at: now.toISOString() })
        .where('number', '=', number)
        .where('status', '=', 'awaiting_payment')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * The shopper tries paying again for an expired order, or one whose payment was not received:
     * it awaits its payment once more, its pieces taken again and held for `holdMs`, the last
     * error cleared (a gateway order is kept and reused). Only while the order is younger than
     * `rules.maxAgeMs` and every piece still costs what the order says (decision 038); the retry
     * is recorded and counts toward the orders per phone, e-mail and client (PlacingLimitError).
     * NotRetryableError for any other order; PiecesSoldError when a piece has sold since (nothing
     * changes).
     */
    async retryPayment(number: string, holdMs: number, rules: RetryRules, now = new Date()): Promise<StoredOrder | undefined> {
      const order = await db.selectFrom('orders').select(['id', 'status', 'payment_method', 'created_at', 'phone', 'email']).where('number', '=', number).executeTakeFirst();
      if (!order) return undefined;
      if (order.payment_method === 'cod' || (order.status !== 'expired' && order.status !== 'payment_failed')) {
        throw new NotRetryableError(notRetryable(order.status, order.payment_method));
      }
      if (now.getTime() - Date.parse(order.created_at) > rules.maxAgeMs) throw new NotRetryableError('too_old');
      try {
        await db.transaction().execute(async (trx) => {
          if (await priceChanged(trx, order.id)) throw new NotRetryableError('price_changed');
          if (rules.limits) await checkPlacingLimits(trx, { phone: order.phone, email: order.email, client_address: rules.clientAddress }, rules.limits, now);
          await trx.insertInto('payment_retries').values({ order_id: order.id, at: now.toISOString(), client_address: rules.clientAddress }).execute();
          await moveOrder(trx, number, 'awaiting_payment', now, { from: order.status, holdMs });
        });
      } catch (error) {
        if (error instanceof OrderTransitionError) throw new NotRetryableError(notRetryable(error.from, order.payment_method));
        throw error;
      }
      return findBy('number', number);
    },

    /**
     * Razorpay orders whose next payment check is due by `now` (the reconciler), oldest first,
     * with the check time they were seen with (claimed by claimPaymentCheck).
     */
    async duePaymentChecks(now: Date, limit = 50): Promise<Pick<OrdersTable, 'number' | 'payment_check_at' | 'payment_checks'>[]> {
      return db
        .selectFrom('orders')
        .select(['number', 'payment_check_at', 'payment_checks'])
        .where('payment_check_at', '<=', now.toISOString())
        .where('payment_method', '=', 'razorpay')
        .where('gateway_order_id', 'is not', null)
        .orderBy('payment_check_at')
        .limit(limit)
        .execute();
    },

    /**
     * Claims an order's payment check: moves its next check to `next` (null: no more) only if it
     * is still at `seen`, so that of several processes one checks it. Answers whether this one did.
     */
    async claimPaymentCheck(number: string, seen: string, next: string | null, checks: number): Promise<boolean> {
      const result = await db
        .updateTable('orders')
        .set({ payment_check_at: next, payment_checks: checks })
        .where('number', '=', number)
        .where('payment_check_at', '=', seen)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** No more payment checks for this order (paid, or ended long enough ago). */
    async stopPaymentChecks(number: string): Promise<void> {
      await db.updateTable('orders').set({ payment_check_at: null }).where('number', '=', number).execute();
    },

    /**
     * Stores the order, its lines and its status in one transaction; answers the order and
     * whether this call created it. The same key again answers the same order, never a second.
     */
    async placeOrder(draft: OrderDraft, now = new Date()): Promise<{ order: StoredOrder; created: boolean }> {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const earlier = await replay(draft);
        if (earlier) return { order: earlier, created: false };
        const at = now.toISOString();
        const method = draft.paymentMethod ?? 'cod';
        const rules = PLACING_RULES[method];
        const row: OrdersTable = {
          id: randomBytes(10).toString('base64url'),
          number: newOrderNumber(),
          idempotency_key: draft.idempotencyKey,
          request_hash: draft.requestHash,
          status: rules.firstStatus,
          payment_method: method,
          ...draft.shipping,
          item_total_paise: draft.totals.itemTotalPaise,
          savings_paise: draft.totals.savingsPaise,
          shipping_paise: draft.totals.shippingPaise,
          order_total_paise: draft.totals.orderTotalPaise,
          created_at: at,
          updated_at: at,
          invoice_number: null, // given in the transaction below, or when a prepaid order is paid
          invoice_date: null,
          courier: null, // the parcel and the times of later statuses: set by setStatus
          courier_name: null,
          tracking_number: null,
          shipped_at: null,
          delivered_at: null,
          cancelled_at: null,
          returned_at: null,
          pan: draft.pan ?? null,
          credit_note_number: null,
          credit_note_date: null,
          stock_held_until: holdEnd(now, draft.holdMs),
          cancel_reason: null,
          client_address: draft.clientAddress ?? null,
          bulk: draft.bulk ? 1 : 0,
          upi_reference: null,
          paid_at: null,
          gateway_order_id: null, // made when the shopper opens the gateway's Checkout (decision 033)
          gateway_payment_id: null,
          payment_error: null,
          payment_check_at: null,
          payment_checks: 0,
          language: draft.language ?? 'en',
          delivery_by: draft.deliveryBy ?? null,
        };
        const lines = draft.lines.map((line, position) => toLineRow(row.id, position, line));
        try {
          const outcome = await db.transaction().execute(async (trx) => {
            const taken = await trx
              .selectFrom('orders')
              .select('id')
              .where('idempotency_key', '=', draft.idempotencyKey)
              .executeTakeFirst();
            if (taken) return 'taken' as const;
            if (draft.limits) await checkPlacingLimits(trx, row, draft.limits, now);
            await trx.insertInto('orders').values(row).execute();
            await trx.insertInto('order_lines').values(lines).execute();
            // What else an order sets going belongs in this same transaction, so that it
            // happens exactly when the order is stored. A prepaid order is invoiced and
            // announced when it is paid (moveOrder), not now.
            await holdStock(trx, lines);
            if (rules.billedWhenPlaced) {
              Object.assign(row, await issueInvoiceNumber(trx, row.id, now));
              await queueOrderPlacedMails(trx, row, now);
            } else {
              // Prepaid and not yet paid: the shopper is asked to pay, by e-mail too.
              await queuePaymentRequestMail(trx, row, now);
            }
            return 'created' as const;
          });
          if (outcome === 'created') return { order: { ...row, lines }, created: true };
        } catch (error) {
          // A concurrent request with the same key won the race (or, very rarely, the order
          // number was taken): look again.
          if (!isUniqueViolation(error)) throw error;
        }
      }
      const earlier = await replay(draft);
      if (earlier) return { order: earlier, created: false };
      throw new Error('Could not store the order.');
    },

    /**
     * Newest first, `limit` at a time; `cursor` is the previous page's nextCursor. `statuses`
     * (none or empty: every order) keeps only orders in one of them; a cursor names a place in
     * the newest-first order, so it pages on within the same statuses.
     */
    async listOrders(options: { limit: number; cursor?: string | undefined; statuses?: readonly OrderStatus[] | undefined }): Promise<{
      orders: StoredOrder[];
      nextCursor: string | null;
    }> {
      const after = options.cursor ? decodeCursor(options.cursor) : undefined;
      let query = db
        .selectFrom('orders')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(options.limit + 1);
      if (options.statuses && options.statuses.length > 0) query = query.where('status', 'in', options.statuses);
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb('created_at', '<', after.createdAt),
            eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
          ]),
        );
      }
      const rows = await query.execute();
      const page = rows.slice(0, options.limit);
      const last = page.at(-1);
      return {
        orders: await withLines(page),
        nextCursor: rows.length > options.limit && last ? encodeCursor(last) : null,
      };
    },

    /**
     * Moves an order to a new status when the transition is allowed. The update only applies
     * to the status it was read in, so two operators cannot both move the same order.
     * `shipment` is the parcel of an order marked shipped (the route asks for it then only).
     */
    async setStatus(number: string, to: OrderStatus, now = new Date(), shipment?: ShipmentDraft, upiReference?: string | null): Promise<StoredOrder | undefined> {
      let moved: boolean;
      try {
        moved = await db.transaction().execute((trx) => moveOrder(trx, number, to, now, { shipment, upiReference: upiReference ?? undefined, returnAfterDeliveryMs: settings.returnAfterDeliveryMs }));
      } catch (error) {
        // Another order's payment took the same UTR at the same moment (decision 038).
        if (isUniqueViolation(error) && upiReference) throw new UpiReferenceUsedError(upiReference, null);
        throw error;
      }
      if (!moved) return undefined;
      return findBy('number', number);
    },

    /**
     * Records the UPI reference (UTR) the shopper gives for a UPI order awaiting its payment, and
     * lengthens the order's hold to at least `checkMs` from `now`, for the shop to find the
     * payment in its bank. Once (decision 038): the same reference again changes nothing, another
     * is refused ('given'), and a reference another order carries is refused ('taken'), the
     * reference recorded in upi_references (unique) in the same transaction. Conditional on the
     * status, so that an order the sweep expired or the shop moved meanwhile is left alone
     * (NotAwaitingPaymentError). Answers the order and whether this call recorded the reference;
     * undefined when no order has the number.
     */
    async recordUpiReference(number: string, reference: string, checkMs: number, now = new Date()): Promise<{ order: StoredOrder; recorded: boolean } | undefined> {
      const order = await db.selectFrom('orders').select(['id', 'status', 'payment_method', 'stock_held_until', 'upi_reference']).where('number', '=', number).executeTakeFirst();
      if (!order) return undefined;
      if (order.payment_method !== 'upi' || order.status !== 'awaiting_payment') throw notAwaitingPayment(order);
      if (order.upi_reference === reference) return { order: (await findBy('number', number))!, recorded: false };
      if (order.upi_reference !== null) throw new NotAwaitingPaymentError('given');
      const checkEnd = new Date(now.getTime() + checkMs).toISOString();
      const heldUntil = order.stock_held_until && order.stock_held_until > checkEnd ? order.stock_held_until : checkEnd;
      try {
        await db.transaction().execute(async (trx) => {
          const carried = await trx.selectFrom('upi_references').select('order_id').where('reference', '=', reference).executeTakeFirst();
          if (carried) throw new NotAwaitingPaymentError('taken');
          await trx.insertInto('upi_references').values({ reference, order_id: order.id, created_at: now.toISOString(), paid_at: null }).execute();
          const result = await trx
            .updateTable('orders')
            .set({ upi_reference: reference, stock_held_until: heldUntil, updated_at: now.toISOString() })
            .where('id', '=', order.id)
            .where('status', '=', 'awaiting_payment')
            .where('upi_reference', 'is', null)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 0) {
            const changed = await trx.selectFrom('orders').select(['status', 'payment_method', 'upi_reference']).where('id', '=', order.id).executeTakeFirstOrThrow();
            if (changed.status === 'awaiting_payment' && changed.payment_method === 'upi') throw new NotAwaitingPaymentError('given');
            throw notAwaitingPayment(changed);
          }
        });
      } catch (error) {
        // Another order took the same reference at the same moment.
        if (isUniqueViolation(error)) throw new NotAwaitingPaymentError('taken');
        throw error;
      }
      return { order: (await findBy('number', number))!, recorded: true };
    },

    /**
     * Ends every order whose stock hold ended by `now`, as HOLD_ENDS says: a placed COD order the
     * shop did not confirm in time is cancelled with the reason 'unconfirmed' (a credit note
     * reverses its invoice and the shopper is told); a UPI order still awaiting its payment
     * expires. Either way its pieces go back to stock. Answers how many this call ended; an
     * order another process released, or the shop moved, in the meantime is left alone.
     */
    async releaseExpiredHolds(now = new Date()): Promise<number> {
      let released = 0;
      for (const { number, status } of await expiredHolds(db, now)) {
        const end = HOLD_ENDS[status];
        if (!end) continue;
        try {
          const moved = await db
            .transaction()
            .execute((trx) => moveOrder(trx, number, end.to, now, { ...(end.reason ? { reason: end.reason } : {}), heldUntilBy: now, from: status }));
          if (moved) released += 1;
        } catch (error) {
          if (!(error instanceof OrderTransitionError)) throw error;
        }
      }
      return released;
    },
  };
}

/** Why a UPI reference is not taken now (the shopper's words: shared/error-words.ts). */
function notAwaitingPayment(order: { status: OrderStatus; payment_method: PaymentMethod }): NotAwaitingPaymentError {
  if (order.payment_method !== 'upi') return new NotAwaitingPaymentError('not_upi');
  if (order.status === 'expired' || order.status === 'payment_failed' || order.status === 'cancelled') return new NotAwaitingPaymentError(order.status);
  return new NotAwaitingPaymentError('paid');
}

/** Why an order cannot be paid for again (the shopper's words: shared/error-words.ts). */
function notRetryable(status: OrderStatus, method: PaymentMethod): RetryRefusal {
  if (method === 'cod') return 'cod';
  if (status === 'awaiting_payment') return 'awaiting';
  if (status === 'cancelled') return 'cancelled';
  if (status === 'returned' || status === 'delivered') return 'closed';
  return 'paid';
}

/**
 * Moves an order to a new status when the transition is allowed, in `trx`. The update only
 * applies to the status it was read in, so two operators (or an operator and the hold sweep)
 * cannot both move the same order. `shipment` is the parcel of an order marked shipped (the
 * route asks for it then only); `heldUntilBy` and `from` move only an order still in `from`
 * whose hold ended by then (the sweep).
 */
async function moveOrder(
  trx: Transaction<Database>,
  number: string,
  to: OrderStatus,
  now: Date,
  options: {
    shipment?: ShipmentDraft | undefined;
    reason?: CancelReason;
    heldUntilBy?: Date;
    from?: OrderStatus;
    /** The gateway payment that paid it (to 'paid'). */
    gatewayPaymentId?: string;
    /** A new hold of this long (back to 'awaiting_payment': the shopper tries paying again). */
    holdMs?: number;
    /** The UPI reference (UTR) of the payment that paid it, as a bank statement's row gives it (to 'paid'). */
    upiReference?: string | undefined;
    /** How long after delivery it may still be marked returned (decision 042); absent or 0: never. */
    returnAfterDeliveryMs?: number;
  },
): Promise<boolean> {
  const current = await trx
    .selectFrom('orders')
    .select(['id', 'status', 'order_total_paise', 'upi_reference', 'payment_method', 'gateway_order_id', 'gateway_payment_id', 'delivered_at'])
    .where('number', '=', number)
    .executeTakeFirst();
  if (!current) return false;
  if (!canMoveOrder(current.status, to) || (options.from && current.status !== options.from)) throw new OrderTransitionError(current.status, to);
  if (to === 'paid' && current.payment_method === 'razorpay' && !options.gatewayPaymentId) throw new PaidByGatewayOnlyError();
  // Back to awaiting its payment only as the shopper's retry, with a new hold (never held for good).
  if (to === 'awaiting_payment' && options.holdMs === undefined) throw new OrderTransitionError(current.status, to);
  // A delivered parcel reported refused late comes back within RETURN_AFTER_DELIVERY_DAYS only.
  if (current.status === 'delivered' && to === 'returned') {
    const until = returnableUntil(current.delivered_at, options.returnAfterDeliveryMs ?? 0);
    if (!until || now.toISOString() >= until) throw new ReturnWindowClosedError(number, current.delivered_at);
  }
  if (to === 'shipped' && options.shipment && !options.shipment.reuseTrackingNumber) {
    const others = await trx
      .selectFrom('orders')
      .select('number')
      .where('tracking_number', '=', options.shipment.trackingNumber)
      .where('id', '!=', current.id)
      .orderBy('shipped_at')
      .limit(5)
      .execute();
    if (others.length > 0) throw new TrackingNumberUsedError(options.shipment.trackingNumber, others.map((other) => other.number));
  }
  let update = trx
    .updateTable('orders')
    .set({
      status: to,
      updated_at: now.toISOString(),
      ...statusColumns(to, now, options.shipment),
      ...(options.reason ? { cancel_reason: options.reason } : {}),
      ...(to === 'paid' && options.gatewayPaymentId ? { gateway_payment_id: options.gatewayPaymentId, payment_error: null, payment_check_at: null } : {}),
    })
    .where('number', '=', number)
    .where('status', '=', current.status);
  if (options.heldUntilBy) update = update.where('stock_held_until', '<=', options.heldUntilBy.toISOString());
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    const changed = await trx.selectFrom('orders').select(['status']).where('number', '=', number).executeTakeFirst();
    throw new OrderTransitionError(changed?.status ?? current.status, to);
  }
  // What else a status change sets going belongs in this same transaction.
  // Confirmed: the order keeps its pieces for good. Paid (a prepaid order, decision 032): it
  // keeps them too, taking them again first when its hold had ended (a late payment), and is
  // invoiced and announced now, as a COD order is when placed. Cancelled, or the order ended
  // unpaid (the parcel came back, the payment never came): the pieces go back to stock and a
  // credit note reverses the invoice, if it had one.
  if (to === 'confirmed') await keepHeldStock(trx, number);
  if (to === 'shipped') await recordHuids(trx, current.id, options.shipment?.huids);
  if (to === 'awaiting_payment') {
    // The shopper tries paying again (decision 033): the pieces are taken again and held anew;
    // a gateway order is reused, and the reconciler looks at it again soon.
    await takePiecesAgain(trx, number, current);
    await trx
      .updateTable('orders')
      .set({
        stock_held_until: holdEnd(now, options.holdMs),
        payment_error: null,
        ...(current.gateway_order_id ? { payment_check_at: new Date(now.getTime() + 60_000).toISOString(), payment_checks: 0 } : {}),
      })
      .where('id', '=', current.id)
      .execute();
  }
  if (to === 'paid') {
    if (current.payment_method === 'upi') await claimPaidReference(trx, current, options.upiReference, now);
    if (current.status !== 'awaiting_payment') await takePiecesAgain(trx, number, current);
    await keepHeldStock(trx, number);
    const paid = await trx.selectFrom('orders').selectAll().where('id', '=', current.id).executeTakeFirstOrThrow();
    await issueInvoiceNumber(trx, current.id, now);
    await queueOrderPlacedMails(trx, paid, now);
  }
  if (UNPAID_END_STATUSES.includes(to)) {
    await releaseStock(trx, number);
    await issueCreditNote(trx, current.id, now);
  }
  // A gateway payment of an order cancelled or returned goes back in full (decision 033): the
  // refund is recorded here and asked of the gateway after commit.
  if ((to === 'cancelled' || to === 'returned') && current.gateway_payment_id) {
    await recordRefund(trx, { orderId: current.id, paymentId: current.gateway_payment_id, amountPaise: Number(current.order_total_paise), reason: to }, now);
  }
  await queueOrderStatusMail(trx, number, to, now);
  return true;
}

/**
 * The UTR a UPI order is paid with (the statement row's, else the one its shopper gave), recorded
 * as paid in upi_references in the transaction that marks it paid (decision 038): one payment
 * pays one order, so a reference another order carries refuses the change (UpiReferenceUsedError),
 * and a later statement that lists the same payment finds it used. The order keeps the reference.
 */
async function claimPaidReference(trx: Transaction<Database>, order: { id: string; upi_reference: string | null }, given: string | undefined, now: Date): Promise<void> {
  const reference = given ?? order.upi_reference;
  if (reference === null) return;
  const at = now.toISOString();
  const carried = await trx.selectFrom('upi_references').select('order_id').where('reference', '=', reference).executeTakeFirst();
  if (carried && carried.order_id !== order.id) {
    const other = await trx.selectFrom('orders').select('number').where('id', '=', carried.order_id).executeTakeFirst();
    throw new UpiReferenceUsedError(reference, other?.number ?? null);
  }
  if (carried) await trx.updateTable('upi_references').set({ paid_at: at }).where('reference', '=', reference).execute();
  else await trx.insertInto('upi_references').values({ reference, order_id: order.id, created_at: at, paid_at: at }).execute();
  if (given && order.upi_reference === null) await trx.updateTable('orders').set({ upi_reference: given }).where('id', '=', order.id).execute();
}

/** Whether a piece of the order now costs other than the order says, or is no longer sold (a retry pays today's price: decision 038). */
async function priceChanged(trx: Transaction<Database>, orderId: string): Promise<boolean> {
  const lines = await trx
    .selectFrom('order_lines')
    .leftJoin('products', 'products.id', 'order_lines.product_id')
    .select(['order_lines.unit_price_paise as sold', 'products.price_paise as today'])
    .where('order_lines.order_id', '=', orderId)
    .execute();
  return lines.some((line) => line.today === null || Number(line.today) !== Number(line.sold));
}

/** A late payment's pieces, held again; PiecesSoldError (the transaction stores nothing) when they have sold since. */
async function takePiecesAgain(
  trx: Transaction<Database>,
  number: string,
  order: { order_total_paise: number; upi_reference: string | null; payment_method: PaymentMethod },
): Promise<void> {
  try {
    await holdStockAgain(trx, number);
  } catch (error) {
    if (!(error instanceof OutOfStockError)) throw error;
    if (order.payment_method === 'razorpay') throw new PiecesSoldError('The pieces of this order have sold since; the payment is refunded through Razorpay.');
    const reference = order.upi_reference ? ` (UPI reference ${order.upi_reference})` : '';
    throw new PiecesSoldError(`The pieces of this order have sold since; refund the shopper's payment of ${formatInr(order.order_total_paise)}${reference} instead.`);
  }
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;

/** What else a status change records: when it happened and, for shipping, the parcel. */
function statusColumns(to: OrderStatus, now: Date, shipment: ShipmentDraft | undefined): Partial<OrdersTable> {
  const at = now.toISOString();
  switch (to) {
    case 'shipped':
      if (!shipment) throw new Error('An order is shipped with its courier and tracking number.');
      return {
        shipped_at: at,
        courier: shipment.courier,
        courier_name: courierName(shipment.courier, shipment.courierName),
        tracking_number: shipment.trackingNumber,
      };
    case 'delivered':
      return { delivered_at: at };
    case 'cancelled':
      return { cancelled_at: at };
    case 'returned':
      return { returned_at: at };
    case 'paid':
      return { paid_at: at };
    default:
      return {};
  }
}

function toLineRow(orderId: string, position: number, line: PricedOrderLine): OrderLinesTable {
  return {
    order_id: orderId,
    position,
    product_id: line.productId,
    product_name: line.productName,
    local_name: line.localName ?? null,
    metal_type: line.metalType,
    purity: line.purity,
    metal_weight_mg: line.metalWeightMg,
    size: line.size,
    quantity: line.quantity,
    unit_price_paise: line.unitPricePaise,
    line_total_paise: line.lineTotalPaise,
    price_breakup: line.priceBreakup ? JSON.stringify(line.priceBreakup) : null,
  };
}

function encodeCursor(row: OrdersTable): string {
  return Buffer.from(JSON.stringify([row.created_at, row.id])).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; id: string } | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string') {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // an unreadable cursor: the first page
  }
  return undefined;
}
