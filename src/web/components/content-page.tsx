import { Link } from 'react-router';
import type { ContentBlock, ContentPage as Page, ContentSection, ContentWords, RichText } from '../content/types.ts';
import { deferred } from './deferred.tsx';
import { ReadingPage } from './reading-page.tsx';
import styles from './content-page.module.css';

/** The FAQ's questions: a deferred part, which keeps the accordion out of the pages' first script. */
const FaqQuestions = deferred(import.meta.glob<typeof import('./faq-questions.tsx')>('@web/components/faq-questions.tsx'), 'FaqQuestions');

/**
 * A page of web/content: breadcrumb, eyebrow, title, lead, then its sections or
 * questions; `words`: the few around them, in the page's language.
 */
export function ContentPage({ page, words }: { page: Page; words: ContentWords }) {
  return (
    <ReadingPage
      title={page.title}
      words={words}
      above={<p className={styles.eyebrow}>{page.eyebrow}</p>}
      below={
        <>
          <p className={styles.lead}>{page.lead}</p>
          {page.updated ? <p className={styles.updated}>{`${words.updated} ${page.updated}`}</p> : null}
        </>
      }
      aside={
        page.aside ? (
          <aside className={styles.aside}>
            <h2>{page.aside.title}</h2>
            <Blocks section={page.aside} />
          </aside>
        ) : null
      }
    >
      {'questions' in page ? (
        <FaqQuestions questions={page.questions} rich={rich} />
      ) : (
        page.sections.map((section) => (
          <section key={section.title} className={styles.section}>
            <h2>{section.title}</h2>
            <Blocks section={section} />
          </section>
        ))
      )}
    </ReadingPage>
  );
}

function Blocks({ section }: { section: ContentSection }) {
  return section.blocks.map((block, index) => <Block key={index} block={block} />);
}

function Block({ block }: { block: ContentBlock }) {
  if (typeof block === 'object' && 'address' in block) {
    return (
      <address>
        {block.address.map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      </address>
    );
  }
  if (typeof block === 'object' && 'list' in block) return <ul>{listItems(block.list)}</ul>;
  if (typeof block === 'object' && 'steps' in block) return <ol>{listItems(block.steps)}</ol>;
  return <p>{rich(block)}</p>;
}

function listItems(items: readonly RichText[]) {
  return items.map((item, index) => <li key={index}>{rich(item)}</li>);
}

/** Text and its links: the shop's own through the router, others (mail, phone) as plain links. */
function rich(text: RichText) {
  if (typeof text === 'string') return text;
  return text.map((run, index) =>
    typeof run === 'string' ? (
      run
    ) : 'to' in run ? (
      <Link key={index} to={run.to}>
        {run.text}
      </Link>
    ) : (
      <a key={index} href={run.href}>
        {run.text}
      </a>
    ),
  );
}
