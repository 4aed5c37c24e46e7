import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { tooManyRequests } from '../auth/plugin.ts';
import { notFound } from '../http/errors.ts';
import { clientKey } from '../http/client-key.ts';
import { IN_PROCESS_ADDRESS } from '../http/in-process.ts';
import { sendCompressed } from '../http/response-cache.ts';
import { shopOrigin } from '../http/origin.ts';
import { shopAddressMismatch } from '../invoices/shop-identity.ts';
import { escapeMarkup } from '../../shared/markup.ts';
import { EARLY_TAPS_SCRIPT } from '../../shared/early-taps.ts';
import { decodeCartCookie } from '../../shared/cart-cookie.ts';
import { DELIVERY_PIN_COOKIE, deliveryPinOf } from '../../shared/delivery.ts';
import { pageQuery } from '../../shared/page-query.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_TAGS, LANGUAGES, isLanguage, localisedPath, splitLanguage, type Language } from '../../shared/languages.ts';
import { pageAt, PAGES, screenModule, SHELL_HEAD, type CachePolicy, type PageLimit } from '../../shared/route-manifest.ts';
import { HYDRATION_DATA_ID, type ImagePreload, type RenderedPage, type ServerRenderer } from '../../shared/server-rendering.ts';
import { createGate } from './render-gate.ts';
import { entryKey, staticClosure, type Manifest } from './vite-manifest.ts';
import { pageFonts } from './page-fonts.ts';

const ROOT_ELEMENT = '<div id="root"></div>';
/** index.html's title and description, which a page's own head replaces. */
const SHELL_TITLE = /<title>[^<]*<\/title>/;
const SHELL_DESCRIPTION = /\s*<meta name="description"[^>]*>/;
const SHELL_LANGUAGE = '<html lang="en-IN">';
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;
/** Screens that show more than the catalogue (an order's status): rendered for every request, never kept. */
const PRIVATE_SCREENS = new Set(PAGES.filter((page) => page.cache === 'private').map(screenModule));
/** Any base: a request's path and query are parsed against it, and the shop's origin put in front after. */
const PATH_BASE = 'http://path.invalid';
/**
 * Pages a process renders at once; more wait (render-gate.ts, decision 031). At 100 requests/s
 * on two cores, 4 took the median answer from 285 to 21 ms and kept the heap from growing.
 */
const RENDERS_AT_ONCE = 4;


/**
 * Serves the built web app: hashed assets for a year, and every client route rendered on the
 * server into index.html (never cached by browsers, revalidated by ETag). A rendered page
 * carries its CSS inline (a separate stylesheet costs a round trip before the first paint)
 * and asks for its screen's chunks with modulepreload. Pages that depend on the catalogue
 * alone are kept per catalogue version (src/server/http/response-cache.ts). Each page is charged
 * to the client that asks for it (PAGE_RATE_LIMIT; order and search pages also count against
 * limits of their own). Unknown /api and /media paths answer a JSON 404 instead.
 */
export default async function webRoutes(app: FastifyInstance): Promise<void> {
  const { webDir } = app.config;
  const originOf = shopOrigin(app.config);
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
      // The build's brotli and gzip copies (precompressed.ts), for clients that accept them.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  const shell = built ? readFileSync(indexFile, 'utf8') : undefined;
  // index.html in each language: its <html lang>, title and description (a page's own head replaces them).
  const shells = shell ? new Map(LANGUAGES.map((language) => [language, localisedShell(shell, language)])) : undefined;
  const rendererFile = path.join(path.dirname(webDir), 'ssr', 'entry-server.js');
  const renderer = built && existsSync(rendererFile) ? ((await import(pathToFileURL(rendererFile).href)) as Partial<ServerRenderer>) : undefined;
  // A renderer from an older build (a DIST_DIR left behind) is not used: the shell still works.
  if (renderer && typeof renderer.createRenderer !== 'function') app.log.warn(`${rendererFile} is from another build of the shop; run \`npm run build\``);
  const addressMismatch = renderer?.shopAddressLines && shopAddressMismatch(app.config.shop.address, renderer.shopAddressLines);
  if (addressMismatch) app.log.warn(addressMismatch);
  const manifestFile = path.join(webDir, '.vite', 'manifest.json');
  const assets = shell && existsSync(manifestFile) ? pageAssets(webDir, JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : undefined;

  // The loaders' API calls, answered in-process by this app (no socket, no rate limit: see in-process.ts).
  const render = renderer?.createRenderer?.(async (apiPath, init) => {
    const answer = await app.inject({
      method: 'GET',
      url: apiPath,
      headers: { accept: 'application/json', ...(init.headers as Record<string, string> | undefined) },
      remoteAddress: IN_PROCESS_ADDRESS,
    });
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.payload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  });

  /**
   * The page at `path` (a path and query as the URL parser writes them): rendered on the server,
   * else the app's shell (the browser renders it). `cookie`: the request's cookies, for the
   * pages that read them (cart and checkout). `private`: the page shows more than the catalogue.
   */
  const renderGate = createGate(RENDERS_AT_ONCE);
  async function page(request: FastifyRequest, path: string, cookie?: string): Promise<{ status: number; body: string; private?: boolean }> {
    const shell = shells?.get(splitLanguage(path.split('?', 1)[0]!).language);
    if (!shell) throw new Error('no shell');
    if (!render || !assets) return { status: 200, body: shell };
    // The shop's origin, then the path: `path` starts with a single slash, so it cannot name
    // another origin in link previews and the canonical link.
    const url = new URL(originOf(request) + path);
    try {
      const pageRequest = new Request(url, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
      const rendered = await renderGate.run(() => render(pageRequest));
      const shown = rendered.screens.some((screen) => PRIVATE_SCREENS.has(screen));
      return { status: rendered.status, body: assets.page(shell, rendered), ...(shown ? { private: true } : {}) };
    } catch (error) {
      // The browser renders the page itself; the shopper sees it a moment later.
      request.log.error({ err: error }, 'server rendering failed');
      return { status: 200, body: shell };
    }
  }

  // Each client charged for the pages it asks for (their loaders' in-process API calls are
  // exempt from the API's limit), order and search pages on counts of their own as well.
  const limits = app.config.pageRateLimits;
  const pageLimit = (name: string, max: number) =>
    app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: (request) => `${name}|${clientKey(request)}`, allowList: () => false });
  const pageLimits = { all: pageLimit('pages', limits.all), order: pageLimit('order-pages', limits.order), search: pageLimit('search-pages', limits.search) };
  async function chargePage(request: FastifyRequest, reply: FastifyReply, kind: PageLimit): Promise<void> {
    for (const limit of kind === 'order' || kind === 'search' ? [pageLimits.all, pageLimits[kind]] : [pageLimits.all]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw tooManyRequests(result.ttl);
      }
    }
  }

  app.setNotFoundHandler(async (request, reply): Promise<FastifyReply> => {
    // The path and query, parsed once: the page rendered is the one this URL names (a kept
    // page: the one its key names), never a second reading of request.url.
    const url = new URL(request.url.replace(/^[/\\]+/, '/'), PATH_BASE);
    const { pathname } = url;
    // A Hindi or Odia page is its English path behind the language's prefix (decision 034).
    const { language, path: pagePath } = splitLanguage(pathname);
    const isClientRoute = request.method === 'GET' && !/^\/(api|media|assets)(\/|$)/.test(pathname);
    if (!isClientRoute) throw notFound(`Nothing is at ${request.method} ${pathname}.`);
    if (!shells) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    // The page the path names (shared/route-manifest.ts), as the router matches it; none: the not-found page.
    const shown = pageAt(pagePath);
    await chargePage(request, reply, shown?.limit ?? 'other');
    // The languages the page is in (an unknown path's not-found page is in every language).
    const offered = shown?.languages ?? LANGUAGES;
    // The language switcher's links name the language chosen: remembered, then dropped from the URL.
    const chosen = url.searchParams.get(LANGUAGE_COOKIE);
    if (isLanguage(chosen)) {
      url.searchParams.delete(LANGUAGE_COOKIE);
      const secure = originOf(request).startsWith('https:') ? '; Secure' : '';
      const to = offered.includes(chosen) ? chosen : offered[0]!;
      return reply
        .header('set-cookie', `${LANGUAGE_COOKIE}=${chosen}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`)
        .header('cache-control', 'no-store')
        .redirect(localisedPath(to, pagePath) + url.search, 303);
    }
    // A page that is not in the path's language (the operator's sign-in and backend are English
    // only): the same page in its own language.
    if (!offered.includes(language)) {
      return reply.header('cache-control', 'no-cache').redirect(localisedPath(offered[0]!, pagePath) + url.search, 302);
    }
    // A shopper who chose Hindi or Odia (the language switcher's cookie) is sent on from an
    // English path to the same page in that language, where the page is in it.
    const remembered = rememberedLanguage(request.headers.cookie);
    if (language === DEFAULT_LANGUAGE && remembered !== DEFAULT_LANGUAGE && offered.includes(remembered)) {
      // The answer depends on the cookie: a shared cache must neither keep it nor give it to another shopper.
      return reply.header('cache-control', 'private, no-cache').header('vary', 'cookie').redirect(localisedPath(remembered, pathname) + url.search, 302);
    }
    const contentType = 'text/html; charset=utf-8';
    const cache = shown?.cache ?? 'catalogue';
    if (cache === 'shell') {
      return reply.header('cache-control', 'no-cache').type(contentType).send(shells.get(language));
    }
    // A cart page with a cart cookie is the shopper's own; without one it is everyone's placeholder.
    const cartPage = cache === 'cart';
    if (cartPage) reply.header('vary', 'cookie');
    const cartCookie = cartPage && decodeCartCookie(request.headers.cookie) ? request.headers.cookie : undefined;
    // A product page for a shopper whose PIN is remembered shows its delivery date (decision
    // 037): made for that request, with that cookie alone; without one it is everyone's.
    const pin = shown?.screen === 'product' ? deliveryPinOf(request.headers.cookie) : undefined;
    // Only the parameters the page reads, with values it knows, name a kept page: junk
    // parameters make no new entries (a listing names a value it does not know: made afresh;
    // the checkout's pay page is one shopper's order: made for each request).
    const query = pageQuery(pagePath, url.searchParams);
    const made = query.personal ? 'request' : cache;
    if (made === 'private' || made === 'request' || cartCookie || pin || query.unrecognised) {
      const { status, body } = await page(request, pathname + url.search, cartCookie ?? (pin && `${DELIVERY_PIN_COOKIE}=${pin}`));
      return sendCompressed(request, reply.header('cache-control', cacheControlOf(made, Boolean(pin))), { status, contentType, body });
    }
    return app.responseCache.send(request, reply, {
      // The origin too: without PUBLIC_URL, link previews name the host the request came to.
      key: `page:${originOf(request)}${pathname}${query.canonical}`,
      contentType,
      cacheControl: 'no-cache',
      // Rendered from what the key names, so that a kept page holds nothing else of the request;
      // a page of a private screen (an order, whatever spelling of its path reached it) is not kept.
      produce: () => page(request, pathname + query.canonical),
    });
  });
}

/**
 * How long a page made for one request may be kept, and by whom: a shopper's order or pay page
 * (an address, a phone number, what was bought) by nobody, not even the browser's back cache on
 * disk; a product page with the shopper's PIN by the browser alone; any other page by anyone,
 * asked again each time.
 */
function cacheControlOf(made: CachePolicy, personalPin: boolean): string {
  if (made === 'private' || made === 'request') return 'private, no-store';
  return personalPin ? 'private, no-cache' : 'no-cache';
}

/** index.html in a language: its <html lang>, and the shell's title and description in that language (SHELL_HEAD). */
function localisedShell(shell: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return shell;
  const { title, description } = SHELL_HEAD[language];
  return shell
    .replace(SHELL_LANGUAGE, `<html lang="${LANGUAGE_TAGS[language]}">`)
    .replace(SHELL_TITLE, () => `<title>${escapeMarkup(title)}</title>`)
    .replace(SHELL_DESCRIPTION, (tag) => tag.replace(/content="[^"]*"/, () => `content="${escapeMarkup(description)}"`));
}

/** The language a shopper chose with the switcher (its cookie), else English. */
function rememberedLanguage(cookieHeader: string | undefined): Language {
  const chosen = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`).exec(cookieHeader ?? '')?.[1];
  return isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
}

/**
 * The first paint waits until the parser has read the whole rendered page (the hydration data
 * follows it): a slow phone then styles, lays out and paints the page once, instead of once a
 * parser pause with every pause redoing the part before it.
 */
const RENDER_WHOLE_PAGE = `<link rel="expect" href="#${HYDRATION_DATA_ID}" blocking="render">`;

/**
 * The page's one inline script, before anything can be tapped: it keeps the taps made before
 * the page's code has arrived (shared/early-taps.ts, decision 045), allowed by its hash.
 */
const KEEP_EARLY_TAPS = `<script>${EARLY_TAPS_SCRIPT}</script>`;

/** `<link rel="preload" as="image">` for an image of the page's largest paint. */
function imagePreloadLink(image: ImagePreload): string {
  const attributes = [
    ['href', image.href],
    ['imagesrcset', image.srcSet],
    ['imagesizes', image.sizes],
    ['type', image.type],
    ['media', image.media],
  ].filter((pair): pair is [string, string] => Boolean(pair[1]));
  return `<link rel="preload" as="image" fetchpriority="high" ${attributes.map(([name, value]) => `${name}="${escapeMarkup(value)}"`).join(' ')}>`;
}

/** What a rendered page links and inlines, from Vite's manifest of the browser's build. */
function pageAssets(webDir: string, manifest: Manifest) {
  const cssText = new Map<string, string>();
  const readCss = (file: string) => {
    let text = cssText.get(file);
    if (text === undefined) {
      text = readFileSync(path.join(webDir, file), 'utf8');
      cssText.set(file, text);
    }
    return text;
  };
  const entry = staticClosure(manifest, [entryKey(manifest)]);

  /** A stylesheet inline; its disabled link tells Vite's loader it is in the page, so that the browser does not fetch it again. */
  const inlineStylesheet = (file: string) => `<style>${readCss(file)}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;

  return {
    /**
     * index.html with the rendered markup and the page's head: the images of its largest paint
     * first (six connections per host: an image found after a dozen scripts waits for them),
     * then its CSS inline, the screen's chunks preloaded (then the deferred parts', at low
     * priority), and the page's own tags.
     */
    page(shell: string, rendered: RenderedPage): string {
      // The page's language's words come with its screen (web/lib/language.tsx).
      const screen = staticClosure(manifest, [...rendered.screens, ...rendered.messagesModules]);
      const deferred = staticClosure(manifest, rendered.deferredParts);
      const screenJs = [...screen.js].filter((file) => !entry.js.has(file));
      // The deferred parts' chunks come after, at low priority: the screen hydrates without
      // waiting for them, and they hydrate as soon as they are in.
      const deferredJs = [...deferred.js].filter((file) => !entry.js.has(file) && !screen.js.has(file));
      const preloads = [
        ...screenJs.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ...deferredJs.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`),
      ];
      const styles = [...new Set([...screen.css, ...deferred.css])].filter((file) => !entry.css.has(file)).map(inlineStylesheet);
      // Function replacements: the markup may hold `$` sequences that a string replacement would read.
      let html = shell
        .replace('<meta charset="UTF-8" />', (charset) => [charset, RENDER_WHOLE_PAGE, KEEP_EARLY_TAPS, ...rendered.imagePreloads.map(imagePreloadLink)].join('\n    '))
        .replace(STYLESHEET_LINK, (_link, href: string) => inlineStylesheet(href.replace(/^\//, '')))
        .replace('</head>', () => [...pageFonts(manifest, rendered.language), ...styles, ...preloads, rendered.head, '</head>'].filter(Boolean).join('\n    '))
        // The router's data as JSON, not a script: the page runs no inline script but the early taps' (decisions 013, 045).
        .replace(
          ROOT_ELEMENT,
          () => `<div id="root">${rendered.html}</div><script type="application/json" id="${HYDRATION_DATA_ID}">${rendered.hydrationData}</script>`,
        );
      if (!rendered.keepsShellTitle) html = html.replace(SHELL_DESCRIPTION, '').replace(SHELL_TITLE, '');
      return html;
    },
  };
}
