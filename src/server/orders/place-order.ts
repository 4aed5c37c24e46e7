import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { placeOrderSchema } from '../../shared/checkout.ts';
import type { Language } from '../../shared/languages.ts';
import { codPiecesProblem, panRequired, paymentProblem } from '../../shared/payment-rules.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { CatalogueRepository } from '../catalogue/repository.ts';
import { checkShippingPin } from '../pin-codes/directory.ts';
import { codBlocked, readDeliverySettings } from '../delivery/settings.ts';
import { deliveryAnswer } from '../delivery/promise.ts';
import { errorDetail, type ErrorDetail } from '../../shared/errors.ts';
import { HttpError, shopperError } from '../http/errors.ts';
import { IdempotencyConflictError, requestHash, type OrdersRepository, type StoredOrder } from './repository.ts';
import { priceOrder } from './pricing.ts';
import { PLACING_RULES, placingHoldMs, takesPayment } from './payment-plans.ts';
import { OutOfStockError, outOfStockAnswer } from './stock.ts';
import { PlacingLimitError } from './placing-limits.ts';

// Placing an order, as one workflow (decisions 027, 032, 033): validate → price → the payment's
// rules → hold stock and store (one transaction, in the repository) → the answer. Its refusals
// are typed domain errors; placingErrorAnswer turns them into HTTP answers, at the route only.

export type PlaceOrderBody = z.infer<typeof placeOrderSchema>;

/** The shop does not take this way of paying (its settings are not set). */
export class PaymentMethodNotTakenError extends Error {
  readonly method: 'upi' | 'razorpay';

  constructor(method: 'upi' | 'razorpay') {
    super(`Payment method not taken: ${method}`);
    this.method = method;
  }
}

/** A payment rule refuses the order: cash above COD_LIMIT or to a PIN without cash on delivery, or a large order without the buyer's PAN. */
export class PaymentRuleError extends Error {
  readonly detail: ErrorDetail & { code: 'cod_limit' | 'cod_pin_blocked' | 'pan_required' };

  constructor(detail: ErrorDetail & { code: 'cod_limit' | 'cod_pin_blocked' | 'pan_required' }) {
    super(detail.code);
    this.detail = detail;
  }
}

/** More pieces than a cash-on-delivery order may hold (COD_MAX_PER_PRODUCT, COD_MAX_PIECES). */
export class CodPiecesError extends Error {
  readonly detail: ErrorDetail;
  readonly fieldCodes: Record<string, ErrorDetail>;

  constructor(detail: ErrorDetail, fieldCodes: Record<string, ErrorDetail>) {
    super(detail.code);
    this.detail = detail;
    this.fieldCodes = fieldCodes;
  }
}

export type PlaceOrderServices = {
  config: Pick<Config, 'cod' | 'codLimitPaise' | 'upi' | 'razorpay' | 'shop'>;
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
  if (method !== 'cod' && !takesPayment(method, config)) throw new PaymentMethodNotTakenError(method);
  const rules = PLACING_RULES[method];
  await checkShippingPin(services.db, shipping);
  // Cash on delivery stopped at this PIN by the operator (decision 037): prepaid methods remain.
  if (method === 'cod' && (await codBlocked(services.db, shipping.zip))) throw new PaymentRuleError({ code: 'cod_pin_blocked', params: { pin: shipping.zip } });

  // Price: the server prices every line itself.
  const products = await services.catalogue.findByIds([...new Set(lines.map((line) => line.productId))]);
  const language = request.language ?? 'en';
  const priced = priceOrder(lines, products, language);

  // The payment's rules: the cash ceiling and the PAN (payment-rules.ts), the pieces an order may hold.
  const totalPaise = priced.totals.orderTotalPaise;
  const problem = paymentProblem({ totalPaise, method, pan, codLimitPaise: config.codLimitPaise });
  if (problem) throw new PaymentRuleError(problem);
  const pieceLines = priced.lines.map((line) => ({ productId: line.productId, name: line.productName, quantity: line.quantity }));
  // The piece caps hold every order: a prepaid one holds its pieces while its payment is awaited (decision 038).
  const tooMany = codPiecesProblem(pieceLines, config.cod.caps, rules.cashRules);
  if (tooMany) throw new CodPiecesError(tooMany.detail, tooMany.fieldCodes);
  const pieces = pieceLines.reduce((sum, line) => sum + line.quantity, 0);

  // The day it is promised by: the one the product page and the checkout gave for this PIN (decision 037).
  const promise = await deliveryAnswer(services.db, await readDeliverySettings(services.db, config.shop.address), shipping.zip, language);

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
    language,
    deliveryBy: promise?.date ?? null,
    bulk: pieces >= config.cod.bulk.pieces || totalPaise >= config.cod.bulk.paise,
  });
}

/** The HTTP answer to a refusal of placeOrder; any other error is passed on unchanged. */
export function placingErrorAnswer(error: unknown, lines: readonly { productId: string }[]): unknown {
  if (error instanceof PaymentMethodNotTakenError) {
    const detail = errorDetail('payment_method_off', { method: error.method });
    return shopperError(422, 'payment_method', detail, { paymentMethod: detail });
  }
  if (error instanceof PaymentRuleError) {
    return shopperError(422, error.detail.code, error.detail, error.detail.code === 'pan_required' ? { pan: error.detail } : undefined);
  }
  if (error instanceof CodPiecesError) return shopperError(422, 'cod_pieces', error.detail, error.fieldCodes);
  if (error instanceof IdempotencyConflictError) return new HttpError(409, 'idempotency_conflict', error.message);
  if (error instanceof OutOfStockError) return outOfStockAnswer(error, lines);
  if (error instanceof PlacingLimitError) return shopperError(429, 'order_limit', error.detail);
  return error;
}
