// A property's prices as the pages state them when built: the lowest price a guest can book from the build's day in
// Romania over the next twelve months. Every build (each commit, and the calendars' rebuilds) states it afresh.
import { romanianToday } from '../../lib/dates';
import { fromPrice, type PropertyPrices } from './rules';

let today: string | undefined;

/** The day the pages are built, in Romania: the first night a guest reading them can book. */
export function buildDay(): string {
  today ??= romanianToday(new Date());
  return today;
}

/** The lowest nightly price from the build's day, or undefined for a property without prices. */
export function lowestPrice(prices: PropertyPrices | undefined): number | undefined {
  return prices && fromPrice(prices, buildDay());
}
