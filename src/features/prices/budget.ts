// A visitor's budget against a property's prices: what a stay costs a night on average, the lowest night of a
// period, and the cheapest stay of a length that starts in it. The assistant asks these when a visitor says how much
// they mean to spend; the amounts come from the quote rule (rules.ts), never from arithmetic of their own.
import type { IsoDay } from '../../lib/dates';
import { addDays } from '../../lib/nights';
import { minimumStay, nightRate, quoteStay, type PropertyPrices, type Quote, type TownTax } from './rules';

/** What a visitor means to spend at most, in lei: a night, or the whole stay. */
export interface Budget {
  amount: number;
  per: 'night' | 'stay';
}

/** A priced quote. */
export type PricedQuote = Quote & { kind: 'priced' };

/** What a priced stay costs a night on average, its fees and tax included, rounded to whole lei (half up). */
export function averageNightly(quote: PricedQuote): number {
  return Math.floor((2 * quote.total + quote.nights) / (2 * quote.nights));
}

/** The lowest price of a night from `from` to the night before `to`; undefined when the period has no night. */
export function lowestRate(prices: PropertyPrices, from: IsoDay, to: IsoDay): number | undefined {
  let lowest: number | undefined;
  for (let day = from; day < to; day = addDays(day, 1)) {
    const { rate } = nightRate(prices, day);
    if (lowest === undefined || rate < lowest) lowest = rate;
  }
  return lowest;
}

/** What to look for: the stay's length (each check-in's shortest when not given), the party, where it may start. */
export interface StaySearch {
  /** Nights of the stay; absent: the shortest the check-in night allows. */
  nights?: number | undefined;
  guests: number;
  /** The first check-in day to try. */
  from: IsoDay;
  /** The day after the last check-in day to try. */
  to: IsoDay;
}

/** The cheapest stay the search allows, as the quote rule prices it, and its check-in; undefined when none can be. */
export function cheapestStay(
  prices: PropertyPrices,
  { nights, guests, from, to }: StaySearch,
  tax?: TownTax | undefined,
): { checkIn: IsoDay; quote: PricedQuote } | undefined {
  let cheapest: { checkIn: IsoDay; quote: PricedQuote } | undefined;
  for (let checkIn = from; checkIn < to; checkIn = addDays(checkIn, 1)) {
    const length = nights ?? minimumStay(prices, checkIn).nights;
    const quote = quoteStay(prices, { checkIn, checkOut: addDays(checkIn, length), guests }, tax);
    if (quote?.kind === 'priced' && (!cheapest || quote.total < cheapest.quote.total)) cheapest = { checkIn, quote };
  }
  return cheapest;
}

/** Whether `figure` (a night's price or a stay's total, as `budget.per` says) is within `budget`. */
export function withinBudget(figure: number, budget: Budget): boolean {
  return figure <= budget.amount;
}
