import { hallmarkGrade } from '../../../../shared/metal-rates.ts';
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Heart, ShoppingBag, Star } from 'lucide';
import type { Product } from '../../../../shared/product.ts';
import { productName } from '../../../../shared/product-wire.ts';
import { Carousel } from '../../../components/carousel.tsx';
import { Icon } from '../../../components/icon.tsx';
import { ProgressiveImage } from '../../../components/progressive-image.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { addToCartWithToast, toggleWishlistWithToast } from '../../../components/shopper-toasts.ts';
import { useIsWished } from '../hooks/use-is-wished.ts';
import { useEarlyTaps } from '../../../lib/early-taps.ts';
import { productPath } from '../../../lib/paths.ts';
import { priceFigures } from '../lib/price-figures.ts';
import { stockText } from '../../../lib/stock-text.ts';
import { usePageLanguage } from '../../../lib/language.tsx';
import { wordOf } from '../../../lib/words.tsx';
import styles from './product-card.module.css';

/** The spec's fixed rating count on every card. */
export const CARD_RATING_COUNT = 56;
const CARD_SIZES = '(max-width: 500px) 50vw, (max-width: 1000px) 33vw, 300px';

/**
 * A product in the grid. The whole card opens the product: its name's link stretches over the
 * card (one tab stop), and only the heart and Add to Cart sit above it.
 */
/** `priority`: the first card of a grid, whose first photo is likely the page's largest paint. */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const card = useRef<HTMLElement>(null);
  // The heart and Add to Cart tapped before the card hydrated count (decision 045).
  useEarlyTaps(card);
  const wished = useIsWished(product.id);
  const { language, messages } = usePageLanguage();
  const { common, shop } = messages;
  const words = shop.card;
  const name = productName(product, language);
  const figures = priceFigures(product.ProductPrice);
  const path = productPath(product.ProductName);
  const navigate = useNavigate();
  const { high, low } = product.ProductImgs;
  const stock = stockText(product.Stock, shop.stock);
  const soldOut = product.Stock !== undefined && product.Stock <= 0;

  return (
    <article className={styles.card} data-testid="product-card" ref={card} data-early-taps>
      {/* The photos repeat the name the link carries. */}
      <div className={styles.media} aria-hidden>
        {high.length === 0 ? (
          <Skeleton className={styles.skeleton} />
        ) : high.length === 1 ? (
          <ProgressiveImage
            low={low[0]}
            high={high[0]!}
            srcsets={product.ProductImgSrcsets?.[0]}
            sizes={CARD_SIZES}
            alt={name}
            priority={priority}
          />
        ) : (
          <Carousel label={words.photos(name)} gestureArea={card}>
            {high.map((url, index) => (
              <ProgressiveImage
                key={url}
                low={low[index]}
                high={url}
                srcsets={product.ProductImgSrcsets?.[index]}
                sizes={CARD_SIZES}
                alt={words.photo(name, index + 1)}
                priority={priority && index === 0}
              />
            ))}
          </Carousel>
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          {words.grade(hallmarkGrade(product.Purity), wordOf(common.metals, product.MetalType))}
        </p>
        <h3 className={styles.name}>
          <Link to={path} className={styles.link}>
            {name}
          </Link>
        </h3>
        {/* Drawn at the photo's corner; in reading order, after the name. */}
        <button
          type="button"
          className={styles.heart}
          aria-pressed={wished}
          aria-label={wished ? words.unwish(name) : words.wish(name)}
          onClick={() => toggleWishlistWithToast(product)}
        >
          <Icon icon={Heart} size={18} fill={wished ? 'currentColor' : 'none'} />
        </button>
        <p className={styles.rating}>
          <span className={styles.stars}>
            4.2 <Icon icon={Star} size={11} fill="currentColor" />
          </span>
          {/* A plain span cannot be named (ARIA): the words a screen reader says are hidden text. */}
          <span className={styles.count}>
            <span aria-hidden>({CARD_RATING_COUNT})</span>
            <span className="visually-hidden">{words.ratings(CARD_RATING_COUNT)}</span>
          </span>
        </p>
        <p className={styles.prices}>
          <span className={styles.price}>{figures.price}</span>
          <s className={styles.mrp}>
            <span className="visually-hidden">{words.mrp}</span>
            {figures.mrp}
          </s>
        </p>
        {stock ? (
          <p className={styles.stock} data-out={soldOut || undefined}>
            {stock}
          </p>
        ) : null}
        <button type="button" className={styles.add} disabled={soldOut} onClick={() => {
            // A ring's size is the shopper's to choose: its page offers them.
            if (addToCartWithToast(product) === 'choose-size') void navigate(path);
          }}
        >
          <Icon icon={ShoppingBag} size={16} />
          {words.addToCart}
        </button>
      </div>
    </article>
  );
}

/** A card-shaped placeholder for the grid while products load. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden>
      <div className={styles.media}>
        <Skeleton className={styles.skeleton} />
      </div>
      <div className={styles.body}>
        <Skeleton className={styles.lineShort} />
        <Skeleton className={styles.line} />
        <Skeleton className={styles.lineShort} />
        <Skeleton className={styles.buttonSkeleton} />
      </div>
    </div>
  );
}
