import { formatInr } from '../../shared/money.ts';
import type { OrderStatus } from '../../shared/order.ts';
import type { MetalType } from '../../shared/catalogue.ts';
import { LANGUAGE_TAGS, type Language } from '../../shared/languages.ts';
import { SUBSCRIPTION_SAVING_PERCENT } from '../../shared/pricing.ts';
import { trackingNeedsNumber, trackingUrl } from '../../shared/shipping.ts';
import { formatCalendarDay, formatIndiaDateTime } from '../../shared/india-time.ts';
import type { PaymentMethod } from '../../shared/payment-methods.ts';
import { huidsOfLine } from '../orders/huids.ts';
import type { OrderHuidsTable, OrderLinesTable, OrdersTable } from '../orders/tables.ts';
import type { MailKind } from './tables.ts';
import { MAIL_WORDS, type MailWords } from './words/index.ts';
import { en } from './words/en.ts';
import { escapeMarkup } from '../../shared/markup.ts';
import { stateName } from '../../shared/state-names/index.ts';
import { SHOP_NAME } from '../shop-name.ts';

// The order e-mails: the subject (fixed when the message is queued) and the plain-text and HTML
// bodies (made when it is sent, with the shop's public address of that moment). The shopper's
// are in the language the order was placed in (words/, decision 034); the operators' alert in
// English, as the backend.

/** How a prepaid order was paid, as the operators' alert says it. */
const PAID_HOW = en.paidHow;

/** The words of an order's e-mails to the shopper: in the language it was placed in (decision 034). */
const wordsOf = (order: { language?: Language | undefined }): MailWords => MAIL_WORDS[order.language ?? 'en'] ?? en;

/** The order's fields a subject needs. */
export type SubjectOrder = Pick<OrdersTable, 'number' | 'order_total_paise' | 'payment_method'> & { bulk?: number; language?: Language | undefined };

/** An e-mail's subject, fixed when it is queued: the shopper's in the order's language, the operators' alert in English. */
export function orderMailSubject(kind: MailKind, order: SubjectOrder, status: OrderStatus | null): string {
  const { number, payment_method: method } = order;
  const words = wordsOf(order);
  switch (kind) {
    case 'order_confirmation':
      return `${SHOP_NAME}: ${method === 'cod' ? words.subjects.placed(number) : words.subjects.paid(number)}`;
    case 'payment_request':
      return `${SHOP_NAME}: ${method === 'cod' ? words.subjects.placed(number) : words.subjects.payment[method](number, formatInr(order.order_total_paise))}`;
    case 'order_alert':
      return `${order.bulk === 1 ? 'Bulk order' : 'New order'} ${number}: ${formatInr(order.order_total_paise)}${method === 'cod' ? '' : `, paid ${PAID_HOW[method]}`}`;
    case 'order_status': {
      const mailed = status ? (words.subjects.status as Partial<Record<OrderStatus, (number: string) => string>>)[status] : undefined;
      return `${SHOP_NAME}: ${mailed ? mailed(number) : words.subjects.otherStatus(number, status)}`;
    }
  }
}

export type OrderMail = {
  kind: MailKind;
  /** The status a status mail tells about. */
  status: OrderStatus | null;
  /** The order with its lines, and the HUIDs of its pieces once shipped (decision 036). */
  order: OrdersTable & { lines: OrderLinesTable[]; huids?: OrderHuidsTable[] };
  /** The order's page on the shop, absolute; for the operators' alert, the order in the backend (decision 042). */
  orderUrl: string;
  /** The buyer's signed link to the order's GST invoice, absolute (decision 030). */
  invoiceUrl?: string | undefined;
  /** The buyer's signed link to the GST credit note of a cancelled or returned order, absolute (decision 042). */
  creditNoteUrl?: string | undefined;
};

/** The pieces an order holds, all lines together. */
const piecesOf = (order: OrderMail['order']) => order.lines.reduce((sum, line) => sum + line.quantity, 0);

/** ' (UPI reference 412345678901)' or ' (Razorpay payment pay_…)' when known, else ''. */
function referenceOf(order: OrdersTable, words: MailWords): string {
  if (order.payment_method === 'razorpay') return order.gateway_payment_id ? words.reference.razorpay(order.gateway_payment_id) : '';
  return order.upi_reference ? words.reference.upi(order.upi_reference) : '';
}

/** The language a message is written in: the operators' alert in English, the shopper's in the order's language. */
const languageOf = (mail: OrderMail): Language => (mail.kind === 'order_alert' ? 'en' : (mail.order.language ?? 'en'));
const wordsFor = (mail: OrderMail): MailWords => MAIL_WORDS[languageOf(mail)] ?? en;

/** A prepaid order's e-mails (decisions 032, 033): they start when it is paid. */
function prepaidIntro(mail: OrderMail, method: Exclude<PaymentMethod, 'cod'>, words: MailWords): string {
  const { order } = mail;
  const paid = `${formatInr(order.order_total_paise)}${referenceOf(order, words)}`;
  switch (mail.kind) {
    case 'payment_request':
      // Placed, not yet paid: how to pay, and by when (the hold's end).
      return words.payment[method](order.name, formatInr(order.order_total_paise), formatIndiaDateTime(order.stock_held_until ?? order.updated_at, languageOf(mail)));
    case 'order_confirmation':
      return words.confirmation[method](order.name, paid, order.phone);
    case 'order_alert':
      return (
        (order.bulk === 1 ? `Bulk order: ${piecesOf(order)} pieces, ${formatInr(order.order_total_paise)}. Check with the buyer by phone before confirming. ` : '') +
        `${order.name} (${order.email}, ${order.phone}) placed order ${order.number}, paid ${PAID_HOW[method]}: ${paid}. It waits for you to confirm it in the backend.`
      );
    case 'order_status': {
      const news = mail.status ? words.paidStatusNews[mail.status] : undefined;
      return news ? news(words.refund[method](paid), words.paidHow[method]) : statusNews(mail, words);
    }
  }
}

/** The news of a status mail, as for cash on delivery. */
function statusNews(mail: OrderMail, words: MailWords): string {
  const status = mail.status ?? mail.order.status;
  const news = mail.status ? words.statusNews[mail.status] : undefined;
  // English has always named the status as the API does ('is now confirmed'); the others by its label.
  return news ?? words.statusNow(words === en ? status : words.statusLabels[status]);
}

function intro(mail: OrderMail, words: MailWords): string {
  const { order } = mail;
  if (order.payment_method !== 'cod') return prepaidIntro(mail, order.payment_method, words);
  // The hold's end, when the order was placed with one (decision 027): confirmed by phone by then, or cancelled.
  const confirmBy = order.stock_held_until ? formatIndiaDateTime(order.stock_held_until, languageOf(mail)) : null;
  switch (mail.kind) {
    case 'payment_request': // never queued for cash on delivery: a COD order is confirmed, not paid, first
    case 'order_confirmation':
      return confirmBy ? words.confirmation.codBy(order.name, order.phone, confirmBy) : words.confirmation.cod(order.name, order.phone);
    case 'order_alert':
      return (
        (order.bulk === 1 ? `Bulk order: ${piecesOf(order)} pieces, ${formatInr(order.order_total_paise)}. Check with the buyer by phone before confirming. ` : '') +
        `${order.name} (${order.email}, ${order.phone}) placed order ${order.number}, Cash on Delivery. It waits for you to confirm it in the backend` +
        (confirmBy ? `; unconfirmed by ${confirmBy}, it is cancelled and its pieces go back to stock.` : '.')
      );
    case 'order_status':
      if (mail.status === 'cancelled' && order.cancel_reason === 'unconfirmed') return words.unconfirmed;
      return statusNews(mail, words);
  }
}

/**
 * The day the order is promised by, in the shopper's confirmation and the news of its parcel:
 * the day the product page and the checkout gave for its PIN. Orders from before have none.
 */
function promisedDay(mail: OrderMail, words: MailWords): string | null {
  const { order } = mail;
  const tells = mail.kind === 'order_confirmation' || (mail.kind === 'order_status' && mail.status === 'shipped');
  return tells && order.delivery_by ? words.deliveredBy(formatCalendarDay(order.delivery_by, languageOf(mail), { weekday: true })) : null;
}

/** A shipped order's parcel in words: courier, tracking number and where to follow it. */
function parcelLines(mail: OrderMail, words: MailWords): { courier: string; tracking: string; url: string | null; enterNumber: string | null } | null {
  const { order } = mail;
  if (mail.kind !== 'order_status' || mail.status !== 'shipped' || !order.courier || !order.tracking_number) return null;
  const url = trackingUrl(order.courier, order.tracking_number);
  return {
    courier: words.parcel.courier(order.courier_name ?? order.courier),
    tracking: words.parcel.tracking(order.tracking_number),
    url,
    // A tracking page that asks for the number (India Post's, DTDC's…): the shopper is told to enter it there.
    enterNumber: url && trackingNeedsNumber(order.courier) ? words.parcel.enterNumber : null,
  };
}

/** A line's name as the message's reader has it: the shopper's in the order's language where it was sold with one, the operators' in English. */
const lineName = (mail: OrderMail, line: OrderLinesTable): string => (mail.kind === 'order_alert' ? line.product_name : (line.local_name ?? line.product_name));

/** Where the order goes: city, the state in the message's language, PIN. */
const placeLine = (mail: OrderMail): string => `${mail.order.city}, ${stateName(mail.order.state, languageOf(mail))} ${mail.order.zip}`;

function lineDescription(line: OrderLinesTable, words: MailWords): string {
  const metal = words.metals[line.metal_type as MetalType] ?? line.metal_type;
  return words.line(line.purity, metal, line.size, line.quantity, formatInr(line.unit_price_paise));
}

function totalRows(order: OrdersTable, words: MailWords): [string, string][] {
  return [
    [words.totals.items, formatInr(order.item_total_paise)],
    [words.totals.savings(SUBSCRIPTION_SAVING_PERCENT), `-${formatInr(order.savings_paise)}`],
    [words.totals.shipping, order.shipping_paise === 0 ? words.totals.free : formatInr(order.shipping_paise)],
    [words.totals.total, formatInr(order.order_total_paise)],
  ];
}

function heading(mail: OrderMail, words: MailWords): string {
  if (mail.kind === 'order_alert') return `${mail.order.bulk === 1 ? 'Bulk order' : 'New order'} ${mail.order.number}`;
  const status = mail.status ? words.statusLabels[mail.status] : undefined;
  if (mail.kind === 'order_status' && status) return words.statusHeading(mail.order.number, status);
  return words.heading(mail.order.number);
}

/** The HTML part's button to the order's page: the operators' in English; to pay, for a prepaid order not yet paid. */
function buttonWords(mail: OrderMail, words: MailWords): string {
  if (mail.kind === 'order_alert') return 'Open the order in the backend';
  const method = mail.order.payment_method;
  return mail.kind === 'payment_request' && method !== 'cod' ? words.payment.button[method] : words.seeYourOrder;
}

export function orderMailText(mail: OrderMail): string {
  const { order } = mail;
  const words = wordsFor(mail);
  const lines = order.lines.map((line) => {
    const huids = huidsOfLine(order, line.position);
    return `- ${lineName(mail, line)}\n  ${lineDescription(line, words)} = ${formatInr(line.line_total_paise)}${huids ? `\n  ${huids}` : ''}`;
  });
  const totals = totalRows(order, words).map(([label, value]) => `${label}: ${value}`);
  const parcel = parcelLines(mail, words);
  const promised = promisedDay(mail, words);
  return [
    heading(mail, words),
    '',
    intro(mail, words),
    '',
    ...(promised ? [promised, ''] : []),
    ...(parcel ? [parcel.courier, parcel.tracking, ...(parcel.url ? [`${words.parcel.track}: ${parcel.url}`] : []), ...(parcel.enterNumber ? [parcel.enterNumber] : []), ''] : []),
    ...lines,
    ...(order.huids?.length ? ['', words.verifyHuid] : []),
    '',
    ...totals,
    '',
    words.shipTo,
    order.name,
    order.address,
    placeLine(mail),
    '',
    `${mail.kind === 'order_alert' ? 'The order in the backend' : words.yourOrder}: ${mail.orderUrl}`,
    ...(mail.invoiceUrl ? [`${words.invoice}: ${mail.invoiceUrl}`] : []),
    ...(mail.creditNoteUrl ? [`${words.creditNote}: ${mail.creditNoteUrl}`] : []),
    '',
    `${SHOP_NAME}`,
    '',
  ].join('\n');
}

/**
 * The HTML part's fonts: the system's for Latin text as before, then fonts that write Devanagari
 * and Odia (names and addresses come in any script, whatever the e-mail's language): Noto where
 * the reader has it, Windows' Nirmala UI, Apple's Kohinoor and Sangam. A mail program finds a
 * glyph a font lacks in the next one. A Hindi or Odia e-mail names its script's fonts first:
 * a system font may claim glyphs it draws as boxes (bold Devanagari in Chromium where the
 * system's font is DejaVu, seen in a screenshot).
 */
const SANS =
  "system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Devanagari','Noto Sans Oriya','Nirmala UI','Kohinoor Devanagari','Devanagari Sangam MN','Oriya Sangam MN',Arial,sans-serif";
const SCRIPT_FIRST: Record<Language, string> = {
  en: '',
  hi: "'Noto Sans Devanagari','Nirmala UI','Kohinoor Devanagari',",
  or: "'Noto Sans Oriya','Nirmala UI','Oriya Sangam MN',",
};
const SERIF = "Georgia,'Times New Roman','Noto Serif Devanagari','Noto Serif Oriya','Noto Sans Devanagari','Noto Sans Oriya','Nirmala UI',serif";

/** A line's HUIDs under its description, in the figures' font; nothing when it has none. */
const huidsHtml = (huids: string | null) =>
  huids ? `<br><span style="color:#6f6660;font-size:13px;font-family:ui-monospace,Menlo,Consolas,monospace">${escapeMarkup(huids)}</span>` : '';

export function orderMailHtml(mail: OrderMail): string {
  const { order } = mail;
  const words = wordsFor(mail);
  const e = escapeMarkup;
  const cell = 'padding:8px 0;border-bottom:1px solid #e8e2da;vertical-align:top';
  const lines = order.lines
    .map(
      (line) =>
        `<tr><td style="${cell}">${e(lineName(mail, line))}<br><span style="color:#6f6660;font-size:13px">${e(lineDescription(line, words))}</span>` +
        `${huidsHtml(huidsOfLine(order, line.position))}</td>` +
        `<td style="${cell};text-align:right;white-space:nowrap">${e(formatInr(line.line_total_paise))}</td></tr>`,
    )
    .join('');
  const totals = totalRows(order, words)
    .map(([label, value], index, rows) => {
      const last = index === rows.length - 1;
      const style = `padding:4px 0;${last ? 'font-weight:bold;border-top:1px solid #d6ccbf;padding-top:8px' : ''}`;
      return `<tr><td style="${style}">${e(label)}</td><td style="${style};text-align:right;white-space:nowrap">${e(value)}</td></tr>`;
    })
    .join('');
  const url = e(mail.orderUrl);
  const parcel = parcelLines(mail, words);
  const parcelHtml = parcel
    ? `<p style="margin:0 0 16px;padding:12px;background:#f4efe7;border-radius:6px">${e(parcel.courier)}<br>${e(parcel.tracking)}` +
      (parcel.url ? `<br><a href="${e(parcel.url)}" style="color:#8a5f27">${e(words.parcel.track)}</a>` : '') +
      (parcel.enterNumber ? ` <span style="color:#6f6660">${e(parcel.enterNumber)}</span>` : '') +
      '</p>'
    : '';
  const title = e(heading(mail, words));
  const promised = promisedDay(mail, words);
  const shipTo = `${order.name}, ${order.address}, ${placeLine(mail)}`;
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[languageOf(mail)]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body style="margin:0;padding:24px 12px;background:#fbf9f6;color:#1f1a17;font-family:${SCRIPT_FIRST[languageOf(mail)] ?? ''}${SANS};font-size:15px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e8e2da;border-radius:8px;padding:24px">
<p style="margin:0 0 4px;color:#8a5f27;font-size:12px;letter-spacing:0.14em;text-transform:uppercase">${e(SHOP_NAME)}</p>
<h1 style="margin:0 0 16px;font-family:${SERIF};font-size:24px;font-weight:normal">${title}</h1>
<p style="margin:0 0 16px">${e(intro(mail, words))}</p>
${promised ? `<p style="margin:0 0 16px"><strong>${e(promised)}</strong></p>\n` : ''}${parcelHtml}<table role="presentation" style="width:100%;border-collapse:collapse">${lines}</table>
${order.huids?.length ? `<p style="margin:8px 0 0;font-size:13px;color:#6f6660">${e(words.verifyHuid)}</p>` : ''}
<table role="presentation" style="width:100%;border-collapse:collapse;margin-top:12px">${totals}</table>
<p style="margin:16px 0 0;color:#6f6660">${e(words.shipToLine(shipTo))}</p>
<p style="margin:24px 0 0"><a href="${url}" style="display:inline-block;background:#1f1a17;color:#fbf9f6;text-decoration:none;padding:10px 18px;border-radius:4px">${e(buttonWords(mail, words))}</a></p>
<p style="margin:12px 0 0;font-size:13px;color:#6f6660;word-break:break-all">${url}</p>
${mail.invoiceUrl ? `<p style="margin:12px 0 0"><a href="${e(mail.invoiceUrl)}" style="color:#8a5f27">${e(words.downloadInvoice)}</a></p>` : ''}
${mail.creditNoteUrl ? `<p style="margin:12px 0 0"><a href="${e(mail.creditNoteUrl)}" style="color:#8a5f27">${e(words.downloadCreditNote)}</a></p>` : ''}
</div>
</body></html>
`;
}
