import type { OrderLineInput } from '../../shared/checkout.ts';
import type { Language } from '../../shared/languages.ts';
import { errorDetail, type ErrorDetail } from '../../shared/errors.ts';
import { MAX_ORDER_TOTAL_PAISE } from '../../shared/order-limits.ts';
import { cartTotals, type CartTotals } from '../../shared/pricing.ts';
import type { ProductsTable } from '../db/schema.ts';
import { shopperError } from '../http/errors.ts';
import type { SoldBreakup } from '../../shared/metal-rates.ts';
import { soldBreakupOf } from '../rates/pricing.ts';
import { fitsScale, NO_SIZE, sizeScaleOf } from '../../shared/sizes.ts';

/** What pricing needs of a product, as the catalogue stores it (a weight-priced one: how, decision 035). */
export type PricingProduct = Pick<ProductsTable, 'id' | 'name' | 'category' | 'metal_type' | 'purity' | 'metal_weight_mg' | 'price_paise'> &
  Partial<Pick<ProductsTable, 'priced_by' | 'making_by' | 'making_value' | 'extras_paise' | 'rate_paise' | 'rate_date' | 'name_hi' | 'name_or'>>;

/** A line priced by the server from the catalogue: a snapshot of the product as it is sold. */
export type PricedOrderLine = {
  productId: string;
  productName: string;
  /** The product's name in the order's language when it is Hindi or Odia and the product has one; else null (decision 044). */
  localName?: string | null;
  metalType: string;
  purity: string;
  /** The net metal weight of one piece, in milligrams (the invoice shows it per line). */
  metalWeightMg: number;
  size: string;
  quantity: number;
  unitPricePaise: number;
  lineTotalPaise: number;
  /** A piece priced by weight: its price's break-up as sold, for the invoice; null for a fixed price. */
  priceBreakup?: SoldBreakup | null;
};

export type PricedOrder = { lines: PricedOrderLine[]; totals: CartTotals };

/**
 * Prices the shopper's lines from the products as the catalogue has them (the client never
 * sends a price): each line and the totals, in paise. Throws the shopper's refusal: 409 when a
 * line's product is gone (named beside each such line), 400 when the order comes to more than
 * MAX_ORDER_TOTAL_PAISE or a line's size is not one its product takes (decision 040): a ring
 * without a size ('size_choose'), a size of another scale or a size on a piece without one
 * ('size_invalid'), named beside each such line.
 */
export function priceOrder(lines: readonly OrderLineInput[], products: readonly PricingProduct[], language: Language = 'en'): PricedOrder {
  const byId = new Map(products.map((product) => [product.id, product]));
  const missing: Record<string, ErrorDetail> = {};
  lines.forEach((line, index) => {
    if (!byId.has(line.productId)) missing[`lines.${index}.productId`] = errorDetail('product_gone');
  });
  if (Object.keys(missing).length > 0) throw shopperError(409, 'unknown_product', errorDetail('products_gone'), missing);
  const misfits: Record<string, ErrorDetail> = {};
  lines.forEach((line, index) => {
    const scale = sizeScaleOf(byId.get(line.productId)!.category);
    if (!fitsScale(line.size, scale)) misfits[`lines.${index}.size`] = errorDetail(scale === 'ring' && line.size === NO_SIZE ? 'size_choose' : 'size_invalid');
  });
  const firstMisfit = Object.values(misfits)[0];
  if (firstMisfit) throw shopperError(400, firstMisfit.code, firstMisfit, misfits);

  const priced = lines.map((line): PricedOrderLine => {
    const product = byId.get(line.productId)!;
    const breakup = breakupAsSold(product);
    return {
      productId: product.id,
      productName: product.name,
      localName: localNameOf(product, language),
      metalType: product.metal_type,
      purity: product.purity,
      metalWeightMg: product.metal_weight_mg,
      size: line.size,
      quantity: line.quantity,
      unitPricePaise: product.price_paise,
      lineTotalPaise: product.price_paise * line.quantity,
      ...(breakup ? { priceBreakup: breakup } : {}),
    };
  });
  const totals = cartTotals(priced);
  if (totals.orderTotalPaise > MAX_ORDER_TOTAL_PAISE) {
    throw shopperError(400, 'order_too_large', errorDetail('order_too_large', { max: MAX_ORDER_TOTAL_PAISE, total: totals.orderTotalPaise }));
  }
  return { lines: priced, totals };
}

/** The product's Hindi or Odia name for an order placed in that language; null in English or when it has none. */
function localNameOf(product: PricingProduct, language: Language): string | null {
  const name = language === 'hi' ? product.name_hi : language === 'or' ? product.name_or : null;
  return name?.trim() ? name : null;
}

/** A weight-priced product's break-up at the rate its stored price was computed from; null for a fixed price. */
function breakupAsSold(product: PricingProduct): SoldBreakup | null {
  if (product.priced_by !== 'weight') return null;
  const breakup = soldBreakupOf({
    priced_by: 'weight',
    making_by: product.making_by ?? null,
    making_value: product.making_value ?? null,
    extras_paise: product.extras_paise ?? 0,
    metal_weight_mg: product.metal_weight_mg,
    rate_paise: product.rate_paise ?? null,
    rate_date: product.rate_date ?? null,
  });
  // The stored price is this total, set in the transaction that set the rate or saved the product.
  return breakup && breakup.totalPaise === product.price_paise ? breakup : null;
}
