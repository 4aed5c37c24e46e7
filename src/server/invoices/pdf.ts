import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { SUBSCRIPTION_SAVING_PERCENT } from '../../shared/pricing.ts';
import type { IndianState } from '../../shared/indian-states.ts';
import type { StoredOrder } from '../orders/repository.ts';
import { rupeesInWords } from './amount-in-words.ts';
import { GST_STATE_CODES, localTaxName } from './gst-states.ts';
import { orderInvoiceFigures } from './order-figures.ts';
import type { ShopIdentity } from './shop-identity.ts';
import type { InvoiceFigures, InvoiceLine } from './tax.ts';
import { needsIndicFont, scriptRuns, type Script } from './script-runs.ts';
import { formatCalendarDay } from '../../shared/india-time.ts';

// The GST tax invoice of an order, and the credit note that reverses it, as A4 PDFs (pdfkit).
// DejaVu Sans Condensed is embedded: the PDF's built-in fonts have no rupee sign and nothing
// beyond Latin-1, and buyers' names do. DejaVu has no Indic letters: text in Devanagari or Odia
// is drawn in Noto Sans Devanagari or Noto Sans Oriya (the @fontsource packages' WOFF files,
// which fontkit reads and shapes), read from disk the first time a document needs them.

const require = createRequire(import.meta.url);
const FONT = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf'));
const FONT_BOLD = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf'));

type IndicScript = Exclude<Script, 'latin'>;
const INDIC_FILES: Record<IndicScript, string> = {
  devanagari: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari',
  odia: '@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya',
};
let indicFonts: Record<`${IndicScript}-${'body' | 'bold'}`, Buffer> | undefined;
function loadIndicFonts() {
  const file = (script: IndicScript, weight: number) => readFileSync(require.resolve(`${INDIC_FILES[script]}-${weight}-normal.woff`));
  indicFonts ??= {
    'devanagari-body': file('devanagari', 400),
    'devanagari-bold': file('devanagari', 700),
    'odia-body': file('odia', 400),
    'odia-bold': file('odia', 700),
  };
  return indicFonts;
}

// The shop's colours (src/web/styles/tokens.css).
const INK = '#1f1a17';
const MUTED = '#6f6660';
const LINE = '#d6ccbf';
const SOFT = '#f4ebde';
const ACCENT = '#8a5f27';
const DANGER = '#b3261e';

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/**
 * The table's type size, and its money columns' widths: each holds its widest figure on one
 * line up to the ₹1,00,00,000 cap on an order (MAX_ORDER_TOTAL_PAISE), in bold on the totals
 * row: '1,00,00,000.00' for a rate or a total, '17,64,705.88' for a discount or a taxable
 * value, '2,91,262.14' for a tax. tests/api/invoices.test.ts checks it with the text's positions.
 */
const TABLE_SIZE = 7.5;
const CELL_PADDING = 3;
const WIDTH = { rate: 60, discount: 58, taxable: 58, tax: 53, total: 66 };

/** Paise as '1,23,456.78' (Indian grouping; the column heads say ₹). */
export function rupees(paise: number): string {
  const whole = String(Math.trunc(paise / 100));
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}` : lastThree;
  return `${grouped}.${String(paise % 100).padStart(2, '0')}`;
}

/** '2026-11-24' as '24 Nov 2026'. */
const invoiceDate = (date: string) => formatCalendarDay(date, 'en', { year: true });

type Column = {
  head: string;
  width: number;
  align: 'left' | 'right' | 'center';
  cell: (line: InvoiceLine, index: number) => string;
  total?: (figures: InvoiceFigures) => string;
};

function columnsFor(figures: InvoiceFigures, localTax: string): Column[] {
  const money = (head: string, width: number, pick: (x: InvoiceLine | InvoiceFigures) => number): Column => ({
    head,
    width,
    align: 'right',
    cell: (line) => rupees(pick(line)),
    total: (all) => rupees(pick(all)),
  });
  const taxes: Column[] =
    figures.supply === 'intra-state'
      ? [money('CGST 1.5%\n₹', WIDTH.tax, (x) => x.cgstPaise), money(`${localTax} 1.5%\n₹`, WIDTH.tax, (x) => x.sgstPaise)]
      : [money('IGST 3%\n₹', WIDTH.tax, (x) => x.igstPaise)];
  const fixed: Column[] = [
    { head: '#', width: 14, align: 'center', cell: (_line, index) => String(index + 1) },
    { head: 'Description', width: 0, align: 'left', cell: (line) => line.description },
    { head: 'HSN', width: 26, align: 'center', cell: (line) => line.hsn },
    {
      head: 'Qty',
      width: 22,
      align: 'right',
      cell: (line) => String(line.quantity),
      total: (all) => String(all.lines.filter((line) => line.kind === 'item').reduce((sum, line) => sum + line.quantity, 0)),
    },
    { head: 'Rate\n₹', width: WIDTH.rate, align: 'right', cell: (line) => rupees(line.unitPricePaise) },
    money('Discount\n₹', WIDTH.discount, (x) => x.discountPaise),
    money('Taxable\nvalue ₹', WIDTH.taxable, (x) => x.taxablePaise),
    ...taxes,
    money('Total\n₹', WIDTH.total, (x) => x.totalPaise),
  ];
  const used = fixed.reduce((sum, column) => sum + column.width, 0);
  return fixed.map((column) => (column.width === 0 ? { ...column, width: CONTENT_WIDTH - used } : column));
}

/** How the order is paid, as the invoice says it: cash on delivery, paid by UPI with its reference (decision 032), or online through Razorpay with the payment id (decision 033). */
function paymentWords(order: StoredOrder): string {
  if (order.payment_method === 'cod') return 'Cash on delivery';
  if (order.payment_method === 'razorpay') return order.gateway_payment_id ? `Paid online through Razorpay (payment ${order.gateway_payment_id})` : 'Paid online through Razorpay';
  return order.upi_reference ? `Paid by UPI (reference ${order.upi_reference})` : 'Paid by UPI';
}

/** What sets a credit note apart from the invoice it reverses. */
type Kind = 'invoice' | 'credit note';

/** The order's tax invoice as a PDF, as it was issued (a later credit note does not change it). */
export const renderInvoicePdf = (order: StoredOrder, shop: ShopIdentity) => renderDocument(order, shop, 'invoice');

/** The GST credit note that reverses the order's invoice in full (decision 026). */
export const renderCreditNotePdf = (order: StoredOrder, shop: ShopIdentity) => renderDocument(order, shop, 'credit note');

async function renderDocument(order: StoredOrder, shop: ShopIdentity, kind: Kind): Promise<Buffer> {
  if (!order.invoice_number || !order.invoice_date) throw new Error(`order ${order.number} has no invoice number`);
  const credit = kind === 'credit note' ? { number: order.credit_note_number, date: order.credit_note_date } : undefined;
  if (credit && (!credit.number || !credit.date)) throw new Error(`order ${order.number} has no credit note`);
  const documentNumber = credit?.number ?? order.invoice_number;
  const figures = orderInvoiceFigures(order, shop);
  if (figures.totalPaise !== order.order_total_paise) {
    throw new Error(`order ${order.number}: the invoice comes to ${figures.totalPaise} paise, the order to ${order.order_total_paise}`);
  }
  const buyerState = order.state as IndianState;
  const localTax = localTaxName(shop.state);

  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `${credit ? 'Credit note' : 'Tax invoice'} ${documentNumber}`, Author: shop.legalName, Subject: `Order ${order.number}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);

  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const bottom = PAGE.height - PAGE.margin;
  let indicRegistered = false;
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions & { font?: 'body' | 'bold'; size?: number; colour?: string } = {}) => {
    const { font = 'body', size = 9, colour = INK, ...rest } = options;
    if (!needsIndicFont(value)) {
      doc.font(font).fontSize(size).fillColor(colour).text(value, x, y, { lineGap: 1, ...rest });
      return doc.y;
    }
    if (!indicRegistered) {
      for (const [name, data] of Object.entries(loadIndicFonts())) doc.registerFont(name, data);
      indicRegistered = true;
    }
    // One text call per script, continued on the same line (pdfkit wraps across them).
    const runs = scriptRuns(value);
    runs.forEach((run, index) => {
      doc.font(run.script === 'latin' ? font : `${run.script}-${font}`).fontSize(size).fillColor(colour);
      const more = { lineGap: 1, ...rest, continued: index < runs.length - 1 };
      if (index === 0) doc.text(run.text, x, y, more);
      else doc.text(run.text, more);
    });
    return doc.y;
  };
  const rule = (y: number, colour = LINE, width = 0.75) => {
    doc.moveTo(left, y).lineTo(right, y).lineWidth(width).strokeColor(colour).stroke();
  };

  // The seller, and the document's title.
  let y = PAGE.margin;
  const sellerWidth = CONTENT_WIDTH * 0.6;
  let sellerY = text(shop.legalName, left, y, { font: 'bold', size: 15, width: sellerWidth });
  sellerY = text(shop.address, left, sellerY + 2, { width: sellerWidth, colour: MUTED });
  sellerY = text(`GSTIN ${shop.gstin}`, left, sellerY + 2, { font: 'bold', width: sellerWidth });
  if (shop.demoGstin) {
    sellerY = text('Demo GSTIN: set SHOP_GSTIN to the shop\'s own before issuing real invoices.', left, sellerY, { size: 8, colour: DANGER, width: sellerWidth });
  }
  sellerY = text(`State ${shop.state}, code ${GST_STATE_CODES[shop.state]}`, left, sellerY, { width: sellerWidth, colour: MUTED });
  let titleY = text(credit ? 'CREDIT NOTE' : 'TAX INVOICE', left, y, { font: 'bold', size: 18, colour: ACCENT, width: CONTENT_WIDTH, align: 'right', characterSpacing: 1.5 });
  titleY = text('Original for recipient', left, titleY, { size: 8, colour: MUTED, width: CONTENT_WIDTH, align: 'right' });
  y = Math.max(sellerY, titleY) + 12;
  rule(y, INK, 1);
  y += 10;

  // The invoice's particulars, and the buyer.
  const half = CONTENT_WIDTH / 2;
  const particulars: [string, string][] = [
    ...(credit
      ? ([
          ['Credit note number', credit.number!],
          ['Credit note date', invoiceDate(credit.date!)],
          ['Against invoice', `${order.invoice_number} of ${invoiceDate(order.invoice_date)}`],
          ['Reason', order.status === 'cancelled' ? 'Order cancelled' : 'Goods returned'],
        ] as [string, string][])
      : ([
          ['Invoice number', order.invoice_number],
          ['Invoice date', invoiceDate(order.invoice_date)],
        ] as [string, string][])),
    ['Order number', order.number],
    ['Place of supply', `${buyerState} (${GST_STATE_CODES[buyerState] ?? '—'})`],
    ['Supply', figures.supply === 'intra-state' ? `Within ${shop.state}: CGST + ${localTax}` : 'Inter-state: IGST'],
    ['Reverse charge', 'No'],
    ['Payment', paymentWords(order)],
  ];
  let detailsY = y;
  for (const [index, [label, value]] of particulars.entries()) {
    text(label, left, detailsY, { size: 8.5, colour: MUTED, width: 90 });
    detailsY = text(value, left + 92, detailsY, { size: 8.5, font: index === 0 ? 'bold' : 'body', width: half - 100 });
  }
  let buyerY = text('BILL TO / SHIP TO', left + half, y, { font: 'bold', size: 7.5, colour: MUTED, characterSpacing: 0.8 });
  buyerY = text(order.name, left + half, buyerY + 2, { font: 'bold', size: 10, width: half });
  buyerY = text(order.address, left + half, buyerY + 1, { size: 9, width: half });
  buyerY = text(`${order.city}, ${order.state} ${order.zip}`, left + half, buyerY, { size: 9, width: half });
  buyerY = text(`State code ${GST_STATE_CODES[buyerState] ?? '—'} · Unregistered buyer`, left + half, buyerY + 2, { size: 8, colour: MUTED, width: half });
  if (order.pan) buyerY = text(`PAN ${order.pan}`, left + half, buyerY + 1, { font: 'bold', size: 8.5, width: half });
  y = Math.max(detailsY, buyerY) + 14;

  // The lines.
  const columns = columnsFor(figures, localTax);
  const padding = CELL_PADDING;
  const drawRow = (cells: string[], rowY: number, style: 'head' | 'body' | 'total'): number => {
    const font = style === 'body' ? 'body' : 'bold';
    const size = style === 'head' ? 7 : TABLE_SIZE;
    doc.font(font).fontSize(size);
    const height =
      Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: columns[index]!.width - 2 * padding, lineGap: 1 }))) +
      2 * padding;
    if (style !== 'body') doc.rect(left, rowY, CONTENT_WIDTH, height).fill(SOFT);
    let x = left;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      const [first, ...more] = cell.split('\n');
      // A description's second line (metal, size) is smaller and muted.
      if (style === 'body' && column.head === 'Description' && more.length > 0) {
        const below = text(first!, x + padding, rowY + padding, { font, size, width: column.width - 2 * padding });
        text(more.join('\n'), x + padding, below, { size: 7, colour: MUTED, width: column.width - 2 * padding });
      } else {
        text(cell, x + padding, rowY + padding, { font, size, width: column.width - 2 * padding, align: column.align, colour: style === 'head' ? MUTED : INK });
      }
      x += column.width;
    });
    rule(rowY + height, style === 'body' ? LINE : LINE);
    return rowY + height;
  };
  const rowHeight = (line: InvoiceLine, index: number) => {
    doc.font('body').fontSize(TABLE_SIZE);
    return Math.max(...columns.map((column) => doc.heightOfString(column.cell(line, index), { width: column.width - 2 * padding, lineGap: 1 }))) + 2 * padding + 8;
  };
  const head = columns.map((column) => column.head);
  y = drawRow(head, y, 'head');
  figures.lines.forEach((line, index) => {
    if (y + rowHeight(line, index) > bottom - 60) {
      doc.addPage();
      y = drawRow(head, PAGE.margin, 'head');
    }
    y = drawRow(
      columns.map((column) => column.cell(line, index)),
      y,
      'body',
    );
  });
  y = drawRow(
    columns.map((column, index) => (index === 1 ? 'Total' : column.total ? column.total(figures) : '')),
    y,
    'total',
  );

  // The summary: taxes, the total in figures and in words, and the signature under them (about 240pt).
  if (y + 240 > bottom) {
    doc.addPage();
    y = PAGE.margin;
  }
  y += 14;
  const summaryX = left + CONTENT_WIDTH * 0.55;
  const summaryWidth = CONTENT_WIDTH * 0.45;
  const summary: [string, number][] = [
    ['Value of the pieces', figures.grossPaise - figures.lines.filter((line) => line.kind === 'shipping').reduce((sum, line) => sum + line.grossPaise, 0)],
    [`Subscription saving (${SUBSCRIPTION_SAVING_PERCENT}% off)`, -figures.discountPaise],
    ['Shipping', figures.lines.filter((line) => line.kind === 'shipping').reduce((sum, line) => sum + line.grossPaise, 0)],
    ['Taxable value', figures.taxablePaise],
    ...(figures.supply === 'intra-state'
      ? ([
          ['CGST at 1.5%', figures.cgstPaise],
          [`${localTax} at 1.5%`, figures.sgstPaise],
        ] as [string, number][])
      : ([['IGST at 3%', figures.igstPaise]] as [string, number][])),
  ];
  let summaryY = y;
  for (const [label, paise] of summary) {
    text(label, summaryX, summaryY, { size: 8.5, colour: MUTED, width: summaryWidth - 80 });
    summaryY = text(paise < 0 ? `-₹${rupees(-paise)}` : `₹${rupees(paise)}`, summaryX, summaryY, { size: 8.5, width: summaryWidth, align: 'right' }) + 2;
  }
  doc.rect(summaryX, summaryY + 2, summaryWidth, 26).fill(INK);
  text(credit ? 'Total credited' : 'Invoice total', summaryX + 8, summaryY + 9, { font: 'bold', size: 10, colour: '#fbf9f6', width: summaryWidth - 16 });
  text(`₹${rupees(figures.totalPaise)}`, summaryX + 8, summaryY + 9, { font: 'bold', size: 10, colour: '#fbf9f6', width: summaryWidth - 16, align: 'right' });
  summaryY += 34;

  let wordsY = text(credit ? 'AMOUNT CREDITED IN WORDS' : 'AMOUNT IN WORDS', left, y, { font: 'bold', size: 7.5, colour: MUTED, characterSpacing: 0.8 });
  wordsY = text(rupeesInWords(figures.totalPaise), left, wordsY + 2, { size: 9, width: CONTENT_WIDTH * 0.5 });
  if (credit) {
    wordsY = text(`This credit note reverses invoice ${order.invoice_number} in full: every figure above is credited to the buyer.`, left, wordsY + 10, { font: 'bold', size: 8, width: CONTENT_WIDTH * 0.5 });
  }
  wordsY = text('Prices include GST. Jewellery of precious metal, HSN 7113, GST 3%.', left, wordsY + 10, { size: 8, colour: MUTED, width: CONTENT_WIDTH * 0.5 });
  if ((order.huids ?? []).length > 0) {
    // Decision 036: the shopper checks each piece's hallmark with BIS.
    const verify = "HUID: each piece's Hallmark Unique ID. Check it in the BIS Care app (Android, iOS): Verify HUID.";
    wordsY = text(verify, left, wordsY + 2, { size: 8, colour: MUTED, width: CONTENT_WIDTH * 0.5 });
  }
  wordsY = text(
    `The ${SUBSCRIPTION_SAVING_PERCENT}% subscription saving is a discount given at the sale and lowers the taxable value. Shipping is taxed with the jewellery it carries.`,
    left,
    wordsY + 2,
    { size: 8, colour: MUTED, width: CONTENT_WIDTH * 0.5 },
  );
  y = Math.max(wordsY, summaryY) + 24;

  // Signature block and the footer.
  text(`For ${shop.legalName}`, summaryX, y, { font: 'bold', size: 9, width: summaryWidth, align: 'right' });
  text('Authorised signatory', summaryX, y + 30, { size: 8, colour: MUTED, width: summaryWidth, align: 'right' });
  rule(bottom - 22);
  text(
    `This is a computer-generated ${kind}. Questions about it: quote ${kind} ${documentNumber} or order ${order.number}.`,
    left,
    bottom - 16,
    { size: 7.5, colour: MUTED, width: CONTENT_WIDTH, align: 'center' },
  );

  doc.end();
  return finished;
}
