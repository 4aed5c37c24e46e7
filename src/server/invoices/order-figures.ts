import type { StoredOrder } from '../orders/repository.ts';
import type { OrderLinesTable } from '../orders/tables.ts';
import type { ShopIdentity } from './shop-identity.ts';
import { invoiceFigures, type InvoiceFigures } from './tax.ts';

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

/** The HUIDs of a line's pieces as the invoice prints them: 'HUID AB12C3, XY98Z7' (decision 036); null when none. */
export function huidsOfLine(order: Pick<StoredOrder, 'huids'>, position: number): string | null {
  const huids = (order.huids ?? []).filter((row) => row.line_position === position).map((row) => row.huid);
  return huids.length > 0 ? `HUID ${huids.join(', ')}` : null;
}

/** The invoice's figures for a stored order: its lines, the shipping line and the saving as a discount. */
export function orderInvoiceFigures(order: StoredOrder, shop: Pick<ShopIdentity, 'state'>): InvoiceFigures {
  return invoiceFigures({
    lines: [
      ...order.lines.map((line) => ({
        kind: 'item' as const,
        description: [`${line.product_name}`, `${line.purity} ${line.metal_type} · Size ${line.size}`, netWeightOf(line), huidsOfLine(order, line.position)].filter(Boolean).join('\n'),
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
