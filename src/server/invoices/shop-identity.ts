import type { IndianState } from '../../shared/indian-states.ts';
import { addressLines } from '../../shared/shop-address.ts';
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

/**
 * A line for the log when the running server's SHOP_ADDRESS is not the one its web build shows
 * on the pages (`shownLines`, shared/shop-address.ts): invoices and pages would disagree. `npm
 * start` builds again when the setting changes; a build made by hand under other settings does not.
 */
export function shopAddressMismatch(address: string, shownLines: readonly string[]): string | null {
  const shown = shownLines.join(', ');
  if (addressLines(address).join(', ') === shown) return null;
  return `SHOP_ADDRESS (${address}) is not the address this build's pages show (${shown}): run \`npm run build\` with this SHOP_ADDRESS, or start with \`npm start\`, which does`;
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
