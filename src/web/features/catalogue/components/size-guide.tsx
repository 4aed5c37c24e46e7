import { RING_SIZE_GUIDE, SIZE_GUIDE } from '../../../../shared/size-guide.ts';
import { DEFAULT_SIZE } from '../../../../shared/sizes.ts';
import type { SizeGuideWords } from '../lib/size-guide-words.ts';
import styles from './size-guide.module.css';

/** Millimetres with one decimal, as the table prints them: 54 -> '54.0'. */
const mm = (value: number) => value.toFixed(1);

/** The scales a guide is for: bangles and bracelets, or rings (decision 040). */
export type GuideScale = 'bangle' | 'ring';

/**
 * A size guide's body (decisions 036, 040): each size of the scale with its inner diameter and
 * circumference, and how to measure at home. Drawn by the /size-guide page (both scales) and by
 * the product page's dialog (the piece's); `Heading` is the level its sections take there.
 */
export function SizeGuide({ words, scale, Heading }: { words: SizeGuideWords; scale: GuideScale; Heading: 'h2' | 'h3' | 'h4' }) {
  const own = words[scale];
  return (
    <div className={styles.guide} data-scale={scale}>
      <p className={styles.lead}>{own.lead}</p>
      <table className={styles.table}>
        <caption className="visually-hidden">{own.caption}</caption>
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
          {(scale === 'ring' ? RING_SIZE_GUIDE : SIZE_GUIDE).map((row) => (
            <tr key={row.size} data-default={(scale === 'bangle' && row.size === DEFAULT_SIZE) || undefined}>
              <th scope="row">{row.size}</th>
              <td>{mm(row.diameterMm)}</td>
              <td>{mm(row.circumferenceMm)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Heading className={styles.heading}>{words.measureTitle}</Heading>
      <dl className={styles.ways}>
        <dt>{own.fitTitle}</dt>
        <dd>{own.fit}</dd>
        <dt>{own.threadTitle}</dt>
        <dd>{own.thread}</dd>
      </dl>
    </div>
  );
}
