import { SearchX } from 'lucide';
import { Icon } from '../../components/icon.tsx';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { ProductList } from '../../../shared/product.ts';
import { LISTING_PAGE_SIZE } from '../../../shared/catalogue.ts';
import { failureOf, wordFailure, type Failure } from '../../lib/api.ts';
import { fetchProducts } from '../../features/catalogue/api/products.ts';
import { LazyProductGrid as ProductGrid } from '../../features/catalogue/components/lazy-product-grid.tsx';
import { SortSelect } from '../../features/discovery/components/sort-select.tsx';
import {
  apiParams,
  describeView,
  groupTitle,
  isUnknownSlug,
  lastAsked,
  listingHref,
  readListingView,
  widerViews,
  type ListingView,
} from '../../features/discovery/listing-view.ts';
import { deferred } from '../../components/deferred.tsx';
import { useMessages } from '../../lib/language.tsx';
import styles from './listing.module.css';
import common from './results.module.css';

// The chips are links, so they work as such until their code has arrived, after the page is
// interactive (the server renders them in full).
const FilterBar = deferred(
  import.meta.glob<typeof import('../../features/discovery/components/filter-bar.tsx')>('@web/features/discovery/components/filter-bar.tsx'),
  'FilterBar',
);

type ListingData = { view: ListingView; page: ProductList | null; error: Failure | null };

/** The API answers at most 100 products a request: four pages at a time. */
const REQUEST_LIMIT = 4 * LISTING_PAGE_SIZE;

/**
 * The listing a URL names, with as many pages as it says (`?pages=`: Load more is a link to one
 * page more). Unknown groups and values never fail the screen.
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<ListingData> {
  const view = readListingView(params.group ?? '', new URL(request.url).searchParams);
  if (!import.meta.env.SSR) lastAsked.view = view;
  try {
    const wanted = view.pages * LISTING_PAGE_SIZE;
    const page: ProductList = { products: [], nextCursor: null };
    do {
      const next = await fetchProducts(apiParams(view, Math.min(wanted - page.products.length, REQUEST_LIMIT), page.nextCursor), request.signal);
      page.products.push(...next.products);
      page.nextCursor = next.nextCursor;
      page.total ??= next.total;
    } while (page.nextCursor && page.products.length < wanted);
    return { view, page, error: null };
  } catch (error) {
    if (request.signal.aborted) throw error;
    return { view, page: null, error: failureOf(error) };
  }
}

export function Component() {
  const { view, page, error } = useLoaderData<typeof loader>();
  const messages = useMessages();
  const { errors } = messages;
  const words = messages.shop.listing;
  const title = groupTitle(view, messages);
  return (
    <main className={styles.listing}>
      <header className={common.head}>
        <p className={common.eyebrow}>{words.eyebrow}</p>
        <h1 className={common.title}>{title}</h1>
        <p className={common.lead} data-testid="listing-summary">
          {describeView(view, messages)}
        </p>
        {isUnknownSlug(view) ? (
          <p className={common.note} role="note">
            {words.unknown(view.slug)}
          </p>
        ) : null}
        {view.ignored.length > 0 ? (
          <p className={common.note} role="note">
            {words.ignored(view.ignored)}
          </p>
        ) : null}
      </header>

      <FilterBar view={view} />

      {error || !page ? (
        <p className={common.error} role="alert">
          {error && wordFailure(error, errors)}
        </p>
      ) : (
        <Results view={view} page={page} />
      )}
    </main>
  );
}

function Results({ view, page }: { view: ListingView; page: ProductList }) {
  const { products, nextCursor } = page;
  const count = page.total ?? products.length;
  const messages = useMessages();
  const { shop } = messages;
  const words = shop.listing;

  return (
    <>
      <div className={styles.toolbar}>
        <p className={common.count} aria-live="polite">
          {shop.count(count)}
        </p>
        <SortSelect view={view} />
      </div>

      {products.length === 0 ? (
        <section className={common.empty} aria-labelledby="empty-title" data-testid="listing-empty">
          <Icon icon={SearchX} size={36} aria-hidden className={common.emptyIcon} />
          <h2 id="empty-title" className={common.emptyTitle}>
            {words.nothing}
          </h2>
          <p className={styles.emptyText}>{words.noMatch(groupTitle(view, messages))}</p>
          <ul className={`${common.links} ${styles.wider}`}>
            {widerViews(view, messages).map((wider) => (
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
          <h2 className="visually-hidden">{shop.products}</h2>
          <ProductGrid products={products} />
        </>
      )}

      {nextCursor ? (
        // A link: it works without JavaScript, and Back comes back to every piece loaded.
        <div className={styles.more}>
          <Link to={listingHref(view, { pages: view.pages + 1 })} className={styles.moreButton} preventScrollReset>
            {words.loadMore}
          </Link>
        </div>
      ) : products.length > 0 ? (
        <p className={styles.end}>{words.seenAll(products.length)}</p>
      ) : null}
    </>
  );
}
