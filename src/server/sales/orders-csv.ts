import { ORDER_STATUS_LABELS } from '../../shared/order.ts';
import { PAYMENT_METHOD_LABELS } from '../../shared/payment-methods.ts';
import { csvRupees, toCsv } from './csv.ts';
import { indiaDateTime } from '../../shared/india-days.ts';
import type { StoredOrder } from '../orders/repository.ts';
import { localTaxName } from '../invoices/gst-states.ts';
import { orderInvoiceFigures } from '../invoices/order-figures.ts';
import type { ShopIdentity } from '../invoices/shop-identity.ts';
import type { RefundStatus } from '../payments/tables.ts';

/**
 * The export's columns: one row per order, so that summing 'Order total' in a spreadsheet gives
 * the takings (a row per line would repeat each order's totals). The lines are spelled out in
 * 'Items'. Cancelled and returned orders are exported too, marked by their status and their
 * credit note; UPI orders never paid (awaiting payment, not received, expired) are not sales and
 * are left out (sales/repository.ts). A UPI order names the reference the shopper gave and when
 * the shop marked it paid; a shipped order its courier, tracking (AWB) number and when it went out.
 * The GST columns are what a return needs of each invoice: its number and date, the taxable
 * value and the tax split as the invoice shows it (SGST is UTGST for a shop in such a territory).
 * Last, the gateway's payment id of a Razorpay order and its refund (amount and status), if any;
 * they come last so that the columns before keep their places in operators' spreadsheets.
 */
export const orderCsvColumns = (shop: Pick<ShopIdentity, 'state'>) => [
  'Order number',
  'Placed (IST)',
  'Status',
  'Payment',
  'UPI reference',
  'Paid (IST)',
  'Name',
  'E-mail',
  'Phone',
  'Address',
  'City',
  'State',
  'PIN code',
  'Items',
  'Pieces',
  'Item total (INR)',
  'Savings (INR)',
  'Shipping (INR)',
  'Order total (INR)',
  'Courier',
  'Tracking number',
  'Shipped (IST)',
  'Invoice number',
  'Invoice date',
  'Taxable value (INR)',
  'CGST (INR)',
  `${localTaxName(shop.state)} (INR)`,
  'IGST (INR)',
  'Credit note number',
  'Credit note date',
  'Gateway payment id',
  'Refund (INR)',
  'Refund status',
];

/** What the export says of an order's refund through the gateway (payment_refunds). */
export type CsvRefund = { amount_paise: number; status: RefundStatus };

const REFUND_STATUS_WORDS: Record<RefundStatus, string> = { requested: 'Requested', pending: 'Pending', processed: 'Processed', failed: 'Failed' };

/** 'Lotus Ring, size 14, 2 × 1299.99; Rope Chain, 1 × 2450.50' (a piece without a size has no size part) */
function itemsOf(order: StoredOrder): string {
  return order.lines
    .map((line) => `${line.product_name}${line.size ? `, size ${line.size}` : ''}, ${line.quantity} × ${csvRupees(line.unit_price_paise)}`)
    .join('; ');
}

/**
 * The orders as a CSV file. It starts with a byte-order mark: without it Excel reads UTF-8 as
 * the machine's legacy code page and garbles names in Indian scripts and the × sign.
 */
export function ordersCsv(orders: readonly StoredOrder[], shop: Pick<ShopIdentity, 'state'>, refunds: ReadonlyMap<string, CsvRefund> = new Map()): string {
  const rows = orders.map((order) => {
    const gst = orderInvoiceFigures(order, shop);
    const refund = refunds.get(order.id);
    return [
      order.number,
      indiaDateTime(order.created_at),
      ORDER_STATUS_LABELS[order.status],
      PAYMENT_METHOD_LABELS[order.payment_method],
      order.upi_reference ?? '',
      order.paid_at ? indiaDateTime(order.paid_at) : '',
      order.name,
      order.email,
      order.phone,
      order.address,
      order.city,
      order.state,
      order.zip,
      itemsOf(order),
      String(order.lines.reduce((pieces, line) => pieces + line.quantity, 0)),
      csvRupees(order.item_total_paise),
      csvRupees(order.savings_paise),
      csvRupees(order.shipping_paise),
      csvRupees(order.order_total_paise),
      order.courier_name ?? '',
      order.tracking_number ?? '',
      order.shipped_at ? indiaDateTime(order.shipped_at) : '',
      order.invoice_number ?? '',
      order.invoice_date ?? '',
      csvRupees(gst.taxablePaise),
      csvRupees(gst.cgstPaise),
      csvRupees(gst.sgstPaise),
      csvRupees(gst.igstPaise),
      order.credit_note_number ?? '',
      order.credit_note_date ?? '',
      order.gateway_payment_id ?? '',
      refund ? csvRupees(refund.amount_paise) : '',
      refund ? REFUND_STATUS_WORDS[refund.status] : '',
    ];
  });
  return `\uFEFF${toCsv([orderCsvColumns(shop), ...rows])}`;
}
