import { Link } from 'react-router';
import { useMessages } from '../../../lib/language.tsx';
import styles from './shop-by-category.module.css';

/** The 'Shop by Category' strip: each tile leads to its listing, or to search where none exists. */
export const SHOP_BY_CATEGORY = [
  { to: '/home/necklaces&Pendants', image: 'necklaces' },
  { to: '/home/earrings', image: 'earrings' },
  { to: '/home/bracelets', image: 'bracelets' },
  { to: '/home/necklaces&Pendants', image: 'pendants' },
  { to: '/search?q=choker', image: 'chokers' },
  { to: '/search?q=chain', image: 'chains' },
] as const;

export function ShopByCategory() {
  const words = useMessages().shop.shopByCategory;
  return (
    <section className={styles.strip} aria-labelledby="shop-by-category">
      <h2 id="shop-by-category" className={styles.title}>
        {words.title}
      </h2>
      <ul className={styles.list}>
        {SHOP_BY_CATEGORY.map((category) => (
          <li key={category.image}>
            <Link to={category.to} className={styles.tile}>
              <img src={`/images/categories/${category.image}.svg`} alt="" width={400} height={400} loading="lazy" />
              <span>{words.tiles[category.image]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
