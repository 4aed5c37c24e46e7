import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { routes, type ScreenHandle } from './app/routes.tsx';
import { DeferredPartsRendered } from './components/deferred.tsx';
import { PagePreloads } from './components/page-preloads.tsx';
import { setApiTransport } from './lib/api.ts';
import { PageLanguageProvider } from './lib/language.tsx';
import { alternateLinks, canonicalLink, productHead } from './seo/page-head.ts';
import english from './messages/en/index.ts';
import hindi from './messages/hi/index.ts';
import odia from './messages/or/index.ts';
import englishShop from './messages/en/shop.ts';
import hindiShop from './messages/hi/shop.ts';
import odiaShop from './messages/or/shop.ts';
import englishOrdering from './messages/en/ordering.ts';
import hindiOrdering from './messages/hi/ordering.ts';
import odiaOrdering from './messages/or/ordering.ts';
import englishCart from './messages/en/cart.ts';
import hindiCart from './messages/hi/cart.ts';
import odiaCart from './messages/or/cart.ts';
import englishCheckout from './messages/en/checkout.ts';
import hindiCheckout from './messages/hi/checkout.ts';
import odiaCheckout from './messages/or/checkout.ts';
import englishOrder from './messages/en/order.ts';
import hindiOrder from './messages/hi/order.ts';
import odiaOrder from './messages/or/order.ts';
import type { Messages } from './messages/types.ts';
import { LANGUAGES, languagePrefix, splitLanguage, type Language } from '../shared/languages.ts';
import type { Product } from '../shared/product.ts';
import { pageById, wordModules } from '../shared/route-manifest.ts';
import { jsonForScript } from '../shared/markup.ts';
import type { ImagePreload, ServerRenderer } from '../shared/server-rendering.ts';
import { SHOP_ADDRESS_LINES } from '../shared/shop-address.ts';

// Server rendering (built with `vite build --ssr`, loaded by the server's web routes): every
// screen, with the data its loader reads through the API in-process. The browser hydrates it.

export const shopAddressLines: ServerRenderer['shopAddressLines'] = SHOP_ADDRESS_LINES;

/** Every language's words: the server renders pages in any of them. */
const MESSAGES: Record<Language, Messages> = {
  en: { ...english, ...englishShop, ...englishOrdering, ...englishCart, ...englishCheckout, ...englishOrder },
  hi: { ...hindi, ...hindiShop, ...hindiOrdering, ...hindiCart, ...hindiCheckout, ...hindiOrder },
  or: { ...odia, ...odiaShop, ...odiaOrdering, ...odiaCart, ...odiaCheckout, ...odiaOrder },
};

export const createRenderer: ServerRenderer['createRenderer'] = (api) => {
  setApiTransport(api);
  // One handler a language: the router's basename is the language's prefix (decision 034).
  const handlers = new Map(LANGUAGES.map((language) => [language, createStaticHandler(routes, { basename: languagePrefix(language) || undefined })]));
  return async (request) => {
    const url = new URL(request.url);
    const { language } = splitLanguage(url.pathname);
    const handler = handlers.get(language)!;
    const context = await handler.query(request);
    if (context instanceof Response) throw new Error(`a route answered a ${context.status} response; no route redirects`);
    const router = createStaticRouter(handler.dataRoutes, context);
    // Prerendering waits for every deferred part's chunk (components/deferred.tsx), so the
    // markup is whole; the browser hydrates those parts when their code arrives. No chunk size:
    // every part stays in place in the HTML, none is moved to the end behind a script.
    const deferredParts = new Set<string>();
    const imagePreloads: ImagePreload[] = [];
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <DeferredPartsRendered value={deferredParts}>
          <PagePreloads value={imagePreloads}>
            <PageLanguageProvider value={{ language, messages: MESSAGES[language] }}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </PageLanguageProvider>
          </PagePreloads>
        </DeferredPartsRendered>
      </StrictMode>,
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    const product = (context.loaderData['product'] as { product?: Product | null } | undefined)?.product;
    // The page's own head; a page found also names its canonical URL and itself in its other languages.
    const found = context.statusCode === 200;
    const page = pageById(context.matches.at(-1)?.route.id);
    const tags = [
      product ? productHead(product, url.origin, language) : '',
      found ? canonicalLink(url.origin, url, product?.ProductName) : '',
      found && page ? alternateLinks(url.origin, url, page.languages, product?.ProductName) : '',
    ];
    const screens = context.matches.flatMap((match) => {
      const handle = match.route.handle as ScreenHandle | undefined;
      return handle ? [handle.module] : [];
    });
    return {
      status: context.statusCode,
      html,
      hydrationData: jsonForScript(hydrationData(context)),
      head: tags.filter(Boolean).join('\n    '),
      keepsShellTitle: !product,
      language,
      screens,
      // The words every page shows, and the chunks of words the matched screens show (route manifest's `words`).
      messagesModules: [...new Set(screens.flatMap((screen) => wordModules(screen, language)))],
      deferredParts: [...deferredParts],
      // One link per image, however often it is drawn.
      imagePreloads: [...new Map(imagePreloads.map((image) => [JSON.stringify(image), image])).values()],
    };
  };
};

/**
 * What the browser's router starts from (src/web/main.tsx), in the shape React Router's own
 * hydration script gives it: the loaders' data, and errors as plain objects marked with their
 * kind. The server writes it as JSON, not as a script, so that the page runs no inline script.
 */
function hydrationData(context: StaticHandlerContext) {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([routeId, error]: [string, unknown]) => [
          routeId,
          isRouteErrorResponse(error)
            ? { ...error, __type: 'RouteErrorResponse' }
            : error instanceof Error
              ? { message: error.message, __type: 'Error', ...(error.name === 'Error' ? {} : { __subType: error.name }) }
              : error,
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}
