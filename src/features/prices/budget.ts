// A visitor's budget against a property's prices: what a stay costs a night on average, the lowest night of a
// period, and the cheapest stay of a length that starts in it. The assistant asks these when a visitor says how much
// they mean to spend; the amounts come from the quote rule (rules.ts), never from arithmetic of their own.
import type { IsoDay } from '../../lib/dates';
import { dayNumber, dayOfNumber } from '../../lib/day-numbers';
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

// A budget asks the price of the same nights again and again (every check-in of a year, for every property): each
// night's price is worked out once per prices and kept, as are the days themselves.
const rates = new WeakMap<PropertyPrices, Map<number, number>>();
const days = new Map<number, IsoDay>();

/** The day of a day number, kept once made. */
function dayOf(number: number): IsoDay {
  let day = days.get(number);
  if (day === undefined) {
    day = dayOfNumber(number);
    days.set(number, day);
  }
  return day;
}

/** The price of the night of day number `number` (nightRate's), kept once worked out. */
function rateOn(prices: PropertyPrices, number: number): number {
  let known = rates.get(prices);
  if (!known) {
    known = new Map();
    rates.set(prices, known);
  }
  let rate = known.get(number);
  if (rate === undefined) {
    rate = nightRate(prices, dayOf(number)).rate;
    known.set(number, rate);
  }
  return rate;
}

/** The lowest price of a night from `from` to the night before `to`; undefined when the period has no night. */
export function lowestRate(prices: PropertyPrices, from: IsoDay, to: IsoDay): number | undefined {
  let lowest: number | undefined;
  for (let number = dayNumber(from), end = dayNumber(to); number < end; number++) {
    const rate = rateOn(prices, number);
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

/**
 * The cheapest stay the search allows, as the quote rule prices it, and its check-in (the earliest of equals);
 * undefined when none can be. Stays whose nights cost the same, night by night, under the same minimum cost the same
 * (the fees and the tax hang on those alone), so each such run of prices is quoted once.
 */
export function cheapestStay(
  prices: PropertyPrices,
  search: StaySearch,
  tax?: TownTax | undefined,
): CheapestStay | undefined {
  let known = cheapest.get(prices);
  if (!known) {
    known = new Map();
    cheapest.set(prices, known);
  }
  const key = JSON.stringify([search.nights, search.guests, search.from, search.to, tax]);
  if (!known.has(key)) known.set(key, findCheapest(prices, search, tax));
  return known.get(key);
}

/** A stay found by cheapestStay: its check-in and its quote. */
export interface CheapestStay {
  checkIn: IsoDay;
  quote: PricedQuote;
}

// The cheapest stay of a search, kept per prices: a budget asks it of every property, for every answer.
const cheapest = new WeakMap<PropertyPrices, Map<string, CheapestStay | undefined>>();

/** cheapestStay's search itself. */
function findCheapest(
  prices: PropertyPrices,
  { nights, guests, from, to }: StaySearch,
  tax: TownTax | undefined,
): CheapestStay | undefined {
  let found: CheapestStay | undefined;
  const quoted = new Set<string>();
  for (let number = dayNumber(from), end = dayNumber(to); number < end; number++) {
    const checkIn = dayOf(number);
    const minimum = minimumStay(prices, checkIn).nights;
    const length = nights ?? minimum;
    const run = Array.from({ length }, (_, night) => rateOn(prices, number + night));
    const signature = `${minimum}:${run.join(',')}`;
    if (quoted.has(signature)) continue;
    quoted.add(signature);
    const quote = quoteStay(prices, { checkIn, checkOut: dayOf(number + length), guests }, tax);
    if (quote?.kind === 'priced' && (!found || quote.total < found.quote.total)) found = { checkIn, quote };
  }
  return found;
}

/** Whether `figure` (a night's price or a stay's total, as `budget.per` says) is within `budget`. */
export function withinBudget(figure: number, budget: Budget): boolean {
  return figure <= budget.amount;
}
