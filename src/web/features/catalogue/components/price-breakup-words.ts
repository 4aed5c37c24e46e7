import type { Language } from '../../../../shared/languages.ts';

// The price break-up's words in each language. They live with the break-up, in its deferred
// chunk, rather than in the catalogue screens' words (messages/*/shop.ts): that chunk is in the
// product page's first script, which had no room for them in Hindi and Odia (decision 035).

type BreakupWords = {
  title: string;
  metal: (metal: string, grams: string, rate: string, date: string) => string;
  makingPerGram: (rate: string) => string;
  makingPercent: (percent: string) => string;
  extras: string;
  gst: string;
  rounding: string;
  total: string;
};

export const BREAKUP_WORDS: Record<Language, BreakupWords> = {
  en: {
    title: 'Price break-up',
    metal: (metal, grams, rate, date) => `${metal} value: ${grams} g × ${rate}/g (rate of ${date})`,
    makingPerGram: (rate) => `Making charge (${rate}/g)`,
    makingPercent: (percent) => `Making charge (${percent}% of metal value)`,
    extras: 'Stones and extras',
    gst: 'GST 3%',
    rounding: 'Rounding off',
    total: 'Total price',
  },
  hi: {
    title: 'क़ीमत का ब्योरा',
    metal: (metal, grams, rate, date) => `${metal} का मूल्य: ${grams} ग्राम × ${rate}/ग्राम (${date} का भाव)`,
    makingPerGram: (rate) => `बनवाई (${rate}/ग्राम)`,
    makingPercent: (percent) => `बनवाई (धातु के मूल्य का ${percent}%)`,
    extras: 'नग और अन्य',
    gst: 'GST 3%',
    rounding: 'पूर्णांकन',
    total: 'कुल क़ीमत',
  },
  or: {
    title: 'ଦାମର ବିବରଣୀ',
    metal: (metal, grams, rate, date) => `${metal} ମୂଲ୍ୟ: ${grams} ଗ୍ରାମ × ${rate}/ଗ୍ରାମ (${date}ର ଦର)`,
    makingPerGram: (rate) => `ମଜୁରି (${rate}/ଗ୍ରାମ)`,
    makingPercent: (percent) => `ମଜୁରି (ଧାତୁ ମୂଲ୍ୟର ${percent}%)`,
    extras: 'ପଥର ଓ ଅନ୍ୟାନ୍ୟ',
    gst: 'GST 3%',
    rounding: 'ପୂର୍ଣ୍ଣାଙ୍କନ',
    total: 'ମୋଟ ଦାମ',
  },
};
