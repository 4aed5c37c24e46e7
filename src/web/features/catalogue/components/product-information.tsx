import { use } from 'react';
import { BadgeCheck, RotateCcw, Truck } from 'lucide';
import type { Product } from '../../../../shared/product.ts';
import { sizeScaleOf, sizesOf } from '../../../../shared/sizes.ts';
import { hallmarkGrade } from '../../../../shared/metal-rates.ts';
import { Accordion } from '../../../components/accordion.tsx';
import { Icon } from '../../../components/icon.tsx';
import { NO_QUESTIONS_RETURN_DAYS, RETURN_EXCHANGE_DAYS, SHIP_WITHIN_DAYS, WARRANTY_MONTHS } from '../../../content/policy.ts';
import { SHOP } from '../../../content/shop.ts';
import { SHOP_ADDRESS_LINES } from '../../../../shared/shop-address.ts';
import { useMessages, usePageLanguage } from '../../../lib/language.tsx';
import { wordOf } from '../../../lib/words.tsx';
import { productInfoWords, type ProductInfoWords } from '../lib/product-info-words.ts';
import styles from './product-details.module.css';

/**
 * What the piece's surface is, by its metal and colour: only silver is plated or coated (a gold
 * or platinum piece is its metal through).
 */
function finishOf(product: Product, words: ProductInfoWords): string | null {
  if (product.MetalType !== 'Silver') return null;
  switch (product.Colour) {
    case 'Gold Plated':
      return words.goldPlated;
    case 'Rose Gold':
      return words.rosePlated;
    case 'Oxidised':
      return words.oxidised;
    default:
      return words.rhodium;
  }
}

/**
 * The product page's promises and its Description and Shipping sections (closed at first). Its
 * words are a chunk of their own, loaded with this deferred part (lib/lazy-words.ts).
 */
export function ProductInformation({ product }: { product: Product }) {
  const { common } = useMessages();
  const words = use(productInfoWords(usePageLanguage().language));
  // The piece's own sizes (decision 040): a chain or earrings say nothing of sizes.
  const sizes = sizesOf(sizeScaleOf(product.Category));
  const finish = finishOf(product, words);
  return (
    <>
      <ul className={styles.promises}>
        <li>
          <Icon icon={Truck} size={18} aria-hidden /> {words.freeShipping}
        </li>
        <li>
          <Icon icon={RotateCcw} size={18} aria-hidden /> {words.returns(NO_QUESTIONS_RETURN_DAYS)}
        </li>
        <li>
          <Icon icon={BadgeCheck} size={18} aria-hidden /> {words.hallmarked(hallmarkGrade(product.Purity), wordOf(common.metals, product.MetalType))}
        </li>
      </ul>

      <div className={styles.accordions}>
        <Accordion title={words.description} headingLevel={2}>
          <ul className={styles.bullets}>
            <li>{words.byWeight(wordOf(common.metals, product.MetalType))}</li>
            <li>{words.skin}</li>
            {product.MetalType === 'Silver' ? <li>{words.exchange}</li> : null}
            {finish ? <li>{finish}</li> : null}
            {sizes.length > 0 ? <li>{words.sizes(sizes[0]!, sizes[sizes.length - 1]!)}</li> : null}
          </ul>
        </Accordion>
        <Accordion title={words.shipping} headingLevel={2}>
          <ul className={styles.bullets}>
            <li>{words.shipWithin(SHIP_WITHIN_DAYS)}</li>
            <li>{words.returnTerms(NO_QUESTIONS_RETURN_DAYS, RETURN_EXCHANGE_DAYS)}</li>
            <li>{words.warranty(WARRANTY_MONTHS)}</li>
            <li>{words.pinCodes}</li>
            <li>{words.shippedBy(SHOP.name, SHOP_ADDRESS_LINES.join(', '))}</li>
          </ul>
        </Accordion>
      </div>
    </>
  );
}
