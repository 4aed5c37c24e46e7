import { ArrowLeft, SearchX } from 'lucide';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon.tsx';
import { ShopByCategory } from './shop-by-category.tsx';
import styles from './product-missing.module.css';

/** The product page when no product has that name (or it could not be loaded): ways back into the shop. */
export function ProductMissing({ name, error }: { name: string | undefined; error: string | null }) {
  return (
    <main className={styles.missing}>
      <Icon icon={SearchX} size={48} aria-hidden className={styles.missingIcon} />
      <h1>{error !== null ? 'This piece could not be loaded' : 'We could not find that piece'}</h1>
      <p>
        {error !== null
          ? error
          : name
            ? `Nothing in our collection is called “${name}”. It may have sold out or been renamed.`
            : 'No product was named in the link.'}
      </p>
      <div className={styles.missingActions}>
        <Link to="/" className={styles.primary}>
          <Icon icon={ArrowLeft} size={18} aria-hidden /> Back to the shop
        </Link>
        <Link to="/home/rings" className={styles.secondary}>
          Browse rings
        </Link>
      </div>
      <ShopByCategory />
    </main>
  );
}
