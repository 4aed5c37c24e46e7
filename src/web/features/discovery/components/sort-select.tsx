import { ChevronDown } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { LISTING_SORTS, type ListingSort } from '../../../../shared/catalogue.ts';
import { FILTER_KEYS, lastAsked, listingHref, type ListingView } from '../listing-view.ts';
import { useMessages } from '../../../lib/language.tsx';
import styles from './sort-select.module.css';

/**
 * Sort by newest or price; the choice goes into the URL (`?sort=`). A form, so that it sorts
 * without JavaScript too (its button shows only then); with it, choosing is enough.
 */
export function SortSelect({ view }: { view: ListingView }) {
  const id = useId();
  const navigate = useNavigate();
  const { shop } = useMessages();
  return (
    // Sent to this page's own path: the fields make its query.
    <form className={styles.sort}>
      {FILTER_KEYS.map((key) => (view.filters[key] ? <input key={key} type="hidden" name={key} value={view.filters[key]} /> : null))}
      <label htmlFor={id} className={styles.label}>
        {shop.listing.sortBy}
      </label>
      <span className={styles.control}>
        <select
          id={id}
          name="sort"
          value={view.sort}
          onChange={(event) => void navigate(listingHref(lastAsked.view ?? view, { sort: event.target.value as ListingSort }), { preventScrollReset: true })}
        >
          {(Object.keys(LISTING_SORTS) as ListingSort[]).map((value) => (
            <option key={value} value={value}>
              {shop.sorts[value]}
            </option>
          ))}
        </select>
        <Icon icon={ChevronDown} size={16} aria-hidden />
      </span>
      <button type="submit" className={styles.apply}>
        {shop.listing.sort}
      </button>
    </form>
  );
}
