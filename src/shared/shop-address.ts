// The shop's address, in one place: the default of the SHOP_ADDRESS setting that invoices print
// (server/invoices/shop-identity.ts, on one line) and the address the storefront's pages show
// (web/content/shop.ts).

/** The shop's street address, then its city, state and PIN code, as a letter puts them. */
export const SHOP_ADDRESS_LINES = ['Plot 12, Link Road, Badambadi', 'Cuttack, Odisha 753012'] as const;
