import { Link } from 'react-router';
import styles from './shop-by-category.module.css';

/** The 'Shop by Category' strip: each tile leads to its listing, or to search where none exists. */
export const SHOP_BY_CATEGORY = [
  { label: 'Necklaces', to: '/home/necklaces&Pendants', image: 'necklaces' },
  { label: 'Earrings', to: '/home/earrings', image: 'earrings' },
  { label: 'Bracelets', to: '/home/bracelets', image: 'bracelets' },
  { label: 'Pendants', to: '/home/necklaces&Pendants', image: 'pendants' },
  { label: 'Chokers', to: '/search?q=choker', image: 'chokers' },
  { label: 'Chains', to: '/search?q=chain', image: 'chains' },
] as const;

export function ShopByCategory() {
  return (
    <section className={styles.strip} aria-labelledby="shop-by-category">
      <h2 id="shop-by-category" className={styles.title}>
        Shop by Category
      </h2>
      <ul className={styles.list}>
        {SHOP_BY_CATEGORY.map((category) => (
          <li key={category.label}>
            <Link to={category.to} className={styles.tile}>
              <img src={`/images/categories/${category.image}.svg`} alt="" width={400} height={400} loading="lazy" />
              <span>{category.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
