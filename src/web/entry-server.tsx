import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { routes } from './app/routes.tsx';

// Server rendering of the first paint (built with `vite build --ssr`, loaded by the server's
// web routes). Only screens in the entry chunk are rendered: their CSS is in index.html, so the
// markup is styled at once, and the client hydrates without fetching a lazy chunk first.

const handler = createStaticHandler(routes);

/** Whether a path is rendered on the server: every route it matches is in the entry chunk. */
export function rendersOnServer(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.every((match) => !match.route.lazy);
}

/** The app's markup (with the router's hydration data) and the status for a GET request. */
export async function render(request: Request): Promise<{ status: number; html: string }> {
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`a route answered a ${context.status} response; no route redirects`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} />
    </StrictMode>,
  );
  return { status: context.statusCode, html };
}
