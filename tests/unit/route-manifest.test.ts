import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from '../../src/web/app/routes.tsx';
import { CONTENT_PATHS, PAGES, pageAt, pageById, screenModule, SHELL_HEAD, wordModules } from '../../src/shared/route-manifest.ts';
import { ROUTE_PATTERNS, routePatternOf } from '../../src/shared/route-patterns.ts';
import { CHECKOUT_PAY_PARAMS, pageQuery, QUERY_KEYS } from '../../src/shared/page-query.ts';
import { CONTENT_KEYS } from '../../src/web/content/keys.ts';
import { CONTENT_PAGES } from '../../src/web/content/pages.ts';
import { LANGUAGES, languagePrefix } from '../../src/shared/languages.ts';
import { listingPath, orderPath, productPath, searchPath } from '../../src/web/lib/paths.ts';

// The route manifest (src/shared/route-manifest.ts) is where every page is declared; the route
// table, the route patterns, the page query, the server's page handling and the sitemap read it.

const screensDir = path.resolve(import.meta.dirname, '../../src/web/app/routes');
describe('the route manifest', () => {
  it('declares each page once, with a unique id, a unique pattern and a screen module that exists', () => {
    expect(new Set(PAGES.map((page) => page.id)).size).toBe(PAGES.length);
    expect(new Set(PAGES.map((page) => page.path.toLowerCase())).size).toBe(PAGES.length);
    for (const page of PAGES) {
      expect(page.path.startsWith('/'), page.id).toBe(true);
      expect(readFileSync(path.join(screensDir, `${page.screen}.tsx`), 'utf8').length, page.id).toBeGreaterThan(0);
      expect(screenModule(page)).toBe(`app/routes/${page.screen}.tsx`);
      expect(page.languages.length, page.id).toBeGreaterThan(0);
      expect(page.languages[0], `${page.id}: English first, where other languages are sent`).toBe('en');
    }
  });

  it('is the route table: each page a route with its id, its screen module and its path', () => {
    const children = routes[0]?.children ?? [];
    const pages = children.filter((route) => route.id !== 'data');
    expect(pages.map((route) => route.id)).toEqual(PAGES.map((page) => page.id));
    for (const page of PAGES) {
      const route = children.find((each) => each.id === page.id)!;
      expect(route.handle, page.id).toEqual({ module: screenModule(page) });
      expect(route.index ? '/' : `/${route.path}`, page.id).toBe(page.path);
      // Every page's path, as the router matches it, finds that page's route.
      expect(matchRoutes(routes, page.path.replace(/:\w+/g, 'Example'))?.at(-1)?.route.id, page.path).toBe(page.id);
    }
  });

  it('resolves every language prefix to the same route, as the router’s basename does', () => {
    for (const language of LANGUAGES) {
      const basename = languagePrefix(language) || '/';
      for (const page of PAGES) {
        const example = `${languagePrefix(language)}${page.path === '/' ? '' : page.path.replace(/:\w+/g, 'x')}` || '/';
        expect(matchRoutes(routes, example, basename)?.at(-1)?.route.id, `${language} ${example}`).toBe(page.id);
      }
    }
  });

  it('gives every page a pattern, its own path, in every language it is in', () => {
    for (const page of PAGES) {
      expect(ROUTE_PATTERNS).toContain(page.path);
      const example = page.path.replace(/:\w+/g, 'x');
      for (const language of page.languages) {
        expect(routePatternOf(`${languagePrefix(language)}${example === '/' ? '' : example}` || '/'), `${language} ${example}`).toBe(page.path);
      }
    }
    expect(routePatternOf('/hi')).toBe('/');
    expect(routePatternOf('/or/product/Ring')).toBe('/product/:name');
    expect(routePatternOf('/hi/home/rings?price=u1500')).toBe('/home/:group');
    // The operator's pages are English only.
    expect(routePatternOf('/hi/login')).toBe('other');
    expect(routePatternOf('/or/backend')).toBe('other');
    expect(routePatternOf('/fr/cart')).toBe('other');
  });

  it('matches a path as the router does: any case, a trailing or doubled slash, percent-encoding', () => {
    expect(pageAt('/Order/R-1')?.id).toBe('order');
    expect(pageAt('/%6Frder/R-1')?.id).toBe('order');
    expect(pageAt('/search/')?.id).toBe('search');
    expect(pageAt('//cart')?.id).toBe('cart');
    expect(pageAt('/faq')?.id).toBe('FAQ');
    expect(pageAt('/product/Silver%20Ring%20%2F%20925')?.id).toBe('product');
    expect(pageAt('/')?.id).toBe('home');
    expect(pageAt('/home')).toBeUndefined();
    expect(pageAt('/product/Ring/extra')).toBeUndefined();
    expect(pageAt('/__proto__')).toBeUndefined();
  });

  it('names the content pages, which the content module gives text for', () => {
    expect(CONTENT_KEYS).toBe(CONTENT_PATHS);
    expect(Object.keys(CONTENT_PAGES).sort()).toEqual([...CONTENT_PATHS].sort());
    for (const key of CONTENT_PATHS) expect(pageById(key)).toMatchObject({ path: `/${key}`, screen: 'content', sitemap: 'content' });
  });

  it('declares the cache policy, page limit and languages the server applies', () => {
    expect(PAGES.filter((page) => page.cache === 'private').map((page) => page.id)).toEqual(['order']);
    expect(PAGES.filter((page) => page.cache === 'cart').map((page) => page.id)).toEqual(['cart', 'checkout']);
    expect(PAGES.filter((page) => page.cache === 'shell').map((page) => page.id)).toEqual(['backend']);
    expect(Object.fromEntries(PAGES.filter((page) => page.limit).map((page) => [page.id, page.limit]))).toEqual({ order: 'order', search: 'search' });
    expect(PAGES.filter((page) => page.languages.length === 1).map((page) => page.id)).toEqual(['login', 'backend']);
    for (const page of PAGES.filter((each) => each.languages.length > 1)) expect(page.languages).toEqual(LANGUAGES);
  });

  it('declares the sitemap’s pages: home, the listings, the content pages and the size guide, and the products, never the operator’s', () => {
    const entries = Object.groupBy(
      PAGES.filter((page) => page.sitemap),
      (page) => page.sitemap!,
    );
    expect(entries.home?.map((page) => page.id)).toEqual(['home']);
    expect(entries.listings?.map((page) => page.id)).toEqual(['listing']);
    expect(entries.products?.map((page) => page.id)).toEqual(['product']);
    // The content pages, and the size guide (decision 036) among them.
    expect(entries.content?.map((page) => page.id)).toEqual(['size-guide', ...CONTENT_PATHS]);
    expect(PAGES.filter((page) => page.sitemap && page.languages.length < LANGUAGES.length)).toEqual([]);
  });

  it('declares the query keys that name a page’s content, each with a rule in page-query.ts', () => {
    for (const page of PAGES) for (const key of page.query ?? []) expect(QUERY_KEYS[key], `${page.id} ${key}`).toBeDefined();
    expect(pageById('listing')?.query).toEqual(['price', 'metal', 'colour', 'style', 'sort', 'pages']);
    expect(pageById('search')?.query).toEqual(['q']);
    expect(pageById('checkout')?.query).toEqual([CHECKOUT_PAY_PARAMS.order]);
    expect(pageQuery('/Home/rings/', new URLSearchParams('metal=silver&x=1'))).toEqual({ canonical: '?metal=silver', unrecognised: false });
    expect(pageQuery('/cart', new URLSearchParams('q=ring&pay=x'))).toEqual({ canonical: '', unrecognised: false });
  });

  it('declares the words a screen shows beyond every page’s: the catalogue’s, the order screens’ shared words and each order screen’s own, each a chunk a language', () => {
    const words = Object.fromEntries(PAGES.map((page) => [page.id, page.words ?? []]));
    for (const id of ['home', 'product', 'product-missing-name', 'listing', 'search', 'wishlist']) expect(words[id], id).toEqual(['shop']);
    expect(words['cart']).toEqual(['ordering', 'cart']);
    expect(words['checkout']).toEqual(['ordering', 'checkout']);
    expect(words['order']).toEqual(['ordering', 'order']);
    expect(words['backend']).toEqual(['ordering', 'cart', 'checkout', 'order']);
    for (const id of ['login', ...CONTENT_PATHS]) expect(words[id], id).toEqual([]);
    // What a screen loads, the server preloads and the script budget counts: every page's words and its own.
    expect(wordModules('app/routes/cart.tsx', 'hi')).toEqual(['messages/hi/index.ts', 'messages/hi/ordering.ts', 'messages/hi/cart.ts']);
    expect(wordModules('app/routes/checkout.tsx', 'or')).toEqual(['messages/or/index.ts', 'messages/or/ordering.ts', 'messages/or/checkout.ts']);
    expect(wordModules('app/routes/order.tsx', 'hi')).toEqual(['messages/hi/index.ts', 'messages/hi/ordering.ts', 'messages/hi/order.ts']);
    expect(wordModules('app/routes/product.tsx', 'or')).toEqual(['messages/or/index.ts', 'messages/or/shop.ts']);
    expect(wordModules('app/routes/content.tsx', 'en')).toEqual(['messages/en/index.ts']);
    const webDir = path.resolve(import.meta.dirname, '../../src/web');
    for (const page of PAGES) {
      for (const language of page.languages) {
        for (const module of wordModules(screenModule(page), language)) expect(existsSync(path.join(webDir, module)), module).toBe(true);
      }
    }
  });

  it('builds the storefront’s links from the manifest’s paths', () => {
    expect(productPath('Silver Ring')).toBe('/product/Silver%20Ring');
    expect(pageAt(productPath('Silver Ring / 925'))?.id).toBe('product');
    expect(pageAt(listingPath('rings'))?.id).toBe('listing');
    expect(pageAt(searchPath('ring'))?.id).toBe('search');
    expect(pageAt(orderPath('RS-1'))?.id).toBe('order');
  });

  it('gives the shell a title and description in every language, index.html’s in English', () => {
    const shell = readFileSync(path.resolve(import.meta.dirname, '../../src/web/index.html'), 'utf8');
    expect(shell).toContain(`<title>${SHELL_HEAD.en.title}</title>`);
    expect(shell).toContain(`<meta name="description" content="${SHELL_HEAD.en.description}" />`);
    expect(SHELL_HEAD.hi.title).toMatch(/[\u0900-\u097F]/);
    expect(SHELL_HEAD.or.title).toMatch(/[\u0B00-\u0B7F]/);
    expect(SHELL_HEAD.hi.description).toMatch(/[\u0900-\u097F]/);
    expect(SHELL_HEAD.or.description).toMatch(/[\u0B00-\u0B7F]/);
    for (const language of LANGUAGES) {
      expect(SHELL_HEAD[language].title.startsWith('Rajat Silver — ')).toBe(true);
      expect(SHELL_HEAD[language].description).toContain('925');
    }
  });
});
