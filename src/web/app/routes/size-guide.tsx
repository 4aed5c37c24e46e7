import { ChevronRight } from 'lucide';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Icon } from '../../components/icon.tsx';
import { SizeGuide } from '../../features/catalogue/components/size-guide.tsx';
import { sizeGuideWords, type SizeGuideWords } from '../../features/catalogue/lib/size-guide-words.ts';
import { splitLanguage } from '../../../shared/languages.ts';
import styles from '../../components/content-page.module.css';

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
    <main className={styles.page}>
      <header className={styles.hero}>
        <nav aria-label={words.breadcrumb} className={styles.breadcrumb}>
          <Link to="/">{words.home}</Link>
          <Icon icon={ChevronRight} size={14} aria-hidden />
          <span aria-current="page">{words.title}</span>
        </nav>
        <h1 className={styles.title}>{words.title}</h1>
      </header>
      <div className={styles.body}>
        <article className={styles.prose}>
          <SizeGuide words={words} Heading="h2" />
        </article>
      </div>
    </main>
  );
}
