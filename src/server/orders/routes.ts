import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { placeOrderSchema } from '../../shared/checkout.ts';
import { ORDER_NUMBER_PATTERN, ORDER_STATUSES, type OrderPage, type OrderStatus, type PaymentTerms } from '../../shared/order.ts';
import { upiReferenceSchema } from '../../shared/upi.ts';
import { HUID_PATTERN, HUID_RULE, normaliseHuid, repeatedHuid } from '../../shared/huid.ts';
import { COURIER_IDS, normaliseTrackingNumber, TRACKING_NUMBER_PATTERN, TRACKING_NUMBER_RULE } from '../../shared/shipping.ts';
import { errorDetail } from '../../shared/errors.ts';
import { cashOnDeliveryRefusal } from '../../shared/payment-rules.ts';
import { paiseToRupees } from '../../shared/money.ts';
import { HttpError, notFound, parseOr400, shopperError } from '../http/errors.ts';
import { HuidError, HuidTakenError } from './huids.ts';
import { NotAwaitingPaymentError, OrderTransitionError, PaidByGatewayOnlyError, PiecesSoldError, TrackingNumberUsedError, UpiReferenceUsedError, type StoredOrder } from './repository.ts';
import { toOperatorOrder, toPublicOrder } from './wire.ts';
import { offeredPaymentMethods } from './payment-plans.ts';
import { placeOrder, placingErrorAnswer } from './place-order.ts';
import { orderLanguage } from './order-language.ts';
import { upiQrSvg } from './upi-qr.ts';
import { buyerKeyOf } from './buyer-key.ts';
import { clientKey } from '../http/client-key.ts';
import { auditedBy, byShopper, recordAudit } from '../audit/audit-log.ts';
import { refundAfterStatusChange } from '../payments/refunds.ts';

const idempotencyKeySchema = z
  .string({ error: 'Send an Idempotency-Key header with a new random value for each order.' })
  .regex(/^[A-Za-z0-9_-]{16,100}$/, 'The Idempotency-Key must be 16 to 100 letters, digits, - or _.');

const listQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
  // One status or several, comma-separated (?status=placed,paid: the orders to confirm).
  status: z
    .string({ error: 'Give the status once, as one status or several separated by commas.' })
    .max(200, 'Too many statuses.')
    .transform((text, ctx) => {
      const statuses = [...new Set(text.split(',').map((part) => part.trim()))];
      const unknown = statuses.filter((status) => !(ORDER_STATUSES as readonly string[]).includes(status));
      if (unknown.length > 0) {
        ctx.addIssue({ code: 'custom', message: `Unknown order status: ${unknown.join(', ') || '(empty)'}. The status must be one of: ${ORDER_STATUSES.join(', ')}.` });
        return z.NEVER;
      }
      return statuses as OrderStatus[];
    })
    .optional(),
  // One order by its number (the operators' alert e-mail opens it in the backend, decision 042).
  number: z
    .string({ error: 'Give the order number once.' })
    .trim()
    .toUpperCase()
    .regex(ORDER_NUMBER_PATTERN, 'The order number is RS- and ten letters and digits.')
    .optional(),
});

/** The parcel's fields, as a refusal names them. */
const SHIPMENT_FIELDS = {
  courier: 'A courier',
  courierName: "A courier's name",
  trackingNumber: 'A tracking number',
  huids: 'HUIDs',
  reuseTrackingNumber: 'reuseTrackingNumber',
} as const;

/** One piece's HUID (decision 036), normalised: spaces dropped, capitals. */
const huidSchema = z
  .string({ error: HUID_RULE })
  .max(20, HUID_RULE)
  .transform(normaliseHuid)
  .superRefine((huid, ctx) => {
    if (!HUID_PATTERN.test(huid)) ctx.addIssue({ code: 'custom', message: `${huid ? `'${huid}' is not a HUID. ` : ''}${HUID_RULE}` });
  });

/** A status change; marking an order shipped also names its parcel (and nothing else does). */
const statusBody = z
  .strictObject({
    status: z.enum(ORDER_STATUSES, { error: `The status must be one of: ${ORDER_STATUSES.join(', ')}.` }),
    courier: z.enum(COURIER_IDS, { error: `The courier must be one of: ${COURIER_IDS.join(', ')}.` }).optional(),
    courierName: z
      .string({ error: "The courier's name is text." })
      .trim()
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} .&()-]{1,59}$/u, "The courier's name is 2 to 60 letters, digits, spaces or . & ( ) -.")
      .optional(),
    trackingNumber: z
      .string({ error: TRACKING_NUMBER_RULE })
      .max(40, TRACKING_NUMBER_RULE)
      .transform(normaliseTrackingNumber)
      .pipe(z.string().regex(TRACKING_NUMBER_PATTERN, TRACKING_NUMBER_RULE))
      .optional(),
    // The HUIDs of each line's pieces: a list a line, in the order's line order (decision 036).
    huids: z
      .array(z.array(huidSchema, { error: 'Each line gives a list of HUIDs.' }).max(100), { error: 'The HUIDs are a list for each line of the order.' })
      .max(100)
      .optional(),
    // Sent once the operator, warned that the tracking number is on another order, ships with it all the same (decision 042).
    reuseTrackingNumber: z.boolean({ error: 'reuseTrackingNumber is true or false.' }).optional(),
  })
  .superRefine((body, ctx) => {
    const problem = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    if (body.status !== 'shipped') {
      for (const [field, named] of Object.entries(SHIPMENT_FIELDS)) {
        if (body[field as keyof typeof SHIPMENT_FIELDS] !== undefined) problem(field, `${named} is sent only when an order is marked shipped.`);
      }
      return;
    }
    if (!body.courier) problem('courier', 'Choose the courier the parcel is shipped with.');
    if (!body.trackingNumber) problem('trackingNumber', "Give the parcel's tracking (AWB) number.");
    if (body.courier === 'other' && !body.courierName) problem('courierName', "Type the courier's name.");
    if (body.courier !== 'other' && body.courierName !== undefined) problem('courierName', "A courier's name is typed only for the courier 'other'.");
    const repeated = repeatedHuid(body.huids?.flat() ?? []);
    if (repeated) problem('huids', `HUID ${repeated} is given twice: each piece has its own.`);
  });

const orderNotFound = () => notFound('No order has this number.', errorDetail('order_not_found'));
/** The order of a public route's :number, or 404. */
const orderNumberOf = (param: string) => {
  const number = param.toUpperCase();
  if (!ORDER_NUMBER_PATTERN.test(number)) throw orderNotFound();
  return number;
};
/** The window of the per-address order limit (ORDER_RATE_LIMIT orders in it). */
const ORDER_RATE_WINDOW_MS = 10 * 60_000;

export default async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const { orders } = app;
  /** The shop's UPI ID and name, for a UPI order's payment link; undefined when it takes no UPI. */
  const payee = app.config.upi?.payee;
  const publicOrder = (order: StoredOrder) => toPublicOrder(order, payee);
  const operatorOrder = (order: StoredOrder) => toOperatorOrder(order, payee, app.config.returnAfterDeliveryMs);
  /**
   * The public order as the shopper's link gives it: a valid `key` (decision 030) comes back
   * with it, for the page to link the invoice; any other is ignored and the page offers none.
   */
  const publicOrderFor = (order: StoredOrder, key: unknown) =>
    typeof key === 'string' && app.documentLinks.check(order.number, key) === 'valid' ? { ...publicOrder(order), documentsKey: key } : publicOrder(order);

  // Shopper: place an order, paid in cash on delivery, by UPI to the shop's own UPI ID (decision
  // 032) or through Razorpay (decision 033); the workflow is place-order.ts. Anyone may,
  // so each client address may try only ORDER_RATE_LIMIT times in 10 minutes (in place of the
  // general API limit; counted in Redis with REDIS_URL, as every limit).
  const rateLimit = { max: app.config.orderRateLimit, timeWindow: ORDER_RATE_WINDOW_MS };
  app.post('/orders', { config: { public: true, rateLimit } }, async (request, reply) => {
    const keyResult = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
    if (!keyResult.success) {
      throw new HttpError(400, 'idempotency_key', keyResult.error.issues[0]?.message ?? 'Invalid Idempotency-Key.');
    }
    const body = parseOr400(placeOrderSchema, request.body);
    try {
      const { order, created } = await placeOrder(
        { config: app.config, db: app.database.db, catalogue: app.catalogue, orders },
        // The page's language, as the web sends it (Accept-Language): the order's e-mails are written in it.
        { idempotencyKey: keyResult.data, body, clientAddress: clientKey(request), language: orderLanguage(request.headers['accept-language']) },
      );
      reply.header('cache-control', 'no-store');
      // The buyer's key to the invoice: this answer goes to whoever placed the order.
      return reply.status(created ? 201 : 200).send({ ...publicOrder(order), documentsKey: app.documentLinks.keyFor(order.number) });
    } catch (error) {
      throw placingErrorAnswer(error, body.lines);
    }
  });

  // Shopper: how an order may be paid, for the checkout to say so before Pay Now (the rule
  // itself is shared/payment-rules.ts; the ceiling is the COD_LIMIT setting; UPI when UPI_ID is set).
  app.get('/payment-terms', { config: { public: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    const { codLimitPaise } = app.config;
    const terms: PaymentTerms = {
      codLimit: paiseToRupees(codLimitPaise),
      codRefusal: cashOnDeliveryRefusal(codLimitPaise),
      methods: offeredPaymentMethods(app.config),
    };
    return terms;
  });

  // Shopper: the confirmation page. Public, but only the unguessable number finds an order.
  // The link the buyer was given carries `key` (decision 030): a valid one comes back with the
  // order, for the page to link its invoice; any other is ignored and the page offers none.
  app.get<{ Params: { number: string }; Querystring: { key?: unknown } }>('/orders/:number', { config: { public: true } }, async (request, reply) => {
    const order = await orders.findByNumber(orderNumberOf(request.params.number));
    if (!order) throw orderNotFound();
    reply.header('cache-control', 'no-store');
    return publicOrderFor(order, request.query.key);
  });

  // Shopper: the QR code of a UPI order's payment link, for the order page to show while the
  // order awaits its payment (decision 032). Drawn here, so that the page's first script
  // carries no QR encoder; an SVG of a few kB. 404 once the order no longer takes a payment.
  app.get<{ Params: { number: string } }>('/orders/:number/upi-qr.svg', { config: { public: true } }, async (request, reply) => {
    const order = await orders.findByNumber(orderNumberOf(request.params.number));
    const payment = order ? publicOrder(order).payment : null;
    const uri = payment?.method === 'upi' ? payment.upiUri : null;
    if (!uri) throw notFound('This order does not await a UPI payment.');
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'no-store').send(await upiQrSvg(uri));
  });

  // Shopper: the UPI reference (UTR) of the payment made for a UPI order awaiting it, with the
  // buyer's key (decision 038). The shop looks for it in its bank; meanwhile the order holds its
  // pieces at least UPI_CHECK_HOURS more. Once: another reference, or one another order carries, is refused.
  app.post<{ Params: { number: string }; Querystring: { key?: unknown } }>('/orders/:number/upi-reference', { config: { public: true } }, async (request, reply) => {
    const number = orderNumberOf(request.params.number);
    const key = buyerKeyOf(app, number, request.query.key);
    const { reference } = parseOr400(upiReferenceSchema, request.body);
    const upi = app.config.upi;
    try {
      // A shop that has stopped taking UPI still hears of payments made while it did.
      const given = await orders.recordUpiReference(number, reference, upi?.checkMs ?? 0);
      if (!given) throw orderNotFound();
      if (given.recorded) await recordAudit(app.database.db, { ...byShopper(request), event: 'utr-submitted', subject: number, details: `UTR ${reference}` });
      reply.header('cache-control', 'no-store');
      return publicOrderFor(given.order, key);
    } catch (error) {
      if (error instanceof NotAwaitingPaymentError) throw shopperError(409, 'not_awaiting_payment', errorDetail('upi_reference_refused', { reason: error.reason }));
      throw error;
    }
  });

  // Operator: every order, newest first; ?status= keeps those in one of the statuses named;
  // ?number= answers that order alone (or none), as the backend opens it from an alert e-mail.
  app.get('/orders', async (request, reply) => {
    const { status: statuses, number, ...query } = parseOr400(listQuery, request.query);
    const returnAfterDeliveryDays = Math.round(app.config.returnAfterDeliveryMs / 86_400_000);
    reply.header('cache-control', 'no-store');
    if (number) {
      const order = await orders.findByNumber(number);
      const page: OrderPage = { orders: order ? [operatorOrder(order)] : [], nextCursor: null, returnAfterDeliveryDays };
      return page;
    }
    const page = await orders.listOrders({ ...query, statuses });
    const answer: OrderPage = { orders: page.orders.map(operatorOrder), nextCursor: page.nextCursor, returnAfterDeliveryDays };
    return answer;
  });

  // Operator: move an order along placed -> confirmed -> shipped (with its courier and tracking
  // number) -> delivered, cancel it, or record a shipped parcel that came back (returned). A UPI
  // order is marked paid (or its payment not received) first; a payment that comes after its
  // hold ended takes its pieces again, or, sold since, is refused with the sum to refund.
  app.patch<{ Params: { number: string } }>('/orders/:number', async (request) => {
    const { status, courier, courierName, trackingNumber, huids, reuseTrackingNumber } = parseOr400(statusBody, request.body);
    const number = request.params.number.toUpperCase();
    if (!ORDER_NUMBER_PATTERN.test(number)) throw orderNotFound();
    const shipment = courier && trackingNumber ? { courier, courierName, trackingNumber, huids, reuseTrackingNumber } : undefined;
    try {
      const order = await orders.setStatus(number, status, new Date(), shipment);
      if (!order) throw orderNotFound();
      const pieces = huids?.flat() ?? [];
      const reused = reuseTrackingNumber ? ', a tracking number already on another order, confirmed' : '';
      const shipped = shipment ? ` (${shipment.courierName ?? shipment.courier}, ${shipment.trackingNumber}${pieces.length > 0 ? `, HUIDs ${pieces.join(' ')}` : ''}${reused})` : '';
      await recordAudit(app.database.db, { ...auditedBy(request), event: 'order-status', subject: number, details: `${status}${shipped}` });
      // A paid Razorpay order cancelled or returned: its refund, recorded with the change, is asked for now.
      if (status === 'cancelled' || status === 'returned') {
        await refundAfterStatusChange(app, order, request.log);
        return operatorOrder((await orders.findByNumber(number)) ?? order);
      }
      return operatorOrder(order);
    } catch (error) {
      if (error instanceof HuidTakenError) throw new HttpError(409, 'huid_taken', error.message, { [error.field]: error.message });
      if (error instanceof HuidError) throw new HttpError(400, 'invalid_request', error.message, { [error.field]: error.message });
      if (error instanceof TrackingNumberUsedError) {
        throw new HttpError(409, 'tracking_number_used', error.message, { trackingNumber: error.message }, { details: { trackingNumber: error.trackingNumber, orders: error.orders } });
      }
      if (error instanceof OrderTransitionError) throw new HttpError(409, 'invalid_transition', error.message);
      if (error instanceof PiecesSoldError) throw new HttpError(409, 'out_of_stock', error.message);
      if (error instanceof UpiReferenceUsedError) throw new HttpError(409, 'upi_reference_used', error.message);
      if (error instanceof PaidByGatewayOnlyError) throw new HttpError(409, 'invalid_transition', error.message);
      throw error;
    }
  });
}
