// The span of a property's nightly prices over the year ahead, for what states a range rather than a stay: the
// property page's structured data (its `priceRange`). The lowest end is the 'de la' price the pages show.
import type { IsoDay } from '../../lib/dates';
import { addDays, addMonths } from '../../lib/day-numbers';
import { fromPrice, nightRate, type PropertyPrices } from './rules';

/** The cheapest and the dearest night of a year, in lei. */
export interface NightlyRange {
  lowest: number;
  highest: number;
}

/**
 * The cheapest and the dearest night a guest can book from `today` for the next twelve months, weekend and season
 * prices included; the cheapest is `fromPrice`'s.
 */
export function nightlyRange(prices: PropertyPrices, today: IsoDay): NightlyRange {
  const end = addMonths(today, 12);
  let highest = 0;
  for (let day = today; day < end; day = addDays(day, 1)) highest = Math.max(highest, nightRate(prices, day).rate);
  return { lowest: fromPrice(prices, today), highest };
}
