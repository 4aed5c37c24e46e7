import { Link } from 'react-router';
import ArrowRight from 'lucide-react/icons/arrow-right';
import BadgeCheck from 'lucide-react/icons/badge-check';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Truck from 'lucide-react/icons/truck';
import { Carousel } from '../../components/carousel.tsx';
import { ProductGrid, ProductGridSkeleton } from '../../features/catalogue/components/product-grid.tsx';
import { useProducts } from '../../features/catalogue/hooks/use-products.ts';
import { BottomNav } from '../../features/navigation/components/bottom-nav.tsx';
import styles from './home.module.css';

const BANNERS = [
  { image: 'banner-1', to: '/home/necklaces&Pendants', alt: 'The Festive Edit: silver necklaces and pendants, 29% off the per-gram metal price' },
  { image: 'banner-2', to: '/home/rings', alt: 'Rings made to be worn forever, in sizes 2.2 to 2.12' },
  { image: 'banner-3', to: '/home/earrings', alt: 'Cuttack filigree earrings, with free shipping across India' },
] as const;

const PROMISES = [
  { Icon: BadgeCheck, title: 'BIS hallmarked', text: '925 sterling silver' },
  { Icon: Truck, title: 'Free shipping', text: 'Across India' },
  { Icon: RotateCcw, title: '15-day returns', text: 'No questions asked' },
  { Icon: ShieldCheck, title: '6-month warranty', text: 'On every piece' },
] as const;

/** Home: banner, the product grid (loaded on mount), 'Essential For You', bottom bar on phones. */
export function Component() {
  const products = useProducts();
  return (
    <main className={styles.home}>
      <h1 className="visually-hidden">Rajat Silver: silver and metal jewellery from Cuttack</h1>
      <div className={styles.banner}>
        <Carousel label="Featured collections" controls>
          {BANNERS.map((banner, index) => (
            <Link key={banner.image} to={banner.to} className={styles.bannerLink}>
              <picture>
                <source media="(max-width: 500px)" srcSet={`/images/${banner.image}-phone.svg`} />
                <img
                  src={`/images/${banner.image}.svg`}
                  alt={banner.alt}
                  width={1600}
                  height={600}
                  className={styles.bannerImage}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                />
              </picture>
            </Link>
          ))}
        </Carousel>
      </div>

      <ul className={styles.promises} aria-label="Our promises">
        {PROMISES.map(({ Icon, title, text }) => (
          <li key={title}>
            <Icon size={22} aria-hidden />
            <span>
              <strong>{title}</strong>
              <small>{text}</small>
            </span>
          </li>
        ))}
      </ul>

      <section className={styles.section} aria-labelledby="collection-title">
        <header className={styles.sectionHead}>
          <p className={styles.eyebrow}>New arrivals</p>
          <h2 id="collection-title" className={styles.title}>
            Our Collection
          </h2>
          <p className={styles.subtitle}>Hallmarked silver and gold, handcrafted in Cuttack and priced by the gram.</p>
        </header>
        {products.status === 'loading' ? <ProductGridSkeleton /> : null}
        {products.status === 'error' ? (
          <div className={styles.problem} role="alert">
            <p>We could not load the collection. {products.message}</p>
            <button type="button" onClick={products.retry}>
              Try again
            </button>
          </div>
        ) : null}
        {products.status === 'ready' ? (
          products.products.length > 0 ? (
            <ProductGrid products={products.products} />
          ) : (
            <p className={styles.problem}>New pieces are on their way. Please check back soon.</p>
          )
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby="essentials-title">
        <header className={styles.sectionHead}>
          <p className={styles.eyebrow}>Curated</p>
          <h2 id="essentials-title" className={styles.title}>
            Essential For You
          </h2>
        </header>
        <div className={styles.essentials}>
          <Link to="/home/bracelets" className={styles.essential}>
            <img
              src="/images/essential-1.svg"
              alt="Everyday essentials: silver kadas and bangles, made to stack"
              width={1200}
              height={800}
              loading="lazy"
            />
            <span className={styles.essentialCta}>
              Shop bracelets &amp; bangles <ArrowRight size={16} aria-hidden />
            </span>
          </Link>
          <Link to="/home/earrings?price=u1500" className={styles.essential}>
            <img
              src="/images/essential-2.svg"
              alt="Gifts under ₹1,500: silver studs and jhumkas, gift-boxed"
              width={1200}
              height={800}
              loading="lazy"
            />
            <span className={styles.essentialCta}>
              Shop earrings under ₹1,500 <ArrowRight size={16} aria-hidden />
            </span>
          </Link>
        </div>
      </section>
      <BottomNav />
    </main>
  );
}
