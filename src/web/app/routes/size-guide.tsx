import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ReadingPage } from '../../components/reading-page.tsx';
import { SizeGuide } from '../../features/catalogue/components/size-guide.tsx';
import styles from '../../features/catalogue/components/size-guide.module.css';
import { sizeGuideWords, type SizeGuideWords } from '../../features/catalogue/lib/size-guide-words.ts';
import { splitLanguage } from '../../../shared/languages.ts';

/**
 * The size guide in the path's language (decision 036): the words come with the router's data,
 * so the browser hydrates the page without loading them again. Bangles' and bracelets' sizes,
 * then rings' (decision 040). The product page's "Size guide"
 * link opens the same guide as a dialog; with JavaScript off it comes here.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<SizeGuideWords> {
  return sizeGuideWords(splitLanguage(new URL(request.url).pathname).language);
}

export function Component() {
  const words = useLoaderData<SizeGuideWords>();
  return (
    <ReadingPage title={words.title} words={words}>
      {(['bangle', 'ring'] as const).map((scale) => (
        <section key={scale} className={styles.part} aria-labelledby={`size-guide-${scale}`}>
          <h2 id={`size-guide-${scale}`} className={styles.partHeading}>
            {words[scale].heading}
          </h2>
          <SizeGuide words={words} scale={scale} Heading="h3" />
        </section>
      ))}
    </ReadingPage>
  );
}
