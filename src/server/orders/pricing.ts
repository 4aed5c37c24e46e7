import type { OrderLineInput } from '../../shared/checkout.ts';
import { errorDetail, type ErrorDetail } from '../../shared/errors.ts';
import { MAX_ORDER_TOTAL_PAISE } from '../../shared/order-limits.ts';
import { cartTotals, type CartTotals } from '../../shared/pricing.ts';
import type { ProductsTable } from '../db/schema.ts';
import { shopperError } from '../http/errors.ts';

/** What pricing needs of a product, as the catalogue stores it. */
export type PricingProduct = Pick<ProductsTable, 'id' | 'name' | 'metal_type' | 'purity' | 'metal_weight_mg' | 'price_paise'>;

/** A line priced by the server from the catalogue: a snapshot of the product as it is sold. */
export type PricedOrderLine = {
  productId: string;
  productName: string;
  metalType: string;
  purity: string;
  /** The net metal weight of one piece, in milligrams (the invoice shows it per line). */
  metalWeightMg: number;
  size: string;
  quantity: number;
  unitPricePaise: number;
  lineTotalPaise: number;
};

export type PricedOrder = { lines: PricedOrderLine[]; totals: CartTotals };

/**
 * Prices the shopper's lines from the products as the catalogue has them (the client never
 * sends a price): each line and the totals, in paise. Throws the shopper's refusal: 409 when a
 * line's product is gone (named beside each such line), 400 when the order comes to more than
 * MAX_ORDER_TOTAL_PAISE.
 */
export function priceOrder(lines: readonly OrderLineInput[], products: readonly PricingProduct[]): PricedOrder {
  const byId = new Map(products.map((product) => [product.id, product]));
  const missing: Record<string, ErrorDetail> = {};
  lines.forEach((line, index) => {
    if (!byId.has(line.productId)) missing[`lines.${index}.productId`] = errorDetail('product_gone');
  });
  if (Object.keys(missing).length > 0) throw shopperError(409, 'unknown_product', errorDetail('products_gone'), missing);

  const priced = lines.map((line): PricedOrderLine => {
    const product = byId.get(line.productId)!;
    return {
      productId: product.id,
      productName: product.name,
      metalType: product.metal_type,
      purity: product.purity,
      metalWeightMg: product.metal_weight_mg,
      size: line.size,
      quantity: line.quantity,
      unitPricePaise: product.price_paise,
      lineTotalPaise: product.price_paise * line.quantity,
    };
  });
  const totals = cartTotals(priced);
  if (totals.orderTotalPaise > MAX_ORDER_TOTAL_PAISE) {
    throw shopperError(400, 'order_too_large', errorDetail('order_too_large', { max: MAX_ORDER_TOTAL_PAISE, total: totals.orderTotalPaise }));
  }
  return { lines: priced, totals };
}
