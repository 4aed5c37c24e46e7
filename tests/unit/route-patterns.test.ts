import { describe, expect, it } from 'vitest';
import { ROUTE_PATTERNS, routePatternOf } from '../../src/shared/route-patterns.ts';
import { CONTENT_KEYS } from '../../src/web/content/keys.ts';

describe('routePatternOf', () => {
  it.each([
    ['/', '/'],
    ['', 'other'],
    ['/product/Ring', '/product/:name'],
    ['/product/Silver%20Ring%20%2F%20925', '/product/:name'],
    ['/product', '/product'],
    ['/home/rings', '/home/:group'],
    ['/home/necklaces&Pendantss', '/home/:group'],
    ['/search', '/search'],
    ['/cart', '/cart'],
    ['/wishlist', '/wishlist'],
    ['/checkout', '/checkout'],
    ['/order/RS-2026-000123', '/order/:number'],
    ['/login', '/login'],
    ['/backend', '/backend'],
    ['/terms', '/terms'],
    ['/privacy', '/privacy'],
    ['/refund', '/refund'],
    ['/shipping', '/shipping'],
    ['/FAQ', '/FAQ'],
    ['/facebook', '/facebook'],
    ['/twitter', '/twitter'],
    ['/about/submenu1', '/about/submenu1'],
    ['/services/submenu2', '/services/submenu2'],
    ['/contact/submenu1', '/contact/submenu1'],
  ])('%s is %s', (path, pattern) => {
    expect(routePatternOf(path)).toBe(pattern);
  });

  it('ignores the query, the fragment, a trailing slash and case, as the router does', () => {
    expect(routePatternOf('/search?q=ring#top')).toBe('/search');
    expect(routePatternOf('/cart/')).toBe('/cart');
    expect(routePatternOf('/faq')).toBe('/FAQ');
    expect(routePatternOf('/Product/Ring')).toBe('/product/:name');
    expect(routePatternOf('/home/rings/?price=u1500')).toBe('/home/:group');
  });

  it.each([
    '/nowhere',
    '/product/Ring/extra',
    '/home',
    '/home/',
    '/order',
    '/about',
    '/about/nonsense',
    '/services/submenu3',
    '/terms/x',
    '/api/products',
    '/constructor/x',
    '/__proto__',
    'product/Ring',
    'https://elsewhere.example/cart',
    '//cart',
  ])('%s is other', (path) => {
    expect(routePatternOf(path)).toBe('other');
  });

  it('answers only patterns it lists', () => {
    for (const path of ['/', '/product/x', '/home/x', '/about/x', '/terms', '/zzz']) {
      expect(ROUTE_PATTERNS).toContain(routePatternOf(path));
    }
  });

  it('names every content page of the route table by its own path', () => {
    for (const key of CONTENT_KEYS) expect(routePatternOf(`/${key}`)).toBe(`/${key}`);
    expect(routePatternOf('/About/Submenu2/')).toBe('/about/submenu2');
  });
});
