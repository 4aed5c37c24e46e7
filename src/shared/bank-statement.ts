// Matching a bank statement against UPI orders (issue 26, decision 032): the operator uploads
// the shop's bank statement as CSV to POST /api/orders/upi-statement (UPI_STATEMENT_PATH), and
// every UPI order whose payment the statement shows is marked paid in one step. Rupees on the
// wire, as every answer of the shop.

/** POST: the statement as text/csv, or multipart/form-data with the file. Operators only. */
export const UPI_STATEMENT_PATH = '/api/orders/upi-statement';

/** The largest statement taken, in bytes. */
export const MAX_STATEMENT_BYTES = 1024 * 1024;

/** A credit row of the statement, as the report names it. */
export type StatementRow = {
  /** The row's line in the file (1 is the first line), to find it in a spreadsheet. */
  line: number;
  /** The date as the statement writes it. */
  date: string;
  /** Rupees credited. */
  amount: number;
  /** The row's reference and narration text, joined. */
  narration: string;
};

export type StatementReport = {
  /** Credit rows read (debits and rows without an amount are not counted). */
  credits: number;
  /** Orders marked paid now, each with the row that paid it. */
  paid: (StatementRow & { orderNumber: string; reference: string | null })[];
  /**
   * Orders a row matched but that could not be marked paid: a late payment whose pieces have
   * sold since (refund it: `reason` gives the sum), or an order moved meanwhile.
   */
  notPaid: (StatementRow & { orderNumber: string; reason: string })[];
  /** Orders two or more rows claim: left alone, for the operator to look at. */
  claimedTwice: { orderNumber: string; rows: StatementRow[] }[];
  /** Credit rows that matched no order awaiting its payment; `note` says why when it is known. */
  unmatched: (StatementRow & { note: string | null })[];
};
