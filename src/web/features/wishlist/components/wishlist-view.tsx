import { Heart, ShoppingBag, X } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { Link } from 'react-router';
import type { Product } from '../../../../shared/product.ts';
import { formatRupees } from '../../../../shared/money.ts';
import { stockLabel } from '../../../../shared/stock-label.ts';
import { removeFromWishlist } from '../../../lib/shopper-actions.ts';
import { productPath } from '../../../lib/paths.ts';
import { moveToCartWithToast } from '../../../components/shopper-toasts.ts';
import styles from './wishlist.module.css';


/**
 * The saved products: each removable and movable to the cart (size 2.6). `products` null: not
 * known yet (the server's render and hydration), a placeholder holds the place. `stockById`:
 * each product's pieces in stock as the shop answered (none for a product it no longer has),
 * once it has: a sold-out piece says so and cannot be moved to the cart.
 */
export function WishlistView({ products, stockById }: { products: readonly Product[] | null; stockById: ReadonlyMap<string, number> }) {
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>Your Wishlist</h1>
      {products === null ? (
        <p className={styles.pending} aria-busy="true">
          <span className="visually-hidden">Opening your wishlist…</span>
        </p>
      ) : products.length === 0 ? (
        <div className={styles.empty}>
          <Icon icon={Heart} aria-hidden size={40} strokeWidth={1.25} />
          <p>Your wishlist is empty.</p>
          <p className={styles.hint}>Tap the heart on any piece to save it here for later.</p>
          <Link className={styles.secondaryButton} to="/">
            Continue shopping
          </Link>
        </div>
      ) : (
        <>
          <p className={styles.count}>
            {products.length} {products.length === 1 ? 'piece' : 'pieces'} saved
          </p>
          <ul className={styles.grid} aria-label="Wishlist items">
            {products.map((product) => (
              <WishlistItem key={product.id} product={product} stock={stockById.get(product.id)} />
            ))}
          </ul>
        </>
      )}
    </main>
  );
}

function WishlistItem({ product, stock }: { product: Product; stock: number | undefined }) {
  const image = product.ProductImgs.low[0] ?? product.ProductImgs.high[0];
  const label = stockLabel(stock);
  const soldOut = stock !== undefined && stock <= 0;
  return (
    <li className={styles.card} aria-label={product.ProductName}>
      <Link className={styles.image} to={productPath(product.ProductName)} tabIndex={-1}>
        {image ? <img src={image} alt={product.ProductName} width={400} height={400} loading="lazy" /> : null}
      </Link>
      <button
        type="button"
        className={styles.remove}
        aria-label={`Remove ${product.ProductName} from wishlist`}
        onClick={() => removeFromWishlist(product.id)}
      >
        <Icon icon={X} aria-hidden size={18} />
      </button>
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link to={productPath(product.ProductName)}>{product.ProductName}</Link>
        </h2>
        <p className={styles.meta}>
          {product.Purity} {product.MetalType}
        </p>
        <p className={styles.price}>{formatRupees(product.ProductPrice)}</p>
        {label ? (
          <p className={styles.stock} data-out={soldOut || undefined} data-testid="stock">
            {label}
          </p>
        ) : null}
        <button
          type="button"
          className={styles.primaryButton}
          disabled={soldOut}
          onClick={() => moveToCartWithToast(stock === undefined ? product : { ...product, Stock: stock })}
        >
          <Icon icon={ShoppingBag} aria-hidden size={16} />
          Move to Cart
        </button>
      </div>
    </li>
  );
}
