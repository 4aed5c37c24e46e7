import { percentOf } from './money.ts';

/** The displayed MRP is the price plus 30 percent. */
export const MRP_MARKUP_PERCENT = 30;
/** The cart's 'Subscription savings (15% off)'. */
export const SUBSCRIPTION_SAVING_PERCENT = 15;

export function mrpPaise(pricePaise: number): number {
  return pricePaise + percentOf(pricePaise, MRP_MARKUP_PERCENT);
}

/** 'Save Rs.{30% of price}/-' on the product page. */
export function savePaise(pricePaise: number): number {
  return percentOf(pricePaise, MRP_MARKUP_PERCENT);
}

export type PricedLine = { unitPricePaise: number; quantity: number };

export type CartTotals = {
  itemTotalPaise: number;
  savingsPaise: number;
  shippingPaise: number;
  orderTotalPaise: number;
};

/** Cart totals: item total, 15% subscription saving, free shipping, order total. */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  const itemTotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const savingsPaise = percentOf(itemTotalPaise, SUBSCRIPTION_SAVING_PERCENT);
  const shippingPaise = 0;
  return {
    itemTotalPaise,
    savingsPaise,
    shippingPaise,
    orderTotalPaise: itemTotalPaise - savingsPaise + shippingPaise,
  };
}
