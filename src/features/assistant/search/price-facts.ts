// What the assistant may say a property costs, and whether it is within a visitor's budget: both assistants ask
// here, and every figure comes from the prices feature's quote rule (its entry), so the assistant quotes what the
// property page and the wizard show and never a figure of its own.
import type { IsoDay } from '../../../lib/dates';
import { addDays, addMonths } from '../../../lib/day-numbers';
import { GUESTS } from '../../../lib/stay';
import {
  averageNightly,
  cheapestStay,
  fromPrice,
  lowestRate,
  minimumStay,
  quoteStay,
  withinBudget,
  type Budget,
  type MinimumStay,
  type PricedQuote,
  type PropertyPrices,
} from '../../prices';
import type { AssistantProperty } from './catalogue';

/** As much of a stay as a visitor has said: its days, or a month and a length; the party. */
export interface AskedStay {
  checkIn?: IsoDay | undefined;
  checkOut?: IsoDay | undefined;
  guests?: number | undefined;
  /** A month without days, 'yyyy-MM'. */
  month?: string | undefined;
  nights?: number | undefined;
}

/** The party a stay is priced for: the one asked for, else the site's usual party, at most what the property takes. */
export function pricedGuests(property: Pick<AssistantProperty, 'capacity'>, guests: number | undefined): number {
  return guests ?? Math.min(GUESTS.initial, property.capacity);
}

// The 'de la' price scans a year of nights: it is worked out once per prices and day.
const fromPrices = new WeakMap<PropertyPrices, Map<IsoDay, number>>();

/** The 'de la' price of `prices` on `today` (fromPrice's), kept once worked out. */
function fromPriceOn(prices: PropertyPrices, today: IsoDay): number {
  let known = fromPrices.get(prices);
  if (!known) {
    known = new Map();
    fromPrices.set(prices, known);
  }
  let price = known.get(today);
  if (price === undefined) {
    price = fromPrice(prices, today);
    known.set(today, price);
  }
  return price;
}

/** What the assistant may say a property costs for a stay. */
export type PriceFact =
  /** Its owner set no prices: the price is confirmed at booking, never a figure. */
  | { kind: 'unpriced' }
  /** The stay's dates are known: what it costs, for which party. */
  | { kind: 'quote'; quote: PricedQuote; guests: number }
  /** The stay is shorter than its check-in's minimum, or (nights without days) than every check-in's it may have. */
  | { kind: 'tooShort'; nights: number; minimum: MinimumStay }
  /** No dates: the lowest night from today, or in the month asked for. */
  | { kind: 'from'; from: number; month?: string };

/** The days a month without days can start on, from today: [first, day after the last). */
function monthWindow(month: string, today: IsoDay): [IsoDay, IsoDay] {
  const first = `${month}-01`;
  return [first < today ? today : first, addMonths(first, 1)];
}

/** The days a stay without days can start on: those of the month asked for, else the next twelve months'. */
export function stayWindow(month: string | undefined, today: IsoDay): [IsoDay, IsoDay] {
  return month === undefined ? [today, addMonths(today, 12)] : monthWindow(month, today);
}

/**
 * The shortest stay a check-in in [from, to) allows when none allows `nights`, or undefined when one does: `nights`
 * said without days ('o noapte în august') are too short only if no day of the window takes them.
 */
export function tooShortIn(
  prices: Pick<PropertyPrices, 'minNights' | 'seasons'> | undefined,
  nights: number,
  [from, to]: readonly [IsoDay, IsoDay],
): MinimumStay | undefined {
  let shortest: MinimumStay | undefined;
  for (let day = from; day < to; day = addDays(day, 1)) {
    const minimum = minimumStay(prices, day);
    if (minimum.nights <= nights) return undefined;
    if (!shortest || minimum.nights < shortest.nights) shortest = minimum;
  }
  return shortest;
}

/** What a property costs for the stay asked about, as far as it is known. */
export function priceFact(property: AssistantProperty, stay: AskedStay, today: IsoDay): PriceFact {
  const { prices, tax } = property;
  if (!prices) return { kind: 'unpriced' };
  const { checkIn, checkOut, month } = stay;
  if (checkIn !== undefined && checkOut !== undefined) {
    const guests = pricedGuests(property, stay.guests);
    const quote = quoteStay(prices, { checkIn, checkOut, guests }, tax);
    if (quote?.kind === 'tooShort') return { kind: 'tooShort', nights: quote.nights, minimum: quote.minimum };
    if (quote) return { kind: 'quote', quote, guests };
  }
  if (checkIn === undefined && stay.nights !== undefined) {
    const minimum = tooShortIn(prices, stay.nights, stayWindow(month, today));
    if (minimum) return { kind: 'tooShort', nights: stay.nights, minimum };
  }
  if (month !== undefined && checkIn === undefined) {
    const [from, to] = monthWindow(month, today);
    const lowest = lowestRate(prices, from, to);
    if (lowest !== undefined) return { kind: 'from', from: lowest, month };
  }
  return { kind: 'from', from: fromPriceOn(prices, today) };
}

/** A visitor's budget, and what each property would cost by its measure (undefined: it cannot be told). */
export interface BudgetCheck {
  budget: Budget;
  cost(property: AssistantProperty): number | undefined;
}

/**
 * How a budget is held against each property for a stay: a night's budget against the stay's average night, fees
 * included, when its dates are known, else against the lowest night of the month asked for or the 'de la' price;
 * the stay's budget against the stay's total when its dates are known, else against the cheapest stay of the nights
 * asked for (each check-in's shortest when none are) in that month or the next twelve. A property without prices, or
 * whose minimum the stay falls short of, cannot be held to a budget.
 */
export function budgetCheck(budget: Budget, stay: AskedStay, today: IsoDay): BudgetCheck {
  const costs = new Map<string, number | undefined>();
  const costOf = (property: AssistantProperty): number | undefined => {
    const { prices, tax } = property;
    if (!prices) return undefined;
    const fact = priceFact(property, stay, today);
    if (fact.kind === 'quote') return budget.per === 'night' ? averageNightly(fact.quote) : fact.quote.total;
    if (fact.kind !== 'from') return undefined;
    if (budget.per === 'night') return fact.from;
    const [from, to] = stayWindow(stay.month, today);
    const guests = pricedGuests(property, stay.guests);
    return cheapestStay(prices, { nights: stay.nights, guests, from, to }, tax)?.quote.total;
  };
  return {
    budget,
    cost: (property) => {
      if (!costs.has(property.id)) costs.set(property.id, costOf(property));
      return costs.get(property.id);
    },
  };
}

/** Whether a property is within the budget: its cost known and at most the budget. */
export function isWithin(check: BudgetCheck, property: AssistantProperty): boolean {
  const cost = check.cost(property);
  return cost !== undefined && withinBudget(cost, check.budget);
}
