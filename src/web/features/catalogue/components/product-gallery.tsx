import { useState } from 'react';
import type { Product } from '../../../../shared/product.ts';
import { productName } from '../../../../shared/product-wire.ts';
import { usePageLanguage } from '../../../lib/language.tsx';
import { ResponsivePicture } from '../../../components/responsive-picture.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import styles from './product-gallery.module.css';

const LARGE_SIZES = '(max-width: 500px) 100vw, (max-width: 900px) 80vw, 560px';

/**
 * Low-resolution thumbnails beside one large image; choosing a thumbnail swaps the large
 * image to its high-resolution counterpart (300w, 800w and 1600w variants).
 */
export function ProductGallery({ product }: { product: Product }) {
  const { high, low } = product.ProductImgs;
  const [chosen, setChosen] = useState(0);
  const { language, messages } = usePageLanguage();
  const words = messages.shop.product;
  const name = productName(product, language);
  const index = chosen < high.length ? chosen : 0;

  if (high.length === 0) {
    return (
      <div className={styles.gallery}>
        <div className={styles.large}>
          <Skeleton className={styles.fill} label={words.noPhoto(name)} />
        </div>
      </div>
    );
  }

  return (
    <div className={styles.gallery}>
      {high.length > 1 ? (
        <ul className={styles.thumbs} aria-label={words.photos}>
          {high.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={i === index}
                aria-label={words.showPhoto(i + 1, high.length)}
                onClick={() => setChosen(i)}
              >
                <img src={low[i] ?? url} alt="" loading="lazy" width={96} height={96} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.large}>
        <ResponsivePicture
          key={high[index]}
          src={high[index]!}
          srcsets={product.ProductImgSrcsets?.[index]}
          sizes={LARGE_SIZES}
          alt={words.photoOf(name, index + 1, high.length)}
          className={styles.largeImage}
          loading="eager"
          fetchPriority="high"
        />
      </div>
    </div>
  );
}
