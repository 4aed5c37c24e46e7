import { useState } from 'react';
import Clock from 'lucide-react/icons/clock';
import Heart from 'lucide-react/icons/heart';
import MapPin from 'lucide-react/icons/map-pin';
import styles from './bottom-nav.module.css';

export const BOTTOM_TABS = [
  { label: 'Recents', Icon: Clock },
  { label: 'Favorites', Icon: Heart },
  { label: 'Nearby', Icon: MapPin },
] as const;

/** The home page's bar at 500px and narrower: its tabs only switch the highlight. */
export function BottomNav() {
  const [active, setActive] = useState(0);
  return (
    <nav className={styles.bar} aria-label="Quick tabs" data-bottom-bar>
      {BOTTOM_TABS.map(({ label, Icon }, index) => (
        <button
          key={label}
          type="button"
          className={styles.tab}
          aria-pressed={index === active}
          onClick={() => setActive(index)}
        >
          <Icon size={22} aria-hidden />
          <span>{label}</span>
        </button>
      ))}
    </nav>
  );
}
