// Money is integer paise everywhere; rupees appear only at the API edge and on screen.

/** Rupees (a number with at most two decimals) to integer paise, rounding half-up. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** `percent` of an amount in paise, rounded half-up to the paisa. */
export function percentOf(paise: number, percent: number): number {
  return Math.floor((paise * percent + 50) / 100);
}

/**
 * An amount of paise in Indian digit grouping with two decimals: 12345600 -> '1,23,456.00'.
 * Written out rather than through Intl.NumberFormat: setting up the en-IN locale costs a
 * phone's main thread tens of milliseconds on every page, and the server and the browser
 * must agree to the character (the page is hydrated).
 */
function groupIndian(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.trunc(Math.abs(paise) / 100);
  const fraction = String(Math.abs(paise) % 100).padStart(2, '0');
  const digits = String(whole);
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}` : lastThree;
  return `${sign}${grouped}.${fraction}`;
}

/** '₹1,23,456.00' */
export function formatInr(paise: number): string {
  return paise < 0 ? `-₹${groupIndian(-paise)}` : `₹${groupIndian(paise)}`;
}

/** The spec's price form: 'Rs.1,234.00/-' */
export function formatRs(paise: number): string {
  return `Rs.${groupIndian(paise)}/-`;
}

/** An amount the API sends in rupees (the wire's unit), on screen: 1299 -> '₹1,299.00'. */
export function formatRupees(rupees: number): string {
  return formatInr(rupeesToPaise(rupees));
}

/** '₹1,99,999' for whole rupees, '₹1,99,999.50' otherwise. */
export function wholeInr(paise: number): string {
  const text = formatInr(paise);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}
