import type { StoredOrder } from '../orders/repository.ts';
import { huidsOfLine } from '../orders/huids.ts';
import type { OrderLinesTable } from '../orders/tables.ts';
import type { ShopIdentity } from './shop-identity.ts';
import { invoiceFigures, type InvoiceFigures } from './tax.ts';
import type { SoldBreakup } from '../../shared/metal-rates.ts';
import { formatCalendarDay } from '../../shared/india-time.ts';
import { formatInr } from '../../shared/money.ts';

// An order's GST figures as its invoice, its credit note and the sales export give them.

/** Milligrams as grams with two decimals: 12400 -> '12.40 g'. */
function grams(milligrams: number): string {
  return `${(Math.round(milligrams / 10) / 100).toFixed(2)} g`;
}

/** The net metal weight of a line: 'Net wt 12.40 g', or 'Net wt 24.80 g (2 × 12.40 g)'. */
export function netWeightOf(line: Pick<OrderLinesTable, 'metal_weight_mg' | 'quantity'>): string | null {
  if (line.metal_weight_mg === null) return null;
  const each = grams(line.metal_weight_mg);
  return line.quantity === 1 ? `Net wt ${each}` : `Net wt ${grams(line.metal_weight_mg * line.quantity)} (${line.quantity} × ${each})`;
}

/**
 * A weight-priced line's break-up, a piece's price as the product page showed it when sold
 * (decision 035): the same figures, which add up to the line's rate. Null for a fixed price.
 */
export function breakupOf(line: Pick<OrderLinesTable, 'price_breakup'>): string | null {
  if (!line.price_breakup) return null;
  const sold = JSON.parse(line.price_breakup) as SoldBreakup;
  const making = sold.making.by === 'gram' ? `${formatInr(sold.making.paisePerGram)}/g` : `${sold.making.hundredths / 100}% of metal`;
  const rounding = `${sold.roundingPaise < 0 ? '−' : ''}${formatInr(Math.abs(sold.roundingPaise))}`;
  return [
    `Price of a piece, at the rate of ${formatCalendarDay(sold.rateDate, 'en', { year: true })}:`,
    `Metal ${grams(sold.weightMg)} × ${formatInr(sold.ratePaise)}/g: ${formatInr(sold.metalPaise)}`,
    `Making (${making}): ${formatInr(sold.makingPaise)}`,
    ...(sold.extrasPaise > 0 ? [`Stones and extras: ${formatInr(sold.extrasPaise)}`] : []),
    `GST 3%: ${formatInr(sold.gstPaise)}`,
    ...(sold.roundingPaise !== 0 ? [`Rounding off: ${rounding}`] : []),
    `Price: ${formatInr(sold.totalPaise)}`,
  ].join('\n');
}

/** The invoice's figures for a stored order: its lines, the shipping line and the saving as a discount. */
export function orderInvoiceFigures(order: StoredOrder, shop: Pick<ShopIdentity, 'state'>): InvoiceFigures {
  return invoiceFigures({
    lines: [
      ...order.lines.map((line) => ({
        kind: 'item' as const,
        description: [`${line.product_name}`, `${line.purity} ${line.metal_type}${line.size ? ` · Size ${line.size}` : ''}`, netWeightOf(line), huidsOfLine(order, line.position), breakupOf(line)].filter(Boolean).join('\n'),
        quantity: line.quantity,
        unitPricePaise: line.unit_price_paise,
        grossPaise: line.line_total_paise,
      })),
      {
        kind: 'shipping' as const,
        description: 'Shipping and handling\nsent with the jewellery',
        quantity: 1,
        unitPricePaise: order.shipping_paise,
        grossPaise: order.shipping_paise,
      },
    ],
    discountPaise: order.savings_paise,
    sameState: order.state === shop.state,
  });
}
