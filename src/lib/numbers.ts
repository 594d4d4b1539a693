// Figures with decimals as the page's language writes them: '4,72' in Romanian and Russian, '4.72' in English.
import { LANGUAGE_LOCALES, type Language } from './languages';

// One formatter per language and precision, made once: making one takes milliseconds on a slow phone.
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * `value` with the decimal separator of `language`, without grouping; `digits` fixes how many decimals it keeps
 * ('4,0'), otherwise it keeps those it has (up to three).
 */
export function formatDecimal(value: number, language: Language, digits?: number): string {
  const key = `${language} ${digits ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
      useGrouping: false,
      ...(digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
