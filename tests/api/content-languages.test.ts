import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { webBuild } from '../helpers/web-build.ts';
import { CONTENT_KEYS, type ContentKey } from '../../src/web/content/keys.ts';
import { CONTENT as ENGLISH } from '../../src/web/content/pages.ts';
import { CONTENT as HINDI } from '../../src/web/content/hi/pages.ts';
import { CONTENT as ODIA } from '../../src/web/content/or/pages.ts';
import { SHOP } from '../../src/web/content/shop.ts';
import type { ContentLanguage, ContentPage, RichText } from '../../src/web/content/types.ts';
import { LANGUAGE_TAGS, LANGUAGES, localisedPath, type Language } from '../../src/shared/languages.ts';
import type { Manifest } from '../../src/server/web/vite-manifest.ts';

// The content pages (src/web/content) in English, Hindi and Odia: each server-rendered at its
// path behind its language's prefix, in its language only, the English pages as they were; and
// the Hindi and Odia texts the English ones' translations (same sections, links and figures).

const CONTENT: Record<Language, ContentLanguage> = { en: ENGLISH, hi: HINDI, or: ODIA };

/** A sentence each language's pages are known by (on the FAQ and the terms). */
const KNOWN: Record<Language, { FAQ: string; terms: string }> = {
  en: { FAQ: 'Frequently Asked Questions', terms: 'By placing an order you agree to these terms.' },
  hi: { FAQ: 'अक्सर पूछे जाने वाले सवाल', terms: 'ऑर्डर देकर आप इन शर्तों को स्वीकार करते हैं।' },
  or: { FAQ: 'ବାରମ୍ବାର ପଚରାଯାଉଥିବା ପ୍ରଶ୍ନ', terms: 'ଅର୍ଡର ଦେଇ ଆପଣ ଏହି ସର୍ତ୍ତାବଳୀରେ ରାଜି ହୁଅନ୍ତି।' },
};

const runsOf = (text: RichText): string[] => (typeof text === 'string' ? [text] : text.map((run) => (typeof run === 'string' ? run : run.text)));

/** Every text a page shows, in reading order (links' words included). */
function textsOf(page: ContentPage): string[] {
  const texts = [page.eyebrow, page.title, page.lead];
  if (page.updated) texts.push(page.updated);
  const sections = [...('sections' in page ? page.sections : []), ...(page.aside ? [page.aside] : [])];
  for (const section of sections) {
    texts.push(section.title);
    for (const block of section.blocks) {
      if (typeof block === 'string' || Array.isArray(block)) texts.push(...runsOf(block as RichText));
      else if ('list' in block) texts.push(...block.list.flatMap(runsOf));
      else if ('steps' in block) texts.push(...block.steps.flatMap(runsOf));
      else if ('address' in block) texts.push(...block.address);
    }
  }
  for (const { question, answer } of 'questions' in page ? page.questions : []) texts.push(question, ...runsOf(answer));
  return texts.filter((text) => text.trim());
}

/** Where a page's links lead, in order. */
const linksOf = (page: ContentPage) => JSON.stringify(page).match(/"(to|href)":"[^"]*"/g) ?? [];
/** The figures a page writes (days, months, sizes, the licence, the phone), in order of value. */
const figuresOf = (page: ContentPage) => (JSON.stringify(page).match(/\d+/g) ?? []).sort();
/** A page's shape: its sections' and blocks' kinds, or its questions' count. */
const shapeOf = (page: ContentPage) =>
  'questions' in page
    ? { questions: page.questions.length }
    : { sections: page.sections.map((section) => section.blocks.map((block) => (typeof block === 'string' ? 'text' : Array.isArray(block) ? 'rich' : Object.keys(block)[0]))) };

/** Text as React writes it into the markup. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
/** The shop's facts, which every language writes alike. */
const FACTS = new Set<string>([SHOP.name, ...SHOP.addressLines, SHOP.careEmail, SHOP.salesEmail, SHOP.phone, 'FAQ']);
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
/** The router's data the page carries for hydrating. */
const routerDataOf = (html: string) => /<script type="application\/json" id="router-hydration-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
/** Text as the router's data writes it (shared/markup.ts: jsonForScript). */
const inJson = (text: string) => JSON.stringify(text).slice(1, -1).replace(/[<>&]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
const INDIC = /[\u0900-\u097F\u0B00-\u0B7F]/;

describe('the content pages’ texts', () => {
  it('give every page in Hindi and Odia, with the English page’s sections, links and figures', () => {
    for (const language of ['hi', 'or'] as const) {
      for (const key of CONTENT_KEYS) {
        const english = ENGLISH.pages[key];
        const page = CONTENT[language].pages[key];
        const name = `${language} ${key}`;
        expect(shapeOf(page), name).toEqual(shapeOf(english));
        expect(Boolean(page.aside), name).toBe(Boolean(english.aside));
        expect(linksOf(page), name).toEqual(linksOf(english));
        expect(figuresOf(page), name).toEqual(figuresOf(english));
        // Written in its script: every text but the shop's facts has a letter of it.
        for (const text of textsOf(page)) if (!FACTS.has(text) && /[a-z]{3}/i.test(text)) expect(text, name).toMatch(INDIC);
      }
    }
  });
});

describe('the content pages, rendered in each language', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = webBuild();
    // The server renderer loaded once before the app starts: on a busy machine its first load
    // can outlast the web routes' start-up time (Fastify's plugin timeout); the app then finds it loaded.
    await import(pathToFileURL(path.join(dir, 'ssr', 'entry-server.js')).href);
    t = await createTestApp('sqlite', { DIST_DIR: dir, PUBLIC_URL: 'https://shop.example.in', PAGE_RATE_LIMIT: '100000' });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const pageAt = async (language: Language, key: ContentKey) => {
    const answer = await t.app.inject(localisedPath(language, `/${key}`));
    return { status: answer.statusCode, html: answer.body };
  };

  it('renders every page at /<key>, /hi/<key> and /or/<key> in its language, with its <html lang>', async () => {
    for (const key of CONTENT_KEYS) {
      for (const language of LANGUAGES) {
        const name = `${language} ${key}`;
        const { status, html } = await pageAt(language, key);
        expect(status, name).toBe(200);
        expect(html, name).toContain(`<html lang="${LANGUAGE_TAGS[language]}">`);
        const page = CONTENT[language].pages[key];
        expect(html, name).toMatch(new RegExp(`<h1[^>]*>${escaped(page.title)}</h1>`));
        const main = mainOf(html);
        for (const text of textsOf(page)) expect(main, `${name}: ${text}`).toContain(escaped(text));
        expect(routerDataOf(html), name).toContain(inJson(page.lead));
        if (language === 'en') {
          // The English page as it was: no Hindi or Odia in its text.
          expect(main, name).not.toMatch(INDIC);
        } else {
          // No English sentence of the page, in the text or in the router's data (the header
          // and footer are not this page's).
          const data = routerDataOf(html);
          for (const text of textsOf(ENGLISH.pages[key])) {
            if (FACTS.has(text) || !/\s/.test(text)) continue;
            expect(main, `${name}: ${text}`).not.toContain(escaped(text));
            expect(data, `${name}: ${text}`).not.toContain(inJson(text));
          }
        }
      }
    }
  });

  it('shows each language’s known sentences and words around the page', async () => {
    for (const language of LANGUAGES) {
      const faq = await pageAt(language, 'FAQ');
      expect(faq.html).toContain(KNOWN[language].FAQ);
      const terms = await pageAt(language, 'terms');
      expect(terms.html).toContain(escaped(KNOWN[language].terms));
      const { words } = CONTENT[language];
      expect(terms.html).toContain(`aria-label="${words.breadcrumb}"`);
      expect(terms.html).toContain(`${words.updated} ${CONTENT[language].pages.terms.updated}`);
      for (const other of LANGUAGES.filter((candidate) => candidate !== language)) expect(faq.html, `${language} FAQ`).not.toContain(KNOWN[other].FAQ);
    }
    expect((await pageAt('en', 'terms')).html).toContain('Last updated: 1 April 2024');
  });

  it('sends no language’s pages chunk with the first page: the text comes in the markup and the router’s data', async () => {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'web', '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const chunks = ['content/pages.ts', 'content/hi/pages.ts', 'content/or/pages.ts'].map((key) => manifest[key]?.file);
    expect(chunks.every(Boolean), 'each language’s pages a chunk of its own').toBe(true);
    expect(new Set(chunks).size).toBe(3);
    for (const language of LANGUAGES) {
      const { html } = await pageAt(language, 'privacy');
      for (const chunk of chunks) expect(html, language).not.toContain(chunk);
    }
  });
});
