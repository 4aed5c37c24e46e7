import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ReadingPage } from '../../components/reading-page.tsx';
import { SizeGuide } from '../../features/catalogue/components/size-guide.tsx';
import { sizeGuideWords, type SizeGuideWords } from '../../features/catalogue/lib/size-guide-words.ts';
import { splitLanguage } from '../../../shared/languages.ts';

/**
 * The size guide in the path's language (decision 036): the words come with the router's data,
 * so the browser hydrates the page without loading them again. The product page's "Size guide"
 * link opens the same guide as a dialog; with JavaScript off it comes here.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<SizeGuideWords> {
  return sizeGuideWords(splitLanguage(new URL(request.url).pathname).language);
}

export function Component() {
  const words = useLoaderData<SizeGuideWords>();
  return (
    <ReadingPage title={words.title} words={words}>
      <SizeGuide words={words} Heading="h2" />
    </ReadingPage>
  );
}
