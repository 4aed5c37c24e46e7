import { Clock, Heart, MapPin } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { useState } from 'react';
import { useMessages } from '../../../lib/language.tsx';
import styles from './bottom-nav.module.css';

export const BOTTOM_TABS = [
  { key: 'recents', icon: Clock },
  { key: 'favorites', icon: Heart },
  { key: 'nearby', icon: MapPin },
] as const;

/** The home page's bar at 500px and narrower: its tabs only switch the highlight. */
export function BottomNav() {
  const [active, setActive] = useState(0);
  const { tabs } = useMessages().common;
  return (
    <nav className={styles.bar} aria-label={tabs.label} data-bottom-bar>
      {BOTTOM_TABS.map(({ key, icon }, index) => (
        <button
          key={key}
          type="button"
          className={styles.tab}
          aria-pressed={index === active}
          onClick={() => setActive(index)}
        >
          <Icon icon={icon} size={22} />
          <span>{tabs[key]}</span>
        </button>
      ))}
    </nav>
  );
}
