import { describe, expect, it } from 'vitest';
import { foldSearchText, isStopWord, LATIN_TABLE_WORDS, meaningsOf, searchTokens } from '../../src/shared/search-words.ts';
import { tokenise } from '../../src/server/search/query-plan.ts';

describe('search words in three languages', () => {
  it('keeps Devanagari and Odia words whole, vowel signs and viramas included', () => {
    expect(searchTokens('चांदी की अंगूठी')).toEqual(['चांदी', 'की', 'अंगूठी']);
    expect(searchTokens('ରୁପା ଝୁମ୍କା, ମୁଦି।')).toEqual(['ରୁପା', 'ଝୁମ୍କା', 'ମୁଦି']);
    expect(searchTokens('Lotus अंगूठी 925')).toEqual(['lotus', 'अंगूठी', '925']);
    // The planner reads queries so.
    expect(tokenise('  Oxidisé  झुमके ')).toEqual(['oxidise', 'झुमके']);
  });

  it('folds what shoppers type either way: candrabindu, nukta, zero-width joiners, one Unicode form', () => {
    expect(foldSearchText('चाँदी')).toBe(foldSearchText('चांदी'));
    expect(foldSearchText('चूड़ी')).toBe('चूडी');
    expect(foldSearchText('चू\u095Cी')).toBe('चूडी');
    expect(foldSearchText('ପାଉଁଜି')).toBe(foldSearchText('ପାଉଂଜି'));
    expect(foldSearchText('ଚୁଡ଼ି')).toBe('ଚୁଡି');
    expect(foldSearchText('क्\u200Dष')).toBe('क्ष');
    // Odia's two-part vowel signs, decomposed or not, are one word.
    expect(foldSearchText('ଗୋ')).toBe(foldSearchText('ଗ\u0B47\u0B3E'));
    expect(foldSearchText('Café')).toBe('cafe');
  });

  it('maps jewellery words in Hindi, Odia and Latin letters onto the words the catalogue is indexed by', () => {
    const means = (word: string) => meaningsOf(foldSearchText(word));
    for (const word of ['अंगूठी', 'अँगूठी', 'ଅଙ୍ଗୁଠି', 'ମୁଦି', 'angoothi', 'anguthi', 'angothi']) expect(means(word), word).toEqual(['ring']);
    for (const word of ['झुमका', 'बाली', 'ଝୁମ୍କା', 'କାନଫୁଲ', 'jhumka', 'jhumki', 'bali']) expect(means(word), word).toEqual(['earring']);
    for (const word of ['पायल', 'ପାଉଁଜି', 'payal', 'pajeb']) expect(means(word), word).toEqual(['anklet']);
    for (const word of ['चांदी', 'चाँदी', 'ରୁପା', 'chandi', 'chaandi', 'rupa']) expect(means(word), word).toEqual(['silver']);
    for (const word of ['सोना', 'ସୁନା', 'sona']) expect(means(word), word).toEqual(['gold']);
    for (const word of ['हार', 'ହାର', 'haar']) expect(means(word), word).toEqual(['necklace']);
    for (const word of ['लॉकेट', 'locket']) expect(means(word), word).toEqual(['pendant', 'locket']);
    for (const word of ['कंगन', 'चूड़ी', 'କଙ୍କଣ', 'ଚୁଡ଼ି', 'kangan', 'chudi']) expect(means(word), word).toEqual(['bangle', 'kada']);
    for (const word of ['नथ', 'लौंग']) expect(means(word), word).toEqual(['nose']);
    expect(means('बिछिया')).toEqual(['toe']);
    // Odia's genitive ending: ରୁପାର (of silver).
    expect(means('ରୁପାର')).toEqual(['silver']);
    expect(means('lotus')).toEqual([]);
    expect(LATIN_TABLE_WORDS).toContain('angoothi');
  });

  it('leaves out words that say nothing about the piece', () => {
    for (const word of ['की', 'का', 'के', 'ର', 'ki']) expect(isStopWord(foldSearchText(word)), word).toBe(true);
    expect(isStopWord('ring')).toBe(false);
  });
});
