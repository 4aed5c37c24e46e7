import type { Language } from './languages.ts';

// The contract between the server (src/server/web/routes.ts) and the renderer that
// `vite build --ssr entry-server.tsx` makes from src/web/entry-server.tsx.

/** The API, called in-process: the loaders' data for the first paint, without an HTTP round trip. */
export type InProcessApi = (path: string, init: RequestInit) => Promise<Response>;

/** An image of a page's largest paint, for a `<link rel="preload" as="image">` at the top of its head. */
export type ImagePreload = { href: string; srcSet?: string | undefined; sizes?: string | undefined; type?: string; media?: string };

/** The id of the `<script type="application/json">` that holds the router's hydration data. */
export const HYDRATION_DATA_ID = 'router-hydration-data';

export type RenderedPage = {
  status: number;
  /** The app's markup for #root. */
  html: string;
  /** The router's hydration data: JSON safe to put inside a <script> element. */
  hydrationData: string;
  /** Tags for <head> (a product page's title, description and link previews; the canonical link). */
  head: string;
  /** True when the page keeps index.html's title and description. */
  keepsShellTitle: boolean;
  /** The page's language (its path's prefix): `<html lang>`. */
  language: Language;
  /** Keys in Vite's manifest of the page's language's words it shows (src/web/messages): preloaded. */
  messagesModules: string[];
  /** Keys in Vite's manifest of the screens the page shows: their chunks are preloaded, their CSS inlined. */
  screens: string[];
  /** Keys of the deferred parts it drew (src/web/components/deferred.tsx): their CSS is inlined. */
  deferredParts: string[];
  /** The images of the page's largest paint, to fetch before anything else. */
  imagePreloads: ImagePreload[];
};

export type ServerRenderer = {
  /** A renderer of GET requests whose loaders call the API in-process. */
  createRenderer(api: InProcessApi): (request: Request) => Promise<RenderedPage>;
  /** The shop's address as this build's pages show it (shared/shop-address.ts). */
  shopAddressLines: readonly string[];
};
