import { SearchX } from 'lucide';
import { Icon } from '../../components/icon.tsx';
import { useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { Product, ProductList } from '../../../shared/product.ts';
import { messageOf } from '../../lib/api.ts';
import { fetchProducts } from '../../features/catalogue/api/products.ts';
import { LazyProductGrid as ProductGrid } from '../../features/catalogue/components/lazy-product-grid.tsx';
import { FilterBar } from '../../features/discovery/components/filter-bar.tsx';
import { SortSelect } from '../../features/discovery/components/sort-select.tsx';
import {
  apiParams,
  describeView,
  groupTitle,
  isUnknownSlug,
  lastAsked,
  readListingView,
  widerViews,
  type ListingView,
} from '../../features/discovery/listing-view.ts';
import styles from './listing.module.css';
import common from './results.module.css';

type ListingData = { view: ListingView; page: ProductList | null; error: string | null };

/** The first page of /home/{group}?filters. Unknown groups and values never fail the screen. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<ListingData> {
  const view = readListingView(params.group ?? '', new URL(request.url).searchParams);
  if (!import.meta.env.SSR) lastAsked.view = view;
  try {
    return { view, page: await fetchProducts(apiParams(view), request.signal), error: null };
  } catch (error) {
    if (request.signal.aborted) throw error;
    return { view, page: null, error: messageOf(error) };
  }
}

export function Component() {
  const { view, page, error } = useLoaderData<typeof loader>();
  const title = groupTitle(view);
  return (
    <main className={styles.listing}>
      <header className={common.head}>
        <p className={common.eyebrow}>Shop</p>
        <h1 className={common.title}>{title}</h1>
        <p className={common.lead} data-testid="listing-summary">
          {describeView(view)}
        </p>
        {isUnknownSlug(view) ? (
          <p className={common.note} role="note">
            We have no category called ‘{view.slug}’, so here is all our jewellery.
          </p>
        ) : null}
        {view.ignored.length > 0 ? (
          <p className={common.note} role="note">
            We did not recognise {view.ignored.map((item) => `‘${item}’`).join(', ')} and left {view.ignored.length > 1 ? 'them' : 'it'} out.
          </p>
        ) : null}
      </header>

      <FilterBar view={view} />

      {error || !page ? (
        <p className={common.error} role="alert">
          {error}
        </p>
      ) : (
        // A new URL is a new listing: its pages start again.
        <Results key={JSON.stringify(view)} view={view} first={page} />
      )}
    </main>
  );
}

function Results({ view, first }: { view: ListingView; first: ProductList }) {
  const [products, setProducts] = useState<Product[]>(first.products);
  const [cursor, setCursor] = useState(first.nextCursor);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const loadMore = async () => {
    if (!cursor) return;
    setLoading(true);
    setError(null);
    try {
      const next = await fetchProducts(apiParams(view, cursor));
      setProducts((shown) => [...shown, ...next.products.filter((product) => !shown.some((s) => s.id === product.id))]);
      setCursor(next.nextCursor);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <div className={styles.toolbar}>
        <p className={common.count} aria-live="polite">
          {products.length === 0
            ? 'No products'
            : `${products.length}${cursor ? '+' : ''} ${products.length === 1 ? 'product' : 'products'}`}
        </p>
        <SortSelect view={view} />
      </div>

      {products.length === 0 ? (
        <section className={common.empty} aria-labelledby="empty-title" data-testid="listing-empty">
          <Icon icon={SearchX} size={36} aria-hidden className={common.emptyIcon} />
          <h2 id="empty-title" className={common.emptyTitle}>
            Nothing here yet
          </h2>
          <p className={styles.emptyText}>No {groupTitle(view).toLowerCase()} match these filters. Try a wider view:</p>
          <ul className={`${common.links} ${styles.wider}`}>
            {widerViews(view).map((wider) => (
              <li key={wider.href}>
                <Link to={wider.href} className={common.link}>
                  {wider.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <>
          {/* The cards' names are h3: this keeps the outline whole for screen readers. */}
          <h2 className="visually-hidden">Products</h2>
          <ProductGrid products={products} />
        </>
      )}

      {cursor ? (
        <div className={styles.more}>
          <button type="button" className={styles.moreButton} onClick={() => void loadMore()} disabled={loading} aria-busy={loading}>
            {loading ? 'Loading…' : 'Load more'}
          </button>
          {error ? (
            <p className={common.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ) : products.length > 0 ? (
        <p className={styles.end}>You have seen all {products.length === 1 ? 'of it' : `${products.length} pieces`}.</p>
      ) : null}
    </>
  );
}
