import { ChevronRight } from 'lucide';
import { Icon } from '../../components/icon.tsx';
import { useEffect } from 'react';
import { data as withStatus, Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { fetchProductByName } from '../../features/catalogue/api/products.ts';
import { listingPath, productPath } from '../../lib/paths.ts';
import { ProductDetails } from '../../features/catalogue/components/product-details.tsx';
import { ProductGallery } from '../../features/catalogue/components/product-gallery.tsx';
import { ApiError, failureOf, wordFailure, type Failure } from '../../lib/api.ts';
import { deferred } from '../../components/deferred.tsx';
import type { Product } from '../../../shared/product.ts';
import type { DeliveryAnswer } from '../../../shared/delivery.ts';
import { productName } from '../../../shared/product-wire.ts';
import { useMessages, usePageLanguage } from '../../lib/language.tsx';
import { wordOf } from '../../lib/words.tsx';
import styles from './product.module.css';

// Below the fold, or shown for a missing product only: their code comes after the page's own.
const ShopByCategory = deferred(
  import.meta.glob<typeof import('../../features/catalogue/components/shop-by-category.tsx')>('@web/features/catalogue/components/shop-by-category.tsx'),
  'ShopByCategory',
);
const ProductMissing = deferred(
  import.meta.glob<typeof import('../../features/catalogue/components/product-missing.tsx')>('@web/features/catalogue/components/product-missing.tsx'),
  'ProductMissing',
);

// The delivery date for the remembered PIN (decision 037): rendered by the server, its code and words loaded after.
const DeliveryLine = deferred(
  import.meta.glob<typeof import('../../features/delivery/components/delivery-line.tsx')>('@web/features/delivery/components/delivery-line.tsx'),
  'DeliveryLine',
);

const MISSING_NAME_MESSAGE = 'Product name not provided in URL';

type ProductData = { product: Product | null; error: Failure | null; delivery?: DeliveryAnswer | null };

/** The product named in the URL; an unknown name is still a friendly page, with a 404 status. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  if (!params.name) return withStatus<ProductData>({ product: null, error: null }, { status: 404 });
  try {
    const [product, delivery] = await Promise.all([
      fetchProductByName(params.name, request.signal),
      import('../../lib/delivery.ts').then((module) => module.rememberedDelivery(request)),
    ]);
    return { product, error: null, delivery } satisfies ProductData;
  } catch (error) {
    if (request.signal.aborted) throw error;
    if (error instanceof ApiError && error.status === 404) return withStatus<ProductData>({ product: null, error: null }, { status: 404 });
    return { product: null, error: failureOf(error, 'Something went wrong.') } satisfies ProductData;
  }
}

/** /product/{ProductName}: gallery, details, price, size, Add to Cart, Shop by Category. */
export function Component() {
  const { name } = useParams();
  const { product, error, delivery } = useLoaderData<ProductData>();
  const { language, messages } = usePageLanguage();
  const words = messages.shop.product;
  const shownName = product ? productName(product, language) : undefined;

  useEffect(() => {
    if (!name) console.error(MISSING_NAME_MESSAGE);
  }, [name]);

  useEffect(() => {
    if (shownName) document.title = words.title(shownName);
  }, [shownName, words]);

  if (!product) return <ProductMissing name={name} error={error && wordFailure(error, messages.errors)} />;

  return (
    <main className={styles.page}>
      <nav aria-label={words.breadcrumb} className={styles.breadcrumb}>
        <Link to="/">{words.home}</Link>
        <Icon icon={ChevronRight} size={14} aria-hidden />
        <CategoryCrumb category={product.Category} />
        <Icon icon={ChevronRight} size={14} aria-hidden />
        <Link to={productPath(product.ProductName)} aria-current="page">
          {shownName}
        </Link>
      </nav>
      <div className={styles.layout}>
        <ProductGallery product={product} />
        <ProductDetails product={product} delivery={<DeliveryLine answer={delivery ?? null} />} />
      </div>
      <ShopByCategory />
    </main>
  );
}

/**
 * The listing that holds each product category (shared/catalogue.ts's LISTING_GROUPS read the
 * other way round; a unit test keeps them the same): this screen's first script has no room for
 * the menus' tree.
 */
const LISTING_OF_CATEGORY: Record<string, string> = {
  Ring: 'rings',
  Necklace: 'necklaces&Pendants',
  Pendant: 'necklaces&Pendants',
  Bracelet: 'bracelets',
  Bangle: 'bracelets',
  Earring: 'earrings',
};

/** The listing of a product's category (the breadcrumb's link), or null for one no listing holds. */
export function categoryPath(category: string): string | null {
  // Own keys only: a category named 'constructor' is no listing (shared/own-keys.ts says why).
  return Object.hasOwn(LISTING_OF_CATEGORY, category) ? listingPath(LISTING_OF_CATEGORY[category]!) : null;
}

/** The product's category, linking to its listing (a category the shop does not list stays words). */
function CategoryCrumb({ category }: { category: string }) {
  const listing = categoryPath(category);
  const word = wordOf(useMessages().common.categories, category);
  return listing ? <Link to={listing}>{word}</Link> : <span>{word}</span>;
}
