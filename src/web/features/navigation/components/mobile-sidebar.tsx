import { ChevronDown, Heart, ShoppingBag, X } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { MENU_TREE, type MenuEntry } from '../../../../shared/catalogue.ts';
import { useScrollLock } from '../hooks/use-scroll-lock.ts';
import { Logo } from './logo.tsx';
import { MenuSections } from './menu-sections.tsx';
import styles from './mobile-sidebar.module.css';

/**
 * The phone menu (500px and narrower): full screen when open, nothing when closed. The page
 * behind does not scroll while it is open; Escape or the close button closes it.
 */
export function MobileSidebar({
  open,
  onClose,
  entries = MENU_TREE,
}: {
  open: boolean;
  onClose: () => void;
  entries?: readonly MenuEntry[];
}) {
  const [expanded, setExpanded] = useState<number | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <div
      id="mobile-sidebar"
      className={styles.sidebar}
      data-open={open}
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      inert={!open}
      aria-hidden={!open}
    >
      <div className={styles.top}>
        <Logo onClick={onClose} />
        <button ref={closeRef} type="button" className={styles.close} aria-label="Close menu" onClick={onClose}>
          <Icon icon={X} size={24} aria-hidden />
        </button>
      </div>
      <nav aria-label="Categories" className={styles.nav}>
        <ul className={styles.entries}>
          {entries.map((entry, index) => {
            const isOpen = expanded === index;
            return (
              <li key={entry.label} className={styles.entry}>
                <button
                  type="button"
                  className={styles.entryButton}
                  aria-expanded={isOpen}
                  aria-controls={`sidebar-section-${index}`}
                  onClick={() => setExpanded(isOpen ? null : index)}
                >
                  {entry.label}
                  <Icon icon={ChevronDown} size={18} aria-hidden className={styles.chevron} />
                </button>
                <div id={`sidebar-section-${index}`} hidden={!isOpen} className={styles.sections}>
                  {entry.to ? (
                    <Link to={entry.to} className={styles.all} onClick={onClose}>
                      All {entry.label.toLowerCase()}
                    </Link>
                  ) : null}
                  <MenuSections sections={entry.sections} classes={styles} onNavigate={onClose} />
                </div>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.quick}>
        <Link to="/wishlist" onClick={onClose}>
          <Icon icon={Heart} size={18} aria-hidden /> Wishlist
        </Link>
        <Link to="/cart" onClick={onClose}>
          <Icon icon={ShoppingBag} size={18} aria-hidden /> Cart
        </Link>
      </div>
    </div>
  );
}
