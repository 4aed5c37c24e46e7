import { ChevronDown } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { MENU_TREE, type MenuEntry } from '../../../../shared/catalogue.ts';
import { useMessages } from '../../../lib/language.tsx';
import { useEarlyTaps } from '../../../lib/early-taps.ts';
import { entryLabel, MenuSections } from './menu-sections.tsx';
import styles from './desktop-menu.module.css';

/**
 * The category menu above 500px: each entry opens its panel on hover, on click of its
 * chevron or label, and from the keyboard (Enter/Space/ArrowDown); Escape closes it.
 */
export function DesktopMenu({ entries = MENU_TREE }: { entries?: readonly MenuEntry[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const location = useLocation();
  const navRef = useRef<HTMLElement>(null);
  // An entry tapped open before this code arrived opens now (decision 045).
  useEarlyTaps(navRef);
  const words = useMessages();
  const { menu } = words.common;
  const [lastLocation, setLastLocation] = useState(location);
  if (lastLocation !== location) {
    setLastLocation(location);
    setOpen(null);
  }

  useEffect(() => {
    if (open === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (event.key === 'Escape' && open === index) {
      setOpen(null);
      event.currentTarget.querySelector<HTMLButtonElement>('button')?.focus();
    }
  };

  return (
    <nav className={styles.nav} aria-label={menu.categories} ref={navRef} data-early-taps>
      <ul className={styles.list}>
        {entries.map((entry, index) => {
          const isOpen = open === index;
          const panelId = `menu-panel-${index}`;
          const label = entryLabel(words, entry);
          return (
            <li
              key={entry.key}
              className={styles.item}
              data-open={isOpen}
              onMouseEnter={() => setOpen(index)}
              onMouseLeave={() => setOpen((current) => (current === index ? null : current))}
              onKeyDown={(event) => onKeyDown(event, index)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                  setOpen((current) => (current === index ? null : current));
                }
              }}
            >
              <div className={styles.top}>
                {entry.to ? (
                  <Link to={entry.to} className={styles.label}>
                    {label}
                  </Link>
                ) : null}
                <button
                  type="button"
                  className={entry.to ? styles.chevronOnly : styles.label}
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  aria-label={entry.to ? menu.entryMenu(label) : undefined}
                  onClick={() => setOpen(isOpen ? null : index)}
                  onKeyDown={(event) => {
                    if (event.key === 'ArrowDown') {
                      event.preventDefault();
                      setOpen(index);
                      requestAnimationFrame(() => document.getElementById(panelId)?.querySelector('a')?.focus());
                    }
                  }}
                >
                  {entry.to ? null : label}
                  <Icon icon={ChevronDown} size={14} aria-hidden className={styles.chevron} />
                </button>
              </div>
              <div id={panelId} className={styles.panel} data-wide={entry.sections.length > 1} hidden={!isOpen}>
                <div className={styles.panelInner}>
                  <MenuSections entry={entry} classes={styles} />
                  {entry.to ? (
                    <Link to={entry.to} className={styles.viewAll}>
                      {menu.viewAll(label)}
                    </Link>
                  ) : null}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
