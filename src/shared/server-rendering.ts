import type { Product } from './product.ts';

/**
 * What the server gives the web app's loaders when it renders a page (src/web/entry-server.tsx):
 * data for the first paint, read from the database without an HTTP round trip.
 */
export type ServerData = {
  productByName(name: string): Promise<Product | null>;
};

/** The renderer that `vite build --ssr entry-server.tsx` makes, as the server uses it. */
export type ServerRenderer = {
  /** Whether a path is rendered on the server (its screens are in the entry chunk). */
  rendersOnServer(pathname: string): boolean;
  /**
   * The markup and status of a GET; `head`: the page's own title and link-preview tags, in
   * place of index.html's title (null: keep it); `usedData`: whether a loader read server data.
   */
  render(request: Request, data: ServerData): Promise<{ status: number; html: string; head: string | null; usedData: boolean }>;
};
