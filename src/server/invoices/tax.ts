// GST on an invoice, in integer paise. Prices are inclusive of 3% GST; the subscription saving
// is a discount on the whole order, shown on the invoice, so it lowers the taxable value.
// The invoice's figures come from the order total; each is then shared out over the lines
// (largest remainder), so that the lines add up to the invoice exactly and every line adds up
// to itself: gross - discount = taxable + tax = total, tax = CGST + SGST (or IGST).

/** Jewellery of precious metal (silver, gold): HSN 7113, 3% GST. */
export const JEWELLERY_HSN = '7113';
/** The GST rate in tenths of a percent: 3%. */
export const GST_RATE_PERMILLE = 30;

export type InvoiceLineInput = {
  /**
   * The shipping charge is a line too: sent with the jewellery, it is part of one composite
   * supply and taxed as the jewellery is (HSN 7113, 3%). The order's discount is on the items only.
   */
  kind: 'item' | 'shipping';
  description: string;
  quantity: number;
  unitPricePaise: number;
  /** Before the discount: unit price times quantity. */
  grossPaise: number;
};

/** The taxed figures of a line, and of the whole invoice. */
type TaxedPaise = {
  discountPaise: number;
  taxablePaise: number;
  /** CGST and SGST (intra-state) are half the tax each; IGST (inter-state) is the whole tax. */
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

export type InvoiceLine = InvoiceLineInput & TaxedPaise & { hsn: string };

export type InvoiceFigures = TaxedPaise & {
  /** Within the shop's state (CGST + SGST) or to another state (IGST). */
  supply: 'intra-state' | 'inter-state';
  lines: InvoiceLine[];
  grossPaise: number;
};

/** a / b rounded half-up, for non-negative integers. */
function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/**
 * `amount` shared out in proportion to `weights`, in whole paise that add up to `amount`
 * exactly: each gets the floor of its share, and the paise left over go one each to the
 * largest remainders (the earlier line on a tie). A zero weight gets nothing.
 */
export function apportion(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return weights.map(() => 0);
  // Integer arithmetic: amount * weight stays far below 2^53 for any order the shop takes.
  const shares = weights.map((weight) => Math.floor((amount * weight) / total));
  const remainders = weights.map((weight, index) => ({ index, rest: (amount * weight) % total }));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  remainders.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The invoice's figures for an order: its lines (items and the shipping line), the order's
 * discount, and whether the buyer's state is the shop's. Inclusive prices: taxable value =
 * round(total * 100 / 103), tax = total - taxable, CGST = floor(tax / 2), SGST = the rest.
 */
export function invoiceFigures(input: {
  lines: readonly InvoiceLineInput[];
  discountPaise: number;
  sameState: boolean;
}): InvoiceFigures {
  const grossPaise = input.lines.reduce((sum, line) => sum + line.grossPaise, 0);
  const totalPaise = grossPaise - input.discountPaise;
  const itemsPaise = input.lines.reduce((sum, line) => sum + (line.kind === 'item' ? line.grossPaise : 0), 0);
  if (input.discountPaise < 0 || input.discountPaise > itemsPaise) throw new RangeError('The discount is larger than the items.');
  const taxablePaise = divideRounded(totalPaise * 1000, 1000 + GST_RATE_PERMILLE);
  const taxPaise = totalPaise - taxablePaise;
  const cgstPaise = input.sameState ? Math.floor(taxPaise / 2) : 0;
  const sgstPaise = input.sameState ? taxPaise - cgstPaise : 0;
  const igstPaise = input.sameState ? 0 : taxPaise;

  const discounts = apportion(
    input.discountPaise,
    input.lines.map((line) => (line.kind === 'item' ? line.grossPaise : 0)),
  );
  const lineTotals = input.lines.map((line, index) => line.grossPaise - discounts[index]!);
  const taxables = apportion(taxablePaise, lineTotals);
  const lineTaxes = lineTotals.map((total, index) => total - taxables[index]!);
  const cgsts = apportion(cgstPaise, lineTaxes);

  const lines = input.lines.map((line, index): InvoiceLine => {
    const tax = lineTaxes[index]!;
    const cgst = cgsts[index]!;
    return {
      ...line,
      hsn: JEWELLERY_HSN,
      discountPaise: discounts[index]!,
      taxablePaise: taxables[index]!,
      cgstPaise: cgst,
      sgstPaise: input.sameState ? tax - cgst : 0,
      igstPaise: input.sameState ? 0 : tax,
      totalPaise: lineTotals[index]!,
    };
  });
  return {
    supply: input.sameState ? 'intra-state' : 'inter-state',
    lines,
    grossPaise,
    discountPaise: input.discountPaise,
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    totalPaise,
  };
}
