import { ArrowLeft, SearchX } from 'lucide';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon.tsx';
import { ShopByCategory } from './shop-by-category.tsx';
import { useMessages } from '../../../lib/language.tsx';
import styles from './product-missing.module.css';

/** The product page when no product has that name (or it could not be loaded): ways back into the shop. */
export function ProductMissing({ name, error }: { name: string | undefined; error: string | null }) {
  const words = useMessages().shop.missing;
  return (
    <main className={styles.missing}>
      <Icon icon={SearchX} size={48} aria-hidden className={styles.missingIcon} />
      <h1>{error !== null ? words.notLoaded : words.notFound}</h1>
      <p>
        {error !== null
          ? error
          : name
            ? words.noSuch(name)
            : words.noName}
      </p>
      <div className={styles.missingActions}>
        <Link to="/" className={styles.primary}>
          <Icon icon={ArrowLeft} size={18} aria-hidden /> {words.back}
        </Link>
        <Link to="/home/rings" className={styles.secondary}>
          {words.browseRings}
        </Link>
      </div>
      <ShopByCategory />
    </main>
  );
}
