import { describe, expect, it, vi } from 'vitest';
import { CATEGORIES, LISTING_GROUPS, MAX_LISTING_PAGES, MENU_TREE, listingGroupOf, listingPagesOf } from '../../src/shared/catalogue.ts';
import { categoryPath } from '../../src/web/app/routes/product.tsx';
import { pageQuery } from '../../src/shared/page-query.ts';
import { priceFigures } from '../../src/web/features/catalogue/lib/price-figures.ts';
import { SHARE_TOASTS, shareProduct } from '../../src/web/features/catalogue/lib/share-product.ts';

describe('price block numbers', () => {
  it('shows the price, the MRP (price + 30%) and the saving (30% of price)', () => {
    expect(priceFigures(1299)).toEqual({ price: 'Rs.1,299.00/-', mrp: 'Rs.1,688.70/-', save: 'Save Rs.389.70/-' });
  });

  it('groups lakhs the Indian way and keeps paise exact', () => {
    expect(priceFigures(124999)).toEqual({
      price: 'Rs.1,24,999.00/-',
      mrp: 'Rs.1,62,498.70/-',
      save: 'Save Rs.37,499.70/-',
    });
    // 30% of Rs.19.99 is 5.997: half-up to the paisa, 6.00.
    expect(priceFigures(19.99)).toEqual({ price: 'Rs.19.99/-', mrp: 'Rs.25.99/-', save: 'Save Rs.6.00/-' });
  });
});

describe('the menu tree', () => {
  const categories = MENU_TREE.slice(0, 4);
  const links = MENU_TREE.flatMap((entry) => entry.sections.flatMap((section) => section.links));

  it('has the four category menus and the three placeholder menus, in order', () => {
    expect(MENU_TREE.map((entry) => entry.label)).toEqual([
      'Rings',
      'Necklaces & Pendants',
      'Bracelets',
      'Earrings',
      'About',
      'Services',
      'Contact',
    ]);
  });

  it("gives only rings and earrings an 'all' link", () => {
    expect(MENU_TREE.filter((entry) => entry.to).map((entry) => entry.to)).toEqual(['/home/rings', '/home/earrings']);
  });

  it('offers every price band, metal, colour and style under each category', () => {
    for (const entry of categories) {
      const queries = entry.sections.flatMap((section) => section.links.map((link) => link.to.split('?')[1]));
      expect(queries).toEqual([
        'price=u1500',
        'price=15h30h',
        'price=30h50h',
        'price=50h',
        'metal=silver',
        'metal=gold',
        'colour=silver',
        'colour=goldplated',
        'colour=rosegold',
        'colour=oxidised',
        'style=everyday',
        'style=office',
        'style=party',
      ]);
    }
  });

  it("keeps the spec's 'Pendantss' spelling on the necklaces 3000-5000 link, meaning the same listing", () => {
    const necklaces = MENU_TREE[1]!.sections[0]!.links.map((link) => link.to);
    expect(necklaces).toContain('/home/necklaces&Pendantss?price=30h50h');
    expect(links.filter((link) => link.to.includes('Pendantss'))).toHaveLength(1);
    expect(listingGroupOf('necklaces&Pendantss')).toBe('necklaces&Pendants');
  });

  it('points every category link at a known listing group and every other link at a submenu page', () => {
    for (const link of links) {
      const listing = /^\/home\/([^?]+)/.exec(link.to);
      if (listing) expect(Object.keys(LISTING_GROUPS)).toContain(listingGroupOf(listing[1]!));
      else expect(link.to).toMatch(/^\/(about|services|contact)\/submenu[12]$/);
    }
    expect(links.filter((link) => /submenu/.test(link.to))).toHaveLength(6);
  });
});

describe('listing pages', () => {
  it('links each product category to the one listing group that holds it (the breadcrumb)', () => {
    for (const category of CATEGORIES) {
      const holding = Object.entries(LISTING_GROUPS).filter(([, group]) => (group.categories as readonly string[]).includes(category));
      expect(holding.map(([slug]) => `/home/${slug}`), category).toEqual([categoryPath(category)]);
    }
    expect(categoryPath('Watch')).toBeNull();
    expect(categoryPath('constructor')).toBeNull();
  });

  it('reads how many pages Load more has shown, and names them in the page’s canonical query', () => {
    expect(listingPagesOf('2')).toBe(2);
    expect(listingPagesOf(String(MAX_LISTING_PAGES))).toBe(MAX_LISTING_PAGES);
    for (const unread of [null, '', '1', '0', '-2', '2.5', 'two', String(MAX_LISTING_PAGES + 1)]) expect(listingPagesOf(unread), String(unread)).toBeNull();
    expect(pageQuery('/home/rings', new URLSearchParams('pages=3&price=u1500'))).toEqual({ canonical: '?price=u1500&pages=3', unrecognised: false });
    // A value the listing does not take shows the first page: the same page as without it.
    expect(pageQuery('/home/rings', new URLSearchParams('pages=lots'))).toEqual({ canonical: '', unrecognised: false });
    expect(pageQuery('/search', new URLSearchParams('q=ring&pages=3'))).toEqual({ canonical: '?q=ring', unrecognised: false });
    // The checkout's pay page is one shopper's order: made for each request, its canonical link the checkout's.
    expect(pageQuery('/checkout', new URLSearchParams('pay=RS-ABCDEFGH23&key=1796000000.abc'))).toEqual({ canonical: '', unrecognised: false, personal: true });
    expect(pageQuery('/checkout', new URLSearchParams('key=1796000000.abc')).personal).toBeUndefined();
    expect(pageQuery('/home/rings', new URLSearchParams('pay=RS-ABCDEFGH23')).personal).toBeUndefined();
  });
});

describe('sharing a product', () => {
  const data = { title: 'Om Pendant', text: 'Om Pendant from Rajat Silver', url: 'https://shop.example/product/Om%20Pendant' };
  const notifier = () => ({ success: vi.fn(), error: vi.fn() });

  it('uses the Web Share API with title, text and url when there is one', async () => {
    const notify = notifier();
    const share = vi.fn().mockResolvedValue(undefined);
    expect(await shareProduct(data, { share } as unknown as Navigator, notify)).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(notify.success).toHaveBeenCalledWith(SHARE_TOASTS.shared);
    expect(SHARE_TOASTS.shared).toBe('Product link shared successfully!');
  });

  it('reports a failed share, but not a share sheet the shopper closed', async () => {
    const failed = notifier();
    const share = vi.fn().mockRejectedValue(new Error('boom'));
    expect(await shareProduct(data, { share } as unknown as Navigator, failed)).toBe('share-failed');
    expect(failed.error).toHaveBeenCalledWith('Failed to share. Try again.');

    const cancelled = notifier();
    const abort = vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    expect(await shareProduct(data, { share: abort } as unknown as Navigator, cancelled)).toBe('cancelled');
    expect(cancelled.error).not.toHaveBeenCalled();
    expect(cancelled.success).not.toHaveBeenCalled();
  });

  it('copies the link to the clipboard without the Web Share API', async () => {
    const notify = notifier();
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareProduct(data, { clipboard: { writeText } } as unknown as Navigator, notify)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
    expect(notify.success).toHaveBeenCalledWith('Link copied to clipboard!');
  });

  it('says so when the clipboard refuses, or there is none', async () => {
    const refused = notifier();
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    expect(await shareProduct(data, { clipboard: { writeText } } as unknown as Navigator, refused)).toBe('copy-failed');
    expect(refused.error).toHaveBeenCalledWith('Failed to copy link. Please try again.');
    const none = notifier();
    expect(await shareProduct(data, {} as Navigator, none)).toBe('copy-failed');
    expect(none.error).toHaveBeenCalledWith(SHARE_TOASTS.copyFailed);
  });
});
