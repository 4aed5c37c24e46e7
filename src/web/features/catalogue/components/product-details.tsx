import { useState } from 'react';
import Heart from 'lucide-react/icons/heart';
import Share2 from 'lucide-react/icons/share-2';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import Star from 'lucide-react/icons/star';
import Truck from 'lucide-react/icons/truck';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import BadgeCheck from 'lucide-react/icons/badge-check';
import type { Product } from '../../../../shared/product.ts';
import { DEFAULT_SIZE, SIZES } from '../../../../shared/sizes.ts';
import { Accordion } from '../../../components/accordion.tsx';
import { POLICY, SHOP } from '../../../components/shop-info.ts';
import { addToCartWithToast, toggleWishlistWithToast } from '../../../components/shopper-toasts.ts';
import { useWishlist } from '../../../lib/shopper-store.ts';
import { priceFigures } from '../lib/price-figures.ts';
import { shareProduct } from '../lib/share-product.ts';
import styles from './product-details.module.css';

/** The spec's fixed rating on the product page. */
export const PRODUCT_RATING = { score: '4.2', count: 56 } as const;

const weightFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Everything beside the gallery: name, rating, price block, size, Add to Cart, details. */
export function ProductDetails({ product }: { product: Product }) {
  const [size, setSize] = useState<string>(DEFAULT_SIZE);
  const wished = useWishlist().some((item) => item.id === product.id);
  const figures = priceFigures(product.ProductPrice);

  const share = () =>
    void shareProduct({
      title: product.ProductName,
      text: `${product.ProductName} from ${SHOP.name}: ${figures.price}`,
      url: window.location.href,
    });

  return (
    <div className={styles.details}>
      <p className={styles.madeWith}>
        Made with {product.Purity} {product.MetalType}
      </p>
      <h1 className={styles.name}>{product.ProductName}</h1>
      <div className={styles.ratingRow}>
        <p className={styles.rating}>
          <span className={styles.score}>
            {PRODUCT_RATING.score} <Star size={12} aria-hidden fill="currentColor" />
          </span>
          <span className={styles.ratingCount}>{PRODUCT_RATING.count} ratings</span>
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.iconButton}
            aria-pressed={wished}
            aria-label={wished ? 'Remove from wishlist' : 'Add to wishlist'}
            onClick={() => toggleWishlistWithToast(product)}
          >
            <Heart size={20} aria-hidden fill={wished ? 'currentColor' : 'none'} />
          </button>
          <button type="button" className={styles.shareButton} onClick={share}>
            <Share2 size={18} aria-hidden />
            Share
          </button>
        </div>
      </div>

      <div className={styles.priceBlock} aria-label="Price">
        <p className={styles.priceLine}>
          <span className={styles.price} data-testid="price">
            {figures.price}
          </span>
          <s className={styles.mrp} data-testid="mrp">
            <span className="visually-hidden">MRP </span>
            {figures.mrp}
          </s>
        </p>
        <p className={styles.taxes}>Incl. of all taxes</p>
        <p className={styles.save} data-testid="save">
          {figures.save}
        </p>
      </div>

      <fieldset className={styles.sizes}>
        <legend className={styles.label}>
          Size <span className={styles.chosen}>{size}</span>
        </legend>
        <div className={styles.sizeOptions}>
          {SIZES.map((option) => (
            <label key={option} className={styles.sizeOption}>
              <input
                type="radio"
                name="size"
                value={option}
                checked={size === option}
                onChange={() => setSize(option)}
                className="visually-hidden"
              />
              <span>{option}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {product.metalWeight !== undefined ? (
        <p className={styles.weight}>
          <span className={styles.label}>Metal weight</span> {weightFormat.format(product.metalWeight)} g
        </p>
      ) : null}

      <button type="button" className={styles.addToCart} onClick={() => addToCartWithToast(product, size)}>
        <ShoppingBag size={20} aria-hidden />
        Add to Cart
      </button>

      <ul className={styles.promises}>
        <li>
          <Truck size={18} aria-hidden /> Free express shipping
        </li>
        <li>
          <RotateCcw size={18} aria-hidden /> {POLICY.noQuestionsReturnDays}-day returns
        </li>
        <li>
          <BadgeCheck size={18} aria-hidden /> Hallmarked {product.Purity}
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
            <li>Lifetime exchange at 100% of the silver value: bring it back any time for its full metal worth.</li>
            <li>Finished with an anti-tarnish rhodium coating that keeps its shine for longer.</li>
            <li>Available in multiple sizes, from {SIZES[0]} to {SIZES[SIZES.length - 1]}.</li>
          </ul>
        </Accordion>
        <Accordion title="Shipping" headingLevel={2}>
          <ul className={styles.bullets}>
            <li>Free express shipping: every order leaves us within {POLICY.shipWithinDays} days.</li>
            <li>
              {POLICY.noQuestionsReturnDays}-day no-questions-asked return on unworn pieces; exchanges within{' '}
              {POLICY.returnExchangeDays} days of purchase.
            </li>
            <li>{POLICY.warrantyMonths}-month warranty on craftsmanship and plating.</li>
            <li>We ship to every pin code in India.</li>
            <li>
              Shipped by {SHOP.addressLines.join(', ')}.
            </li>
          </ul>
        </Accordion>
      </div>
    </div>
  );
}
