import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/routes.tsx';
import './styles/global.css';

declare global {
  interface Window {
    /** Set by the server when it rendered the page (src/web/entry-server.tsx). */
    __staticRouterHydrationData?: unknown;
  }
}

// The router reads the server's hydration data itself, when there is some.
const router = createBrowserRouter(routes);
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
if (window.__staticRouterHydrationData) hydrateRoot(container, app);
else createRoot(container).render(app);
