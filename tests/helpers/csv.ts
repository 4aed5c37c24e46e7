import { csvRecords } from '../../src/server/sales/csv.ts';

/**
 * Reads CSV as RFC 4180 writes it (quoted or bare fields, quotes doubled), with the shop's own
 * reader, so that tests compare cells rather than how each one happens to be written.
 */
export function parseCsv(text: string): string[][] {
  return csvRecords(text).map((record) => record.cells);
}

/** Every cell of the CSV text is in quotes, every record ends with CRLF. */
export const EVERY_CELL_QUOTED = /^(?:"(?:[^"]|"")*"(?:,|\r\n))*$/;
