import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { placeOrderSchema } from '../../shared/checkout.ts';
import { ORDER_NUMBER_PATTERN, ORDER_STATUSES, type PaymentTerms } from '../../shared/order.ts';
import { upiReferenceSchema } from '../../shared/upi.ts';
import { COURIER_IDS, normaliseTrackingNumber, TRACKING_NUMBER_PATTERN, TRACKING_NUMBER_RULE } from '../../shared/shipping.ts';
import { cashOnDeliveryRefusal, codPiecesProblem, panRequired, paymentProblem } from '../../shared/payment-rules.ts';
import { paiseToRupees } from '../../shared/money.ts';
import { HttpError, notFound, parseOr400 } from '../http/errors.ts';
import { IdempotencyConflictError, NotAwaitingPaymentError, OrderTransitionError, PiecesSoldError, requestHash, type StoredOrder } from './repository.ts';
import { priceOrder } from './pricing.ts';
import { toOperatorOrder, toPublicOrder } from './wire.ts';
import { NOT_TAKEN, offeredPaymentMethods, PLACING_RULES, placingHoldMs, takesPayment } from './payment-plans.ts';
import { upiQrSvg } from './upi-qr.ts';
import { OutOfStockError, outOfStockAnswer } from './stock.ts';
import { PlacingLimitError } from './placing-limits.ts';
import { checkShippingPin } from '../pin-codes/directory.ts';
import { clientKey } from '../http/client-key.ts';
import { auditedBy, recordAudit } from '../audit/audit-log.ts';
import { refundAfterStatusChange } from '../payments/refunds.ts';

const idempotencyKeySchema = z
  .string({ error: 'Send an Idempotency-Key header with a new random value for each order.' })
  .regex(/^[A-Za-z0-9_-]{16,100}$/, 'The Idempotency-Key must be 16 to 100 letters, digits, - or _.');

const listQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

/** The parcel's fields, as a refusal names them. */
const SHIPMENT_FIELDS = { courier: 'A courier', courierName: "A courier's name", trackingNumber: 'A tracking number' } as const;

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
  });

const orderNotFound = () => notFound('No order has this number.');
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
  const operatorOrder = (order: StoredOrder) => toOperatorOrder(order, payee);
  /**
   * The public order as the shopper's link gives it: a valid `key` (decision 030) comes back
   * with it, for the page to link the invoice; any other is ignored and the page offers none.
   */
  const publicOrderFor = (order: StoredOrder, key: unknown) =>
    typeof key === 'string' && app.documentLinks.check(order.number, key) === 'valid' ? { ...publicOrder(order), documentsKey: key } : publicOrder(order);

  // Shopper: place an order, paid in cash on delivery or by UPI to the shop's own UPI ID
  // (decision 032). The server prices every line itself. Anyone may,
  // so each client address may try only ORDER_RATE_LIMIT times in 10 minutes (in place of the
  // general API limit; counted in Redis with REDIS_URL, as every limit).
  const rateLimit = { max: app.config.orderRateLimit, timeWindow: ORDER_RATE_WINDOW_MS };
  app.post('/orders', { config: { public: true, rateLimit } }, async (request, reply) => {
    const keyResult = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
    if (!keyResult.success) {
      throw new HttpError(400, 'idempotency_key', keyResult.error.issues[0]?.message ?? 'Invalid Idempotency-Key.');
    }
    const body = parseOr400(placeOrderSchema, request.body);
    const { lines, pan, paymentMethod: method = 'cod', ...shipping } = body;
    // The way of paying decides the first status, the hold, the checks below and whether the
    // order is invoiced now (payment-plans.ts).
    if (method !== 'cod' && !takesPayment(method, app.config)) {
      throw new HttpError(422, 'payment_method', NOT_TAKEN[method], { paymentMethod: NOT_TAKEN[method] });
    }
    const rules = PLACING_RULES[method];
    await checkShippingPin(app.database.db, shipping); // a PIN India Post has, in the chosen state

    const products = await app.catalogue.findByIds([...new Set(lines.map((line) => line.productId))]);
    const priced = priceOrder(lines, products);
    // Cash above the shop's ceiling, or a large order without the buyer's PAN (payment-rules.ts).
    const totalPaise = priced.totals.orderTotalPaise;
    const problem = paymentProblem({ totalPaise, method, pan, codLimitPaise: app.config.codLimitPaise });
    if (problem) {
      throw new HttpError(422, problem.reason, problem.message, problem.reason === 'pan_required' ? { pan: problem.message } : undefined);
    }
    // Pieces a cash-on-delivery order may hold (COD_MAX_PER_PRODUCT, COD_MAX_PIECES; decision 027).
    const { cod } = app.config;
    const pieceLines = priced.lines.map((line) => ({ productId: line.productId, name: line.productName, quantity: line.quantity }));
    const tooMany = rules.cashRules ? codPiecesProblem(pieceLines, cod.caps) : null;
    if (tooMany) throw new HttpError(422, 'cod_pieces', tooMany.message, tooMany.fieldErrors);
    const pieces = pieceLines.reduce((sum, line) => sum + line.quantity, 0);

    try {
      const { order, created } = await orders.placeOrder({
        idempotencyKey: keyResult.data,
        requestHash: requestHash(body),
        shipping,
        pan: pan !== undefined && panRequired(totalPaise) ? pan : null, // kept only where the law asks for it
        ...priced,
        paymentMethod: method,
        // Held until the shop confirms it by phone (at most COD_CONFIRM_HOURS) or sees it paid
        // (UPI_HOLD_MINUTES); counted by phone, e-mail and client.
        holdMs: placingHoldMs(method, app.config),
        limits: cod.limits,
        clientAddress: clientKey(request),
        bulk: pieces >= cod.bulk.pieces || totalPaise >= cod.bulk.paise,
      });
      reply.header('cache-control', 'no-store');
      // The buyer's key to the invoice: this answer goes to whoever placed the order.
      return reply.status(created ? 201 : 200).send({ ...publicOrder(order), documentsKey: app.documentLinks.keyFor(order.number) });
    } catch (error) {
      if (error instanceof IdempotencyConflictError) throw new HttpError(409, 'idempotency_conflict', error.message);
      if (error instanceof OutOfStockError) throw outOfStockAnswer(error, lines);
      if (error instanceof PlacingLimitError) throw new HttpError(429, 'order_limit', error.message);
      throw error;
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

  // Shopper: the UPI reference (UTR) of the payment made for a UPI order awaiting it. The shop
  // looks for it in its bank; meanwhile the order holds its pieces at least UPI_CHECK_HOURS more.
  app.post<{ Params: { number: string }; Querystring: { key?: unknown } }>('/orders/:number/upi-reference', { config: { public: true } }, async (request, reply) => {
    const number = orderNumberOf(request.params.number);
    const { reference } = parseOr400(upiReferenceSchema, request.body);
    const upi = app.config.upi;
    try {
      // A shop that has stopped taking UPI still hears of payments made while it did.
      const order = await orders.recordUpiReference(number, reference, upi?.checkMs ?? 0);
      if (!order) throw orderNotFound();
      reply.header('cache-control', 'no-store');
      return publicOrderFor(order, request.query.key);
    } catch (error) {
      if (error instanceof NotAwaitingPaymentError) throw new HttpError(409, 'not_awaiting_payment', error.message);
      throw error;
    }
  });

  // Operator: every order, newest first.
  app.get('/orders', async (request, reply) => {
    const query = parseOr400(listQuery, request.query);
    const page = await orders.listOrders(query);
    reply.header('cache-control', 'no-store');
    return { orders: page.orders.map(operatorOrder), nextCursor: page.nextCursor };
  });

  // Operator: move an order along placed -> confirmed -> shipped (with its courier and tracking
  // number) -> delivered, cancel it, or record a shipped parcel that came back (returned). A UPI
  // order is marked paid (or its payment not received) first; a payment that comes after its
  // hold ended takes its pieces again, or, sold since, is refused with the sum to refund.
  app.patch<{ Params: { number: string } }>('/orders/:number', async (request) => {
    const { status, courier, courierName, trackingNumber } = parseOr400(statusBody, request.body);
    const number = request.params.number.toUpperCase();
    if (!ORDER_NUMBER_PATTERN.test(number)) throw orderNotFound();
    const shipment = courier && trackingNumber ? { courier, courierName, trackingNumber } : undefined;
    try {
      const order = await orders.setStatus(number, status, new Date(), shipment);
      if (!order) throw orderNotFound();
      const shipped = shipment ? ` (${shipment.courierName ?? shipment.courier}, ${shipment.trackingNumber})` : '';
      await recordAudit(app.database.db, { ...auditedBy(request), event: 'order-status', subject: number, details: `${status}${shipped}` });
      // A paid Razorpay order cancelled or returned: its refund, recorded with the change, is asked for now.
      if (status === 'cancelled' || status === 'returned') {
        await refundAfterStatusChange(app, order, request.log);
        return operatorOrder((await orders.findByNumber(number)) ?? order);
      }
      return operatorOrder(order);
    } catch (error) {
      if (error instanceof OrderTransitionError) throw new HttpError(409, 'invalid_transition', error.message);
      if (error instanceof PiecesSoldError) throw new HttpError(409, 'out_of_stock', error.message);
      throw error;
    }
  });
}
