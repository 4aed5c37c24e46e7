import { describe, expect, it } from 'vitest';
import { listingPath, orderPath, productPath, searchPath } from '../../src/web/lib/paths.ts';
import { checkoutPayPath, orderDocumentPath, orderPathWithKey } from '../../src/web/lib/order-document-paths.ts';

describe('the storefront URLs', () => {
  it('names a product page by its encoded name', () => {
    expect(productPath('Silver Ring & Co/1')).toBe('/product/Silver%20Ring%20%26%20Co%2F1');
    expect(decodeURIComponent(productPath('Oxidised Jhumka').slice('/product/'.length))).toBe('Oxidised Jhumka');
  });

  it('writes a listing with its query only when it has one', () => {
    expect(listingPath('rings')).toBe('/home/rings');
    expect(listingPath('rings', new URLSearchParams())).toBe('/home/rings');
    expect(listingPath('necklaces&Pendantss', new URLSearchParams({ price: '30h50h', sort: 'price-asc' }))).toBe(
      '/home/necklaces&Pendantss?price=30h50h&sort=price-asc',
    );
  });

  it('searches for the trimmed words', () => {
    expect(searchPath('  silver anklet ')).toBe('/search?q=silver+anklet');
  });

  it('links an order and, with the buyer\'s key, its invoice and credit note', () => {
    expect(orderPath('RS-ABCDEFGH23')).toBe('/order/RS-ABCDEFGH23');
    expect(orderPathWithKey('RS-ABCDEFGH23', '1796000000.abc_-')).toBe('/order/RS-ABCDEFGH23?key=1796000000.abc_-');
    expect(orderDocumentPath('RS-ABCDEFGH23', 'invoice', '1796000000.abc_-')).toBe('/api/orders/RS-ABCDEFGH23/invoice.pdf?key=1796000000.abc_-');
    expect(orderDocumentPath('RS-ABCDEFGH23', 'credit-note', '1796000000.abc_-')).toBe('/api/orders/RS-ABCDEFGH23/credit-note.pdf?key=1796000000.abc_-');
  });

  it('links the checkout’s pay page of an order, with the buyer’s key when known', () => {
    expect(checkoutPayPath('RS-ABCDEFGH23', '1796000000.abc_-')).toBe('/checkout?pay=RS-ABCDEFGH23&key=1796000000.abc_-');
    expect(checkoutPayPath('RS-ABCDEFGH23', null)).toBe('/checkout?pay=RS-ABCDEFGH23');
  });
});
