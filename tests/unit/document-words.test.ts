import { describe, expect, it } from 'vitest';
import enDocuments from '../../src/web/messages/en/documents.ts';
import hiDocuments from '../../src/web/messages/hi/documents.ts';
import orDocuments from '../../src/web/messages/or/documents.ts';
import enSizeGuide from '../../src/web/messages/en/size-guide.ts';
import hiSizeGuide from '../../src/web/messages/hi/size-guide.ts';
import orSizeGuide from '../../src/web/messages/or/size-guide.ts';
import enProductInfo from '../../src/web/messages/en/product-info.ts';
import hiProductInfo from '../../src/web/messages/hi/product-info.ts';
import orProductInfo from '../../src/web/messages/or/product-info.ts';

// The words loaded apart from the screens' chunks (decision 036): the order page's documents part
// (the invoice's and the HUIDs'), the size guide and the product page's information part. Each language gives every key English does,
// its own words, and keeps the names shoppers meet in English (BIS Care, Verify HUID).

/** Every key path of a words object, with the kind of its value. */
function shape(words: object, path = ''): string[] {
  return Object.entries(words).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? shape(value as object, `${path}.${key}`) : [`${path}.${key}: ${typeof value}`],
  );
}

describe.each([
  ['hi', hiDocuments, hiSizeGuide, hiProductInfo],
  ['or', orDocuments, orSizeGuide, orProductInfo],
])('%s words of the documents part, the size guide and the product information', (_language, documents, sizeGuide, productInfo) => {
  it('give every key English gives, functions where English has functions', () => {
    expect(shape(documents)).toEqual(shape(enDocuments));
    expect(shape(sizeGuide)).toEqual(shape(enSizeGuide));
    expect(shape(productInfo)).toEqual(shape(enProductInfo));
    expect(productInfo.description).not.toBe(enProductInfo.description);
  });

  it('are their own words, keep the app’s names and the figures', () => {
    expect(documents.hallmark.verify).not.toBe(enDocuments.hallmark.verify);
    expect(documents.hallmark.verify).toContain('BIS Care');
    expect(documents.hallmark.verify).toContain('Verify HUID');
    expect(documents.hallmark.piece('Lotus Ring', 2)).toMatch(/^Lotus Ring \(2\S*/);
    expect(documents.hallmark.piece('Lotus Ring', 1)).toBe('Lotus Ring');
    expect(sizeGuide.title).not.toBe(enSizeGuide.title);
    expect(sizeGuide.bangle.lead).toContain('2.6');
    expect(sizeGuide.ring.lead).toContain('52');
  });

  it('are plain texts in the size guide (its page sends them with the router’s data)', () => {
    const texts = (value: unknown): boolean => typeof value === 'string' || (typeof value === 'object' && value !== null && Object.values(value).every(texts));
    expect(texts(sizeGuide)).toBe(true);
  });
});
