import { Check, X } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { LISTING_GROUPS, type ListingGroup } from '../../../../shared/catalogue.ts';
import { FILTER_KEYS, FILTER_OPTIONS, labelOf, listingHref, ALL_SLUG, type ListingView } from '../listing-view.ts';
import styles from './filter-bar.module.css';

/**
 * The listing's filters as chips. Every chip is a link, so the URL always says what is shown
 * and a filtered view can be shared: a chip adds its filter (replacing another value of the
 * same kind); an active chip removes it.
 */
export function FilterBar({ view }: { view: ListingView }) {
  const active = FILTER_KEYS.filter((key) => view.filters[key]);
  const bar = useRef<HTMLDivElement>(null);
  // On a phone the categories and each kind's chips scroll sideways: the chosen ones are
  // brought into their row's view (only the row scrolls, never the page).
  useLayoutEffect(() => {
    for (const chosen of bar.current!.querySelectorAll('[aria-current]')) {
      chosen.scrollIntoView({ block: 'nearest', inline: 'nearest', container: 'nearest' } as ScrollIntoViewOptions);
    }
  }, [view]);
  return (
    <div className={styles.bar} ref={bar}>
      <nav aria-label="Shop by category" className={styles.categories}>
        {[...(Object.keys(LISTING_GROUPS) as ListingGroup[]), null].map((group) => {
          const current = view.group === group;
          return (
            <Link
              key={group ?? ALL_SLUG}
              to={listingHref(view, { slug: group ?? ALL_SLUG })}
              className={styles.category}
              aria-current={current ? 'page' : undefined}
            >
              {group ? LISTING_GROUPS[group].title : 'All jewellery'}
            </Link>
          );
        })}
      </nav>

      <div className={styles.groups} role="group" aria-label="Filters">
        {FILTER_KEYS.map((key) => (
          <div key={key} className={styles.group}>
            <span className={styles.groupTitle} id={`filter-${key}`}>
              {FILTER_OPTIONS[key].title}
            </span>
            <ul className={styles.chips} aria-labelledby={`filter-${key}`}>
              {FILTER_OPTIONS[key].options.map((option) => {
                const on = view.filters[key] === option.value;
                return (
                  <li key={option.value}>
                    <Link
                      to={listingHref(view, { [key]: on ? undefined : option.value })}
                      className={styles.chip}
                      aria-current={on ? 'true' : undefined}
                      aria-label={on ? `${option.label}: remove this filter` : `${FILTER_OPTIONS[key].title}: ${option.label}`}
                      preventScrollReset
                    >
                      {on ? <Icon icon={Check} size={14} aria-hidden /> : null}
                      {option.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>

      {active.length > 0 ? (
        <div className={styles.active}>
          <span className={styles.groupTitle}>Filtered by</span>
          <ul className={styles.chips} aria-label="Active filters">
            {active.map((key) => (
              <li key={key}>
                <Link
                  to={listingHref(view, { [key]: undefined })}
                  className={`${styles.chip} ${styles.removable}`}
                  aria-label={`Remove filter ${FILTER_OPTIONS[key].title}: ${labelOf(key, view.filters[key]!)}`}
                  preventScrollReset
                >
                  {labelOf(key, view.filters[key]!)}
                  <Icon icon={X} size={14} aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
          {active.length > 1 ? (
            <Link to={listingHref({ ...view, filters: {} })} className={styles.clear} preventScrollReset>
              Clear all
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
