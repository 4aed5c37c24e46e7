import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../helpers/page-language.tsx';
import { LANGUAGES } from '../../src/shared/languages.ts';

// Every language gives every word English has (English is the source and its shape the type, but
// a cast or a missing file would slip past the type): the same keys all the way down, a function
// where English has one (a text with figures), a non-empty text where English has a text.

type Found = { path: string; problem: string };

function compare(english: unknown, other: unknown, path: string, found: Found[]): void {
  if (typeof english === 'function') {
    if (typeof other !== 'function') found.push({ path, problem: `a function in English, ${typeof other} here` });
    return;
  }
  if (typeof english === 'string') {
    // A part of a sentence split around a link or a figure (a list), or a joining word ('at '),
    // may be empty where the language puts its words elsewhere.
    const mayBeEmpty = path.endsWith(']') || english.trim().length <= 3;
    if (typeof other !== 'string' || (other.length === 0 && !mayBeEmpty)) found.push({ path, problem: 'no text' });
    return;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(other) || other.length !== english.length) found.push({ path, problem: `a list of ${english.length} in English` });
    else english.forEach((item, index) => compare(item, other[index], `${path}[${index}]`, found));
    return;
  }
  if (typeof english === 'object' && english !== null) {
    if (typeof other !== 'object' || other === null) {
      found.push({ path, problem: 'missing' });
      return;
    }
    for (const key of Object.keys(english)) compare((english as Record<string, unknown>)[key], (other as Record<string, unknown>)[key], `${path}.${key}`, found);
    for (const key of Object.keys(other)) if (!Object.hasOwn(english, key)) found.push({ path: `${path}.${key}`, problem: 'not in English' });
  }
}

/** Every function of a language's words, by its path. */
function functionsOf(words: unknown, path = ''): [string, (...args: unknown[]) => unknown][] {
  if (typeof words === 'function') return [[path, words as (...args: unknown[]) => unknown]];
  if (typeof words !== 'object' || words === null) return [];
  return Object.entries(words).flatMap(([key, value]) => functionsOf(value, `${path}.${key}`));
}

describe('messages', () => {
  for (const language of LANGUAGES.filter((other) => other !== 'en')) {
    it(`${language} gives every key English gives, functions where English has functions`, () => {
      const found: Found[] = [];
      compare(MESSAGES.en, MESSAGES[language], language, found);
      expect(found).toEqual([]);
    });

    it(`${language}'s texts with figures keep the figures (Latin digits) and say no 'undefined'`, () => {
      for (const [path, word] of functionsOf(MESSAGES[language])) {
        // Every function of ours takes numbers or texts; 7 and 'x7' are found again in what it says.
        if (path.endsWith('.ignored')) continue; // takes a list: below
        if (path.startsWith('.errors.')) continue; // take their figures as an object: tests/unit/error-codes.test.ts
        const text = String(word(...Array.from({ length: word.length }, (_, i) => (i === 0 ? 7 : `x${i}`))));
        expect(text, path).not.toMatch(/undefined|NaN|\[object/);
        expect(text, path).not.toMatch(/[०-९୦-୯]/);
      }
      expect(MESSAGES[language].shop.listing.ignored(['price=cheap'])).toContain('‘price=cheap’');
    });

    it(`${language} writes prices as the shop does and keeps English where shoppers use it (BIS, 925, MRP, Rajat Silver)`, () => {
      const words = MESSAGES[language];
      expect(words.shop.product.save('Rs.389.70/-')).toContain('Rs.389.70/-');
      expect(words.common.filters.price.options['15h30h']).toBe('₹1,500 - ₹3,000');
      expect(words.common.strip.hallmarked).toContain('BIS');
      expect(words.common.strip.hallmarked).toContain('925');
      expect(words.shop.card.mrp).toBe('MRP ');
      expect(words.shop.product.title('x')).toBe('x | Rajat Silver');
      // Its own words, not English left in place.
      expect(words.shop.card.addToCart).not.toBe(MESSAGES.en.shop.card.addToCart);
      expect(words.shop.wishlist.title).not.toBe(MESSAGES.en.shop.wishlist.title);
    });
  }

  it('English says what the screens said before the words moved (the spec’s texts)', () => {
    const { shop, common } = MESSAGES.en;
    expect(shop.stock.few(2)).toBe('Only 2 left');
    expect(shop.stock.out).toBe('Out of stock');
    expect(shop.count(0)).toBe('No products');
    expect(shop.count(1)).toBe('1 product');
    expect(shop.listing.ignored(['price=cheap', 'sort=x'])).toBe('We did not recognise ‘price=cheap’, ‘sort=x’ and left them out.');
    expect(shop.listing.seenAll(1)).toBe('You have seen all of it.');
    expect(common.toasts.noMoreStock(1)).toBe('Only 1 left, and it is in your cart.');
    expect(common.toasts.leftOut(10, 2)).toBe('10 is the most of one piece in one size: 2 pieces were left out.');
    expect(common.menu.viewAll('Rings')).toBe('View all rings');
    expect(common.footer.rights(2024, 'Rajat Silver')).toBe('© 2024 Rajat Silver. All rights reserved.');
    expect(common.searchBox.placeholders).toEqual(['Find bangles...', 'Explore products...', 'Search jewellery...', 'Search products that last forever...']);
  });
});
