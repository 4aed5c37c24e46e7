import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { indiaDayOf } from '../sales/india-days.ts';

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

/**
 * The next number of `year`'s series. One statement inserts the year's counter at 1 or adds 1
 * to it; the row stays locked (PostgreSQL) or the database write-locked (SQLite, BEGIN
 * IMMEDIATE) until the caller's transaction ends, so concurrent orders queue here and never
 * share a number, and a transaction that rolls back takes its number back with it.
 */
export async function nextInInvoiceSeries(trx: Kysely<Database>, year: string): Promise<number> {
  const row = await trx
    .insertInto('invoice_series')
    .values({ financial_year: year, last_number: 1 })
    .onConflict((oc) => oc.column('financial_year').doUpdateSet({ last_number: sql<number>`invoice_series.last_number + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

/** Gives the order just stored in `trx` its invoice number and date; answers them. */
export async function issueInvoiceNumber(trx: Transaction<Database>, orderId: string, at: Date): Promise<InvoiceNumbering> {
  const invoice_date = indiaDayOf(at);
  const year = financialYear(invoice_date);
  const invoice_number = formatInvoiceNumber(year, await nextInInvoiceSeries(trx, year));
  await trx.updateTable('orders').set({ invoice_number, invoice_date }).where('id', '=', orderId).execute();
  return { invoice_number, invoice_date };
}
