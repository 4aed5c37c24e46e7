// Hallmark Unique IDs (HUIDs): the six-character code BIS gives each hallmarked piece (decision
// 036). The operator records one per piece when an order is shipped; the invoice and the order
// page print them. One place for the rule: the ship dialog, the API and the tests ask here.

/** Six capital letters and digits, such as AB12C3. */
export const HUID_PATTERN = /^[A-Z0-9]{6}$/;
export const HUID_RULE = 'A HUID is 6 letters (A to Z) and digits, such as AB12C3.';

/** What an operator types, as it is kept: spaces dropped, capitals ('ab 12c3' -> 'AB12C3'). */
export const normaliseHuid = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

/** The typed text as a HUID, or null when it is not one (after normalising). */
export function parseHuid(typed: string): string | null {
  const huid = normaliseHuid(typed);
  return HUID_PATTERN.test(huid) ? huid : null;
}

/**
 * Whether each piece of a line must carry a HUID when shipped. Hallmarking is mandatory for gold
 * jewellery, except a piece under 2 grams; for silver it is voluntary (IS 2112:2025, since
 * September 2025) and for platinum too: the operator may leave those without one.
 * `metalWeightMg` null (a line from before weights were kept) counts as 2 grams or more.
 */
export function huidRequired(line: { metalType: string; metalWeightMg: number | null }): boolean {
  return line.metalType === 'Gold' && (line.metalWeightMg === null || line.metalWeightMg >= 2000);
}

/** The first HUID given twice in a list, or null. */
export function repeatedHuid(huids: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const huid of huids) {
    if (seen.has(huid)) return huid;
    seen.add(huid);
  }
  return null;
}

/** What the ship dialog makes of the HUIDs typed for each line's pieces (blanks left out), or the first problem and where. */
export type TypedHuids = { huids: string[][] } | { problem: string; line: number; piece: number };

/** Reads the HUIDs typed for each line's pieces, in the words the API would refuse them with. */
export function readTypedHuids(typed: readonly (readonly string[])[]): TypedHuids {
  const seen = new Set<string>();
  const huids: string[][] = [];
  for (const [line, pieces] of typed.entries()) {
    const list: string[] = [];
    for (const [piece, text] of pieces.entries()) {
      const huid = normaliseHuid(text);
      if (huid === '') continue;
      if (!HUID_PATTERN.test(huid)) return { problem: `'${huid}' is not a HUID. ${HUID_RULE}`, line, piece };
      if (seen.has(huid)) return { problem: `HUID ${huid} is given twice: each piece has its own.`, line, piece };
      seen.add(huid);
      list.push(huid);
    }
    huids.push(list);
  }
  return { huids };
}
