import { Suspense, use } from 'react';
import type { Language } from '../../../../shared/languages.ts';
import type { OrderLine, PublicOrder } from '../../../../shared/order.ts';
import { usePageLanguage } from '../../../lib/language.tsx';
import type english from '../../../messages/en/hallmark.ts';
import styles from './order-hallmarks.module.css';

// The HUIDs of a shipped order's pieces on its page, with how to check them (decision 036). Part
// of the order's documents (order-documents.tsx, a deferred part), and its words a chunk of their
// own a language, loaded only for an order that has HUIDs: the order page's first script carries
// nothing of it. The server renders it in full, so it shows with JavaScript off too.

type Words = typeof english;

const WORDS: Record<Language, () => Promise<{ default: Words }>> = {
  en: () => import('../../../messages/en/hallmark.ts'),
  hi: () => import('../../../messages/hi/hallmark.ts'),
  or: () => import('../../../messages/or/hallmark.ts'),
};
/** One loading a language: `use` needs the same promise on every render. */
const loading = new Map<Language, Promise<Words>>();
function wordsOf(language: Language): Promise<Words> {
  let words = loading.get(language);
  if (!words) {
    words = WORDS[language]().then((module) => module.default);
    loading.set(language, words);
  }
  return words;
}

export function OrderHallmarks({ order }: { order: PublicOrder }) {
  const lines = order.lines.filter((line) => (line.huids?.length ?? 0) > 0);
  if (lines.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Hallmarks lines={lines} />
    </Suspense>
  );
}

function Hallmarks({ lines }: { lines: OrderLine[] }) {
  const words = use(wordsOf(usePageLanguage().language));
  return (
    <section className={styles.hallmarks} aria-labelledby="order-hallmarks-title" data-testid="order-hallmarks">
      <h3 id="order-hallmarks-title" className={styles.title}>
        {words.title}
      </h3>
      <p className={styles.muted}>{words.lead}</p>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={`${line.productId}@${line.size}`}>
            <span>{words.piece(line.name, line.quantity)}</span>
            <span className={styles.huids}>
              {line.huids!.map((huid) => (
                <code key={huid} lang="en">
                  {huid}
                </code>
              ))}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{words.verify}</p>
    </section>
  );
}
