// What the journeys expect a price to read, worked out from a property's file through the site's own prices entry and
// the page's language's texts: a figure on a page must equal the one the file gives, whatever day the tests run.
import { count, loadLanguage, t, type Texts } from '../../src/i18n';
import { buildDay, fromText, lowestPrice, quoteStay, quoteSummary, type Quote } from '../../src/features/prices';
import { addDays, dayNumber } from '../../src/lib/day-numbers';
import type { Language } from '../../src/lib/languages';
import type { CatalogueEntry } from './catalogue';

/** The texts of `language`, loaded, as the prices' words take them. */
export async function textsOf(language: Language): Promise<Texts> {
  await loadLanguage(language);
  return { language, t: (key, params) => t(key, params, language), count: (n, noun) => count(n, noun, language) };
}

/** The card's line for `property` without dates: its lowest nightly price from today, or undefined without prices. */
export async function fromLine(property: CatalogueEntry, language: Language): Promise<string | undefined> {
  const lowest = lowestPrice(property.prices);
  return lowest === undefined ? undefined : fromText(await textsOf(language), lowest);
}

/** The quote of `property` for a stay (no town tax: the sample towns set none). */
export function quoteOf(
  property: CatalogueEntry,
  checkIn: string,
  checkOut: string,
  guests: number,
): Quote | undefined {
  return quoteStay(property.prices, { checkIn, checkOut, guests });
}

/** The card's line for a stay: its total for its nights, or the minimum it falls short of. */
export async function stayLine(quote: Quote, language: Language): Promise<string> {
  return quoteSummary(await textsOf(language), quote);
}

/**
 * The next `monthDay` ('06-28') at least `after` days from today, 'yyyy-MM-dd': a stay in a given season that the
 * site still takes (its check-in within the next 550 days).
 */
export function nextDay(monthDay: string, after = 10): string {
  const earliest = addDays(buildDay(), after);
  const year = Number(earliest.slice(0, 4));
  const candidate = `${year}-${monthDay}`;
  return candidate >= earliest ? candidate : `${year + 1}-${monthDay}`;
}

/** Nights between two days. */
export const nightsOf = (checkIn: string, checkOut: string): number => dayNumber(checkOut) - dayNumber(checkIn);
