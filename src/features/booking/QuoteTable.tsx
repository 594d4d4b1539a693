import { t } from '../../i18n';
import { formatMoney, lineLabel, type Quote } from '../prices';
import { priceTexts } from './price-texts';

/**
 * A stay's price as a table: each line of the quote ('3 nopți × 950 lei') with its amount right-aligned, then the
 * total. The labels wrap in their column; an amount never breaks, so the table fits a phone in every language.
 */
export function QuoteTable({ quote }: { quote: Quote & { kind: 'priced' } }) {
  const texts = priceTexts();
  const money = (amount: number) => formatMoney(amount, texts.language);
  return (
    <table className="mt-3 w-full border-t border-sea-900/10 text-sm">
      <caption className="pt-3 pb-1.5 text-left font-semibold">{t('prices.quoteLabel')}</caption>
      <tbody>
        {quote.lines.map((line) => {
          const label = lineLabel(texts, line);
          return (
            <tr key={label}>
              <th scope="row" className="py-0.5 pr-4 text-left align-top font-normal text-sea-900/75">
                {label}
              </th>
              <td className="py-0.5 text-right align-top font-medium whitespace-nowrap tabular-nums">
                {money(line.amount)}
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr className="border-t border-sea-900/10">
          <th scope="row" className="pt-1.5 text-left font-semibold">
            {t('prices.totalLabel')}
          </th>
          <td className="pt-1.5 text-right font-semibold whitespace-nowrap tabular-nums">{money(quote.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
