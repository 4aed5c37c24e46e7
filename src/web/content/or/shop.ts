// The shop's facts as the Odia pages write them. The name, address, e-mail, phone and licence
// stay as they are (../shop.ts); the numbers of the shop's promises are in ../policy.ts.

export const CITY = 'କଟକ, ଓଡ଼ିଶା';
export const SERVICE_HOURS = 'ସୋମବାରରୁ ଶୁକ୍ରବାର, 9:00ରୁ 18:00 ପର୍ଯ୍ୟନ୍ତ';
/** When the policies last changed. */
export const UPDATED = '1 ଅପ୍ରେଲ 2024';
