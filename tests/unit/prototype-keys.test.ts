import { describe, expect, it } from 'vitest';
import { isOwnKey, ownValue } from '../../src/shared/own-keys.ts';
import { LISTING_SORTS, listingGroupOf } from '../../src/shared/catalogue.ts';
import { contentTypeOf } from '../../src/server/media/storage.ts';
import { planQuery, type Vocabulary } from '../../src/server/search/query-plan.ts';
import { describeView, groupTitle, isUnknownSlug, readListingView } from '../../src/web/features/discovery/listing-view.ts';
import { MESSAGES } from '../helpers/page-language.tsx';

/** Every key a plain object answers without holding it: constructor, toString, __proto__, valueOf... */
const PROTOTYPE_WORDS = Object.getOwnPropertyNames(Object.prototype);

const emptyVocabulary: Vocabulary = {
  termsWithPrefix: async () => [],
  termsStartingWith: async () => [],
};

describe('lookups of text from outside never find what Object.prototype holds', () => {
  it('has the words to try', () => {
    expect(PROTOTYPE_WORDS).toEqual(expect.arrayContaining(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']));
  });

  it.each(PROTOTYPE_WORDS)('own-key helpers: %s is not a key of a table', (word) => {
    expect(isOwnKey({ rings: 1 }, word)).toBe(false);
    expect(ownValue<number>({ rings: 1 }, word)).toBeUndefined();
  });

  it('own-key helpers still find the own keys', () => {
    expect(isOwnKey(LISTING_SORTS, 'price-asc')).toBe(true);
    expect(ownValue({ rings: 1 }, 'rings')).toBe(1);
  });

  it.each(PROTOTYPE_WORDS)('listing groups and their aliases: %s names no group', (word) => {
    expect(listingGroupOf(word)).toBeUndefined();
  });

  it.each(PROTOTYPE_WORDS)('the listing screen: /home/%s is an unknown category, described like any other', (word) => {
    const view = readListingView(word, new URLSearchParams({ sort: word, price: word }));
    expect(view.group).toBeNull();
    expect(isUnknownSlug(view)).toBe(true);
    expect(view.sort).toBe('newest');
    expect(groupTitle(view, MESSAGES.en)).toBe('All jewellery');
    expect(describeView(view, MESSAGES.en)).toBe('Jewellery; newest first.');
  });

  it.each(PROTOTYPE_WORDS)('media content types: a file ending .%s is plain bytes', (word) => {
    expect(contentTypeOf(`images/high-quality/ring-k3j9.${word}`)).toBe('application/octet-stream');
  });

  it.each(PROTOTYPE_WORDS)('search synonyms: %s is a word like any other', async (word) => {
    const plan = await planQuery(word, emptyVocabulary);
    expect(plan.groups).toEqual([]);
  });
});
