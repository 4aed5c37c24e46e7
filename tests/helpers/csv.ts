/**
 * Reads CSV as RFC 4180 writes it (quoted or bare fields, quotes doubled, CRLF between
 * records), so that tests compare cells rather than how each one happens to be written.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** Every cell of the CSV text is in quotes, every record ends with CRLF. */
export const EVERY_CELL_QUOTED = /^(?:"(?:[^"]|"")*"(?:,|\r\n))*$/;
