import { useMatches } from 'react-router';
import { ContentPage } from '../../components/content-page.tsx';
import { CONTENT_PAGES } from '../../content/pages.ts';
import type { ContentPage as Page } from '../../content/types.ts';

/** The pages by route id: the route table (app/routes.tsx) gives each content route its page's key as its id. */
const PAGES_BY_ROUTE_ID: Readonly<Partial<Record<string, Page>>> = CONTENT_PAGES;

/** A page of web/content: the policies, the FAQ, the About, Services, Contact and social pages. */
export function Component() {
  // This route is the deepest match. A route without a page: the shop's not-found screen, as for any unknown path.
  const page = PAGES_BY_ROUTE_ID[useMatches().at(-1)?.id ?? ''];
  if (!page) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  return <ContentPage page={page} />;
}
