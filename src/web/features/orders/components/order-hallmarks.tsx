import type { PublicOrder } from '../../../../shared/order.ts';
import type { DocumentWords } from '../lib/document-words.ts';
import styles from './order-hallmarks.module.css';

// The HUIDs of a shipped order's pieces on its page, with how to check them (decision 036). Part
// of the order's documents (order-documents.tsx, a deferred part, whose words it is given): the
// order page's first script carries nothing of it, and the server renders it whole, so that it
// shows with JavaScript off too.

export function OrderHallmarks({ order, words }: { order: PublicOrder; words: DocumentWords['hallmark'] }) {
  const lines = order.lines.filter((line) => (line.huids?.length ?? 0) > 0);
  if (lines.length === 0) return null;
  return (
    <section className={styles.hallmarks} aria-labelledby="order-hallmarks-title" data-testid="order-hallmarks">
      <h3 id="order-hallmarks-title" className={styles.title}>
        {words.title}
      </h3>
      <p className={styles.muted}>{words.lead}</p>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={`${line.productId}@${line.size}`}>
            <span>{words.piece(line.localName ?? line.name, line.quantity)}</span>
            <span className={styles.huids}>
              {line.huids!.map((huid) => (
                <code key={huid}>{huid}</code>
              ))}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{words.verify}</p>
    </section>
  );
}
