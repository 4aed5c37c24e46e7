import { englishErrors } from './error-words.ts';
import { errorDetail, type ErrorDetail } from './errors.ts';
import type { PaymentMethod } from './payment-methods.ts';

// How an order may be paid, by its total: the one place that says it, for the server (POST
// /api/orders refuses) and the checkout (which says so before Pay Now).
// - Income-tax Act s.269ST bars receiving ₹2,00,000 or more in cash for one sale, so cash on
//   delivery stops below that, at the shop's COD_LIMIT.
// - Rule 114B asks for the buyer's PAN on a sale of ₹2,00,000 or more.

/** ₹2,00,000: cash of this much or more for one sale is barred (s.269ST); the PAN is required from the same sum (Rule 114B). */
export const LEGAL_CASH_BAR_PAISE = 2_00_000_00;
/** The cash-on-delivery ceiling when COD_LIMIT is not set: ₹1,99,999. */
export const DEFAULT_COD_LIMIT_PAISE = 1_99_999_00;

/** ₹2,00,000: from this order total the buyer's PAN is required (Rule 114B). The PAN's format: checkout.ts's panSchema. */
export const PAN_REQUIRED_FROM_PAISE = 2_00_000_00;

/** Whether the order needs the buyer's PAN. */
export function panRequired(orderTotalPaise: number): boolean {
  return orderTotalPaise >= PAN_REQUIRED_FROM_PAISE;
}

/** Whether this order may be paid in cash on delivery: at most the shop's ceiling. */
export function cashOnDeliveryAllowed(orderTotalPaise: number, codLimitPaise: number): boolean {
  return orderTotalPaise <= codLimitPaise;
}

/** What the shopper reads when an order is above the cash-on-delivery ceiling, on the checkout and from the server. */
export function cashOnDeliveryRefusal(codLimitPaise: number): string {
  return englishErrors.cod_limit({ limit: codLimitPaise });
}

/**
 * Why an order cannot be paid this way, or null when it can. The cash ceiling comes first: a
 * PAN does not make a cash order above it possible.
 */
export function paymentProblem(order: {
  totalPaise: number;
  method: PaymentMethod;
  pan: string | undefined;
  codLimitPaise: number;
}): ErrorDetail & { code: 'cod_limit' | 'pan_required' } | null {
  if (order.method === 'cod' && !cashOnDeliveryAllowed(order.totalPaise, order.codLimitPaise)) {
    return { code: 'cod_limit', params: { limit: order.codLimitPaise } };
  }
  if (panRequired(order.totalPaise) && !order.pan) return { code: 'pan_required', params: {} };
  return null;
}

/**
 * The most pieces a cash-on-delivery order may hold (COD_MAX_PER_PRODUCT, COD_MAX_PIECES;
 * decision 027): nobody pays for them until the courier comes, and they are held from stock
 * meanwhile. A larger order is a conversation with the shop. A prepaid order holds its pieces
 * while its payment is awaited, so the same caps hold it (decision 038).
 */
export type CodPieceCaps = { perProduct: number; total: number };
export const DEFAULT_COD_PIECE_CAPS: CodPieceCaps = { perProduct: 3, total: 10 };

type PiecesLine = { productId: string; name: string; quantity: number };

/**
 * Why these lines cannot go as one order, or null when they can: a product (all its sizes
 * together) above the per-product cap, or more pieces in all than the order cap. `cash`: the
 * order is paid on delivery (the words say so). `fieldErrors` names each line of an over-cap
 * product (`lines.N.quantity`).
 */
export function codPiecesProblem(
  lines: readonly PiecesLine[],
  caps: CodPieceCaps,
  cash = true,
): { detail: ErrorDetail; fieldCodes: Record<string, ErrorDetail> } | null {
  const byProduct = new Map<string, { name: string; pieces: number }>();
  for (const line of lines) {
    const entry = byProduct.get(line.productId) ?? { name: line.name, pieces: 0 };
    entry.pieces += line.quantity;
    byProduct.set(line.productId, entry);
  }
  const fieldCodes: Record<string, ErrorDetail> = {};
  const over: { name: string; pieces: number }[] = [];
  for (const [productId, { name, pieces }] of byProduct) {
    if (pieces <= caps.perProduct) continue;
    over.push({ name, pieces });
    lines.forEach((line, index) => {
      if (line.productId === productId) fieldCodes[`lines.${index}.quantity`] = errorDetail('cod_product_pieces', { perProduct: caps.perProduct, name, pieces, cash });
    });
  }
  const total = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (over.length === 0 && total <= caps.total) return null;
  return { detail: errorDetail('cod_pieces', { perProduct: caps.perProduct, totalCap: caps.total, over, pieces: total, cash }), fieldCodes };
}
