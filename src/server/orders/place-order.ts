import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { placeOrderSchema } from '../../shared/checkout.ts';
import type { Language } from '../../shared/languages.ts';
import { codPiecesProblem, panRequired, paymentProblem } from '../../shared/payment-rules.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { CatalogueRepository } from '../catalogue/repository.ts';
import { checkShippingPin } from '../pin-codes/directory.ts';
import { HttpError } from '../http/errors.ts';
import { IdempotencyConflictError, requestHash, type OrdersRepository, type StoredOrder } from './repository.ts';
import { priceOrder } from './pricing.ts';
import { NOT_TAKEN, PLACING_RULES, placingHoldMs, takesPayment } from './payment-plans.ts';
import { OutOfStockError, outOfStockAnswer } from './stock.ts';
import { PlacingLimitError } from './placing-limits.ts';

// Placing an order, as one workflow (decisions 027, 032, 033): validate → price → the payment's
// rules → hold stock and store (one transaction, in the repository) → the answer. Its refusals
// are typed domain errors; placingErrorAnswer turns them into HTTP answers, at the route only.

export type PlaceOrderBody = z.infer<typeof placeOrderSchema>;

/** The shop does not take this way of paying (its settings are not set). */
export class PaymentMethodNotTakenError extends Error {}

/** A payment rule refuses the order: cash above COD_LIMIT, or a large order without the buyer's PAN. */
export class PaymentRuleError extends Error {
  readonly reason: 'cod_limit' | 'pan_required';

  constructor(reason: 'cod_limit' | 'pan_required', message: string) {
    super(message);
    this.reason = reason;
  }
}

/** More pieces than a cash-on-delivery order may hold (COD_MAX_PER_PRODUCT, COD_MAX_PIECES). */
export class CodPiecesError extends Error {
  readonly fieldErrors: Record<string, string>;

  constructor(message: string, fieldErrors: Record<string, string>) {
    super(message);
    this.fieldErrors = fieldErrors;
  }
}

export type PlaceOrderServices = {
  config: Pick<Config, 'cod' | 'codLimitPaise' | 'upi' | 'razorpay'>;
  db: Kysely<Database>;
  catalogue: Pick<CatalogueRepository, 'findByIds'>;
  orders: Pick<OrdersRepository, 'placeOrder'>;
};

/** Places the order the body describes (once per idempotency key); answers it and whether this call made it. */
export async function placeOrder(
  services: PlaceOrderServices,
  request: { idempotencyKey: string; body: PlaceOrderBody; clientAddress: string | null; language?: Language },
): Promise<{ order: StoredOrder; created: boolean }> {
  const { config, orders } = services;
  const { body } = request;
  const { lines, pan, paymentMethod: method = 'cod', ...shipping } = body;

  // Validate: a way of paying the shop takes, a PIN India Post has in the chosen state.
  if (method !== 'cod' && !takesPayment(method, config)) throw new PaymentMethodNotTakenError(NOT_TAKEN[method]);
  const rules = PLACING_RULES[method];
  await checkShippingPin(services.db, shipping);

  // Price: the server prices every line itself.
  const products = await services.catalogue.findByIds([...new Set(lines.map((line) => line.productId))]);
  const priced = priceOrder(lines, products);

  // The payment's rules: the cash ceiling and the PAN (payment-rules.ts), the pieces a COD order may hold.
  const totalPaise = priced.totals.orderTotalPaise;
  const problem = paymentProblem({ totalPaise, method, pan, codLimitPaise: config.codLimitPaise });
  if (problem) throw new PaymentRuleError(problem.reason, problem.message);
  const pieceLines = priced.lines.map((line) => ({ productId: line.productId, name: line.productName, quantity: line.quantity }));
  const tooMany = rules.cashRules ? codPiecesProblem(pieceLines, config.cod.caps) : null;
  if (tooMany) throw new CodPiecesError(tooMany.message, tooMany.fieldErrors);
  const pieces = pieceLines.reduce((sum, line) => sum + line.quantity, 0);

  // Hold stock and store, in one transaction; the method decides the first status, the hold, and
  // whether the order is invoiced and announced now (COD) or when paid (payment-plans.ts).
  return orders.placeOrder({
    idempotencyKey: request.idempotencyKey,
    requestHash: requestHash(body),
    shipping,
    pan: pan !== undefined && panRequired(totalPaise) ? pan : null, // kept only where the law asks for it
    ...priced,
    paymentMethod: method,
    holdMs: placingHoldMs(method, config),
    limits: config.cod.limits,
    clientAddress: request.clientAddress,
    language: request.language ?? 'en',
    bulk: pieces >= config.cod.bulk.pieces || totalPaise >= config.cod.bulk.paise,
  });
}

/** The HTTP answer to a refusal of placeOrder; any other error is passed on unchanged. */
export function placingErrorAnswer(error: unknown, lines: readonly { productId: string }[]): unknown {
  if (error instanceof PaymentMethodNotTakenError) return new HttpError(422, 'payment_method', error.message, { paymentMethod: error.message });
  if (error instanceof PaymentRuleError) return new HttpError(422, error.reason, error.message, error.reason === 'pan_required' ? { pan: error.message } : undefined);
  if (error instanceof CodPiecesError) return new HttpError(422, 'cod_pieces', error.message, error.fieldErrors);
  if (error instanceof IdempotencyConflictError) return new HttpError(409, 'idempotency_conflict', error.message);
  if (error instanceof OutOfStockError) return outOfStockAnswer(error, lines);
  if (error instanceof PlacingLimitError) return new HttpError(429, 'order_limit', error.message);
  return error;
}
