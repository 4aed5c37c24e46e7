import { deferred } from '../../../components/deferred.tsx';

/**
 * The product grid for home, listings and search, as a deferred part (components/deferred.tsx):
 * the server renders the cards, and their code (cards, sliders, images, toasts) arrives after
 * the screen's own controls are interactive, keeping each screen's first script small.
 */
export const LazyProductGrid = deferred(
  import.meta.glob<typeof import('./product-grid.tsx')>('@web/features/catalogue/components/product-grid.tsx'),
  'ProductGrid',
);
