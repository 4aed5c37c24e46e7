import { formatRs, rupeesToPaise } from '../../../../shared/money.ts';
import { mrpPaise, savePaise } from '../../../../shared/pricing.ts';

export type PriceFigures = {
  /** 'Rs.1,299.00/-' */
  price: string;
  /** The struck MRP, price plus 30%: 'Rs.1,688.70/-' */
  mrp: string;
  /** 'Save Rs.389.70/-' */
  save: string;
};

const saveInEnglish = (amount: string) => `Save ${amount}`;

/** The texts of a product's price block, from its price in rupees; `save` words the saving (shop.product.save). */
export function priceFigures(priceRupees: number, save: (amount: string) => string = saveInEnglish): PriceFigures {
  const paise = rupeesToPaise(priceRupees);
  return {
    price: formatRs(paise),
    mrp: formatRs(mrpPaise(paise)),
    save: save(formatRs(savePaise(paise))),
  };
}
