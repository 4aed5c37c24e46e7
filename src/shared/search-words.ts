// What a shopper types, as search reads it (issue 27): the same words whether typed in English,
// Hindi, Odia or in Latin letters ('angoothi', 'jhumka', 'payal'). The index and the query
// are folded alike (foldSearchText; migration 0020 folds the index the same way in SQL), and a
// small table of jewellery words maps what shoppers say onto the words the catalogue's
// categories and metals are indexed by. The server's search uses it (search/query-plan.ts).

/**
 * Lower case; Latin accents removed ('café' -> 'cafe'); Devanagari and Odia as shoppers type
 * them either way: candrabindu as anusvara (चाँदी = चांदी), no nukta (चूड़ी = चूडी), no zero-width
 * joiners. Vowel signs and viramas stay: they are part of an Indic word.
 */
export function foldSearchText(text: string): string {
  // Printable ASCII (most text here) needs nothing but lower case.
  if (!/[^ -~]/.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(/(?![\u0900-\u0dff])\p{M}/gu, '')
    .normalize('NFC')
    .replace(/[\u0901\u0b01]/g, (mark) => String.fromCharCode(mark.charCodeAt(0) + 1))
    .replace(/[\u093c\u0b3c\u200c\u200d]/g, '')
    .toLowerCase();
}

/** The words of a text, folded: split on anything that is not a letter, a digit or a combining mark. */
export function searchTokens(text: string): string[] {
  const folded = foldSearchText(text);
  if (!/[^ -~]/.test(folded)) return folded.split(/[^a-z0-9]+/).filter(Boolean);
  return folded.split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean);
}

/** Words that say nothing about the piece ('of', 'with'): a query leaves them out. */
const STOP_WORDS = new Set(
  ['की', 'का', 'के', 'में', 'और', 'से', 'वाली', 'वाला', 'वाले', 'ର', 'ରେ', 'ଓ', 'ସହ', 'ki', 'ka', 'ke', 'wali', 'wala', 'wale'].map(foldSearchText),
);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/**
 * The jewellery words: each line, the words the catalogue is indexed by (its categories,
 * metals and a few names, in English), then what shoppers type for them in Hindi, Odia and
 * Latin letters. Pieces the shop has no category for (anklets, nose pins, toe rings) are
 * here too, meaning their English names: a product named so is found, and where there is
 * none the word is left out of the search as any unknown word is (search/query-plan.ts).
 */
const TABLE: [means: string, words: string][] = [
  ['ring', 'अंगूठी अँगूठी अंगूठियां अंगूठियाँ अंगुठी मुंदरी छल्ला ଅଙ୍ଗୁଠି ମୁଦି angoothi anguthi angothi angoothee anguthee angoothiyan mundri mudi'],
  ['earring', 'झुमका झुमके झुमकी झुमकियां बाली बालियां बालियाँ कुंडल कान ଝୁମ୍କା ଝୁମକା କାନଫୁଲ କାନଫୁଲି jhumka jhumke jhumki jhumkas jhumkis bali baali baliyan kundal kanphool kaanphool kanful'],
  ['anklet', 'पायल पायलें पाजेब पैंजनी ପାଉଁଜି ପାଉଜି ପାହୁଡ଼ payal paayal payals pajeb pazeb painjani paunji pauji'],
  ['silver', 'चांदी चाँदी चान्दी रजत ରୁପା ରୂପା chandi chaandi chandee chaandee rupa roopa'],
  ['gold', 'सोना सोने स्वर्ण ସୁନା sona sone suna swarna'],
  ['platinum', 'प्लैटिनम प्लेटिनम ପ୍ଲାଟିନମ'],
  ['necklace', 'हार नेकलेस माला ହାର ମାଳି ନେକଲେସ haar mala necklace'],
  ['chain', 'चेन ज़ंजीर जंजीर सिकड़ी ଚେନ ଶିକୁଳି chain zanjeer zanjir'],
  ['pendant locket', 'लॉकेट लाकेट पेंडेंट ଲକେଟ ପେଣ୍ଡେଣ୍ଟ locket laket'],
  ['bracelet', 'ब्रेसलेट ब्रैसलेट ବ୍ରେସଲେଟ'],
  ['bangle kada', 'कंगन चूड़ी चूड़ियां चूड़ियाँ कड़ा ଚୁଡ଼ି କଙ୍କଣ ଖଡ଼ୁ kangan chudi choodi chudiyan churi kada kadaa khadu'],
  ['nose', 'नथ नथनी लौंग ନାକଫୁଲ ନୋଥ nath nathni laung naakphool nakphool'],
  ['toe', 'बिछिया बिछुआ ଝୁଣ୍ଟିଆ bichiya bichhiya bichua jhuntia'],
  ['mangalsutra', 'मंगलसूत्र ମଙ୍ଗଳସୂତ୍ର mangalsutra mangalsutr'],
  ['pearl', 'मोती ମୁକ୍ତା moti mukta'],
  ['oxidised', 'ऑक्सीडाइज़्ड ऑक्सीडाइज्ड ଅକ୍ସିଡାଇଜ୍ଡ'],
];

const MEANINGS: Map<string, string[]> = new Map();
for (const [means, words] of TABLE) {
  for (const word of words.split(' ')) {
    const key = foldSearchText(word);
    MEANINGS.set(key, [...new Set([...(MEANINGS.get(key) ?? []), ...means.split(' ')])]);
  }
}

/** The table's words in Latin letters, for correcting a misspelt one (search/query-plan.ts). */
export const LATIN_TABLE_WORDS: readonly string[] = [...MEANINGS.keys()].filter((word) => /^[a-z]+$/.test(word));

/** Odia's genitive and locative endings ('ରୁପାର' of silver): a table word with one still means it. */
const ODIA_ENDINGS = ['ର', 'ରେ'];

/** The English index words a (folded) word means, by the table; none when it is not a jewellery word. */
export function meaningsOf(word: string): readonly string[] {
  const found = MEANINGS.get(word);
  if (found) return found;
  for (const ending of ODIA_ENDINGS) {
    if (word.length > ending.length + 1 && word.endsWith(ending)) {
      const stem = MEANINGS.get(word.slice(0, -ending.length));
      if (stem) return stem;
    }
  }
  return [];
}
