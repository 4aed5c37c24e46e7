import { Heart, ShoppingBag, X } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { Link, useNavigate } from 'react-router';
import type { Product } from '../../../../shared/product.ts';
import { productName } from '../../../../shared/product-wire.ts';
import { formatRupees } from '../../../../shared/money.ts';
import { stockText } from '../../../lib/stock-text.ts';
import { useMessages, usePageLanguage } from '../../../lib/language.tsx';
import { wordOf } from '../../../lib/words.tsx';
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
  const words = useMessages().shop.wishlist;
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{words.title}</h1>
      {products === null ? (
        <p className={styles.pending} aria-busy="true">
          <span className="visually-hidden">{words.opening}</span>
        </p>
      ) : products.length === 0 ? (
        <div className={styles.empty}>
          <Icon icon={Heart} aria-hidden size={40} strokeWidth={1.25} />
          <p>{words.empty}</p>
          <p className={styles.hint}>{words.hint}</p>
          <Link className={styles.secondaryButton} to="/">
            {words.continue}
          </Link>
        </div>
      ) : (
        <>
          <p className={styles.count}>{words.saved(products.length)}</p>
          <ul className={styles.grid} aria-label={words.items}>
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
  const { language, messages } = usePageLanguage();
  const { common, shop } = messages;
  const navigate = useNavigate();
  const name = productName(product, language);
  const label = stockText(stock, shop.stock);
  const soldOut = stock !== undefined && stock <= 0;
  return (
    <li className={styles.card} aria-label={name}>
      <Link className={styles.image} to={productPath(product.ProductName)} tabIndex={-1}>
        {image ? <img src={image} alt={name} width={400} height={400} loading="lazy" /> : null}
      </Link>
      <button
        type="button"
        className={styles.remove}
        aria-label={shop.card.unwish(name)}
        onClick={() => removeFromWishlist(product.id)}
      >
        <Icon icon={X} aria-hidden size={18} />
      </button>
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link to={productPath(product.ProductName)}>{name}</Link>
        </h2>
        <p className={styles.meta}>
          {product.Purity} {wordOf(common.metals, product.MetalType)}
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
          onClick={() => {
            // A ring stays on the wishlist: its page offers its sizes.
            if (moveToCartWithToast(stock === undefined ? product : { ...product, Stock: stock }) === 'choose-size') void navigate(productPath(product.ProductName));
          }}
        >
          <Icon icon={ShoppingBag} aria-hidden size={16} />
          {shop.wishlist.moveToCart}
        </button>
      </div>
    </li>
  );
}
