import { SearchX } from 'lucide';
import { Icon } from '../../components/icon.tsx';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { LISTING_GROUPS, type ListingGroup } from '../../../shared/catalogue.ts';
import { failureOf, wordFailure, type Failure } from '../../lib/api.ts';
import { listingPath } from '../../lib/paths.ts';
import { LazyProductGrid as ProductGrid } from '../../features/catalogue/components/lazy-product-grid.tsx';
import { searchProducts, type SearchResults } from '../../features/search/api/search.ts';
import { useMessages } from '../../lib/language.tsx';
import { withPart } from '../../lib/words.tsx';
import common from './results.module.css';
import styles from './search.module.css';

/** The best matches shown: a page a phone renders quickly (refine the words for others). */
const RESULTS = 12;

type SearchData = { query: string; results: SearchResults | null; error: Failure | null };

/** /search?q=...: ranked results (misspellings corrected by the server). */
export async function loader({ request }: LoaderFunctionArgs): Promise<SearchData> {
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  if (!query) return { query, results: null, error: null };
  try {
    return { query, results: await searchProducts(query, RESULTS, request.signal), error: null };
  } catch (error) {
    if (request.signal.aborted) throw error;
    return { query, results: null, error: failureOf(error) };
  }
}

export function Component() {
  const { query, results, error } = useLoaderData<typeof loader>();
  const products = results?.products ?? [];
  const messages = useMessages();
  const { errors } = messages;
  const words = messages.shop.search;
  return (
    <main className={styles.search}>
      <header className={common.head}>
        <p className={common.eyebrow}>{words.eyebrow}</p>
        <h1 className={common.title}>{query ? words.resultsFor(query) : words.searchShop}</h1>
        {results?.correctedQuery ? (
          <p className={`${common.note} ${common.pill}`} role="note">
            {withPart(messages.common.searchBox.showingFor, <strong>‘{results.correctedQuery}’</strong>)}
          </p>
        ) : null}
        {results && products.length > 0 ? (
          <p className={common.count}>
            {products.length === RESULTS ? words.best(RESULTS) : messages.shop.count(products.length)}
          </p>
        ) : null}
      </header>

      {error ? (
        <p className={common.error} role="alert">
          {wordFailure(error, errors)}
        </p>
      ) : !query ? (
        <Browse intro={words.intro} />
      ) : products.length === 0 ? (
        <section className={common.empty} data-testid="search-empty">
          <Icon icon={SearchX} size={36} aria-hidden className={common.emptyIcon} />
          <h2 className={common.emptyTitle}>{words.noMatch(query)}</h2>
          <Browse intro={words.tryOther} />
        </section>
      ) : (
        <>
          {/* The cards' names are h3: this keeps the outline whole for screen readers. */}
          <h2 className="visually-hidden">{messages.shop.products}</h2>
          <ProductGrid products={products} />
        </>
      )}
    </main>
  );
}

function Browse({ intro }: { intro: string }) {
  const { shop } = useMessages();
  return (
    <div className={styles.browse}>
      <p className={common.lead}>{intro}</p>
      <ul className={`${common.links} ${styles.links}`}>
        {(Object.keys(LISTING_GROUPS) as ListingGroup[]).map((group) => (
          <li key={group}>
            <Link to={listingPath(group)} className={common.link}>
              {shop.groups[group]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
