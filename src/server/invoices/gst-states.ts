import type { IndianState } from '../../shared/indian-states.ts';

/** The GST state codes: the first two digits of a GSTIN, and the place of supply on an invoice. */
export const GST_STATE_CODES: Record<IndianState, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/**
 * Union territories without a legislature levy UTGST in place of SGST on a sale within them
 * (Delhi, Puducherry and Jammu and Kashmir have legislatures and levy SGST).
 */
const UTGST_TERRITORIES = new Set<IndianState>([
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Ladakh',
  'Lakshadweep',
]);

/** The name of the second half of the tax on a sale within `state`: 'SGST' or 'UTGST'. */
export function localTaxName(state: IndianState): 'SGST' | 'UTGST' {
  return UTGST_TERRITORIES.has(state) ? 'UTGST' : 'SGST';
}
