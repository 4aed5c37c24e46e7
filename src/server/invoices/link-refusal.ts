import { localisedPath, type Language } from '../../shared/languages.ts';
import { escapeHtml } from '../mail/templates.ts';

// What a buyer's browser shows for an invoice or credit-note link the shop refuses (decision
// 030): a short page in the language the order was placed in, with the way to a fresh link,
// instead of the API's JSON. A program asking for JSON still gets the JSON error.

export type RefusedLink = 'expired' | 'not_signed';
export type LinkedDocument = 'invoice' | 'credit-note';

type RefusalWords = {
  lang: string;
  document: Record<LinkedDocument, string>;
  expired: (document: string) => { title: string; text: string };
  notSigned: (document: string) => { title: string; text: string };
  openOrder: string;
};

const WORDS: Record<Language, RefusalWords> = {
  en: {
    lang: 'en-IN',
    document: { invoice: 'invoice', 'credit-note': 'credit note' },
    expired: (document) => ({
      title: `This ${document} link has expired`,
      text: `This ${document} link has expired. Open the order from its newest e-mail for a fresh one, or write to us quoting the order number.`,
    }),
    notSigned: (document) => ({
      title: `This ${document} link is not the one we sent`,
      text: `This ${document} link is not the one we sent. Open the order from its e-mail to download the ${document}, or write to us quoting the order number.`,
    }),
    openOrder: 'Open your order',
  },
  hi: {
    lang: 'hi-IN',
    document: { invoice: 'इनवॉइस', 'credit-note': 'क्रेडिट नोट' },
    expired: (document) => ({
      title: `${document} का यह लिंक पुराना हो गया है`,
      text: `${document} का यह लिंक पुराना हो गया है। नया लिंक ऑर्डर के सबसे नए ईमेल में है; या ऑर्डर नंबर लिखकर हमसे पूछें।`,
    }),
    notSigned: (document) => ({
      title: `${document} का यह लिंक हमारा भेजा हुआ नहीं है`,
      text: `${document} का यह लिंक हमारा भेजा हुआ नहीं है। ${document} डाउनलोड करने के लिए ऑर्डर उसके ईमेल से खोलें, या ऑर्डर नंबर लिखकर हमसे पूछें।`,
    }),
    openOrder: 'अपना ऑर्डर देखें',
  },
  or: {
    lang: 'or-IN',
    document: { invoice: 'ଇନଭଏସ୍', 'credit-note': 'କ୍ରେଡିଟ୍ ନୋଟ୍' },
    expired: (document) => ({
      title: `${document}ର ଏହି ଲିଙ୍କ୍ ପୁରୁଣା ହୋଇଗଲାଣି`,
      text: `${document}ର ଏହି ଲିଙ୍କ୍ ପୁରୁଣା ହୋଇଗଲାଣି। ନୂଆ ଲିଙ୍କ୍ ଅର୍ଡରର ସବୁଠୁ ନୂଆ ଇମେଲ୍‌ରେ ଅଛି; କିମ୍ବା ଅର୍ଡର ନମ୍ବର ଲେଖି ଆମକୁ ପଚାରନ୍ତୁ।`,
    }),
    notSigned: (document) => ({
      title: `${document}ର ଏହି ଲିଙ୍କ୍ ଆମେ ପଠାଇଥିବା ଲିଙ୍କ୍ ନୁହେଁ`,
      text: `${document}ର ଏହି ଲିଙ୍କ୍ ଆମେ ପଠାଇଥିବା ଲିଙ୍କ୍ ନୁହେଁ। ${document} ଡାଉନଲୋଡ୍ କରିବାକୁ ଅର୍ଡରଟି ତାହାର ଇମେଲ୍‌ରୁ ଖୋଲନ୍ତୁ, କିମ୍ବା ଅର୍ଡର ନମ୍ବର ଲେଖି ଆମକୁ ପଚାରନ୍ତୁ।`,
    }),
    openOrder: 'ଆପଣଙ୍କ ଅର୍ଡର ଦେଖନ୍ତୁ',
  },
};

/** The English sentence of the API's JSON error (its `error`), as before this page existed. */
export function refusalMessage(refused: RefusedLink, document: LinkedDocument): string {
  const words = WORDS.en;
  return (refused === 'expired' ? words.expired : words.notSigned)(words.document[document]).text;
}

/** The page a browser shows: the refusal in the order's language and a link to the order's own page. */
export function refusalPage(refused: RefusedLink, document: LinkedDocument, order: { number: string; language?: Language }): string {
  const language = order.language ?? 'en';
  const words = WORDS[language];
  const { title, text } = (refused === 'expired' ? words.expired : words.notSigned)(words.document[document]);
  const orderPath = localisedPath(language, `/order/${encodeURIComponent(order.number)}`);
  return `<!doctype html>
<html lang="${words.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(orderPath)}">${escapeHtml(words.openOrder)} ${escapeHtml(order.number)}</a></p>
</main>
</body>
</html>
`;
}
