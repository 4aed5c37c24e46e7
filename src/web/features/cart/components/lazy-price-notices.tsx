import { deferred } from '../../../components/deferred.tsx';

/**
 * The cart's and checkout's notices of changed prices and short stock. Shown only when the
 * check found something (hasPriceNotices), so their code loads then, not with the page.
 */
export const PriceNotices = deferred(
  import.meta.glob<typeof import('./price-notices.tsx')>('@web/features/cart/components/price-notices.tsx'),
  'PriceNotices',
);
