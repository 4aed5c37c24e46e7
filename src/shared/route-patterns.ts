// The storefront's routes as patterns (src/web/app/routes.tsx), so that measurements of
// /product/Ring and /product/Bangle count under one row: /product/:name.

/** Pages whose path is their pattern, in the case the route table spells them (the content pages: src/web/content/keys.ts). */
const FIXED_PAGES = [
  '/product',
  '/cart',
  '/wishlist',
  '/checkout',
  '/login',
  '/backend',
  '/search',
  '/terms',
  '/privacy',
  '/refund',
  '/shipping',
  '/FAQ',
  '/facebook',
  '/twitter',
  '/about/submenu1',
  '/about/submenu2',
  '/services/submenu1',
  '/services/submenu2',
  '/contact/submenu1',
  '/contact/submenu2',
];

/** Pages with one parameter segment after a fixed first segment. */
const PARAMETER_PAGES = ['/product/:name', '/order/:number', '/home/:group'];

const FIXED_BY_KEY = new Map(FIXED_PAGES.map((page) => [page.slice(1).toLowerCase(), page]));
const PARAMETER_BY_KEY = new Map(PARAMETER_PAGES.map((page) => [page.split('/')[1]!, page]));

/** Every pattern routePatternOf can answer. */
export const ROUTE_PATTERNS: readonly string[] = ['/', ...FIXED_PAGES, ...PARAMETER_PAGES, 'other'];

/**
 * The route pattern of a path: '/product/Silver%20Ring?x=1' is '/product/:name'. Matching
 * ignores case and a trailing slash, as the router does; a path no route answers is 'other'.
 */
export function routePatternOf(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith('/')) return 'other';
  const segments = pathname.slice(1).replace(/\/$/, '').split('/');
  const [first = '', second] = segments;
  if (segments.length === 1 && first === '') return '/';
  const fixed = FIXED_BY_KEY.get(segments.join('/').toLowerCase());
  if (fixed) return fixed;
  if (segments.length === 2 && second !== '') {
    return PARAMETER_BY_KEY.get(first.toLowerCase()) ?? 'other';
  }
  return 'other';
}
