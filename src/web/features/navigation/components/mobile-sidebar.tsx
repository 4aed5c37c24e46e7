import { ChevronDown, Heart, ShoppingBag, X } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { MENU_TREE, type MenuEntry } from '../../../../shared/catalogue.ts';
import { useScrollLock } from '../hooks/use-scroll-lock.ts';
import { Logo } from './logo.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { useMessages } from '../../../lib/language.tsx';
import { entryLabel, MenuSections } from './menu-sections.tsx';
import styles from './mobile-sidebar.module.css';

/**
 * The phone menu (500px and narrower): a full-screen popover that the header's hamburger opens
 * (`popovertarget`: it opens without JavaScript, and before this code arrives). The page behind
 * does not scroll while it is open; Escape or the close button closes it, and so do a navigation
 * and a window grown past the phone layout. Without JavaScript every section shows.
 */
export function MobileSidebar({ id, entries = MENU_TREE }: { id: string; entries?: readonly MenuEntry[] }) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<number | null>(null);
  const sidebarRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const words = useMessages();
  const { menu } = words.common;
  const close = useCallback(() => sidebarRef.current?.hidePopover(), []);
  useScrollLock(open);

  // Opened before this code arrived: it holds the page still from now on.
  useEffect(() => setOpen(sidebarRef.current?.matches(':popover-open') ?? false), []);

  const location = useLocation();
  const shownLocation = useRef(location);
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    close();
  }, [location, close]);

  useEffect(() => {
    const wide = window.matchMedia('(min-width: 501px)');
    const onChange = () => {
      if (wide.matches) close();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [close]);

  return (
    <div
      id={id}
      ref={sidebarRef}
      popover="auto"
      className={styles.sidebar}
      role="dialog"
      aria-label={menu.menu}
      onToggle={(event) => {
        const isOpen = event.newState === 'open';
        setOpen(isOpen);
        if (isOpen) closeRef.current?.focus({ preventScroll: true });
      }}
    >
      <div className={styles.top}>
        <Logo onClick={close} />
        <button ref={closeRef} type="button" className={styles.close} aria-label={menu.close} popoverTarget={id} popoverTargetAction="hide">
          <Icon icon={X} size={24} aria-hidden />
        </button>
      </div>
      <nav aria-label={menu.categories} className={styles.nav}>
        <ul className={styles.entries}>
          {entries.map((entry, index) => {
            const isOpen = expanded === index;
            const label = entryLabel(words, entry);
            return (
              <li key={entry.key} className={styles.entry}>
                <button
                  type="button"
                  className={styles.entryButton}
                  aria-expanded={isOpen}
                  aria-controls={`sidebar-section-${index}`}
                  onClick={() => setExpanded(isOpen ? null : index)}
                >
                  {label}
                  <Icon icon={ChevronDown} size={18} aria-hidden className={styles.chevron} />
                </button>
                <div id={`sidebar-section-${index}`} hidden={!isOpen} className={styles.sections}>
                  {entry.to ? (
                    <Link to={entry.to} className={styles.all} onClick={close}>
                      {menu.all(label)}
                    </Link>
                  ) : null}
                  <MenuSections entry={entry} classes={styles} onNavigate={close} />
                </div>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.quick}>
        <Link to="/wishlist" onClick={close}>
          <Icon icon={Heart} size={18} aria-hidden /> {words.common.header.wishlist}
        </Link>
        <Link to="/cart" onClick={close}>
          <Icon icon={ShoppingBag} size={18} aria-hidden /> {menu.cart}
        </Link>
        <LanguageSwitcher />
      </div>
    </div>
  );
}
