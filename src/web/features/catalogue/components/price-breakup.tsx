import type { PriceBreakup as Breakup } from '../../../../shared/product-wire.ts';
import { formatInr, formatRs, rupeesToPaise } from '../../../../shared/money.ts';
import { formatIndiaDate } from '../../../../shared/india-time.ts';
import { usePageLanguage } from '../../../lib/language.tsx';
import { BREAKUP_WORDS } from './price-breakup-words.ts';
import styles from './price-breakup.module.css';

/** Rupees in the shop's price form; a negative amount (rounding off) with a minus before it. */
const money = (rupees: number) => {
  const paise = rupeesToPaise(rupees);
  return paise < 0 ? `−${formatRs(-paise)}` : formatRs(paise);
};

/** Grams and percentages with at most two decimals (no Intl: see groupIndian in shared/money.ts). */
const decimal = (value: number) => String(Math.round(value * 100) / 100);

/**
 * A weight-priced piece's price, line by line, as the server computed it (decision 035): metal
 * value (weight × the day's rate, with its date), making charge, stones, GST 3% and rounding
 * off, adding up to the price. Its invoice prints the same figures.
 */
export function PriceBreakup({
  breakup,
  metal,
  weight,
  making,
}: {
  breakup: Breakup;
  metal: string;
  weight: number;
  making: { by: 'gram' | 'percent'; value: number };
}) {
  const { language } = usePageLanguage();
  const words = BREAKUP_WORDS[language];
  const date = formatIndiaDate(`${breakup.RateDate}T12:00:00+05:30`, language);
  const rows: [label: string, rupees: number][] = [
    [words.metal(metal, decimal(weight), formatInr(rupeesToPaise(breakup.Rate)), date), breakup.Metal],
    [making.by === 'percent' ? words.makingPercent(decimal(making.value)) : words.makingPerGram(formatInr(rupeesToPaise(making.value))), breakup.Making],
    ...(breakup.Extras > 0 ? [[words.extras, breakup.Extras] as [string, number]] : []),
    [words.gst, breakup.GST],
    ...(breakup.Rounding !== 0 ? [[words.rounding, breakup.Rounding] as [string, number]] : []),
  ];
  return (
    <table className={styles.breakup} data-testid="price-breakup">
      <caption className={styles.title}>{words.title}</caption>
      <tbody>
        {rows.map(([label, rupees]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{money(rupees)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{words.total}</th>
          <td>{money(breakup.Total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
