import type { IndianState } from '../../shared/indian-states.ts';

/**
 * India Post's state names (as the directory spells them, in capitals) to the checkout's list.
 * Written out rather than matched loosely, so that a name the directory renames or adds shows
 * up in the test that checks every name maps (tests/unit/pin-code-states.test.ts).
 */
export const DIRECTORY_STATE_NAMES: Record<string, IndianState> = {
  'ANDAMAN AND NICOBAR ISLANDS': 'Andaman and Nicobar Islands',
  'ANDHRA PRADESH': 'Andhra Pradesh',
  'ARUNACHAL PRADESH': 'Arunachal Pradesh',
  ASSAM: 'Assam',
  BIHAR: 'Bihar',
  CHANDIGARH: 'Chandigarh',
  CHHATTISGARH: 'Chhattisgarh',
  'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU': 'Dadra and Nagar Haveli and Daman and Diu',
  DELHI: 'Delhi',
  GOA: 'Goa',
  GUJARAT: 'Gujarat',
  HARYANA: 'Haryana',
  'HIMACHAL PRADESH': 'Himachal Pradesh',
  'JAMMU AND KASHMIR': 'Jammu and Kashmir',
  JHARKHAND: 'Jharkhand',
  KARNATAKA: 'Karnataka',
  KERALA: 'Kerala',
  LADAKH: 'Ladakh',
  LAKSHADWEEP: 'Lakshadweep',
  'MADHYA PRADESH': 'Madhya Pradesh',
  MAHARASHTRA: 'Maharashtra',
  MANIPUR: 'Manipur',
  MEGHALAYA: 'Meghalaya',
  MIZORAM: 'Mizoram',
  NAGALAND: 'Nagaland',
  ODISHA: 'Odisha',
  PUDUCHERRY: 'Puducherry',
  PUNJAB: 'Punjab',
  RAJASTHAN: 'Rajasthan',
  SIKKIM: 'Sikkim',
  'TAMIL NADU': 'Tamil Nadu',
  TELANGANA: 'Telangana',
  TRIPURA: 'Tripura',
  'UTTAR PRADESH': 'Uttar Pradesh',
  UTTARAKHAND: 'Uttarakhand',
  'WEST BENGAL': 'West Bengal',
};

/** The checkout's name for a state as the directory spells it; undefined for a name not in the table. */
export function shopStateOf(directoryName: string): IndianState | undefined {
  return Object.hasOwn(DIRECTORY_STATE_NAMES, directoryName) ? DIRECTORY_STATE_NAMES[directoryName] : undefined;
}

/** 'BENGALURU URBAN' to 'Bengaluru Urban', 'Y.S.R. KADAPA' to 'Y.S.R. Kadapa'. */
export function titleCase(name: string): string {
  return name.toLowerCase().replace(/(^|[\s(.\-/])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}
