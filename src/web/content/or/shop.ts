import { SHOP_ADDRESS_LINES } from '../../../shared/shop-address.ts';
import { SHOP } from '../shop.ts';

// The shop's facts as the Odia pages write them. The name, e-mail, phone, the street address and
// the licence's number stay as they are (../shop.ts); the numbers of the shop's promises are in
// ../policy.ts.

export const CITY = 'କଟକ, ଓଡ଼ିଶା';
export const SERVICE_HOURS = 'ସୋମବାରରୁ ଶୁକ୍ରବାର, 9:00ରୁ 18:00 ପର୍ଯ୍ୟନ୍ତ';
/** When the policies last changed. */
export const UPDATED = '1 ଅପ୍ରେଲ 2024';

/** The BIS licence as Odia writes it (its number as it is). */
export const LICENCE = `BIS ହଲମାର୍କ ଲାଇସେନ୍ସ ${SHOP.licenceNumber}`;
/** The shop's address (../shop.ts) with the country in Odia. */
export const ADDRESS_LINES = [...SHOP_ADDRESS_LINES, 'ଭାରତ'];
/** The zone of the service hours, in words. */
export const INDIA_TIME = 'ଭାରତୀୟ ସମୟ';
