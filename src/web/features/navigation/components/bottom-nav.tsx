import { Clock, Heart, MapPin } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { useState } from 'react';
import styles from './bottom-nav.module.css';

export const BOTTOM_TABS = [
  { label: 'Recents', icon: Clock },
  { label: 'Favorites', icon: Heart },
  { label: 'Nearby', icon: MapPin },
] as const;

/** The home page's bar at 500px and narrower: its tabs only switch the highlight. */
export function BottomNav() {
  const [active, setActive] = useState(0);
  return (
    <nav className={styles.bar} aria-label="Quick tabs" data-bottom-bar>
      {BOTTOM_TABS.map(({ label, icon }, index) => (
        <button
          key={label}
          type="button"
          className={styles.tab}
          aria-pressed={index === active}
          onClick={() => setActive(index)}
        >
          <Icon icon={icon} size={22} />
          <span>{label}</span>
        </button>
      ))}
    </nav>
  );
}
