// The shop's facts as the Hindi pages write them. The name, address, e-mail, phone and licence
// stay as they are (../shop.ts); the numbers of the shop's promises are in ../policy.ts.

export const CITY = 'कटक, ओडिशा';
export const SERVICE_HOURS = 'सोमवार से शुक्रवार, 9:00 से 18:00 बजे तक';
/** When the policies last changed. */
export const UPDATED = '1 अप्रैल 2024';
