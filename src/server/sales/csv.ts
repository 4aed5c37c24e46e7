// CSV for spreadsheets, and from banks. Written as RFC 4180 writes it (commas, CRLF, every
// field quoted, quotes doubled), made safe to open in a spreadsheet. Every field is quoted, not
// only those holding a comma, a quote or a line break: a reader that splits unquoted fields its
// own way (on a semicolon, a tab, a leading space) cannot cut a shopper's text into cells of its
// choosing. Read (csvRecords) as banks' exports write it: quoted or bare fields, CRLF or LF.

/**
 * A spreadsheet runs a cell that starts with =, +, - or @ (and, in some, a tab or carriage
 * return) as a formula: a shopper's name such as '=HYPERLINK(...)' would become a live link or
 * worse in the operator's spreadsheet. Such a cell gets a leading apostrophe, which spreadsheets
 * read as "text" and show without it (OWASP's advice for CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** Rows to CSV text: every line ends with CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** Paise as rupees with two decimals and no grouping, as spreadsheets read numbers: 129999 -> '1299.99'. */
export function csvRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Records of RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF), each with its first line's number. */
export function csvRecords(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      records.push({ line: recordLine, cells: [...cells, cell] });
      cells = [];
      cell = '';
      line += 1;
      recordLine = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) records.push({ line: recordLine, cells: [...cells, cell] });
  return records;
}
