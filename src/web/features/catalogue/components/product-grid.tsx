import type { Product } from '../../../../shared/product.ts';
import { ProductCard } from './product-card.tsx';

/** The grid of product cards used by the home page, listings and search results. */
export function ProductGrid({ products }: { products: readonly Product[] }) {
  return (
    <ul>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
