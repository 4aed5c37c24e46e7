import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ContentPage } from '../../components/content-page.tsx';
import { CONTENT_KEYS } from '../../content/keys.ts';
import type { ContentLanguage, ContentPage as Page, ContentWords } from '../../content/types.ts';
import { splitLanguage, type Language } from '../../../shared/languages.ts';

/**
 * Each language's pages, a chunk of their own: an English page loads no Hindi or Odia text, a
 * Hindi page no English. Loaded by the loader only, for the page's language.
 */
const LANGUAGE_PAGES: Record<Language, () => Promise<ContentLanguage>> = {
  en: () => import('../../content/pages.ts').then((module) => module.CONTENT),
  hi: () => import('../../content/hi/pages.ts').then((module) => module.CONTENT),
  or: () => import('../../content/or/pages.ts').then((module) => module.CONTENT),
};

export type ContentData = { page: Page; words: ContentWords };

/**
 * The page the route names, in its path's language. The server renders it from this and sends
 * it with the router's data, so the browser hydrates the first page without loading its text;
 * a page opened from another loads its language's chunk here.
 */
export async function loader({ request, pattern }: LoaderFunctionArgs): Promise<ContentData> {
  // The route table gives each content route its page's key as its path (app/routes.tsx).
  const key = CONTENT_KEYS.find((candidate) => pattern === `/${candidate}`);
  // A route without a page: the shop's not-found screen, as for any unknown path.
  if (!key) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  const { language } = splitLanguage(new URL(request.url).pathname);
  const { pages, words } = await LANGUAGE_PAGES[language]();
  return { page: pages[key], words };
}

/** A page of web/content: the policies, the FAQ, the About, Services, Contact and social pages. */
export function Component() {
  const { page, words } = useLoaderData<ContentData>();
  return <ContentPage page={page} words={words} />;
}
