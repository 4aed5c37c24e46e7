import { SIZE_GUIDE } from '../../../../shared/size-guide.ts';
import { DEFAULT_SIZE } from '../../../../shared/sizes.ts';
import type { SizeGuideWords } from '../lib/size-guide-words.ts';
import styles from './size-guide.module.css';

/** Millimetres with one decimal, as the table prints them: 54 -> '54.0'. */
const mm = (value: number) => value.toFixed(1);

/**
 * The size guide's body (decision 036): each size's inner diameter and circumference, and how
 * to measure at home. Drawn by the /size-guide page and by the product page's dialog; `Heading`
 * is the level its sections take there.
 */
export function SizeGuide({ words, Heading }: { words: SizeGuideWords; Heading: 'h2' | 'h3' }) {
  return (
    <div className={styles.guide}>
      <p className={styles.lead}>{words.lead}</p>
      <table className={styles.table}>
        <caption className="visually-hidden">{words.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{words.size}</th>
            <th scope="col">
              {words.diameter} <span className={styles.unit}>({words.mm})</span>
            </th>
            <th scope="col">
              {words.circumference} <span className={styles.unit}>({words.mm})</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {SIZE_GUIDE.map((row) => (
            <tr key={row.size} data-default={row.size === DEFAULT_SIZE || undefined}>
              <th scope="row">{row.size}</th>
              <td>{mm(row.diameterMm)}</td>
              <td>{mm(row.circumferenceMm)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Heading className={styles.heading}>{words.measureTitle}</Heading>
      <dl className={styles.ways}>
        <dt>{words.bangleTitle}</dt>
        <dd>{words.bangle}</dd>
        <dt>{words.threadTitle}</dt>
        <dd>{words.thread}</dd>
      </dl>
    </div>
  );
}
