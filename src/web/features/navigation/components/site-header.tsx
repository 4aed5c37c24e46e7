import { Heart, Menu, ShoppingBag, User } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCart } from '../../../lib/shopper-store.ts';
import { deferred } from '../../../components/deferred.tsx';
import { NO_QUESTIONS_RETURN_DAYS } from '../../../content/policy.ts';
import { useMessages } from '../../../lib/language.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import styles from './site-header.module.css';

// The menus' code arrives after the page is interactive; the server renders them in full.
const DesktopMenu = deferred(import.meta.glob<typeof import('./desktop-menu.tsx')>('@web/features/navigation/components/desktop-menu.tsx'), 'DesktopMenu');
const MobileSidebar = deferred(
  import.meta.glob<typeof import('./mobile-sidebar.tsx')>('@web/features/navigation/components/mobile-sidebar.tsx'),
  'MobileSidebar',
);

const SIDEBAR_ID = 'mobile-sidebar';

/**
 * The shop's header: logo, the search slot (inline at 624px and wider, below the bar
 * otherwise), account, wishlist and cart icons with the cart's line count, the category
 * menu above 500px and the hamburger with its full-screen sidebar at 500px and narrower.
 */
export function SiteHeader({ search }: { search: ReactNode }) {
  const lines = useCart().length;
  const { common: words } = useMessages();

  return (
    <header className={styles.header}>
      <div className={styles.strip}>
        <p className={styles.stripWords}>
          <span>{words.strip.freeShipping}</span>
          <span aria-hidden className={styles.stripExtra}>
            ·
          </span>
          <span className={styles.stripExtra}>{words.strip.hallmarked}</span>
          <span aria-hidden className={styles.stripExtra}>
            ·
          </span>
          <span className={styles.stripExtra}>{words.strip.returns(NO_QUESTIONS_RETURN_DAYS)}</span>
        </p>
        <LanguageSwitcher className={styles.languages} />
      </div>
      <div className={styles.bar}>
        {/* The sidebar is a popover: it opens without any script, before its code has arrived too. */}
        <button type="button" className={styles.hamburger} aria-label={words.header.openMenu} popoverTarget={SIDEBAR_ID}>
          <Icon icon={Menu} size={24} aria-hidden />
        </button>
        <Logo />
        <div className={styles.search}>{search}</div>
        <nav className={styles.icons} aria-label={words.header.yourShop}>
          {/* The operator's sign-in is English only (route manifest): a page load, not the Hindi router's /hi/login. */}
          <a href="/login" className={styles.icon} aria-label={words.header.account}>
            <Icon icon={User} size={22} aria-hidden />
          </a>
          <Link to="/wishlist" className={styles.icon} aria-label={words.header.wishlist}>
            <Icon icon={Heart} size={22} aria-hidden />
          </Link>
          <Link to="/cart" className={styles.icon} aria-label={words.header.cart(lines)}>
            <Icon icon={ShoppingBag} size={22} aria-hidden />
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
      <MobileSidebar id={SIDEBAR_ID} />
    </header>
  );
}
