import type { FastifyInstance } from 'fastify';
import { listingGroupOf, MENU_TREE } from '../../shared/catalogue.ts';
import { escapeMarkup } from '../../shared/markup.ts';
import { shopOrigin } from '../http/origin.ts';

/** The sitemap protocol's limit of URLs in one file. */
const SITEMAP_MAX_URLS = 50_000;


/** The listing pages of the menu tree, each once and without filters: /home/rings, ... */
export function listingPaths(): string[] {
  const paths = new Set<string>();
  const links = MENU_TREE.flatMap((entry) => [entry.to, ...entry.sections.flatMap((section) => section.links.map((link) => link.to))]);
  for (const link of links) {
    const match = link && /^\/home\/([^/?#]+)/.exec(link);
    const group = match ? listingGroupOf(match[1]!) : undefined;
    if (group) paths.add(`/home/${group}`);
  }
  return [...paths];
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

  app.get('/sitemap.xml', { config: { public: true } }, async (request, reply) => {
    const origin = originOf(request);
    const pages: { loc: string; lastmod?: string | null }[] = [{ loc: `${origin}/` }, ...listingPaths().map((path) => ({ loc: origin + path }))];
    const products = await seo.sitemapProducts(SITEMAP_MAX_URLS - pages.length);
    for (const product of products) {
      pages.push({ loc: `${origin}/product/${encodeURIComponent(product.name)}`, lastmod: product.updatedAt });
    }
    const urls = pages.map(
      ({ loc, lastmod }) => `  <url><loc>${escapeMarkup(loc)}</loc>${lastmod ? `<lastmod>${escapeMarkup(lastmod)}</lastmod>` : ''}</url>`,
    );
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
}
