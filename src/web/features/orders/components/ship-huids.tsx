import { Input } from '../../../components/field.tsx';
import type { OrderLine } from '../../../../shared/order.ts';
import styles from './ship-dialog.module.css';

type Props = {
  idPrefix: string;
  lines: OrderLine[];
  /** What is typed for each line's pieces. */
  huids: string[][];
  onChange: (huids: string[][]) => void;
  /** The piece whose HUID was refused, described by `problemId`. */
  invalid: { line: number; piece: number } | null;
  problemId: string;
};

/**
 * The ship dialog's HUIDs (decision 036): a field for each piece of each line. Gold is to be
 * hallmarked (the API asks a HUID of every gold piece of 2 g or more); silver and platinum may
 * go without, so no field is required here.
 */
export function ShipHuids({ idPrefix, lines, huids, onChange, invalid, problemId }: Props) {
  const type = (line: number, piece: number, text: string) => onChange(huids.map((list, at) => (at === line ? list.map((old, i) => (i === piece ? text : old)) : list)));
  return (
    <div className={styles.huids}>
      <p className={styles.huidsLead}>HUIDs: the six letters and digits beside each piece's hallmark. The invoice and the order page print them.</p>
      {lines.map((line, index) => (
        <fieldset key={`${line.productId}@${line.size}`} className={styles.huidLine}>
          <legend>
            {line.name} <small>{line.metalType === 'Gold' ? '· gold: required' : `· ${line.metalType.toLowerCase()}: if hallmarked`}</small>
          </legend>
          <div className={styles.huidPieces}>
            {Array.from({ length: line.quantity }, (_, piece) => {
              const id = `${idPrefix}-huid-${index}-${piece}`;
              const refused = invalid?.line === index && invalid.piece === piece;
              return (
                <label key={piece} htmlFor={id} className={styles.huidPiece}>
                  <span>{line.quantity > 1 ? `Piece ${piece + 1}` : 'HUID'}</span>
                  <Input
                    id={id}
                    maxLength={12}
                    autoCapitalize="characters"
                    autoComplete="off"
                    spellCheck={false}
                    value={huids[index]?.[piece] ?? ''}
                    aria-invalid={refused}
                    aria-describedby={refused ? problemId : undefined}
                    onChange={(event) => type(index, piece, event.target.value)}
                  />
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
