import { useContext, useLayoutEffect } from 'react';
import { UNSAFE_DataRouterStateContext as RouterStateContext } from 'react-router';

/**
 * Where the page stands after a navigation inside it, once the new screen is drawn: a new page
 * opens at its top; Back and Forward bring back the place the shopper left (the router notes
 * each entry's scrollY as it is left: main.tsx); a link that keeps the place (filter chips, sort,
 * Load more: `preventScrollReset`) keeps it; a jump to an anchor is the browser's. The first
 * page of a visit is the browser's to place (`restoreScrollPosition` false). React Router's `<ScrollRestoration>` does the same
 * for about 1 kB gzip of every first script; this reads the router's state for a tenth of that.
 */
export function useScrollOnNavigation(): void {
  const state = useContext(RouterStateContext)!;
  const { location } = state;
  useLayoutEffect(() => {
    const { restoreScrollPosition: saved, preventScrollReset } = state;
    if (saved === false) return;
    // From the first navigation in the page on, the router places it, not the browser (main.tsx
    // gives it back to the browser for a document that loads: a reload, another site and back).
    history.scrollRestoration = 'manual';
    if (!location.hash && !(saved === null && preventScrollReset)) scrollTo(0, saved ?? 0);
    // Once per new location: the state changes again while the next navigation loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location]);
}
