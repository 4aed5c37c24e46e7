import { ArrowRight } from 'lucide';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { Carousel } from '../../components/carousel.tsx';
import { LazyProductGrid as ProductGrid } from '../../features/catalogue/components/lazy-product-grid.tsx';
import { fetchProducts } from '../../features/catalogue/api/products.ts';
import { failureOf, wordFailure, type Failure } from '../../lib/api.ts';
import type { ProductList } from '../../../shared/product.ts';
import { deferred } from '../../components/deferred.tsx';
import { Icon } from '../../components/icon.tsx';
import { usePreloadImage } from '../../components/page-preloads.tsx';
import { usePageLanguage } from '../../lib/language.tsx';
import { homeImage } from '../home-images.ts';
import styles from './home.module.css';

/** Phones only, and only switches its highlight: its code arrives after the page is interactive. */
// Static sections: the server's markup stays, and their code comes after the page's.
const HomePromises = deferred(import.meta.glob<typeof import('../home-sections.tsx')>('@web/app/home-sections.tsx'), 'HomePromises');
const EssentialsForYou = deferred(import.meta.glob<typeof import('../home-sections.tsx')>('@web/app/home-sections.tsx'), 'EssentialsForYou');
const BottomNav = deferred(
  import.meta.glob<typeof import('../../features/navigation/components/bottom-nav.tsx')>('@web/features/navigation/components/bottom-nav.tsx'),
  'BottomNav',
);

/** The banners (each language's copy: home-images.ts); their alt texts are the page's words (shop.home.banners, in this order). */
const BANNERS = [
  { image: 'banner-1', to: '/home/necklaces&Pendants' },
  { image: 'banner-2', to: '/home/rings' },
  { image: 'banner-3', to: '/home/earrings' },
] as const;


/** The newest pieces on the home page; the grid ends with a link to the full listing when there are more. */
export const HOME_PRODUCTS = 12;

export async function loader({ request }: LoaderFunctionArgs): Promise<{ list: ProductList | null; error: Failure | null }> {
  try {
    return { list: await fetchProducts({ limit: String(HOME_PRODUCTS) }, request.signal), error: null };
  } catch (error) {
    if (request.signal.aborted) throw error;
    return { list: null, error: failureOf(error, 'Something went wrong.') };
  }
}

/** Home: banner, the newest products (in the server's HTML), 'Essential For You', bottom bar on phones. */
export function Component() {
  const { list, error } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const { language, messages } = usePageLanguage();
  const { errors } = messages;
  const words = messages.shop.home;
  // The first banner is the page's largest paint: the phone's or the wide one.
  usePreloadImage({ href: homeImage(`${BANNERS[0].image}-phone`, language), media: '(max-width: 500px)' });
  usePreloadImage({ href: homeImage(BANNERS[0].image, language), media: '(min-width: 501px)' });
  return (
    <main className={styles.home}>
      <h1 className="visually-hidden">{words.title}</h1>
      <div className={styles.banner}>
        <Carousel label={words.featured} controls>
          {BANNERS.map((banner, index) => (
            <Link key={banner.image} to={banner.to} className={styles.bannerLink}>
              <picture>
                <source media="(max-width: 500px)" srcSet={homeImage(`${banner.image}-phone`, language)} />
                <img
                  src={homeImage(banner.image, language)}
                  alt={words.banners[index]}
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

      <HomePromises />

      <section className={styles.section} aria-labelledby="collection-title">
        <header className={styles.sectionHead}>
          <p className={styles.eyebrow}>{words.newArrivals}</p>
          <h2 id="collection-title" className={styles.title}>
            {words.collection}
          </h2>
          <p className={styles.subtitle}>{words.subtitle}</p>
        </header>
        {error !== null ? (
          <div className={styles.problem} role="alert">
            <p>
              {words.notLoaded} {wordFailure(error, errors)}
            </p>
            <button type="button" onClick={() => void revalidator.revalidate()} disabled={revalidator.state === 'loading'}>
              {words.tryAgain}
            </button>
          </div>
        ) : list && list.products.length > 0 ? (
          <>
            <ProductGrid products={list.products} />
            {list.nextCursor ? (
              <Link to="/home/all" className={styles.seeAll}>
                {words.seeAll} <Icon icon={ArrowRight} size={16} />
              </Link>
            ) : null}
          </>
        ) : (
          <p className={styles.problem}>{words.comingSoon}</p>
        )}
      </section>

      <EssentialsForYou />
      <BottomNav />
    </main>
  );
}
