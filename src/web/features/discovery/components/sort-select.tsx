import { ChevronDown } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { LISTING_SORTS, type ListingSort } from '../../../../shared/catalogue.ts';
import { lastAsked, listingHref, type ListingView } from '../listing-view.ts';
import styles from './sort-select.module.css';

/** Sort by newest or price; the choice goes into the URL (`?sort=`). */
export function SortSelect({ view }: { view: ListingView }) {
  const id = useId();
  const navigate = useNavigate();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.label}>
        Sort by
      </label>
      <span className={styles.control}>
        <select
          id={id}
          value={view.sort}
          onChange={(event) => void navigate(listingHref(lastAsked.view ?? view, { sort: event.target.value as ListingSort }), { preventScrollReset: true })}
        >
          {Object.entries(LISTING_SORTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <Icon icon={ChevronDown} size={16} aria-hidden />
      </span>
    </div>
  );
}
