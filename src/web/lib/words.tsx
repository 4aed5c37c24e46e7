import type { ReactNode } from 'react';

// Small helpers for the page's words (messages/): a word for a value from data, and a text with a
// part of its own markup (a query in bold).

/** The table's word for a value from data (a product's Category), else the value as given. */
export function wordOf(table: Readonly<Record<string, string>>, key: string): string {
  return Object.hasOwn(table, key) ? table[key]! : key;
}

/** A text with `{}` where `part` goes: 'Showing results for {}' and <strong>‘rnig’</strong>. */
export function withPart(text: string, part: ReactNode): ReactNode {
  const at = text.indexOf('{}');
  if (at < 0) return text;
  const before = text.slice(0, at);
  const after = text.slice(at + 2);
  return (
    <>
      {before || null}
      {part}
      {after || null}
    </>
  );
}
