// Which catalogue properties suit a search, in the order the assistant proposes them. Both assistants (the offline
// matcher and the model's search tool) choose their candidates here and only here, so a new condition on what may be
// proposed (the owners' calendars, say) joins in `matches` once.
import type { IsoDay } from '../../../lib/dates';
import { filterProperties } from '../../../lib/filter';
import { hasAmenity, type Amenity } from '../understanding/amenities';
import type { AssistantProperty } from './catalogue';
import { isKind, type Kind } from '../understanding/kinds';
import { PRICE_CLASSES, priceClass, suitsPrice, type PriceWish } from '../understanding/price';
import { minimumStay } from '../../prices';
import { nightsBetween } from '../../../lib/dates';
import { budgetCheck, isWithin, stayWindow, tooShortIn, type BudgetCheck } from './price-facts';
import type { Enquiry } from '../understanding/understand';

/** How many properties one reply proposes at most. */
export const SUGGESTION_LIMIT = 3;

/** What a search asks of a property; an absent field asks nothing. */
export interface SearchCriteria {
  city?: string | undefined;
  guests?: number | undefined;
  amenities?: readonly Amenity[] | undefined;
  price?: PriceWish | undefined;
  /** The most the visitor means to spend, and each property's cost by its measure: a condition, cheapest first. */
  spend?: BudgetCheck | undefined;
  /** Preferred, never required: properties of this kind come first. */
  kind?: Kind | undefined;
  /** The stay's days: properties whose shortest stay it meets come first (taken ones are left out before). */
  checkIn?: IsoDay | undefined;
  checkOut?: IsoDay | undefined;
  /** Nights without days, and the days they may start on: properties that take them on one of those days come first. */
  nights?: number | undefined;
  window?: readonly [IsoDay, IsoDay] | undefined;
}

/** What a request searches by, on `today`: a budget is held to each property's prices for the stay asked about. */
export function criteriaOf(request: Enquiry, today: IsoDay): SearchCriteria {
  const { city, guests, amenities, price, kind, checkIn, checkOut, budget, month } = request;
  const spend = budget === undefined ? undefined : budgetCheck(budget, request, today);
  const nights = checkIn === undefined ? request.nights : undefined;
  const window = nights === undefined ? undefined : stayWindow(month, today);
  return { city, guests, amenities, price, kind, checkIn, checkOut, nights, window, spend };
}

/** Better rated first, then more reviewed, then by id so that equal properties always come in the same order. */
function byReputation(a: AssistantProperty, b: AssistantProperty): number {
  return b.rating - a.rating || b.reviews - a.reviews || Number(a.id) - Number(b.id);
}

/** Every property that satisfies the search: the town and party through the site's own list filter, then the wishes. */
function matches(catalogue: readonly AssistantProperty[], criteria: SearchCriteria): AssistantProperty[] {
  const { city, guests, amenities = [], price, spend } = criteria;
  return filterProperties(catalogue, {
    ...(city === undefined ? {} : { city }),
    ...(guests === undefined ? {} : { minGuests: guests }),
  }).filter(
    (property) =>
      amenities.every((amenity) => hasAmenity(property, amenity)) &&
      suitsPrice(property, price) &&
      (spend === undefined || isWithin(spend, property)),
  );
}

/**
 * Whether the stay's nights meet the shortest stay its check-in allows there, or, nights said without days, the
 * shortest of some day they may start on (true while neither is known).
 */
function meetsMinimum(property: AssistantProperty, { checkIn, checkOut, nights, window }: SearchCriteria): boolean {
  if (checkIn !== undefined && checkOut !== undefined)
    return nightsBetween(checkIn, checkOut) >= minimumStay(property.prices, checkIn).nights;
  if (nights !== undefined && window !== undefined) return tooShortIn(property.prices, nights, window) === undefined;
  return true;
}

/**
 * The properties that suit the search, best first: those whose shortest stay the stay's nights meet, then the kind
 * asked for, then (within a budget) the cheaper by the budget's measure, then (for a cheap stay) the cheaper class,
 * then the closest capacity, so that a small party is not sent to a villa while a room fits them, then reputation.
 */
export function rankedMatches(catalogue: readonly AssistantProperty[], criteria: SearchCriteria): AssistantProperty[] {
  const { guests, kind, price, spend } = criteria;
  const longEnough = (property: AssistantProperty) => (meetsMinimum(property, criteria) ? 0 : 1);
  const kindFirst = (property: AssistantProperty) => (kind !== undefined && isKind(property, kind) ? 0 : 1);
  const cost = (property: AssistantProperty) => spend?.cost(property) ?? 0;
  const cheaperFirst = (property: AssistantProperty) =>
    price === 'economic' ? PRICE_CLASSES.indexOf(priceClass(property)) : 0;
  return matches(catalogue, criteria).sort(
    (a, b) =>
      longEnough(a) - longEnough(b) ||
      kindFirst(a) - kindFirst(b) ||
      cost(a) - cost(b) ||
      cheaperFirst(a) - cheaperFirst(b) ||
      (guests === undefined ? 0 : a.capacity - b.capacity) ||
      byReputation(a, b),
  );
}

/** The largest properties, in a town when one is given, largest and best rated first. */
function largest(catalogue: readonly AssistantProperty[], city?: string): AssistantProperty[] {
  const inTown = filterProperties(catalogue, city === undefined ? {} : { city });
  return inTown.sort((a, b) => b.capacity - a.capacity || byReputation(a, b));
}

/** What to propose when nothing in the town takes the party. */
export interface Alternatives {
  /** Properties that take the party in the other towns, best first. */
  elsewhere: AssistantProperty[];
  /** The largest properties in the town asked for, or in the whole catalogue when no town was named. */
  biggest: AssistantProperty[];
}

/** The closest alternatives when nothing in the town takes the party. */
export function alternatives(catalogue: readonly AssistantProperty[], guests: number, city?: string): Alternatives {
  const elsewhere = city === undefined ? [] : rankedMatches(catalogue, { guests }).filter((p) => p.city !== city);
  return { elsewhere, biggest: largest(catalogue, city) };
}

/** What to propose when the party fits but not with every wish (an amenity, a price class). */
export interface WithoutWishes {
  /** Properties with every wish in the other towns, best first. */
  elsewhere: AssistantProperty[];
  /** Properties in the town for the party, without the wishes. */
  nearest: AssistantProperty[];
}

/**
 * The closest alternatives when the wishes leave nothing: the same wishes elsewhere, or the town without them. When a
 * budget was one of them, the nearest to it come first, whatever kind was named (which only orders those that cost
 * the same), and only properties whose cost for the stay can be told: those with prices that take its nights.
 */
export function withoutWishes(catalogue: readonly AssistantProperty[], criteria: SearchCriteria): WithoutWishes {
  const { city, guests, kind, spend, checkIn, checkOut, nights, window } = criteria;
  const elsewhere =
    city === undefined ? [] : rankedMatches(catalogue, { ...criteria, city: undefined }).filter((p) => p.city !== city);
  const stay = { checkIn, checkOut, nights, window };
  if (!spend) return { elsewhere, nearest: rankedMatches(catalogue, { city, guests, kind, ...stay }) };
  const any = { ...spend, budget: { ...spend.budget, amount: Number.POSITIVE_INFINITY } };
  const cost = (property: AssistantProperty) => spend.cost(property) ?? Number.POSITIVE_INFINITY;
  const nearest = rankedMatches(catalogue, { city, guests, kind, spend: any, ...stay }).sort(
    (a, b) => cost(a) - cost(b),
  );
  return { elsewhere, nearest };
}
