import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import Heart from 'lucide-react/icons/heart';
import Menu from 'lucide-react/icons/menu';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import User from 'lucide-react/icons/user';
import { useCart } from '../../../lib/shopper-store.ts';
import { DesktopMenu } from './desktop-menu.tsx';
import { Logo } from './logo.tsx';
import { MobileSidebar } from './mobile-sidebar.tsx';
import styles from './site-header.module.css';

/**
 * The shop's header: logo, the search slot (inline at 624px and wider, below the bar
 * otherwise), account, wishlist and cart icons with the cart's line count, the category
 * menu above 500px and the hamburger with its full-screen sidebar at 500px and narrower.
 */
export function SiteHeader({ search }: { search: ReactNode }) {
  const lines = useCart().length;
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  const location = useLocation();
  const [lastPath, setLastPath] = useState(location.pathname + location.search);
  if (lastPath !== location.pathname + location.search) {
    setLastPath(location.pathname + location.search);
    setSidebarOpen(false);
  }

  // The sidebar exists only in the phone layout: growing the window closes it.
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 501px)');
    const onChange = () => {
      if (wide.matches) setSidebarOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  return (
    <header className={styles.header}>
      <p className={styles.strip}>
        <span>Free shipping across India</span>
        <span aria-hidden className={styles.stripExtra}>
          ·
        </span>
        <span className={styles.stripExtra}>BIS hallmarked 925 silver</span>
        <span aria-hidden className={styles.stripExtra}>
          ·
        </span>
        <span className={styles.stripExtra}>15-day easy returns</span>
      </p>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.hamburger}
          aria-label={sidebarOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={sidebarOpen}
          aria-controls="mobile-sidebar"
          onClick={() => setSidebarOpen((open) => !open)}
        >
          <Menu size={24} aria-hidden />
        </button>
        <Logo />
        <div className={styles.search}>{search}</div>
        <nav className={styles.icons} aria-label="Your shop">
          <Link to="/login" className={styles.icon} aria-label="Account">
            <User size={22} aria-hidden />
          </Link>
          <Link to="/wishlist" className={styles.icon} aria-label="Wishlist">
            <Heart size={22} aria-hidden />
          </Link>
          <Link to="/cart" className={styles.icon} aria-label={`Cart, ${lines} ${lines === 1 ? 'item' : 'items'}`}>
            <ShoppingBag size={22} aria-hidden />
            {lines > 0 ? (
              <span className={styles.badge} data-testid="cart-badge">
                {lines > 99 ? '99+' : lines}
              </span>
            ) : null}
          </Link>
        </nav>
      </div>
      <div className={styles.menu}>
        <DesktopMenu />
      </div>
      <MobileSidebar open={sidebarOpen} onClose={closeSidebar} />
    </header>
  );
}
