import { createContext, use } from 'react';
import type { ImagePreload } from '../../shared/server-rendering.ts';

/** While the server renders a page: the images to fetch before anything else. */
export const PagePreloads = createContext<ImagePreload[] | null>(null);

/**
 * Asks the server to put this image first in the page's head, ahead of the scripts: with six
 * connections per host, an image found after a dozen scripts waits for them. For the one image
 * that is the page's largest paint. Does nothing in the browser.
 */
export function usePreloadImage(image: ImagePreload | null): void {
  const preloads = use(PagePreloads);
  if (image) preloads?.push(image);
}
