import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, RouterContextProvider, StaticRouterProvider } from 'react-router';
import { routes } from './app/routes.tsx';
import { serverData } from './app/server-data.ts';
import type { ServerData, ServerRenderer } from '../shared/server-rendering.ts';
import type { Product } from '../shared/product.ts';
import { productHead } from './seo/page-head.ts';

// Server rendering of the first paint (built with `vite build --ssr`, loaded by the server's
// web routes). Only screens in the entry chunk are rendered: their CSS is in index.html, so the
// markup is styled at once, and the client hydrates without fetching a lazy chunk first.

const handler = createStaticHandler(routes);

/** Whether a path is rendered on the server: every route it matches is in the entry chunk. */
export const rendersOnServer: ServerRenderer['rendersOnServer'] = (pathname) => {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.every((match) => !match.route.lazy);
};

/**
 * The app's markup (with the router's hydration data) and the status for a GET request.
 * `usedData` says whether a loader read data for it: a page without depends on its URL alone.
 */
export const render: ServerRenderer['render'] = async (request: Request, data: ServerData) => {
  const requestContext = new RouterContextProvider();
  requestContext.set(serverData, data);
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) throw new Error(`a route answered a ${context.status} response; no route redirects`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} />
    </StrictMode>,
  );
  const usedData = Object.values(context.loaderData).some((value) => value !== null && value !== undefined);
  const product = (context.loaderData['product'] as { product: Product | null } | undefined)?.product;
  return { status: context.statusCode, html, head: product ? productHead(product, new URL(request.url).origin) : null, usedData };
};
