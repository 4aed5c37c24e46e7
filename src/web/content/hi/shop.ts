import { SHOP_ADDRESS_LINES } from '../../../shared/shop-address.ts';
import { SHOP } from '../shop.ts';

// The shop's facts as the Hindi pages write them. The name, e-mail, phone, the street address and
// the licence's number stay as they are (../shop.ts); the numbers of the shop's promises are in
// ../policy.ts.

export const CITY = 'कटक, ओडिशा';
export const SERVICE_HOURS = 'सोमवार से शुक्रवार, 9:00 से 18:00 बजे तक';
/** When the policies last changed. */
export const UPDATED = '1 अप्रैल 2024';

/** The BIS licence as Hindi writes it (its number as it is). */
export const LICENCE = `BIS हॉलमार्क लाइसेंस ${SHOP.licenceNumber}`;
/** The shop's address (../shop.ts) with the country in Hindi. */
export const ADDRESS_LINES = [...SHOP_ADDRESS_LINES, 'भारत'];
/** The zone of the service hours, in words. */
export const INDIA_TIME = 'भारतीय समय';
