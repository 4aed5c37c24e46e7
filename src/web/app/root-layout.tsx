import { Outlet } from 'react-router';
import { SiteHeader } from '../features/navigation/components/site-header.tsx';
import { deferred } from '../components/deferred.tsx';
import { useScrollOnNavigation } from './use-scroll-on-navigation.ts';
import { useMessages } from '../lib/language.tsx';
import styles from './root-layout.module.css';

// Below the fold, or helpful only once typed into: their code arrives after the page is
// interactive (the server renders them in full).
const SearchBox = deferred(
  import.meta.glob<typeof import('../features/search/components/search-box.tsx')>('@web/features/search/components/search-box.tsx'),
  'SearchBox',
);
const ShopFooter = deferred(import.meta.glob<typeof import('./shop-footer.tsx')>('@web/app/shop-footer.tsx'), 'ShopFooter');

/** Header, the screen and footer; toasts mount themselves on first use (components/toasts.ts). */
export function RootLayout() {
  useScrollOnNavigation();
  const { common: words } = useMessages();
  return (
    <div className={styles.shell}>
      <a href="#content" className={styles.skip}>
        {words.skipToContent}
      </a>
      <SiteHeader search={<SearchBox />} />
      <div id="content" className={styles.content}>
        <Outlet />
      </div>
      <ShopFooter />
    </div>
  );
}
