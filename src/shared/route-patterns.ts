import { splitLanguage } from './languages.ts';
import { pageAt, PAGES } from './route-manifest.ts';

// The storefront's routes as patterns (the pages of shared/route-manifest.ts), so that
// measurements of /product/Ring, /product/Bangle and /hi/product/Ring count under one row:
// /product/:name.

/** Every pattern routePatternOf can answer. */
export const ROUTE_PATTERNS: readonly string[] = [...new Set(PAGES.map((page) => page.path)), 'other'];

/**
 * The route pattern of a path: '/product/Silver%20Ring?x=1' is '/product/:name', and so is
 * '/hi/product/Silver%20Ring' (a page in any of its languages). Matching ignores case and a
 * trailing slash, as the router does; a path no route answers (or a page not in the path's
 * language) is 'other'.
 */
export function routePatternOf(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith('/') || pathname.includes('//')) return 'other';
  const { language, path: pagePath } = splitLanguage(pathname);
  const page = pageAt(pagePath);
  return page?.languages.includes(language) ? page.path : 'other';
}
