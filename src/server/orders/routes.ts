import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { placeOrderSchema } from '../../shared/checkout.ts';
import { cartTotals } from '../../shared/pricing.ts';
import { formatInr } from '../../shared/money.ts';
import { MAX_ORDER_TOTAL_PAISE } from '../../shared/order-limits.ts';
import { ORDER_NUMBER_PATTERN, ORDER_STATUSES } from '../../shared/order.ts';
import { HttpError, notFound, parseOr400 } from '../http/errors.ts';
import {
  IdempotencyConflictError,
  OrderTransitionError,
  ordersRepository,
  requestHash,
  type PricedOrderLine,
} from './repository.ts';
import { toOperatorOrder, toPublicOrder } from './wire.ts';
import { OutOfStockError, outOfStockAnswer } from './stock.ts';
import { checkShippingPin } from '../pin-codes/directory.ts';

const idempotencyKeySchema = z
  .string({ error: 'Send an Idempotency-Key header with a new random value for each order.' })
  .regex(/^[A-Za-z0-9_-]{16,100}$/, 'The Idempotency-Key must be 16 to 100 letters, digits, - or _.');

const listQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

const statusBody = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: `The status must be one of: ${ORDER_STATUSES.join(', ')}.` }),
});

const orderNotFound = () => notFound('No order has this number.');
/** The window of the per-address order limit (ORDER_RATE_LIMIT orders in it). */
const ORDER_RATE_WINDOW_MS = 10 * 60_000;

export default async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const orders = ordersRepository(app.database.db);

  // Shopper: place a Cash on Delivery order. The server prices every line itself. Anyone may,
  // so each client address may try only ORDER_RATE_LIMIT times in 10 minutes (in place of the
  // general API limit; counted in Redis with REDIS_URL, as every limit).
  const rateLimit = { max: app.config.orderRateLimit, timeWindow: ORDER_RATE_WINDOW_MS };
  app.post('/orders', { config: { public: true, rateLimit } }, async (request, reply) => {
    const keyResult = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
    if (!keyResult.success) {
      throw new HttpError(400, 'idempotency_key', keyResult.error.issues[0]?.message ?? 'Invalid Idempotency-Key.');
    }
    const body = parseOr400(placeOrderSchema, request.body);
    const { lines, ...shipping } = body;
    await checkShippingPin(app.database.db, shipping); // a PIN India Post has, in the chosen state

    const records = await app.catalogue.findByIds([...new Set(lines.map((line) => line.productId))]);
    const byId = new Map(records.map((record) => [record.id, record]));
    const missing: Record<string, string> = {};
    lines.forEach((line, index) => {
      if (!byId.has(line.productId)) missing[`lines.${index}.productId`] = 'This piece is no longer available.';
    });
    if (Object.keys(missing).length > 0) {
      throw new HttpError(
        409,
        'unknown_product',
        'Some pieces in your cart are no longer available. Remove them from your cart and try again.',
        missing,
      );
    }

    const priced: PricedOrderLine[] = lines.map((line) => {
      const record = byId.get(line.productId)!;
      return {
        product_id: record.id,
        product_name: record.name,
        metal_type: record.metal_type,
        purity: record.purity,
        size: line.size,
        quantity: line.quantity,
        unit_price_paise: record.price_paise,
        line_total_paise: record.price_paise * line.quantity,
      };
    });
    const totals = cartTotals(priced.map((line) => ({ unitPricePaise: line.unit_price_paise, quantity: line.quantity })));
    if (totals.orderTotalPaise > MAX_ORDER_TOTAL_PAISE) {
      throw new HttpError(
        400,
        'order_too_large',
        `An order may come to at most ${formatInr(MAX_ORDER_TOTAL_PAISE)}; this one comes to ${formatInr(totals.orderTotalPaise)}. Please order fewer pieces, or contact us for a larger order.`,
      );
    }

    try {
      const { order, created } = await orders.placeOrder({
        idempotencyKey: keyResult.data,
        requestHash: requestHash(body),
        shipping,
        lines: priced,
        totals,
      });
      reply.header('cache-control', 'no-store');
      return reply.status(created ? 201 : 200).send(toPublicOrder(order));
    } catch (error) {
      if (error instanceof IdempotencyConflictError) throw new HttpError(409, 'idempotency_conflict', error.message);
      if (error instanceof OutOfStockError) throw outOfStockAnswer(error, lines);
      throw error;
    }
  });

  // Shopper: the confirmation page. Public, but only the unguessable number finds an order.
  app.get<{ Params: { number: string } }>('/orders/:number', { config: { public: true } }, async (request, reply) => {
    const number = request.params.number.toUpperCase();
    if (!ORDER_NUMBER_PATTERN.test(number)) throw orderNotFound();
    const order = await orders.findByNumber(number);
    if (!order) throw orderNotFound();
    reply.header('cache-control', 'no-store');
    return toPublicOrder(order);
  });

  // Operator: every order, newest first.
  app.get('/orders', async (request, reply) => {
    const query = parseOr400(listQuery, request.query);
    const page = await orders.listOrders(query);
    reply.header('cache-control', 'no-store');
    return { orders: page.orders.map(toOperatorOrder), nextCursor: page.nextCursor };
  });

  // Operator: move an order along placed -> confirmed -> shipped -> delivered, or cancel it.
  app.patch<{ Params: { number: string } }>('/orders/:number', async (request) => {
    const { status } = parseOr400(statusBody, request.body);
    const number = request.params.number.toUpperCase();
    if (!ORDER_NUMBER_PATTERN.test(number)) throw orderNotFound();
    try {
      const order = await orders.setStatus(number, status);
      if (!order) throw orderNotFound();
      return toOperatorOrder(order);
    } catch (error) {
      if (error instanceof OrderTransitionError) throw new HttpError(409, 'invalid_transition', error.message);
      throw error;
    }
  });
}
