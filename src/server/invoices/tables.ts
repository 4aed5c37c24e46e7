/** Kysely table types of invoices. */
export interface InvoiceSeriesTable {
  /** '2026-27': April 2026 to March 2027. */
  financial_year: string;
  /** The last number given in this year's series; the next invoice gets one more. */
  last_number: number;
}

export interface InvoiceTables {
  invoice_series: InvoiceSeriesTable;
  /** The credit notes' own series, by financial year, the same way. */
  credit_note_series: InvoiceSeriesTable;
}
