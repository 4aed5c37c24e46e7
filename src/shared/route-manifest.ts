import { LANGUAGES, type Language } from './languages.ts';

// The storefront's pages, each declared once (issue 27): its path, screen, languages, cache
// policy, the query keys that name its content, its page-rate-limit, its sitemap entry and the
// words its screen shows beyond every page's.
// Everything else derives from this list: the route table (web/app/routes.tsx), the route
// patterns (route-patterns.ts), the query that names a page's content (page-query.ts), the
// server's page routes and cache keys (server/web/routes.ts), the sitemap (server/seo/routes.ts),
// the head's hreflang links (web/seo/page-head.ts), the link builders (web/lib/paths.ts) and
// the words each screen loads, which the server preloads (wordModules).
//
// The route table goes to every browser: a page's entry holds short strings only. What only the
// server reads (the shell's words per language, SHELL_HEAD) is an export of its own, which the
// browser's build leaves out; the rules of each query key and their known values are in
// page-query.ts, beside the catalogue's tables they read.

/**
 * How the server keeps a page (server/web/routes.ts):
 * - `catalogue`: kept per catalogue version, by its path and the query that names its content;
 * - `request`: made for each request, never kept (a page whose query names one shopper's own,
 *   such as the checkout's `pay`; page-query.ts's `personal`);
 * - `private`: shows more than the catalogue (an order): made for each request, and a page of its
 *   screen is never kept, whatever spelling of its path reached it;
 * - `cart`: the shopper's own with a cart cookie (made for that request), else everyone's;
 * - `shell`: the app's shell only, rendered by the browser (the operator's backend).
 */
export type CachePolicy = 'catalogue' | 'request' | 'private' | 'cart' | 'shell';

/** The page limits a page counts against besides every page's (PAGE_RATE_LIMIT). */
export type PageLimit = 'order' | 'search' | 'other';

/** What a page adds to /sitemap.xml: itself (home, content pages), the menu's listings, every product. */
export type SitemapEntry = 'home' | 'content' | 'listings' | 'products';

/** Query keys that name a page's content; how each is read, and its known values: page-query.ts. */
export type QueryKey = 'price' | 'metal' | 'colour' | 'style' | 'sort' | 'pages' | 'q' | 'pay';

/**
 * Words some screens show, each a chunk a language (web/messages/{language}/{chunk}.ts) that comes
 * with those screens, beside the words every page shows (index.ts, loaded before hydrating):
 * - `shop`: the catalogue's (home, listings, product pages and cards, search results, wishlist);
 * - `ordering`: what the three order screens (cart, checkout, order page) share: the totals, the
 *   time to pay by, the order summary, the price notices, the states' names;
 * - `cart`: the cart page's own (its lines and quantities);
 * - `checkout`: the checkout's (its form, the ways to pay, the pay page and Pay Now's failures);
 * - `order`: the order page's (its status, what happens next, paying by UPI or online, documents).
 * Each order screen loads `ordering` and its own; the backend (which lists orders) all four.
 */
export type WordChunk = 'shop' | 'ordering' | 'cart' | 'checkout' | 'order';

export type Page = {
  /** The route's id (stable: hydration and the content pages' keys). */
  readonly id: string;
  /** The path pattern, as the route table spells it: '/', '/product/:name'. Matched ignoring case. */
  readonly path: string;
  /** The screen's module, web/app/routes/{screen}.tsx. */
  readonly screen: string;
  /** The languages the page exists in; the first is the one a request in another is sent to. */
  readonly languages: readonly Language[];
  readonly cache: CachePolicy;
  /** The query keys that name its content, in the order a canonical URL writes them. */
  readonly query?: readonly QueryKey[];
  readonly limit?: PageLimit;
  readonly sitemap?: SitemapEntry;
  /** The chunks of words its screen shows beyond every page's; its route's lazy load brings them (web/app/routes.tsx). */
  readonly words?: readonly WordChunk[];
};

/** The shopper's pages are in every language; the operator's in English only. */
const EVERY: readonly Language[] = LANGUAGES;
const ENGLISH: readonly Language[] = ['en'];

/** The pages of web/content (policies, FAQ, About, Services, Contact, social): each one's path is its key. */
export const CONTENT_PATHS = [
  'terms',
  'privacy',
  'refund',
  'shipping',
  'FAQ',
  'facebook',
  'twitter',
  'about/submenu1',
  'about/submenu2',
  'services/submenu1',
  'services/submenu2',
  'contact/submenu1',
  'contact/submenu2',
] as const;

const LISTING_QUERY: readonly QueryKey[] = ['price', 'metal', 'colour', 'style', 'sort', 'pages'];

/** Every page of the storefront. */
export const PAGES: readonly Page[] = [
  { id: 'home', path: '/', screen: 'home', languages: EVERY, cache: 'catalogue', sitemap: 'home', words: ['shop'] },
  { id: 'product', path: '/product/:name', screen: 'product', languages: EVERY, cache: 'catalogue', sitemap: 'products', words: ['shop'] },
  { id: 'product-missing-name', path: '/product', screen: 'product', languages: EVERY, cache: 'catalogue', words: ['shop'] },
  { id: 'cart', path: '/cart', screen: 'cart', languages: EVERY, cache: 'cart', words: ['ordering', 'cart'] },
  { id: 'wishlist', path: '/wishlist', screen: 'wishlist', languages: EVERY, cache: 'catalogue', words: ['shop'] },
  { id: 'checkout', path: '/checkout', screen: 'checkout', languages: EVERY, cache: 'cart', query: ['pay'], words: ['ordering', 'checkout'] },
  { id: 'order', path: '/order/:number', screen: 'order', languages: EVERY, cache: 'private', limit: 'order', words: ['ordering', 'order'] },
  { id: 'login', path: '/login', screen: 'login', languages: ENGLISH, cache: 'catalogue' },
  { id: 'backend', path: '/backend', screen: 'backend', languages: ENGLISH, cache: 'shell', words: ['ordering', 'cart', 'checkout', 'order'] },
  { id: 'listing', path: '/home/:group', screen: 'listing', languages: EVERY, cache: 'catalogue', query: LISTING_QUERY, sitemap: 'listings', words: ['shop'] },
  { id: 'search', path: '/search', screen: 'search', languages: EVERY, cache: 'catalogue', query: ['q'], limit: 'search', words: ['shop'] },
  // The size guide (decision 036): its words come with its loader's data, no chunk of screen words.
  { id: 'size-guide', path: '/size-guide', screen: 'size-guide', languages: EVERY, cache: 'catalogue', sitemap: 'content' },
  // Each content route's id is its page's key (app/routes/content.tsx).
  ...CONTENT_PATHS.map((key): Page => ({ id: key, path: `/${key}`, screen: 'content', languages: EVERY, cache: 'catalogue', sitemap: 'content' })),
];

/**
 * The shell's title and description in each language (index.html's are the English ones): a
 * page without a head of its own shows its language's. Read by the server only.
 */
export const SHELL_HEAD: Readonly<Record<Language, { title: string; description: string }>> = {
  en: {
    title: 'Rajat Silver — Silver & Metal Jewellery',
    description:
      'Handcrafted 925 silver and gold jewellery: rings, necklaces, pendants, bracelets, bangles and earrings. Free shipping across India.',
  },
  hi: {
    title: 'Rajat Silver — चांदी और धातु के गहने',
    description: 'हाथ से बने 925 चांदी और सोने के गहने: अंगूठियाँ, हार, पेंडेंट, ब्रेसलेट, चूड़ियाँ और झुमके-बालियाँ। पूरे भारत में मुफ़्त डिलीवरी।',
  },
  or: {
    title: 'Rajat Silver — ରୁପା ଓ ଧାତୁ ଗହଣା',
    description: 'ହାତତିଆରି 925 ରୁପା ଓ ସୁନା ଗହଣା: ମୁଦି, ହାର, ପେଣ୍ଡାଣ୍ଟ, ବ୍ରେସଲେଟ, ଚୁଡ଼ି ଓ କାନଫୁଲ। ସାରା ଭାରତରେ ମାଗଣା ଡେଲିଭରି।',
  },
};

/** A page's screen module as Vite's manifest names it: 'app/routes/order.tsx'. */
export function screenModule(page: Page): string {
  return `app/routes/${page.screen}.tsx`;
}

/**
 * Keys in Vite's manifest of the words a screen (its module key) shows in a language: every
 * page's (web/messages/{language}/index.ts), and the chunks its pages name in `words`.
 */
export function wordModules(screen: string, language: Language): string[] {
  const chunks = new Set(PAGES.filter((page) => screenModule(page) === screen).flatMap((page) => page.words ?? []));
  return [`messages/${language}/index.ts`, ...[...chunks].map((chunk) => `messages/${language}/${chunk}.ts`)];
}

/** The page with this route id. */
export function pageById(id: string | undefined): Page | undefined {
  return PAGES.find((page) => page.id === id);
}

/**
 * The page a path (without its language's prefix) shows, as the router matches it: ignoring
 * case, a trailing slash and doubled slashes, each segment percent-decoded.
 */
export function pageAt(path: string): Page | undefined {
  const segments = path
    .split(/[?#]/, 1)[0]!
    .split('/')
    .filter(Boolean)
    .map((segment) => safeDecode(segment).toLowerCase());
  return PAGES.find((page) => {
    const pattern = page.path.split('/').filter(Boolean);
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part.toLowerCase() === segments[index]))
    );
  });
}

/** A page's path with its parameter filled in: ('/product/:name', 'Ring') -> '/product/Ring'. */
export function fillPath(pattern: string, value: string): string {
  return pattern.replace(/:\w+/, () => value);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape: the router does not decode it either.
    return segment;
  }
}
