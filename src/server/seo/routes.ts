import type { FastifyInstance } from 'fastify';
import { listingGroupOf, MENU_TREE } from '../../shared/catalogue.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, localisedPath, type Language } from '../../shared/languages.ts';
import { escapeMarkup } from '../../shared/markup.ts';
import { PAGES, fillPath, type Page } from '../../shared/route-manifest.ts';
import { shopOrigin } from '../http/origin.ts';

/** The sitemap protocol's limit of URLs in one file. */
const SITEMAP_MAX_URLS = 50_000;

/** The listing pages of the menu tree, each once and without filters: /home/rings, ... */
export function listingPaths(pattern: string): string[] {
  const paths = new Set<string>();
  const links = MENU_TREE.flatMap((entry) => [entry.to, ...entry.sections.flatMap((section) => section.links.map((link) => link.to))]);
  for (const link of links) {
    const match = link && /^\/home\/([^/?#]+)/.exec(link);
    const group = match ? listingGroupOf(match[1]!) : undefined;
    if (group) paths.add(fillPath(pattern, group));
  }
  return [...paths];
}

/** One page of the sitemap: its path (in English) and the languages it is in. */
type SitemapPage = { path: string; languages: readonly Language[]; lastmod?: string | null };

/** The pages the manifest puts in the sitemap without reading the catalogue, in its order: home, listings, content pages. */
function fixedSitemapPages(): SitemapPage[] {
  const order = ['home', 'listings', 'content'] as const;
  return order.flatMap((entry) =>
    PAGES.filter((page) => page.sitemap === entry).flatMap((page: Page) =>
      (entry === 'listings' ? listingPaths(page.path) : [page.path]).map((path) => ({ path, languages: page.languages })),
    ),
  );
}

/**
 * A sitemap's <url> entries for a page in each of its languages, each naming all of them (the
 * sitemaps.org form with Google's `xhtml:link rel="alternate" hreflang`), and `x-default` (English).
 */
function urlEntries(origin: string, page: SitemapPage, language: Language): string {
  const href = (of: Language) => escapeMarkup(origin + localisedPath(of, page.path));
  const alternates =
    page.languages.length < 2
      ? []
      : [
          ...page.languages.map((of) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[of]}" href="${href(of)}"/>`),
          ...(page.languages.includes(DEFAULT_LANGUAGE) ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LANGUAGE)}"/>`] : []),
        ];
  const lastmod = page.lastmod ? `<lastmod>${escapeMarkup(page.lastmod)}</lastmod>` : '';
  return `  <url><loc>${href(language)}</loc>${lastmod}${alternates.join('')}</url>`;
}

/** For search engines: robots.txt and sitemap.xml, open to everyone. */
export default async function seoRoutes(app: FastifyInstance): Promise<void> {
  const { seo } = app;
  const originOf = shopOrigin(app.config);

  app.get('/robots.txt', { config: { public: true } }, async (request, reply) => {
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /backend',
      'Disallow: /login',
      'Disallow: /api/',
      '',
      `Sitemap: ${originOf(request)}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });

  // Every language's URL of each page: English first (home, listings, content pages, products), then
  // Hindi, then Odia; products as many as fit in the protocol's 50,000 URLs in every language.
  app.get('/sitemap.xml', { config: { public: true } }, async (request, reply) => {
    const origin = originOf(request);
    const pages = fixedSitemapPages();
    const productPage = PAGES.find((page) => page.sitemap === 'products');
    if (productPage) {
      const languages = productPage.languages;
      const room = Math.floor((SITEMAP_MAX_URLS - pages.reduce((sum, page) => sum + page.languages.length, 0)) / languages.length);
      for (const product of await seo.sitemapProducts(room)) {
        pages.push({ path: fillPath(productPage.path, encodeURIComponent(product.name)), languages, lastmod: product.updatedAt });
      }
    }
    const languages = [...new Set(pages.flatMap((page) => page.languages))];
    const urls = languages.flatMap((language) => pages.filter((page) => page.languages.includes(language)).map((page) => urlEntries(origin, page, language)));
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
}
