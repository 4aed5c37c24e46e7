import type { OrderStatus } from '../../shared/order.ts';
import { ORDER_NUMBER_ALPHABET, ORDER_STATUS_LABELS } from '../../shared/order.ts';
import { formatInr, paiseToRupees } from '../../shared/money.ts';
import type { StatementRow } from '../../shared/bank-statement.ts';
import { csvRecords } from '../sales/csv.ts';

// A bank statement, as Indian banks export it to CSV, read for the UPI payments it shows
// (decision 032): its header row found by the usual column names, whatever their case, and
// its credit rows with their date, amount in paise and reference/narration text. Matching a
// row to an order is pure here; the route marks the orders paid.

/** A statement the shop cannot read: the message says what is wrong, for the operator. */
export class StatementError extends Error {}

/**
 * A credit row, amount in paise. `references`: the UPI references (UTRs) it is the payment of:
 * a reference column's 12 digits, or the narration's `UPI/<12 digits>/` (decision 038), never
 * any 12 digits the row's text happens to hold.
 */
export type Credit = { line: number; date: string; amountPaise: number; narration: string; references: string[] };

/** Column names as banks write them, compared after normalising (lower case, letters and digits, single spaces). */
const DATE_NAMES = ['date', 'txn date', 'transaction date', 'tran date', 'value date', 'value dt', 'posting date'];
const CREDIT_NAMES = ['credit', 'credit amount', 'deposit', 'deposits', 'deposit amt', 'deposit amount', 'cr amount', 'cr', 'credit amt'];
const AMOUNT_NAMES = ['amount', 'txn amount', 'transaction amount', 'amt'];
const DIRECTION_NAMES = ['dr cr', 'cr dr', 'drcr', 'crdr', 'debit credit', 'type', 'txn type', 'transaction type'];
/** Columns that hold a transaction's reference number (a UPI payment's UTR, as it is or zero-padded). */
const REFERENCE_COLUMN_NAMES = ['reference', 'ref no', 'reference no', 'reference number', 'utr', 'utr no', 'utr number', 'chq ref no', 'ref no cheque no', 'cheque no ref no'];
/** Columns of free text: the narration the bank and the payer wrote. */
const NARRATION_NAMES = ['narration', 'description', 'remarks', 'transaction remarks', 'particulars', 'details', 'transaction details'];
const REFERENCE_NAMES = [...NARRATION_NAMES, ...REFERENCE_COLUMN_NAMES];

/** How far down the file the header row may be: banks put the account's details above it. */
const HEADER_SEARCH_ROWS = 40;

const normaliseName = (name: string) =>
  name
    .replace(/\([^)]*\)/g, ' ') // '(INR)'
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * An amount as statements write it, in paise: '1,104.99', '₹1,104.99', 'Rs. 1,10,499.00',
 * 'INR 1104.9', '1,104.99 Cr'. Negative ('-5.00', '(5.00)' or 'Dr') is a debit. Null when the
 * cell holds no amount (blank, '-'); undefined when it is not an amount at all.
 */
export function statementAmount(cell: string): { paise: number; debit: boolean } | null | undefined {
  let text = cell.replace(/[\s\u00a0]/g, '');
  if (text === '' || text === '-' || text === '--') return null;
  let debit = false;
  const direction = /(cr|dr)\.?$/i.exec(text);
  if (direction) {
    debit = direction[1]!.toLowerCase() === 'dr';
    text = text.slice(0, direction.index);
  }
  if (/^\(.*\)$/.test(text)) {
    debit = true;
    text = text.slice(1, -1);
  }
  if (text.startsWith('-')) {
    debit = true;
    text = text.slice(1);
  } else if (text.startsWith('+')) text = text.slice(1);
  text = text.replace(/^(₹|rs\.?|inr)/i, '').replace(/,/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return { paise: Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')), debit };
}

type Columns = { date: number; credit: number | null; amount: number | null; direction: number | null; references: number[]; referenceColumns: number[] };

function columnsOf(header: readonly string[]): Columns | { missing: string[] } {
  const names = header.map(normaliseName);
  const first = (wanted: readonly string[]) => {
    for (const name of wanted) {
      const index = names.indexOf(name);
      if (index >= 0) return index;
    }
    return null;
  };
  const date = first(DATE_NAMES);
  const credit = first(CREDIT_NAMES);
  const amount = credit === null ? first(AMOUNT_NAMES) : null;
  const direction = amount === null ? null : first(DIRECTION_NAMES);
  const references = names.flatMap((name, index) => (REFERENCE_NAMES.includes(name) ? [index] : []));
  const referenceColumns = names.flatMap((name, index) => (REFERENCE_COLUMN_NAMES.includes(name) ? [index] : []));
  const missing = [
    ...(date === null ? ['a date column (Date, Txn Date, Transaction Date or Value Date)'] : []),
    ...(credit === null && amount === null ? ['a credit amount column (Credit, Deposit, Deposit Amt., Cr Amount, or Amount)'] : []),
    ...(references.length === 0 ? ['a reference or narration column (Narration, Description, Remarks, Reference, Ref No., UTR or Particulars)'] : []),
  ];
  if (missing.length > 0 || date === null) return { missing };
  return { date, credit, amount, direction, references, referenceColumns };
}

/** Whether the bytes are a workbook or other binary file rather than CSV text. */
function binaryKind(bytes: Uint8Array): string | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0x50, 0x4b, 0x03, 0x04) || starts(0xd0, 0xcf, 0x11, 0xe0)) return 'an Excel workbook';
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'a PDF';
  return null;
}

/**
 * The statement's credit rows; StatementError when the file is not CSV text or its header row
 * lacks a column the match needs (the message names which).
 */
export function readStatement(input: Uint8Array | string): { credits: Credit[]; unreadable: Credit[] } {
  let text: string;
  if (typeof input === 'string') text = input;
  else {
    const kind = binaryKind(input);
    if (kind) throw new StatementError(`This file is ${kind}, not a CSV file. Download the statement from your bank as CSV (or save it as CSV) and upload that.`);
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(input);
    } catch {
      throw new StatementError('This file is not a CSV text file. Download the statement from your bank as CSV and upload that.');
    }
  }
  text = text.replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) throw new StatementError('This file is not a CSV text file. Download the statement from your bank as CSV and upload that.');
  if (text.trim() === '') throw new StatementError('The file is empty. Upload the bank statement as a CSV file.');
  const records = csvRecords(text);
  let columns: Columns | null = null;
  let headerAt = -1;
  let closest: string[] | null = null;
  for (const [index, record] of records.slice(0, HEADER_SEARCH_ROWS).entries()) {
    if (record.cells.length < 2) continue;
    const found = columnsOf(record.cells);
    if (!('missing' in found)) {
      columns = found;
      headerAt = index;
      break;
    }
    // The row that lacks least is the header the bank meant.
    if (closest === null || found.missing.length < closest.length) closest = found.missing;
  }
  if (!columns) {
    if (closest === null || closest.length === 3) {
      throw new StatementError(
        'This is not a bank statement the shop can read: no header row names a date, a credit amount and a reference or narration column. Download the statement from your bank as CSV and upload that.',
      );
    }
    throw new StatementError(`The statement's header row lacks ${closest.join(' and ')}.`);
  }
  const credits: Credit[] = [];
  const unreadable: Credit[] = [];
  const found = columns;
  for (const record of records.slice(headerAt + 1)) {
    const cell = (index: number | null) => (index === null ? '' : (record.cells[index] ?? '').trim());
    if (record.cells.every((value) => value.trim() === '')) continue;
    const narration = found.references
      .map((index) => cell(index))
      .filter((value) => value !== '')
      .join(' / ');
    const narrations = found.references.filter((index) => !found.referenceColumns.includes(index)).map((index) => cell(index));
    const references = [...new Set([...found.referenceColumns.flatMap((index) => columnReference(cell(index))), ...narrations.flatMap(narrationReferences)])];
    const row = { line: record.line, date: cell(found.date), narration, references };
    let amount = statementAmount(found.credit !== null ? cell(found.credit) : cell(found.amount));
    if (amount && found.direction !== null) {
      const direction = cell(found.direction).toLowerCase();
      if (/^(d|dr|debit|withdrawal)\.?$/.test(direction)) amount = { ...amount, debit: true };
    }
    if (amount === undefined) {
      // A footer ('Closing balance …') or a row the bank wrote oddly: shown, never matched.
      if (row.date !== '' || narration !== '') unreadable.push({ ...row, amountPaise: 0 });
      continue;
    }
    if (amount === null || amount.debit || amount.paise === 0) continue;
    credits.push({ ...row, amountPaise: amount.paise });
  }
  return { credits, unreadable };
}

const ORDER_NUMBER_IN_TEXT = new RegExp(`RS-?([${ORDER_NUMBER_ALPHABET}]{10})(?![${ORDER_NUMBER_ALPHABET}])`, 'g');
/** A reference column's cell that is a UTR: 12 digits, zero-padded by some banks, or 'UPI-' before them. */
const UTR_CELL = /^(?:UPI[-/])?0*(\d{12})$/i;
/** Where a narration gives the UPI reference: 'UPI/' (and 'CR/', 'DR/', 'P2A/' or 'P2M/' as some banks add), 12 digits, '/'. */
const UTR_IN_NARRATION = /(?<![A-Z0-9])UPI\/(?:(?:CR|DR|P2A|P2M)\/)?(\d{12})\//gi;

/** The UTR a reference column's cell holds, if it is one. */
export function columnReference(cell: string): string[] {
  const match = UTR_CELL.exec(cell.replace(/\s+/g, ''));
  return match ? [match[1]!] : [];
}

/** The UTRs a narration gives at the UPI reference's place. */
export function narrationReferences(narration: string): string[] {
  return [...narration.matchAll(UTR_IN_NARRATION)].map((match) => match[1]!);
}

/** The order numbers ('RS-…', with or without the hyphen) a row's text names. */
export function orderNumbersIn(narration: string): string[] {
  return [...new Set([...narration.toUpperCase().matchAll(ORDER_NUMBER_IN_TEXT)].map((match) => `RS-${match[1]}`))];
}

/** What the match needs of a UPI order. */
export type CandidateOrder = { number: string; status: OrderStatus; order_total_paise: number; upi_reference: string | null };

/** Statuses a statement's payment may mark paid: awaiting it, or ended without it (a late payment). */
export const PAYABLE_STATUSES: readonly OrderStatus[] = ['awaiting_payment', 'expired', 'payment_failed'];

/** UTRs that paid an order already (upi_references), with the order's number: a row that gives one is not used again. */
export type UsedReferences = ReadonlyMap<string, string>;

export type StatementPlan = {
  /** Orders to mark paid, each with the one row that paid it and the UTR to record. */
  toPay: { order: CandidateOrder; row: Credit; reference: string | null }[];
  claimedTwice: { orderNumber: string; rows: Credit[] }[];
  unmatched: (Credit & { note: string | null })[];
};

/**
 * Which rows pay which orders. A row pays an order when its amount equals the order total to
 * the paisa and its text names the order's UPI reference or its number. An order two rows pay
 * is left alone, and so is a row that would pay two orders.
 */
export function planStatement(credits: readonly Credit[], orders: readonly CandidateOrder[], used: UsedReferences = new Map()): StatementPlan {
  const claims = new Map<string, { order: CandidateOrder; rows: { row: Credit; reference: string | null }[] }>();
  const unmatched: StatementPlan['unmatched'] = [];
  for (const row of credits) {
    const numbers = orderNumbersIn(row.narration);
    const { references } = row;
    // A payment that paid an order already (an earlier statement listed it too): skipped.
    const spent = references.find((reference) => used.has(reference));
    if (spent) {
      unmatched.push({ ...row, note: `Its UPI reference ${spent} paid order ${used.get(spent)!} already.` });
      continue;
    }
    const named = orders.filter((order) => numbers.includes(order.number) || (order.upi_reference !== null && references.includes(order.upi_reference)));
    const payable = named.filter((order) => PAYABLE_STATUSES.includes(order.status) && order.order_total_paise === row.amountPaise);
    if (payable.length === 1) {
      const order = payable[0]!;
      // Matched by its number, the row's UTR is recorded only when the row names one 12-digit number.
      const byReference = order.upi_reference !== null && references.includes(order.upi_reference);
      const reference = byReference ? order.upi_reference : references.length === 1 ? references[0]! : null;
      const claim = claims.get(order.number) ?? { order, rows: [] };
      claim.rows.push({ row, reference });
      claims.set(order.number, claim);
      continue;
    }
    unmatched.push({ ...row, note: noteFor(row, named, payable) });
  }
  const toPay: StatementPlan['toPay'] = [];
  const claimedTwice: StatementPlan['claimedTwice'] = [];
  for (const { order, rows } of claims.values()) {
    if (rows.length === 1) toPay.push({ order, row: rows[0]!.row, reference: rows[0]!.reference });
    else claimedTwice.push({ orderNumber: order.number, rows: rows.map((claim) => claim.row) });
  }
  return { toPay, claimedTwice, unmatched };
}

/** Why a row that names orders pays none of them, in the operator's words. */
function noteFor(row: Credit, named: readonly CandidateOrder[], payable: readonly CandidateOrder[]): string | null {
  if (payable.length > 1) return `It fits orders ${payable.map((order) => order.number).join(' and ')}: mark the right one paid by hand.`;
  const order = named[0];
  if (!order) return null;
  if (!PAYABLE_STATUSES.includes(order.status)) return `It names order ${order.number}, which is ${ORDER_STATUS_LABELS[order.status].toLowerCase()} already.`;
  return `It names order ${order.number}, but the order total is ${formatInr(order.order_total_paise)}, not ${formatInr(row.amountPaise)}.`;
}

/** A credit row as the report gives it (rupees). */
export const reportRow = (row: Omit<Credit, 'references'>): StatementRow => ({ line: row.line, date: row.date, amount: paiseToRupees(row.amountPaise), narration: row.narration });

