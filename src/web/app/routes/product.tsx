import { useEffect } from 'react';
import { data as withStatus, Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import SearchX from 'lucide-react/icons/search-x';
import { Skeleton } from '../../components/skeleton.tsx';
import { productPath } from '../../features/catalogue/api/products.ts';
import { ProductDetails } from '../../features/catalogue/components/product-details.tsx';
import { ProductGallery } from '../../features/catalogue/components/product-gallery.tsx';
import { ShopByCategory } from '../../features/catalogue/components/shop-by-category.tsx';
import { useProduct } from '../../features/catalogue/hooks/use-product.ts';
import type { Product } from '../../../shared/product.ts';
import { serverData } from '../server-data.ts';
import styles from './product.module.css';

const MISSING_NAME_MESSAGE = 'Product name not provided in URL';

/**
 * On the server, the product for the first paint (null: no such product). In the browser there
 * is no server data: the loader answers undefined and the page loads the product itself.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const server = context.get(serverData);
  if (!server || !params.name) return undefined;
  const product = await server.productByName(params.name);
  // An unknown name is still a friendly page, served with a 404 status.
  return withStatus<{ product: Product | null }>({ product }, { status: product ? 200 : 404 });
}

/** /product/{ProductName}: gallery, details, price, size, Add to Cart, Shop by Category. */
export function Component() {
  const { name } = useParams();
  const fromServer = useLoaderData<typeof loader>();
  const state = useProduct(name, fromServer?.product);

  useEffect(() => {
    if (!name) console.error(MISSING_NAME_MESSAGE);
  }, [name]);

  useEffect(() => {
    if (state.status === 'ready') document.title = `${state.product.ProductName} | Rajat Silver`;
  }, [state]);

  if (state.status === 'not-found' || state.status === 'error') {
    return (
      <main className={styles.missing}>
        <SearchX size={48} aria-hidden className={styles.missingIcon} />
        <h1>{state.status === 'error' ? 'This piece could not be loaded' : 'We could not find that piece'}</h1>
        <p>
          {state.status === 'error'
            ? state.message
            : name
              ? `Nothing in our collection is called “${name}”. It may have sold out or been renamed.`
              : 'No product was named in the link.'}
        </p>
        <div className={styles.missingActions}>
          <Link to="/" className={styles.primary}>
            <ArrowLeft size={18} aria-hidden /> Back to the shop
          </Link>
          <Link to="/home/rings" className={styles.secondary}>
            Browse rings
          </Link>
        </div>
        <ShopByCategory />
      </main>
    );
  }

  return (
    <main className={styles.page}>
      {state.status === 'loading' ? (
        <div className={styles.layout} aria-busy="true" aria-label="Loading the product">
          <Skeleton className={styles.loadingImage} />
          <div className={styles.loadingText}>
            <Skeleton className={styles.lineShort} />
            <Skeleton className={styles.lineTall} />
            <Skeleton className={styles.lineShort} />
            <Skeleton className={styles.block} />
          </div>
        </div>
      ) : (
        <>
          <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
            <Link to="/">Home</Link>
            <ChevronRight size={14} aria-hidden />
            <span>{state.product.Category}</span>
            <ChevronRight size={14} aria-hidden />
            <Link to={productPath(state.product)} aria-current="page">
              {state.product.ProductName}
            </Link>
          </nav>
          <div className={styles.layout}>
            <ProductGallery product={state.product} />
            <ProductDetails product={state.product} />
          </div>
          <ShopByCategory />
        </>
      )}
    </main>
  );
}
