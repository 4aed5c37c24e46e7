import { BadgeCheck, RotateCcw, Truck } from 'lucide';
import type { Product } from '../../../../shared/product.ts';
import { SIZES } from '../../../../shared/sizes.ts';
import { Accordion } from '../../../components/accordion.tsx';
import { Icon } from '../../../components/icon.tsx';
import { NO_QUESTIONS_RETURN_DAYS, RETURN_EXCHANGE_DAYS, SHIP_WITHIN_DAYS, WARRANTY_MONTHS } from '../../../content/policy.ts';
import { SHOP } from '../../../content/shop.ts';
import styles from './product-details.module.css';

/**
 * What the piece's surface is, by its metal and colour: only silver is plated or coated (a gold
 * or platinum piece is its metal through).
 */
function finishOf(product: Product): string | null {
  if (product.MetalType !== 'Silver') return null;
  switch (product.Colour) {
    case 'Gold Plated':
      return 'Plated in gold over the silver.';
    case 'Rose Gold':
      return 'Plated in rose gold over the silver.';
    case 'Oxidised':
      return 'Oxidised by hand for its darkened, antique look.';
    default:
      return 'Finished with an anti-tarnish rhodium coating that keeps its shine for longer.';
  }
}

/** The product page's promises and its Description and Shipping sections (closed at first). */
export function ProductInformation({ product }: { product: Product }) {
  return (
    <>
      <ul className={styles.promises}>
        <li>
          <Icon icon={Truck} size={18} aria-hidden /> Free express shipping
        </li>
        <li>
          <Icon icon={RotateCcw} size={18} aria-hidden /> {NO_QUESTIONS_RETURN_DAYS}-day returns
        </li>
        <li>
          <Icon icon={BadgeCheck} size={18} aria-hidden /> Hallmarked {product.Purity}
        </li>
      </ul>

      <div className={styles.accordions}>
        <Accordion title="Description" headingLevel={2}>
          <ul className={styles.bullets}>
            <li>
              Priced by weight: the {product.MetalType.toLowerCase()} in this piece is charged per gram at 29% off today&apos;s
              metal price.
            </li>
            <li>Skin-friendly: nickel-free and hypoallergenic, comfortable for all-day wear.</li>
            {product.MetalType === 'Silver' ? (
              <li>Lifetime exchange at 100% of the silver value: bring it back any time for its full metal worth.</li>
            ) : null}
            {finishOf(product) ? <li>{finishOf(product)}</li> : null}
            <li>Available in multiple sizes, from {SIZES[0]} to {SIZES[SIZES.length - 1]}.</li>
          </ul>
        </Accordion>
        <Accordion title="Shipping" headingLevel={2}>
          <ul className={styles.bullets}>
            <li>Free express shipping: every order leaves us within {SHIP_WITHIN_DAYS} days.</li>
            <li>
              {NO_QUESTIONS_RETURN_DAYS}-day no-questions-asked return on unworn pieces; exchanges within{' '}
              {RETURN_EXCHANGE_DAYS} days of purchase.
            </li>
            <li>{WARRANTY_MONTHS}-month warranty on craftsmanship and finish.</li>
            <li>We ship to every pin code in India.</li>
            <li>
              Shipped by {SHOP.name}, {SHOP.addressLines.join(', ')}.
            </li>
          </ul>
        </Accordion>
      </div>
    </>
  );
}
