import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from '../http/errors.ts';
import { toWireProduct } from '../catalogue/wire.ts';
import type { ServerData, ServerRenderer } from '../../shared/server-rendering.ts';

const ROOT_ELEMENT = '<div id="root"></div>';
/** index.html's title and description, which a page's own head replaces. */
const SHELL_TITLE = /<title>[^<]*<\/title>/;
const SHELL_DESCRIPTION = /\s*<meta name="description"[^>]*>/;
/** Rendered pages kept per process; the oldest goes first when it is full. */
const RENDERED_PAGES_KEPT = 500;

/**
 * Serves the built web app: hashed assets for a year, index.html (never cached) for every
 * client route, with the first paint rendered on the server where the renderer takes the
 * route. Unknown /api and /media paths answer a JSON 404 instead.
 */
export default async function webRoutes(app: FastifyInstance): Promise<void> {
  const { webDir } = app.config;
  const indexFile = path.join(webDir, 'index.html');
  const built = existsSync(indexFile);
  // The web app's files are for everyone (see the guard in src/server/auth/plugin.ts).
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
  });

  if (built) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : undefined;
  const rendererFile = path.join(path.dirname(webDir), 'ssr', 'entry-server.js');
  const renderer = built && existsSync(rendererFile) ? ((await import(pathToFileURL(rendererFile).href)) as ServerRenderer) : undefined;

  /** The data the server renders pages with, straight from the database. */
  const serverData: ServerData = {
    async productByName(name) {
      const product = await app.catalogue.findByName(name);
      return product ? toWireProduct(product, (key) => app.storage.url(key)) : null;
    },
  };

  /**
   * A page rendered without data (home, the error screen: their screens load data in the
   * browser) depends on its URL alone, so it is rendered once per process: rendering the home
   * page costs about 10 ms of CPU. Pages with data (a product) are rendered for each request.
   */
  const renderedPages = new Map<string, { status: number; html: string }>();

  /** The page for a client route: rendered on the server where it can be, else the app's shell. */
  async function page(request: FastifyRequest, shell: string): Promise<{ status: number; html: string }> {
    // The shop's public address where one is set: link previews carry absolute URLs.
    const url = new URL(request.url, app.config.publicUrl ?? `${request.protocol}://${request.host}`);
    if (!renderer || !renderer.rendersOnServer(url.pathname)) return { status: 200, html: shell };
    const kept = renderedPages.get(url.href);
    if (kept) return kept;
    try {
      const rendered = await renderer.render(new Request(url, { headers: { accept: 'text/html' } }), serverData);
      // Function replacements: the markup may hold `$` sequences that a string replacement would read.
      let html = shell.replace(ROOT_ELEMENT, () => `<div id="root">${rendered.html}</div>`);
      if (rendered.head) html = html.replace(SHELL_DESCRIPTION, '').replace(SHELL_TITLE, () => rendered.head!);
      const result = { status: rendered.status, html };
      if (!rendered.usedData) {
        if (renderedPages.size >= RENDERED_PAGES_KEPT) renderedPages.delete(renderedPages.keys().next().value!);
        renderedPages.set(url.href, result);
      }
      return result;
    } catch (error) {
      // The browser renders the page itself; the shopper sees it a moment later.
      request.log.error({ err: error }, 'server rendering failed');
      return { status: 200, html: shell };
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isClientRoute = request.method === 'GET' && !/^\/(api|media|assets)(\/|$)/.test(pathname);
    if (!isClientRoute) throw notFound(`Nothing is at ${request.method} ${pathname}.`);
    if (!indexHtml) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    const { status, html } = await page(request, indexHtml);
    return reply.status(status).header('cache-control', 'no-cache').type('text/html').send(html);
  });
}
