import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { webBuild } from '../helpers/web-build.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import { productInput } from '../helpers/shop-fixtures.ts';
import { LANGUAGE_TAGS, type Language } from '../../src/shared/languages.ts';

// The shop's own screens (home, listing, product, search, wishlist, the missing product and the
// not-found screen) rendered by the server, JavaScript off, in Hindi and Odia: the page says its
// language and the screen's own area (its <main>), its header and footer speak it, with none of
// the English words they show on an English page. The pages do not depend on the database: SQLite only.

const ring = productInput({ ProductName: 'Silver Ring', Category: 'Ring', ProductPrice: 1499, metalWeight: 2.5 });
const earring = productInput({ ProductName: 'Jhumka Earrings', Category: 'Earring', ProductPrice: 999, Colour: 'Oxidised', Style: 'Party' });

/** The markup of a page's first element of that name: `<main>…</main>`, `<header>…</header>`. */
function area(html: string, tag: 'main' | 'header' | 'footer'): string {
  const start = html.indexOf(`<${tag}`);
  const end = html.indexOf(`</${tag}>`, start);
  expect(start, `<${tag}> in the page`).toBeGreaterThanOrEqual(0);
  return html.slice(start, end + tag.length + 3);
}

/** What a page says, for the words' tests: the markup with its tags, comments and entities taken out. */
const textOf = (markup: string) =>
  markup
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]*\baria-label="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');

type Screen = {
  path: string;
  status?: number;
  /** Words of the screen's own area, in each language (English: the spec's, as before). */
  words: Record<Language, string[]>;
  /** English words the Hindi and Odia screens must not show. */
  english: string[];
};

const SCREENS: Screen[] = [
  {
    path: '/',
    words: {
      en: ['Our Collection', 'New arrivals', 'Essential For You', 'Add to Cart', 'BIS hallmarked'],
      hi: ['हमारा कलेक्शन', 'नए गहने', 'आपके लिए ख़ास', 'कार्ट में डालें', 'BIS हॉलमार्क'],
      or: ['ଆମ କଲେକ୍ସନ', 'ନୂଆ ଗହଣା', 'ଆପଣଙ୍କ ପାଇଁ ବିଶେଷ', 'କାର୍ଟରେ ରଖନ୍ତୁ', 'BIS ହଲମାର୍କ'],
    },
    english: ['Our Collection', 'New arrivals', 'Essential For You', 'Add to Cart', 'Curated', 'Recents'],
  },
  {
    path: '/home/rings',
    words: {
      en: ['Rings', 'Sort by', 'Newest first', 'Price: low to high', '1 product'],
      hi: ['अंगूठियाँ', 'क्रम', 'नए पहले', 'क़ीमत: कम से ज़्यादा', '₹1,500 से कम'],
      or: ['ମୁଦି', 'କ୍ରମ', 'ନୂଆ ଆଗେ', 'ଦାମ: କମ୍ ରୁ ଅଧିକ', '₹1,500 ରୁ କମ୍'],
    },
    english: ['Sort by', 'Newest first', 'Under ₹1,500', 'All jewellery', 'Shop by category', '1 product', 'You have seen all'],
  },
  {
    path: '/home/earrings?colour=oxidised&price=cheap',
    words: {
      en: ['Oxidised earrings; newest first.', 'We did not recognise ‘price=cheap’ and left it out.', 'Remove filter Colour: Oxidised'],
      hi: ['ऑक्सीडाइज़्ड ईयररिंग्स; नए पहले।', 'हम ‘price=cheap’ नहीं समझ पाए', 'फ़िल्टर हटाएँ रंग: ऑक्सीडाइज़्ड'],
      or: ['ଅକ୍ସିଡାଇଜ୍ଡ କାନଫୁଲ; ନୂଆ ଆଗେ।', 'ଆମେ ‘price=cheap’ ବୁଝିପାରିଲୁ ନାହିଁ', 'ଫିଲ୍ଟର କାଢ଼ନ୍ତୁ ରଙ୍ଗ: ଅକ୍ସିଡାଇଜ୍ଡ'],
    },
    english: ['We did not recognise', 'Filtered by', 'Oxidised earrings', 'Remove filter'],
  },
  {
    path: '/home/rings?metal=gold',
    words: {
      en: ['Nothing here yet', 'No rings match these filters.', 'All jewellery with these filters'],
      hi: ['यहाँ अभी कुछ नहीं है', 'इन फ़िल्टर से कोई अंगूठियाँ नहीं मिले', 'इन फ़िल्टर के साथ सभी गहने'],
      or: ['ଏଠାରେ ଏଯାଏ କିଛି ନାହିଁ', 'ଏହି ଫିଲ୍ଟରରେ କୌଣସି ମୁଦି ମିଳିଲା ନାହିଁ', 'ଏହି ଫିଲ୍ଟର ସହ ସବୁ ଗହଣା'],
    },
    english: ['Nothing here yet', 'match these filters', 'All jewellery with these filters', 'No products'],
  },
  {
    path: '/product/Silver%20Ring',
    words: {
      en: ['Add to Cart', 'Incl. of all taxes', 'Save Rs.', 'Made with 925 Silver', 'Description', 'Shipping', 'Metal weight'],
      hi: ['कार्ट में डालें', 'सभी टैक्स सहित', 'की बचत', '925 चाँदी से बना', 'विवरण', 'डिलीवरी', 'धातु का वज़न', 'Rs.1,499.00/-'],
      or: ['କାର୍ଟରେ ରଖନ୍ତୁ', 'ସବୁ ଟିକସ ସହିତ', 'ସଞ୍ଚୟ', '925 ରୁପାରେ ତିଆରି', 'ବିବରଣୀ', 'ଡେଲିଭରି', 'ଧାତୁର ଓଜନ', 'Rs.1,499.00/-'],
    },
    english: ['Add to Cart', 'Incl. of all taxes', 'Save Rs.', 'Made with', 'Description', 'Metal weight', 'Shop by Category', 'Share', 'Free express shipping', 'Add to wishlist'],
  },
  {
    path: '/product/No%20Such%20Piece',
    status: 404,
    words: {
      en: ['We could not find that piece', 'Nothing in our collection is called “No Such Piece”.', 'Browse rings'],
      hi: ['हमें यह गहना नहीं मिला', '“No Such Piece” नाम का कोई गहना नहीं', 'अंगूठियाँ देखें'],
      or: ['ଆମେ ଏହି ଗହଣା ପାଇଲୁ ନାହିଁ', '“No Such Piece” ନାମରେ କୌଣସି ଗହଣା ନାହିଁ', 'ମୁଦି ଦେଖନ୍ତୁ'],
    },
    english: ['We could not find that piece', 'Nothing in our collection', 'Back to the shop', 'Browse rings', 'Shop by Category'],
  },
  {
    path: '/search?q=ring',
    words: {
      en: ['Results for ‘ring’', 'Add to Cart'],
      hi: ['‘ring’ के नतीजे', 'कार्ट में डालें'],
      or: ['‘ring’ ପାଇଁ ଫଳାଫଳ', 'କାର୍ଟରେ ରଖନ୍ତୁ'],
    },
    english: ['Results for', 'Add to Cart', '1 product'],
  },
  {
    path: '/search?q=zzzzqqq',
    words: {
      en: ['No products match ‘zzzzqqq’', 'Check the spelling'],
      hi: ['‘zzzzqqq’ से कोई गहना नहीं मिला', 'स्पेलिंग जाँचें', 'नेकलेस और पेंडेंट'],
      or: ['‘zzzzqqq’ ସହ କୌଣସି ଗହଣା ମେଳ ଖାଉନାହିଁ', 'ବନାନ ଯାଞ୍ଚ କରନ୍ତୁ', 'ହାର ଓ ପେଣ୍ଡାଣ୍ଟ'],
    },
    english: ['No products match', 'Check the spelling', 'Necklaces & Pendants', 'Search'],
  },
  {
    path: '/wishlist',
    words: {
      en: ['Your Wishlist', 'Opening your wishlist…'],
      hi: ['आपकी पसंदीदा सूची', 'आपकी पसंदीदा सूची खुल रही है…'],
      or: ['ଆପଣଙ୍କ ପସନ୍ଦ ତାଲିକା', 'ଆପଣଙ୍କ ପସନ୍ଦ ତାଲିକା ଖୋଲୁଛି…'],
    },
    english: ['Your Wishlist', 'Opening your wishlist'],
  },
  {
    path: '/no/such/page',
    status: 404,
    words: {
      en: ['Unexpected Application Error!', 'Back to the shop'],
      hi: ['माफ़ कीजिए, कुछ गड़बड़ हो गई!', 'दुकान पर वापस जाएँ'],
      or: ['କ୍ଷମା କରିବେ, କିଛି ଭୁଲ ହୋଇଗଲା!', 'ଦୋକାନକୁ ଫେରନ୍ତୁ'],
    },
    english: ['Unexpected Application Error!', 'Back to the shop', 'Not Found'],
  },
];

/** The chrome on every screen: header (strip, menus, sidebar) and footer. */
const CHROME = {
  header: {
    hi: ['पूरे भारत में मुफ़्त डिलीवरी', 'अंगूठियाँ', 'क़ीमत के हिसाब से', 'सभी अंगूठियाँ देखें', 'मेन्यू बंद करें', 'गहने खोजें', 'हमारी कहानी'],
    or: ['ସାରା ଭାରତରେ ମାଗଣା ଡେଲିଭରି', 'ମୁଦି', 'ଦାମ ଅନୁସାରେ', 'ସବୁ ମୁଦି ଦେଖନ୍ତୁ', 'ମେନୁ ବନ୍ଦ କରନ୍ତୁ', 'ଗହଣା ଖୋଜନ୍ତୁ', 'ଆମ କାହାଣୀ'],
    english: ['Free shipping across India', 'Shop by Price', 'View all rings', 'Close menu', 'Search products', 'Our Story', 'Necklaces & Pendants', 'Rose Gold', 'Categories'],
  },
  footer: {
    hi: ['मदद', 'नियम और शर्तें', 'हमसे जुड़े रहें', 'आपका ई-मेल पता', 'सब्सक्राइब करें', 'HM/C-7160021548'],
    or: ['ସହାୟତା', 'ନିୟମ ଓ ସର୍ତ୍ତ', 'ଆମ ସହ ରୁହନ୍ତୁ', 'ଆପଣଙ୍କ ଇ-ମେଲ ଠିକଣା', 'ସବସ୍କ୍ରାଇବ କରନ୍ତୁ', 'HM/C-7160021548'],
    english: ['Help', 'Terms & Conditions', 'Subscribe us', 'Your e-mail address', 'All rights reserved', 'Prices in Indian rupees', 'Follow us'],
  },
} as const;

describe('the shop’s screens in Hindi and Odia, rendered without JavaScript', () => {
  let t: TestApp;

  beforeAll(async () => {
    const distDir = webBuild();
    // The server's renderer, loaded once before the app starts: on a busy machine its first load
    // took longer than the web routes' ten seconds to start.
    await import(pathToFileURL(path.join(distDir, 'ssr', 'entry-server.js')).href);
    const limits = { PAGE_RATE_LIMIT: '100000', SEARCH_PAGE_RATE_LIMIT: '100000' };
    t = await createTestApp('sqlite', { DIST_DIR: distDir, PUBLIC_URL: 'https://shop.example.in', ...limits });
    await t.app.catalogue.createProduct(toProductColumns(ring), [], new Date(Date.UTC(2026, 0, 1)));
    await t.app.catalogue.createProduct(toProductColumns(earring), [], new Date(Date.UTC(2026, 0, 2)));
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const page = async (language: Language, path: string) => {
    const url = language === 'en' ? path : `/${language}${path === '/' ? '' : path}`;
    const answer = await t.app.inject(url);
    return { url, status: answer.statusCode, html: answer.body };
  };

  for (const screen of SCREENS) {
    it(`${screen.path}: English as before, Hindi and Odia in their own words`, async () => {
      for (const language of ['en', 'hi', 'or'] as const) {
        const { url, status, html } = await page(language, screen.path);
        expect(status, url).toBe(screen.status ?? 200);
        expect(html, url).toContain(`<html lang="${LANGUAGE_TAGS[language]}"`);
        const main = textOf(area(html, 'main'));
        for (const word of screen.words[language]) expect(main, `${url}: ${word}`).toContain(word);
        if (language === 'en') continue;
        for (const word of screen.english) expect(main, `${url}: no ${word}`).not.toContain(word);
      }
    });
  }

  it('the header, menus, sidebar and footer speak the page’s language', async () => {
    for (const language of ['hi', 'or'] as const) {
      const { url, html } = await page(language, '/home/rings');
      for (const part of ['header', 'footer'] as const) {
        const text = textOf(area(html, part));
        for (const word of CHROME[part][language]) expect(text, `${url} ${part}: ${word}`).toContain(word);
        for (const word of CHROME[part].english) expect(text, `${url} ${part}: no ${word}`).not.toContain(word);
      }
    }
  });

  it('the home page shows its language’s banners and pictures, whose words are in that language', async () => {
    const names = ['banner-1', 'banner-1-phone', 'banner-2', 'banner-2-phone', 'banner-3', 'banner-3-phone', 'essential-1', 'essential-2'];
    for (const language of ['en', 'hi', 'or'] as const) {
      const { url, html } = await page(language, '/');
      const file = (name: string) => `/images/${name}${language === 'en' ? '' : `.${language}`}.svg`;
      // The server renders the banner's first slide (the others mount in the browser) and the two pictures.
      const named = new Set(html.match(/\/images\/(?:banner|essential)-[\w.-]+\.svg/g));
      expect([...named].sort(), url).toEqual(['banner-1', 'banner-1-phone', 'essential-1', 'essential-2'].map(file).sort());
      // The first banner is the page's largest paint: the head asks for this language's copy first.
      const preload = (name: string, media: string) => `<link rel="preload" as="image" fetchpriority="high" href="${file(name)}" media="${media}">`;
      expect(html, url).toContain(preload('banner-1', '(min-width: 501px)'));
      expect(html, url).toContain(preload('banner-1-phone', '(max-width: 500px)'));
      for (const name of names) {
        const answer = await t.app.inject(file(name));
        expect(answer.statusCode, file(name)).toBe(200);
        expect(answer.headers['content-type'], file(name)).toMatch(/^image\/svg\+xml/);
        if (language === 'en') continue;
        expect(answer.body, file(name)).toContain(`lang="${language}"`);
        // What the picture says: figures such as 925, 29% and ₹1,500, but no English word.
        const drawnWords = [...answer.body.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]!);
        expect(drawnWords.length, file(name)).toBeGreaterThan(0);
        for (const words of drawnWords) expect(words, file(name)).not.toMatch(/[A-Za-z]/);
      }
    }
  });

  it('links and the search form stay in the page’s language', async () => {
    const { html } = await page('hi', '/home/rings');
    expect(html).toContain('action="/hi/search"');
    expect(html).toContain('href="/hi/product/Silver%20Ring"');
    expect(html).toContain('href="/hi/home/rings?price=u1500"');
    // Only the language switcher names another language's page (English: no prefix).
    expect(html.match(/href="\/home\/[^"]*"/g)).toEqual(['href="/home/rings?lang=en"', 'href="/home/rings?lang=en"']);
  });
});
