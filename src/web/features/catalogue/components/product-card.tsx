import { Link } from 'react-router';
import type { Product } from '../../../../shared/product.ts';
import { formatRs, rupeesToPaise } from '../../../../shared/money.ts';
import { productPath } from '../api/products.ts';

export function ProductCard({ product }: { product: Product }) {
  return (
    <Link to={productPath(product)}>
      <h3>{product.ProductName}</h3>
      <p>{formatRs(rupeesToPaise(product.ProductPrice))}</p>
    </Link>
  );
}
