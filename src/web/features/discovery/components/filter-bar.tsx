import { Check, X } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { LISTING_GROUPS, type ListingGroup } from '../../../../shared/catalogue.ts';
import { FILTER_KEYS, FILTER_OPTIONS, labelOf, listingHref, ALL_SLUG, type ListingView } from '../listing-view.ts';
import { useMessages } from '../../../lib/language.tsx';
import styles from './filter-bar.module.css';

/**
 * The listing's filters as chips. Every chip is a link, so the URL always says what is shown
 * and a filtered view can be shared: a chip adds its filter (replacing another value of the
 * same kind); an active chip removes it.
 */
export function FilterBar({ view }: { view: ListingView }) {
  const active = FILTER_KEYS.filter((key) => view.filters[key]);
  const bar = useRef<HTMLDivElement>(null);
  const messages = useMessages();
  const { common, shop } = messages;
  const words = shop.listing;
  // On a phone the categories and each kind's chips scroll sideways: the chosen ones are
  // brought into their row's view (only the row scrolls, never the page).
  useLayoutEffect(() => {
    for (const chosen of bar.current!.querySelectorAll('[aria-current]')) {
      chosen.scrollIntoView({ block: 'nearest', inline: 'nearest', container: 'nearest' } as ScrollIntoViewOptions);
    }
  }, [view]);
  return (
    <div className={styles.bar} ref={bar}>
      <nav aria-label={words.byCategory} className={styles.categories}>
        {[...(Object.keys(LISTING_GROUPS) as ListingGroup[]), null].map((group) => {
          const current = view.group === group;
          return (
            <Link
              key={group ?? ALL_SLUG}
              to={listingHref(view, { slug: group ?? ALL_SLUG })}
              className={styles.category}
              aria-current={current ? 'page' : undefined}
            >
              {group ? shop.groups[group] : shop.allJewellery}
            </Link>
          );
        })}
      </nav>

      <div className={styles.groups} role="group" aria-label={words.filters}>
        {FILTER_KEYS.map((key) => (
          <div key={key} className={styles.group}>
            <span className={styles.groupTitle} id={`filter-${key}`}>
              {common.filters[key].title}
            </span>
            <ul className={styles.chips} aria-labelledby={`filter-${key}`}>
              {FILTER_OPTIONS[key].map((value) => {
                const on = view.filters[key] === value;
                const label = labelOf(key, value, messages);
                return (
                  <li key={value}>
                    <Link
                      to={listingHref(view, { [key]: on ? undefined : value })}
                      className={styles.chip}
                      aria-current={on ? 'true' : undefined}
                      aria-label={on ? words.unchoose(label) : words.choose(common.filters[key].title, label)}
                      preventScrollReset
                    >
                      {on ? <Icon icon={Check} size={14} aria-hidden /> : null}
                      {label}
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
          <span className={styles.groupTitle}>{words.filteredBy}</span>
          <ul className={styles.chips} aria-label={words.active}>
            {active.map((key) => (
              <li key={key}>
                <Link
                  to={listingHref(view, { [key]: undefined })}
                  className={`${styles.chip} ${styles.removable}`}
                  aria-label={words.remove(common.filters[key].title, labelOf(key, view.filters[key]!, messages))}
                  preventScrollReset
                >
                  {labelOf(key, view.filters[key]!, messages)}
                  <Icon icon={X} size={14} aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
          {active.length > 1 ? (
            <Link to={listingHref({ ...view, filters: {} })} className={styles.clear} preventScrollReset>
              {words.clear}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
