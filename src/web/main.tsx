import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/routes.tsx';
import { loadPageLanguage, PageLanguageProvider } from './lib/language.tsx';
import { setApiLanguage } from './lib/api.ts';
import { HYDRATION_DATA_ID } from '../shared/server-rendering.ts';
import { LANGUAGE_TAGS, languagePrefix, splitLanguage } from '../shared/languages.ts';
import './styles/global.css';

declare global {
  interface Window {
    /** Read by the router: the server's hydration data, when it rendered the page (src/web/entry-server.tsx). */
    __staticRouterHydrationData?: unknown;
  }
}

/**
 * The screens the server rendered are lazy chunks: load them before hydrating, so the first
 * render matches the server's markup (the server has already asked for them with modulepreload).
 */
async function loadMatchedScreens(basename: string | undefined): Promise<void> {
  const lazyMatches = (matchRoutes(routes, window.location, basename) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const screen = await (route.lazy as () => Promise<object>)();
      Object.assign(route, screen, { lazy: undefined });
    }),
  );
}

/**
 * Lets the browser run what is waiting (input, a frame) before the next step of start-up, so
 * that evaluating the code, loading the screen, making the router and hydrating are separate
 * short tasks rather than one long one on a slow phone.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

async function start(): Promise<void> {
  // index.html holds #root.
  const container = document.getElementById('root')!;
  // The server writes the router's data as JSON, not as a script: no inline script runs under
  // the Content-Security-Policy (decision 013). The router reads it from the window.
  const serverRendered = document.getElementById(HYDRATION_DATA_ID)?.textContent;
  // The path's language: its words (preloaded by the server) and the router's basename, so
  // that every link and navigation stays in it (decision 034).
  const { language } = splitLanguage(location.pathname);
  const basename = languagePrefix(language) || undefined;
  const pageLanguage = loadPageLanguage(language);
  setApiLanguage(LANGUAGE_TAGS[language]);
  await yieldToBrowser();
  if (serverRendered) {
    window.__staticRouterHydrationData = JSON.parse(serverRendered);
    await loadMatchedScreens(basename);
  }
  const page = await pageLanguage;
  await yieldToBrowser();
  const router = createBrowserRouter(routes, { basename });
  // The router notes each entry's scrollY as the shopper leaves it, and the root layout brings
  // it back (app/use-scroll-on-navigation.ts); a document that loads is the browser's to place.
  router.enableScrollRestoration({}, () => scrollY);
  addEventListener('pagehide', () => (history.scrollRestoration = 'auto'));
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <PageLanguageProvider value={page}>
        <RouterProvider router={router} />
      </PageLanguageProvider>
    </StrictMode>
  );
  // In a transition, hydration yields to the browser between components: no long task.
  if (serverRendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);

  // Real-user metrics, reported when the page is hidden; loaded once the page has loaded.
  const reportVitals = () => void import('./features/vitals/report.ts').then((module) => module.startVitalsReporting());
  if (document.readyState === 'complete') reportVitals();
  else window.addEventListener('load', reportVitals, { once: true });
}

void start();
