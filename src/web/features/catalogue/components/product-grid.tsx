import type { Product } from '../../../../shared/product.ts';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';
import { useMessages } from '../../../lib/language.tsx';
import styles from './product-grid.module.css';

/** The grid of product cards used by the home page, listings and search results. */
export function ProductGrid({ products }: { products: readonly Product[] }) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id} className={styles.cell}>
          <ProductCard product={product} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** The grid's shape while products load, so the page does not jump when they arrive. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  const words = useMessages().shop.card;
  return (
    <ul className={styles.grid} aria-label={words.loading} aria-busy>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.cell}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
