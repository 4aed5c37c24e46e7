import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { SUBSCRIPTION_SAVING_PERCENT } from '../../shared/pricing.ts';
import type { IndianState } from '../../shared/indian-states.ts';
import type { StoredOrder } from '../orders/repository.ts';
import { rupeesInWords } from './amount-in-words.ts';
import { GST_STATE_CODES, localTaxName } from './gst-states.ts';
import type { ShopIdentity } from './shop-identity.ts';
import { invoiceFigures, type InvoiceFigures, type InvoiceLine } from './tax.ts';

// The GST tax invoice of an order as an A4 PDF (pdfkit). DejaVu Sans Condensed is embedded: the
// PDF's built-in fonts have no rupee sign and nothing beyond Latin-1, and buyers' names do.

const require = createRequire(import.meta.url);
const FONT = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf'));
const FONT_BOLD = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf'));

// The shop's colours (src/web/styles/tokens.css).
const INK = '#1f1a17';
const MUTED = '#6f6660';
const LINE = '#d6ccbf';
const SOFT = '#f4ebde';
const ACCENT = '#8a5f27';
const DANGER = '#b3261e';

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

/** Paise as '1,23,456.78' (Indian grouping; the column heads say ₹). */
export function rupees(paise: number): string {
  const whole = String(Math.trunc(paise / 100));
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}` : lastThree;
  return `${grouped}.${String(paise % 100).padStart(2, '0')}`;
}

/** '2026-11-24' as '24 Nov 2026'. */
function longDate(date: string): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const [year, month, day] = date.split('-');
  return `${Number(day)} ${months[Number(month) - 1]} ${year}`;
}

/** The invoice's figures for a stored order: its lines, the shipping line and the saving as a discount. */
export function orderInvoiceFigures(order: StoredOrder, shop: ShopIdentity): InvoiceFigures {
  return invoiceFigures({
    lines: [
      ...order.lines.map((line) => ({
        kind: 'item' as const,
        description: `${line.product_name}\n${line.purity} ${line.metal_type} · Size ${line.size}`,
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
      ? [money('CGST 1.5%\n₹', 52, (x) => x.cgstPaise), money(`${localTax} 1.5%\n₹`, 52, (x) => x.sgstPaise)]
      : [money('IGST 3%\n₹', 60, (x) => x.igstPaise)];
  const fixed: Column[] = [
    { head: '#', width: 16, align: 'center', cell: (_line, index) => String(index + 1) },
    { head: 'Description', width: 0, align: 'left', cell: (line) => line.description },
    { head: 'HSN', width: 28, align: 'center', cell: (line) => line.hsn },
    {
      head: 'Qty',
      width: 22,
      align: 'right',
      cell: (line) => String(line.quantity),
      total: (all) => String(all.lines.filter((line) => line.kind === 'item').reduce((sum, line) => sum + line.quantity, 0)),
    },
    { head: 'Rate\n₹', width: 52, align: 'right', cell: (line) => rupees(line.unitPricePaise) },
    money('Discount\n₹', 48, (x) => x.discountPaise),
    money('Taxable\nvalue ₹', 56, (x) => x.taxablePaise),
    ...taxes,
    money('Total\n₹', 58, (x) => x.totalPaise),
  ];
  const used = fixed.reduce((sum, column) => sum + column.width, 0);
  return fixed.map((column) => (column.width === 0 ? { ...column, width: CONTENT_WIDTH - used } : column));
}

/** The order's tax invoice as a PDF. */
export async function renderInvoicePdf(order: StoredOrder, shop: ShopIdentity): Promise<Buffer> {
  if (!order.invoice_number || !order.invoice_date) throw new Error(`order ${order.number} has no invoice number`);
  const figures = orderInvoiceFigures(order, shop);
  if (figures.totalPaise !== order.order_total_paise) {
    throw new Error(`order ${order.number}: the invoice comes to ${figures.totalPaise} paise, the order to ${order.order_total_paise}`);
  }
  const buyerState = order.state as IndianState;
  const localTax = localTaxName(shop.state);

  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `Tax invoice ${order.invoice_number}`, Author: shop.legalName, Subject: `Order ${order.number}` },
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
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions & { font?: 'body' | 'bold'; size?: number; colour?: string } = {}) => {
    const { font = 'body', size = 9, colour = INK, ...rest } = options;
    doc.font(font).fontSize(size).fillColor(colour).text(value, x, y, { lineGap: 1, ...rest });
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
  let titleY = text('TAX INVOICE', left, y, { font: 'bold', size: 18, colour: ACCENT, width: CONTENT_WIDTH, align: 'right', characterSpacing: 1.5 });
  titleY = text('Original for recipient', left, titleY, { size: 8, colour: MUTED, width: CONTENT_WIDTH, align: 'right' });
  if (order.status === 'cancelled') {
    text('This order was cancelled', left, titleY + 4, { font: 'bold', size: 9, colour: DANGER, width: CONTENT_WIDTH, align: 'right' });
  }
  y = Math.max(sellerY, titleY) + 12;
  rule(y, INK, 1);
  y += 10;

  // The invoice's particulars, and the buyer.
  const half = CONTENT_WIDTH / 2;
  const particulars: [string, string][] = [
    ['Invoice number', order.invoice_number],
    ['Invoice date', longDate(order.invoice_date)],
    ['Order number', order.number],
    ['Place of supply', `${buyerState} (${GST_STATE_CODES[buyerState] ?? '—'})`],
    ['Supply', figures.supply === 'intra-state' ? `Within ${shop.state}: CGST + ${localTax}` : 'Inter-state: IGST'],
    ['Reverse charge', 'No'],
    ['Payment', 'Cash on delivery'],
  ];
  let detailsY = y;
  for (const [label, value] of particulars) {
    text(label, left, detailsY, { size: 8.5, colour: MUTED, width: 90 });
    detailsY = text(value, left + 92, detailsY, { size: 8.5, font: label === 'Invoice number' ? 'bold' : 'body', width: half - 100 });
  }
  let buyerY = text('BILL TO / SHIP TO', left + half, y, { font: 'bold', size: 7.5, colour: MUTED, characterSpacing: 0.8 });
  buyerY = text(order.name, left + half, buyerY + 2, { font: 'bold', size: 10, width: half });
  buyerY = text(order.address, left + half, buyerY + 1, { size: 9, width: half });
  buyerY = text(`${order.city}, ${order.state} ${order.zip}`, left + half, buyerY, { size: 9, width: half });
  buyerY = text(`State code ${GST_STATE_CODES[buyerState] ?? '—'} · Unregistered buyer`, left + half, buyerY + 2, { size: 8, colour: MUTED, width: half });
  y = Math.max(detailsY, buyerY) + 14;

  // The lines.
  const columns = columnsFor(figures, localTax);
  const padding = 4;
  const drawRow = (cells: string[], rowY: number, style: 'head' | 'body' | 'total'): number => {
    const font = style === 'body' ? 'body' : 'bold';
    const size = style === 'head' ? 7 : 8.5;
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
        text(more.join('\n'), x + padding, below, { size: 7.5, colour: MUTED, width: column.width - 2 * padding });
      } else {
        text(cell, x + padding, rowY + padding, { font, size, width: column.width - 2 * padding, align: column.align, colour: style === 'head' ? MUTED : INK });
      }
      x += column.width;
    });
    rule(rowY + height, style === 'body' ? LINE : LINE);
    return rowY + height;
  };
  const rowHeight = (line: InvoiceLine, index: number) => {
    doc.font('body').fontSize(8.5);
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

  // The summary: taxes, the total in figures and in words.
  if (y + 190 > bottom) {
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
  text('Invoice total', summaryX + 8, summaryY + 9, { font: 'bold', size: 10, colour: '#fbf9f6', width: summaryWidth - 16 });
  text(`₹${rupees(figures.totalPaise)}`, summaryX + 8, summaryY + 9, { font: 'bold', size: 10, colour: '#fbf9f6', width: summaryWidth - 16, align: 'right' });
  summaryY += 34;

  let wordsY = text('AMOUNT IN WORDS', left, y, { font: 'bold', size: 7.5, colour: MUTED, characterSpacing: 0.8 });
  wordsY = text(rupeesInWords(figures.totalPaise), left, wordsY + 2, { size: 9, width: CONTENT_WIDTH * 0.5 });
  wordsY = text('Prices include GST. Jewellery of precious metal, HSN 7113, GST 3%.', left, wordsY + 10, { size: 8, colour: MUTED, width: CONTENT_WIDTH * 0.5 });
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
    `This is a computer-generated invoice. Questions about it: quote invoice ${order.invoice_number} or order ${order.number}.`,
    left,
    bottom - 16,
    { size: 7.5, colour: MUTED, width: CONTENT_WIDTH, align: 'center' },
  );

  doc.end();
  return finished;
}
