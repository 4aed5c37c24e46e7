import { useMatches } from 'react-router';
import { ContentPage } from '../../components/content-page.tsx';
import { CONTENT_PAGES } from '../../content/pages.ts';
import type { ContentKey } from '../../content/keys.ts';

/** A page of web/content: the policies, the FAQ, the About, Services, Contact and social pages. */
export function Component() {
  // The route table names each content route by its page's key (app/routes.tsx); this route is
  // the deepest match. A route without a page: the shop's not-found screen, as for any unknown path.
  const page = CONTENT_PAGES[useMatches().at(-1)?.id as ContentKey] as (typeof CONTENT_PAGES)[ContentKey] | undefined;
  if (!page) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  return <ContentPage page={page} />;
}
