import { useMatches } from 'react-router';
import { ContentPage } from '../../components/content-page.tsx';
import { CONTENT_PAGES } from '../../content/pages.ts';
import { ownValue } from '../../../shared/own-keys.ts';
import type { ContentHandle } from '../routes.tsx';

/** A page of web/content: the policies, the FAQ, the About, Services, Contact and social pages. */
export function Component() {
  // The page's key is in its route's handle (app/routes.tsx); this route is the deepest match.
  const key = (useMatches().at(-1)?.handle as Partial<ContentHandle> | undefined)?.contentKey;
  const page = key === undefined ? undefined : ownValue(CONTENT_PAGES, key);
  // A key without a page: the shop's not-found screen, as for any unknown path.
  if (!page) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  return <ContentPage page={page} />;
}
