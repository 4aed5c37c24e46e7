// The shop's address, in one place: the default of the SHOP_ADDRESS setting that invoices print
// (server/config.ts) and the address the storefront's pages show (web/content/shop.ts).

/** The shop's street address, city, state and PIN code, one line each as a letter puts them. */
export const SHOP_ADDRESS_LINES = ['Plot 12, Link Road, Badambadi', 'Cuttack, Odisha 753012'] as const;

/** The same address on one line, as invoices print it. */
export const SHOP_ADDRESS = SHOP_ADDRESS_LINES.join(', ');
