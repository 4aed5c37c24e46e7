import { Heart, Share2, ShoppingBag, Star } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Product } from '../../../../shared/product.ts';
import { productName } from '../../../../shared/product-wire.ts';
import { defaultSizeOf, NO_SIZE, sizeScaleOf, sizesOf } from '../../../../shared/sizes.ts';
import { deferred } from '../../../components/deferred.tsx';
import { SHOP } from '../../../content/shop.ts';
import { useIsWished } from '../hooks/use-is-wished.ts';
import { priceFigures } from '../lib/price-figures.ts';
import { stockText } from '../../../lib/stock-text.ts';
import { usePageLanguage } from '../../../lib/language.tsx';
import { useEarlyTaps } from '../../../lib/early-taps.ts';
import { wordOf } from '../../../lib/words.tsx';
import styles from './product-details.module.css';

/** The spec's fixed rating on the product page. */
export const PRODUCT_RATING = { score: '4.2', count: 56 } as const;

// Below the fold on phones, and static but for its two sections: its code comes after the rest.
const ProductInformation = deferred(
  import.meta.glob<typeof import('./product-information.tsx')>('@web/features/catalogue/components/product-information.tsx'),
  'ProductInformation',
);

// "Size guide" beside the sizes (decision 036): its code and words, and the dialog it opens, stay
// out of the page's first script; rendered by the server, it is a link to /size-guide until then.
const SizeGuideLink = deferred(import.meta.glob<typeof import('./size-guide-link.tsx')>('@web/features/catalogue/components/size-guide-link.tsx'), 'SizeGuideLink');
// A weight-priced piece's price, line by line (decision 035): drawn by the server, its code after the rest.
const PriceBreakup = deferred(
  import.meta.glob<typeof import('./price-breakup.tsx')>('@web/features/catalogue/components/price-breakup.tsx'),
  'PriceBreakup',
);

// Sharing and the cart and wishlist actions (with their toasts) load after the page is
// interactive: fetched as soon as the details are on screen, so that a tap finds them ready
// (and a share keeps the tap's user activation).
const loadSharing = () => import('../lib/share-product.ts');
const loadActions = () => import('../../../components/shopper-toasts.ts');

/** Grams with at most two decimals: 3.2, 10, 4.75 (no Intl: see groupIndian in shared/money.ts). */
const formatGrams = (grams: number) => String(Math.round(grams * 100) / 100);

/** Everything beside the gallery: name, rating, price block, size, Add to Cart, `delivery` (the delivery date's line), details. */
export function ProductDetails({ product, delivery }: { product: Product; delivery?: ReactNode }) {
  // The piece's own sizes (decision 040): a bangle's with 2.6 chosen, a ring's with none, a chain none at all.
  const scale = sizeScaleOf(product.Category);
  const [size, setSize] = useState<string>(defaultSizeOf(scale) ?? NO_SIZE);
  // The heart, Share, a size and Add to Cart tapped before the page hydrated count (decision 045).
  const details = useRef<HTMLDivElement>(null);
  useEarlyTaps(details);
  const wished = useIsWished(product.id);
  const { language, messages } = usePageLanguage();
  const { common, shop } = messages;
  const words = shop.product;
  const name = productName(product, language);
  const figures = priceFigures(product.ProductPrice, words.save);
  const stock = stockText(product.Stock, shop.stock);
  const soldOut = product.Stock !== undefined && product.Stock <= 0;

  useEffect(() => {
    void Promise.all([loadSharing(), loadActions()]).catch(() => {});
  }, []);
  const share = () =>
    void loadSharing().then(({ shareProduct }) =>
      shareProduct(
        { title: name, text: words.shareText(name, SHOP.name, figures.price), url: window.location.href },
        undefined,
        undefined,
        words,
      ),
    );

  return (
    <div className={styles.details} ref={details} data-early-taps>
      <p className={styles.madeWith}>
        {words.madeWith(product.Purity, wordOf(common.metals, product.MetalType))}
      </p>
      <h1 className={styles.name}>{name}</h1>
      <div className={styles.ratingRow}>
        <p className={styles.rating}>
          <span className={styles.score}>
            {PRODUCT_RATING.score} <Icon icon={Star} size={12} aria-hidden fill="currentColor" />
          </span>
          <span className={styles.ratingCount}>{shop.card.ratings(PRODUCT_RATING.count)}</span>
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.iconButton}
            aria-pressed={wished}
            aria-label={wished ? words.unwish : words.wish}
            onClick={() => void loadActions().then(({ toggleWishlistWithToast }) => toggleWishlistWithToast(product))}
          >
            <Icon icon={Heart} size={20} aria-hidden fill={wished ? 'currentColor' : 'none'} />
          </button>
          <button type="button" className={styles.shareButton} onClick={share}>
            <Icon icon={Share2} size={18} aria-hidden />
            {words.share}
          </button>
        </div>
      </div>

      <div className={styles.priceBlock} role="group" aria-label={words.price}>
        <p className={styles.priceLine}>
          <span className={styles.price} data-testid="price">
            {figures.price}
          </span>
          <s className={styles.mrp} data-testid="mrp">
            <span className="visually-hidden">{shop.card.mrp}</span>
            {figures.mrp}
          </s>
        </p>
        <p className={styles.taxes}>{words.taxes}</p>
        <p className={styles.save} data-testid="save">
          {figures.save}
        </p>
        {product.PriceBreakup && product.metalWeight !== undefined ? (
          <PriceBreakup
            breakup={product.PriceBreakup}
            metal={wordOf(common.metals, product.MetalType)}
            weight={product.metalWeight}
            making={{ by: product.MakingChargeBy ?? 'gram', value: product.MakingCharge ?? 0 }}
          />
        ) : null}
      </div>

      {scale === 'none' ? null : (
        <fieldset className={styles.sizes}>
          <legend className={styles.label}>
            {words.size} <span className={styles.chosen}>{size}</span>
          </legend>
          <div className={styles.sizeOptions}>
            {sizesOf(scale).map((option) => (
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
          <SizeGuideLink className={styles.sizeGuide} scale={scale} />
        </fieldset>
      )}

      {product.metalWeight !== undefined ? (
        <p className={styles.weight}>
          <span className={styles.label}>{words.metalWeight}</span> {words.grams(formatGrams(product.metalWeight))}
        </p>
      ) : null}

      {stock ? (
        <p className={styles.stock} data-out={soldOut || undefined} data-testid="stock">
          {stock}
        </p>
      ) : null}
      <button type="button" className={styles.addToCart} disabled={soldOut} onClick={() => void loadActions().then(({ addToCartWithToast }) => addToCartWithToast(product, size))}>
        <Icon icon={ShoppingBag} size={20} aria-hidden />
        {shop.card.addToCart}
      </button>
      {delivery}

      <ProductInformation product={product} />
    </div>
  );
}
