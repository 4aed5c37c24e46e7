import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { indiaDayOf } from '../../shared/india-days.ts';

// Invoice numbers: one gap-free series per Indian financial year (1 April to 31 March, in
// Indian Standard Time), 'RS/26-27/000123'. GST rules allow at most 16 characters; the
// six-digit count keeps the number at 15 up to 999,999 invoices a year (decision 018).

/** The financial year an Indian date falls in: '2026-27' for 1 April 2026 to 31 March 2027. */
export function financialYear(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** 'RS/26-27/000123' for the 123rd invoice of 2026-27. */
export function formatInvoiceNumber(year: string, count: number): string {
  return `RS/${year.slice(2)}/${String(count).padStart(6, '0')}`;
}

export type InvoiceNumbering = { invoice_number: string; invoice_date: string };

/** A series of numbers: the invoices', or the credit notes'. */
type Series = 'invoice_series' | 'credit_note_series';

/**
 * The next number of `year` in `series`. One statement inserts the year's counter at 1 or adds
 * 1 to it; the row stays locked (PostgreSQL) or the database write-locked (SQLite, BEGIN
 * IMMEDIATE) until the caller's transaction ends, so concurrent transactions queue here and
 * never share a number, and a transaction that rolls back takes its number back with it.
 */
async function nextInSeries(trx: Kysely<Database>, series: Series, year: string): Promise<number> {
  const row = await trx
    .insertInto(series)
    .values({ financial_year: year, last_number: 1 })
    .onConflict((oc) => oc.column('financial_year').doUpdateSet({ last_number: sql<number>`${sql.table(series)}.last_number + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

/** The next invoice number of `year` (see nextInSeries). */
export const nextInInvoiceSeries = (trx: Kysely<Database>, year: string) => nextInSeries(trx, 'invoice_series', year);

/** Gives the order just stored in `trx` its invoice number and date; answers them. */
export async function issueInvoiceNumber(trx: Transaction<Database>, orderId: string, at: Date): Promise<InvoiceNumbering> {
  const invoice_date = indiaDayOf(at);
  const year = financialYear(invoice_date);
  const invoice_number = formatInvoiceNumber(year, await nextInInvoiceSeries(trx, year));
  await trx.updateTable('orders').set({ invoice_number, invoice_date }).where('id', '=', orderId).execute();
  return { invoice_number, invoice_date };
}

/** 'CN/26-27/000001' for the first credit note of 2026-27: 15 characters, as invoice numbers. */
export function formatCreditNoteNumber(year: string, count: number): string {
  return `CN/${year.slice(2)}/${String(count).padStart(6, '0')}`;
}

export type CreditNoteNumbering = { credit_note_number: string; credit_note_date: string };

/**
 * Reverses the invoice of an order that will not be paid for (cancelled, or later returned)
 * with a GST credit note, numbered from its own gap-free series in the caller's transaction.
 * The invoice stays as it was issued. Answers the credit note, or undefined when the order has
 * no invoice; an order that already has one keeps it.
 */
export async function issueCreditNote(trx: Transaction<Database>, orderId: string, at: Date): Promise<CreditNoteNumbering | undefined> {
  const order = await trx
    .selectFrom('orders')
    .select(['invoice_number', 'credit_note_number', 'credit_note_date'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order?.invoice_number) return undefined;
  if (order.credit_note_number && order.credit_note_date) {
    return { credit_note_number: order.credit_note_number, credit_note_date: order.credit_note_date };
  }
  const credit_note_date = indiaDayOf(at);
  const year = financialYear(credit_note_date);
  const credit_note_number = formatCreditNoteNumber(year, await nextInSeries(trx, 'credit_note_series', year));
  await trx.updateTable('orders').set({ credit_note_number, credit_note_date }).where('id', '=', orderId).execute();
  return { credit_note_number, credit_note_date };
}
