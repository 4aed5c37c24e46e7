import { createHash } from 'node:crypto';
import { LANGUAGE_TAGS, localisedPath, type Language } from '../../shared/languages.ts';
import { escapeMarkup } from '../../shared/markup.ts';
import { SHOP_NAME } from '../shop-name.ts';

// What a buyer's browser shows for an invoice or credit-note link the shop refuses (decision
// 030): a short page in the language the order was placed in, with the way to a fresh link,
// instead of the API's JSON. A program asking for JSON still gets the JSON error.

export type RefusedLink = 'expired' | 'not_signed';
export type LinkedDocument = 'invoice' | 'credit-note';

type RefusalWords = {
  document: Record<LinkedDocument, string>;
  expired: (document: string) => { title: string; text: string };
  notSigned: (document: string) => { title: string; text: string };
  openOrder: string;
};

const WORDS: Record<Language, RefusalWords> = {
  en: {
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

/** The page's look, the order e-mails' colours; allowed by its hash alone (REFUSAL_PAGE_POLICY). */
const STYLE =
  'body{margin:0;padding:24px 12px;background:#fbf9f6;color:#1f1a17;font:16px/1.55 system-ui,sans-serif}' +
  'main{max-width:560px;margin:0 auto;background:#fff;border:1px solid #e8e2da;border-radius:8px;padding:24px}' +
  'p.shop{margin:0 0 4px;color:#8a5f27;font-size:12px;letter-spacing:.14em;text-transform:uppercase}' +
  'h1{margin:0 0 12px;font:400 24px/1.3 Georgia,serif}' +
  'a{display:inline-block;margin-top:8px;background:#1f1a17;color:#fbf9f6;text-decoration:none;padding:10px 18px;border-radius:4px}';

/** The refusal page's Content-Security-Policy: the API's (nothing loads), with its one style block. */
export const REFUSAL_PAGE_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'`;

/** The English sentence of the API's JSON error (its `error`), as before this page existed. */
export function refusalMessage(refused: RefusedLink, document: LinkedDocument): string {
  const words = WORDS.en;
  return (refused === 'expired' ? words.expired : words.notSigned)(words.document[document]).text;
}

/** The page a browser shows: the shop's name, the refusal in the order's language and a link to the order's own page. */
export function refusalPage(refused: RefusedLink, document: LinkedDocument, order: { number: string; language?: Language }): string {
  const language = order.language ?? 'en';
  const words = WORDS[language];
  const { title, text } = (refused === 'expired' ? words.expired : words.notSigned)(words.document[document]);
  const orderPath = localisedPath(language, `/order/${encodeURIComponent(order.number)}`);
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[language]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeMarkup(title)}</title><style>${STYLE}</style></head>
<body>
<main>
<p class="shop">${escapeMarkup(SHOP_NAME)}</p>
<h1>${escapeMarkup(title)}</h1>
<p>${escapeMarkup(text)}</p>
<p><a href="${escapeMarkup(orderPath)}">${escapeMarkup(words.openOrder)} ${escapeMarkup(order.number)}</a></p>
</main>
</body>
</html>
`;
}
