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

// Pure: a page that only converts (the shopper's store) does not carry the formatters.
const inrFormatter = /* @__PURE__ */ new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '₹1,23,456.00' */
export function formatInr(paise: number): string {
  return inrFormatter.format(paise / 100);
}

const plainFormatter = /* @__PURE__ */ new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The spec's price form: 'Rs.1,234.00/-' */
export function formatRs(paise: number): string {
  return `Rs.${plainFormatter.format(paise / 100)}/-`;
}
