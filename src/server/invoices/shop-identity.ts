import type { IndianState } from '../../shared/indian-states.ts';
import { SHOP_ADDRESS_LINES } from '../../shared/shop-address.ts';
import { GST_STATE_CODES } from './gst-states.ts';
import { gstinProblem } from './gstin.ts';

/** Who issues the invoices: the shop as registered for GST. */
export type ShopIdentity = {
  legalName: string;
  gstin: string;
  /** No SHOP_GSTIN was set: the invoices carry the demo GSTIN and say so. */
  demoGstin: boolean;
  address: string;
  state: IndianState;
};

/** A made-up GSTIN of Odisha (a well-formed one, check character included) for a shop that has not set its own. */
export const DEMO_GSTIN = '21ABCDE1234F1ZC';
export const DEMO_LEGAL_NAME = 'Rajat Silver';
/** The address the storefront's pages show too (shared/shop-address.ts), on one line. */
export const DEMO_ADDRESS = SHOP_ADDRESS_LINES.join(', ');

/**
 * A line for the log when SHOP_ADDRESS names another address than the storefront's pages show
 * (shared/shop-address.ts, built into the web app): invoices and pages would disagree.
 */
export function shopAddressMismatch(address: string): string | null {
  if (address === DEMO_ADDRESS) return null;
  return `SHOP_ADDRESS (${address}) is not the address the storefront's pages show (${DEMO_ADDRESS}): change src/shared/shop-address.ts to it, so that pages and invoices agree`;
}

/** The shop's identity from the SHOP_* settings, or the line that says what is wrong with them. */
export function shopIdentity(settings: {
  legalName: string;
  gstin: string | undefined;
  address: string;
  state: IndianState;
}): ShopIdentity | { problem: string } {
  const gstin = settings.gstin?.trim().toUpperCase();
  if (gstin === undefined) {
    if (settings.state !== 'Odisha') {
      return { problem: 'SHOP_GSTIN: set the shop\'s own GSTIN when SHOP_STATE is not Odisha (the demo GSTIN is registered in Odisha)' };
    }
    return { ...settings, gstin: DEMO_GSTIN, demoGstin: true };
  }
  const problem = gstinProblem(gstin);
  if (problem) return { problem: `SHOP_GSTIN ${gstin} is not a valid GSTIN: ${problem}` };
  const code = GST_STATE_CODES[settings.state];
  if (gstin.slice(0, 2) !== code) {
    return { problem: `SHOP_GSTIN ${gstin} is registered in state code ${gstin.slice(0, 2)}, but SHOP_STATE ${settings.state} is ${code}` };
  }
  return { ...settings, gstin, demoGstin: false };
}
