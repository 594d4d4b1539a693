// The price row's words for the tab's search stay: what the stay costs at each compared property, or the shortest stay
// its check-in allows. Loaded by the page only for a search with dates, as its availability is: a comparison without
// dates shows the 'de la' prices the build wrote and fetches neither this code nor the texts it writes with.
import { count, loadLanguage, t } from '../../i18n';
import { pageLanguage } from '../../lib/languages';
import { type QuotedStay, quoteStay, quoteSummary } from '../prices';
import type { ComparedPrice } from './data';

/** Loads the page language's texts, which the quotes are written in. */
export function preparePrices(): Promise<void> {
  return loadLanguage();
}

/**
 * What the price row says of a property for `stay`: '2.760 lei pentru 4 nopți', or 'minim 5 nopți în această
 * perioadă'. The party is kept within the property's capacity, as the booking wizard its button opens keeps it.
 * `preparePrices` must have settled.
 */
export function stayPrice(price: ComparedPrice, stay: QuotedStay): string {
  const guests = Math.max(1, Math.min(price.capacity, stay.guests));
  const quote = quoteStay(price.prices, { ...stay, guests }, price.tax);
  return quote ? quoteSummary({ t, count, language: pageLanguage() }, quote) : price.from;
}
