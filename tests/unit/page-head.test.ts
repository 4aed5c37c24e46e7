import { describe, expect, it } from 'vitest';
import { canonicalLink, productHead } from '../../src/web/seo/page-head.ts';
import type { Product } from '../../src/shared/product.ts';

const ORIGIN = 'https://shop.example.in';
const canonical = (path: string, productName?: string) => canonicalLink(ORIGIN, new URL(path, ORIGIN), productName);
const href = (link: string) => /^<link rel="canonical" href="([^"]*)">$/.exec(link)?.[1]?.replaceAll('&amp;', '&');

const product: Product = {
  id: 'p_123abc',
  ProductName: 'Lotus </script><script>alert(1)</script> Ring & "Co"',
  ProductPrice: 1499.5,
  ProductImgs: {
    high: ['/media/images/high-quality/lotus1.jpg', 'https://cdn.example.in/images/high-quality/lotus2.jpg'],
    low: ['/media/images/low-quality/lotus1.jpg', 'https://cdn.example.in/images/low-quality/lotus2.jpg'],
  },
  Category: 'Ring',
  MetalType: 'Silver',
  Purity: '925',
  metalWeight: 3.2,
};

/** The JSON-LD of a head, as a search engine reads it. */
function structuredData(head: string): Record<string, unknown> {
  const scripts = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]![1]!) as Record<string, unknown>;
}

describe('productHead', () => {
  it('carries schema.org Product data: name, absolute images, description, sku, brand and an INR offer', () => {
    const data = structuredData(productHead(product, ORIGIN, 'en'));
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.ProductName,
      image: [`${ORIGIN}/media/images/high-quality/lotus1.jpg`, 'https://cdn.example.in/images/high-quality/lotus2.jpg'],
      description: expect.stringContaining('925 Silver, ₹1,499.50'),
      sku: 'p_123abc',
      brand: { '@type': 'Brand', name: 'Rajat Silver' },
      offers: {
        '@type': 'Offer',
        price: '1499.50',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/product/${encodeURIComponent(product.ProductName)}`,
      },
    });
  });

  it('writes prices with two decimals from whole paise', () => {
    for (const [rupees, text] of [
      [1499, '1499.00'],
      [0.1 + 0.2, '0.30'],
      [2450.5, '2450.50'],
      [99999.99, '99999.99'],
    ] as const) {
      const data = structuredData(productHead({ ...product, ProductPrice: rupees }, ORIGIN, 'en'));
      expect((data['offers'] as { price: string }).price).toBe(text);
    }
  });

  it('escapes < in the JSON, so that a name cannot close the script element', () => {
    const head = productHead(product, ORIGIN, 'en');
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)![1]!;
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script\\u003e');
    // The only closing tag of a script element in the head is the JSON-LD's own.
    expect(head.match(/<\/script/gi)).toHaveLength(1);
  });

  it('keeps an image-less product valid, with an empty image list and no og:image', () => {
    const head = productHead({ ...product, ProductImgs: { high: [], low: [] } }, ORIGIN, 'en');
    expect(structuredData(head)['image']).toEqual([]);
    expect(head).not.toContain('og:image');
  });
});

describe('canonicalLink', () => {
  it('writes one link element, HTML-escaped', () => {
    expect(canonical('/home/necklaces&Pendants')).toBe(
      '<link rel="canonical" href="https://shop.example.in/home/necklaces&amp;Pendants">',
    );
  });

  it.each([
    ['/', '/'],
    ['/?utm_source=whatsapp&fbclid=abc', '/'],
    ['/cart?ref=x', '/cart'],
    ['/cart/', '/cart'],
    ['/checkout#top', '/checkout'],
    ['/terms?lang=hi', '/terms'],
    ['/order/RS-1?x=1', '/order/RS-1'],
    ['/about/submenu1', '/about/submenu1'],
    // Listings: known filters and sort, in one order, whatever order the URL had.
    ['/home/rings?sort=price-asc&style=party&metal=silver&price=u1500&colour=oxidised', '/home/rings?price=u1500&metal=silver&colour=oxidised&style=party&sort=price-asc'],
    ['/home/rings?metal=silver&price=u1500', '/home/rings?price=u1500&metal=silver'],
    // Unknown values and parameters are dropped; the default sort says nothing.
    ['/home/rings?price=cheap&metal=gold&utm_campaign=diwali&cursor=abc', '/home/rings?metal=gold'],
    ['/home/rings?sort=newest', '/home/rings'],
    ['/home/rings?price=__proto__&sort=constructor', '/home/rings'],
    // The spec's misspelt menu link is the same listing.
    ['/home/necklaces&Pendantss?price=30h50h', '/home/necklaces&Pendants?price=30h50h'],
    // Search keeps its query, trimmed, and nothing else.
    ['/search?page=2&q=%20oxidised+earrings%20&utm_source=x', '/search?q=oxidised+earrings'],
    ['/search?q=', '/search'],
    // Filters mean nothing outside a listing.
    ['/cart?price=u1500', '/cart'],
  ])('%s -> %s', (path, expected) => {
    expect(href(canonical(path))).toBe(ORIGIN + expected);
  });

  it('gives a product page its /product/{encoded name}, from the product when it is known', () => {
    expect(href(canonical('/product/Silver Ring?utm_source=x'))).toBe(`${ORIGIN}/product/Silver%20Ring`);
    expect(href(canonical('/product/Rose%20%26%20Co.%20Ring'))).toBe(`${ORIGIN}/product/Rose%20%26%20Co.%20Ring`);
    // The URL's spelling may differ from the name's (the lookup ignores case; ',' may come unencoded).
    expect(href(canonical('/product/silver,ring', 'Silver,Ring'))).toBe(`${ORIGIN}/product/Silver%2CRing`);
    expect(href(canonical('/product/a,b'))).toBe(`${ORIGIN}/product/a%2Cb`);
    expect(href(canonical('/product/%E0%A4%'))).toBe(`${ORIGIN}/product/%25E0%25A4%25`);
  });
});
