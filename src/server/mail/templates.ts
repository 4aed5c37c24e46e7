import { formatInr } from '../../shared/money.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../shared/order.ts';
import { SUBSCRIPTION_SAVING_PERCENT } from '../../shared/pricing.ts';
import { trackingUrl } from '../../shared/shipping.ts';
import { formatIndiaDateTime } from '../../shared/india-time.ts';
import type { PaymentMethod } from '../../shared/payment-methods.ts';
import type { OrderLinesTable, OrdersTable } from '../orders/tables.ts';
import type { MailKind } from './tables.ts';

// The order e-mails' words: the subject (fixed when the message is queued) and the plain-text
// and HTML bodies (made when it is sent, with the shop's public address of that moment).

const SHOP_NAME = 'Rajat Silver';

const STATUS_SUBJECTS: Partial<Record<OrderStatus, string>> = {
  shipped: 'is on its way',
  delivered: 'has been delivered',
  cancelled: 'has been cancelled',
  returned: 'has come back to us',
};

const STATUS_NEWS: Partial<Record<OrderStatus, string>> = {
  shipped: 'Your order has left our workshop and is on its way to you. Please keep the amount below ready in cash for the courier.',
  delivered: 'Your order has been delivered. We hope you enjoy wearing it.',
  cancelled: 'Your order has been cancelled. Nothing is due from you. If you did not ask for this, please reply to this e-mail.',
  returned:
    'Your parcel could not be delivered and has come back to us, so this order is closed. Nothing is due from you. If you would still like these pieces, reply to this e-mail and we will gladly send them again.',
};

/**
 * What a prepaid order's e-mails say in place of the cash on delivery's (decisions 032, 033): the
 * news of a status that differs for an order paid ahead (`how`: 'by UPI', 'online through Razorpay').
 */
const PAID_STATUS_NEWS: Partial<Record<OrderStatus, (refund: string, how: string) => string>> = {
  shipped: (_refund, how) => `Your order has left our workshop and is on its way to you. It is paid for ${how}: nothing is due to the courier.`,
  cancelled: (refund) => `Your order has been cancelled. ${refund} If you did not ask for this, please reply to this e-mail.`,
  returned: (refund) =>
    `Your parcel could not be delivered and has come back to us, so this order is closed. ${refund} If you would still like these pieces, reply to this e-mail and we will gladly send them again.`,
};

/** How a prepaid order was paid, as its e-mails say it. */
const PAID_HOW: Record<Exclude<PaymentMethod, 'cod'>, string> = { upi: 'by UPI', razorpay: 'online through Razorpay' };

export function orderMailSubject(kind: MailKind, number: string, orderTotalPaise: number, status: OrderStatus | null, bulk = false, method: PaymentMethod = 'cod'): string {
  switch (kind) {
    case 'order_confirmation':
      return `${SHOP_NAME}: your order ${number} is ${method === 'cod' ? 'placed' : 'paid'}`;
    case 'order_alert':
      return `${bulk ? 'Bulk order' : 'New order'} ${number}: ${formatInr(orderTotalPaise)}${method === 'cod' ? '' : `, paid ${PAID_HOW[method]}`}`;
    case 'order_status':
      return `${SHOP_NAME}: your order ${number} ${(status && STATUS_SUBJECTS[status]) ?? `is ${status ?? 'updated'}`}`;
  }
}

export type OrderMail = {
  kind: MailKind;
  /** The status a status mail tells about. */
  status: OrderStatus | null;
  order: OrdersTable & { lines: OrderLinesTable[] };
  /** The order's page on the shop, absolute. */
  orderUrl: string;
  /** The buyer's signed link to the order's GST invoice, absolute (decision 030). */
  invoiceUrl?: string | undefined;
};

/** Text for HTML, in an element or a quoted attribute. &#39; rather than &apos;, which older mail programs do not know. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/** The pieces an order holds, all lines together. */
const piecesOf = (order: OrderMail['order']) => order.lines.reduce((sum, line) => sum + line.quantity, 0);

/** ' (UPI reference 412345678901)' or ' (Razorpay payment pay_…)' when known, else ''. */
function referenceOf(order: OrdersTable): string {
  if (order.payment_method === 'razorpay') return order.gateway_payment_id ? ` (Razorpay payment ${order.gateway_payment_id})` : '';
  return order.upi_reference ? ` (UPI reference ${order.upi_reference})` : '';
}

/** Where a prepaid order's refund goes, in the shopper's words. */
function refundWords(order: OrdersTable, paid: string): string {
  if (order.payment_method === 'razorpay') return `We are refunding your payment of ${paid} through Razorpay, to the card, UPI account or bank account it came from.`;
  return `We will refund your UPI payment of ${paid} to the account it came from.`;
}

/** A prepaid order's e-mails (decisions 032, 033): they start when it is paid. */
function prepaidIntro(mail: OrderMail, method: Exclude<PaymentMethod, 'cod'>): string {
  const { order } = mail;
  const paid = `${formatInr(order.order_total_paise)}${referenceOf(order)}`;
  const how = PAID_HOW[method];
  switch (mail.kind) {
    case 'order_confirmation':
      return method === 'upi'
        ? `Thank you for your order, ${order.name}. We have received your UPI payment of ${paid}. We will confirm your order soon, and may call you on ${order.phone}.`
        : `Thank you for your order, ${order.name}. We have received your payment of ${paid}, paid online through Razorpay. We will confirm your order soon, and may call you on ${order.phone}.`;
    case 'order_alert':
      return (
        (order.bulk === 1 ? `Bulk order: ${piecesOf(order)} pieces, ${formatInr(order.order_total_paise)}. Check with the buyer by phone before confirming. ` : '') +
        `${order.name} (${order.email}, ${order.phone}) placed order ${order.number}, paid ${how}: ${paid}. It waits for you to confirm it in the backend.`
      );
    case 'order_status': {
      const news = mail.status ? PAID_STATUS_NEWS[mail.status] : undefined;
      return news ? news(refundWords(order, paid), how) : ((mail.status && STATUS_NEWS[mail.status]) ?? `Your order is now ${mail.status ?? order.status}.`);
    }
  }
}

function intro(mail: OrderMail): string {
  const { order } = mail;
  if (order.payment_method !== 'cod') return prepaidIntro(mail, order.payment_method);
  // The hold's end, when the order was placed with one (decision 027): confirmed by phone by then, or cancelled.
  const confirmBy = order.stock_held_until ? formatIndiaDateTime(order.stock_held_until) : null;
  switch (mail.kind) {
    case 'order_confirmation':
      return confirmBy
        ? `Thank you for your order, ${order.name}. We will call you on ${order.phone} to confirm it by ${confirmBy}; an order we cannot confirm by then is cancelled, and nothing is due. You pay in cash on delivery.`
        : `Thank you for your order, ${order.name}. We will confirm it soon, and may call you on ${order.phone}. You pay in cash on delivery.`;
    case 'order_alert':
      return (
        (order.bulk === 1 ? `Bulk order: ${piecesOf(order)} pieces, ${formatInr(order.order_total_paise)}. Check with the buyer by phone before confirming. ` : '') +
        `${order.name} (${order.email}, ${order.phone}) placed order ${order.number}, Cash on Delivery. It waits for you to confirm it in the backend` +
        (confirmBy ? `; unconfirmed by ${confirmBy}, it is cancelled and its pieces go back to stock.` : '.')
      );
    case 'order_status':
      if (mail.status === 'cancelled' && order.cancel_reason === 'unconfirmed') {
        return 'We could not confirm your order with you by phone in time, so it has been cancelled and its pieces are back on sale. Nothing is due from you. To order again, place a new order or reply to this e-mail.';
      }
      return (mail.status && STATUS_NEWS[mail.status]) ?? `Your order is now ${mail.status ?? order.status}.`;
  }
}

/** A shipped order's parcel in words: courier, tracking number and where to follow it. */
function parcelLines(mail: OrderMail): { courier: string; tracking: string; url: string | null } | null {
  const { order } = mail;
  if (mail.kind !== 'order_status' || mail.status !== 'shipped' || !order.courier || !order.tracking_number) return null;
  return {
    courier: `Courier: ${order.courier_name ?? order.courier}`,
    tracking: `Tracking (AWB) number: ${order.tracking_number}`,
    url: trackingUrl(order.courier, order.tracking_number),
  };
}

function lineDescription(line: OrderLinesTable): string {
  return `${line.purity} ${line.metal_type} · Size ${line.size} · ${line.quantity} × ${formatInr(line.unit_price_paise)}`;
}

function totalRows(order: OrdersTable): [string, string][] {
  return [
    ['Item total', formatInr(order.item_total_paise)],
    [`Subscription savings (${SUBSCRIPTION_SAVING_PERCENT}% off)`, `-${formatInr(order.savings_paise)}`],
    ['Shipping', order.shipping_paise === 0 ? 'Free' : formatInr(order.shipping_paise)],
    ['Order Total', formatInr(order.order_total_paise)],
  ];
}

function heading(mail: OrderMail): string {
  const status = mail.status ? ORDER_STATUS_LABELS[mail.status] : undefined;
  if (mail.kind === 'order_alert') return `${mail.order.bulk === 1 ? 'Bulk order' : 'New order'} ${mail.order.number}`;
  if (mail.kind === 'order_status' && status) return `Order ${mail.order.number}: ${status}`;
  return `Order ${mail.order.number}`;
}

export function orderMailText(mail: OrderMail): string {
  const { order } = mail;
  const lines = order.lines.map((line) => `- ${line.product_name}\n  ${lineDescription(line)} = ${formatInr(line.line_total_paise)}`);
  const totals = totalRows(order).map(([label, value]) => `${label}: ${value}`);
  const parcel = parcelLines(mail);
  return [
    heading(mail),
    '',
    intro(mail),
    '',
    ...(parcel ? [parcel.courier, parcel.tracking, ...(parcel.url ? [`Track your parcel: ${parcel.url}`] : []), ''] : []),
    ...lines,
    '',
    ...totals,
    '',
    'Shipping to:',
    order.name,
    order.address,
    `${order.city}, ${order.state} ${order.zip}`,
    '',
    `${mail.kind === 'order_alert' ? 'The order' : 'Your order'}: ${mail.orderUrl}`,
    ...(mail.invoiceUrl ? [`Your GST invoice: ${mail.invoiceUrl}`] : []),
    '',
    `${SHOP_NAME}`,
    '',
  ].join('\n');
}

export function orderMailHtml(mail: OrderMail): string {
  const { order } = mail;
  const e = escapeHtml;
  const cell = 'padding:8px 0;border-bottom:1px solid #e8e2da;vertical-align:top';
  const lines = order.lines
    .map(
      (line) =>
        `<tr><td style="${cell}">${e(line.product_name)}<br><span style="color:#6f6660;font-size:13px">${e(lineDescription(line))}</span></td>` +
        `<td style="${cell};text-align:right;white-space:nowrap">${e(formatInr(line.line_total_paise))}</td></tr>`,
    )
    .join('');
  const totals = totalRows(order)
    .map(([label, value], index, rows) => {
      const last = index === rows.length - 1;
      const style = `padding:4px 0;${last ? 'font-weight:bold;border-top:1px solid #d6ccbf;padding-top:8px' : ''}`;
      return `<tr><td style="${style}">${e(label)}</td><td style="${style};text-align:right;white-space:nowrap">${e(value)}</td></tr>`;
    })
    .join('');
  const url = e(mail.orderUrl);
  const parcel = parcelLines(mail);
  const parcelHtml = parcel
    ? `<p style="margin:0 0 16px;padding:12px;background:#f4efe7;border-radius:6px">${e(parcel.courier)}<br>${e(parcel.tracking)}` +
      (parcel.url ? `<br><a href="${e(parcel.url)}" style="color:#8a5f27">Track your parcel</a>` : '') +
      '</p>'
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(heading(mail))}</title></head>
<body style="margin:0;padding:24px 12px;background:#fbf9f6;color:#1f1a17;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:15px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e8e2da;border-radius:8px;padding:24px">
<p style="margin:0 0 4px;color:#8a5f27;font-size:12px;letter-spacing:0.14em;text-transform:uppercase">${e(SHOP_NAME)}</p>
<h1 style="margin:0 0 16px;font-family:Georgia,'Times New Roman',serif;font-size:24px;font-weight:normal">${e(heading(mail))}</h1>
<p style="margin:0 0 16px">${e(intro(mail))}</p>
${parcelHtml}<table role="presentation" style="width:100%;border-collapse:collapse">${lines}</table>
<table role="presentation" style="width:100%;border-collapse:collapse;margin-top:12px">${totals}</table>
<p style="margin:16px 0 0;color:#6f6660">Shipping to ${e(order.name)}, ${e(order.address)}, ${e(order.city)}, ${e(order.state)} ${e(order.zip)}</p>
<p style="margin:24px 0 0"><a href="${url}" style="display:inline-block;background:#1f1a17;color:#fbf9f6;text-decoration:none;padding:10px 18px;border-radius:4px">${mail.kind === 'order_alert' ? 'See the order' : 'See your order'}</a></p>
<p style="margin:12px 0 0;font-size:13px;color:#6f6660;word-break:break-all">${url}</p>
${mail.invoiceUrl ? `<p style="margin:12px 0 0"><a href="${e(mail.invoiceUrl)}" style="color:#8a5f27">Download your GST invoice (PDF)</a></p>` : ''}
</div>
</body></html>
`;
}
