// The shop's address, one setting: SHOP_ADDRESS (server/config.ts), on one line. Invoices read
// it from the running server's settings; the storefront's pages show it as the web app was
// built (vite.config.ts puts it in the build as `__SHOP_ADDRESS_LINES__`, and `npm start`
// builds again when it changes: scripts/build.mjs). The server warns at start when the two
// differ (server/main.ts), which only a build made by hand under other settings can cause.

/** SHOP_ADDRESS's default: the demo shop's address. */
export const DEMO_SHOP_ADDRESS = 'Plot 12, Link Road, Badambadi, Cuttack, Odisha 753012';

/**
 * An address on one line as a letter puts it on two: the street, then the last two parts (the
 * city, then the state and PIN code). An address of one or two parts stays on one line.
 */
export function addressLines(address: string): string[] {
  const parts = address.split(/\s*,\s*/);
  return parts.length > 2 ? [parts.slice(0, -2).join(', '), parts.slice(-2).join(', ')] : [address];
}

declare const __SHOP_ADDRESS_LINES__: string[] | undefined;

/** The address the storefront's pages show: the web build's SHOP_ADDRESS (the default where no build made it, as in unit tests). */
export const SHOP_ADDRESS_LINES: readonly string[] =
  typeof __SHOP_ADDRESS_LINES__ === 'undefined' ? addressLines(DEMO_SHOP_ADDRESS) : __SHOP_ADDRESS_LINES__;
