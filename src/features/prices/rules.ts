// What a stay costs, from a property's prices and its town's tax: every night priced by the season that names it,
// the shortest stay of the check-in night's season, extra guests, the weekly discount, cleaning and the town's tax,
// each line rounded to whole lei and the total the sum of the lines. The cards, the property page, the wizard, the
// comparison, the assistant and the WhatsApp request all ask here, so a stay costs the same everywhere.
import type { IsoDay } from '../../lib/dates';
import { addDays, addMonths, dayNumber, isMonthDay, isWeekendNight } from '../../lib/day-numbers';
import type { PropertyPrices } from '../../schemas/property';
import type { TownTax } from '../../schemas/town';

export type { PropertyPrices, TownTax };

/** One season of a property's prices. */
export type Season = NonNullable<PropertyPrices['seasons']>[number];

/** True when the season comes back every year ('MM-DD'), false when it is one year's ('yyyy-MM-dd'). */
export const isEveryYear = (season: Season): boolean => isMonthDay(season.from);

/** True when the season names the night of `day`. */
function names(season: Season, day: IsoDay): boolean {
  if (!isEveryYear(season)) return season.from <= day && day <= season.to;
  const monthDay = day.slice(5);
  return season.from <= season.to
    ? season.from <= monthDay && monthDay <= season.to
    : monthDay >= season.from || monthDay <= season.to;
}

/** How many nights a season spans (an every-year one counted in a leap year), to prefer the shorter of two. */
function span(season: Season): number {
  if (!isEveryYear(season)) return dayNumber(season.to) - dayNumber(season.from) + 1;
  const inYear = (monthDay: string) => dayNumber(`2000-${monthDay}`);
  const days = inYear(season.to) - inYear(season.from) + 1;
  return days > 0 ? days : days + 366;
}

/**
 * The season the night of `day` belongs to: of those naming it, a one-year season before an every-year one, then
 * the shorter, then the one listed last; undefined when none names it.
 */
export function seasonOf(prices: Pick<PropertyPrices, 'seasons'>, day: IsoDay): Season | undefined {
  // `later` (listed after `chosen`) wins unless it is of the weaker kind or longer.
  const wins = (later: Season, chosen: Season) =>
    isEveryYear(later) === isEveryYear(chosen) ? span(later) <= span(chosen) : !isEveryYear(later);
  let chosen: Season | undefined;
  for (const season of prices.seasons ?? [])
    if (names(season, day) && (!chosen || wins(season, chosen))) chosen = season;
  return chosen;
}

/** A night's price and whether it is a weekend price. */
export interface NightRate {
  rate: number;
  weekend: boolean;
}

/**
 * The price of the night of `day`: the first given of its season's weekend price (on a Friday or Saturday night),
 * its season's nightly price, the base weekend price (Friday or Saturday), the base nightly price.
 */
export function nightRate(prices: PropertyPrices, day: IsoDay): NightRate {
  const season = seasonOf(prices, day);
  const weekendNight = isWeekendNight(day);
  if (weekendNight && season?.weekend !== undefined) return { rate: season.weekend, weekend: true };
  if (season?.nightly !== undefined) return { rate: season.nightly, weekend: false };
  if (weekendNight && prices.weekend !== undefined) return { rate: prices.weekend, weekend: true };
  return { rate: prices.nightly, weekend: false };
}

/** The shortest stay for a check-in, and the season that sets it (undefined when the base price's rule does). */
export interface MinimumStay {
  nights: number;
  season?: Season | undefined;
}

/** The shortest stay starting on `checkIn`: its night's season's minimum, else the base's, else one night. */
export function minimumStay(
  prices: Pick<PropertyPrices, 'minNights' | 'seasons'> | undefined,
  checkIn: IsoDay,
): MinimumStay {
  const season = prices && seasonOf(prices, checkIn);
  if (season?.minNights !== undefined) return { nights: season.minNights, season };
  return { nights: prices?.minNights ?? 1 };
}

/**
 * True when a season still to come from `today` asks for a longer stay than the base rule, so that a minimum stated
 * without dates says that some check-ins ask for more.
 */
export function longerInSomeSeason(prices: Pick<PropertyPrices, 'minNights' | 'seasons'>, today: IsoDay): boolean {
  const base = prices.minNights ?? 1;
  return (prices.seasons ?? []).some(
    (season) => (season.minNights ?? base) > base && (isEveryYear(season) || season.to >= today),
  );
}

/**
 * Each property's 'de la' price by day, once worked out: a build states it on every card of a property (the home
 * page's, its town's, the favourites') and three times on its page, a year of nights each time. A property's prices
 * are read once and never changed.
 */
const fromPrices = new WeakMap<PropertyPrices, Map<IsoDay, number>>();

/** The lowest nightly price a guest can book from `today` for the next twelve months. */
export function fromPrice(prices: PropertyPrices, today: IsoDay): number {
  let known = fromPrices.get(prices);
  if (!known) {
    known = new Map();
    fromPrices.set(prices, known);
  }
  let lowest = known.get(today);
  if (lowest === undefined) {
    const end = addMonths(today, 12);
    lowest = Number.POSITIVE_INFINITY;
    for (let day = today; day < end; day = addDays(day, 1)) lowest = Math.min(lowest, nightRate(prices, day).rate);
    known.set(today, lowest);
  }
  return lowest;
}

/** One line of a quote, its amount already rounded to whole lei (a discount is negative). */
export type QuoteLine =
  | { kind: 'nights'; nights: number; rate: number; weekend: boolean; amount: number }
  | { kind: 'extraGuests'; guests: number; nights: number; rate: number; amount: number }
  | { kind: 'weeklyDiscount'; percent: number; amount: number }
  | { kind: 'cleaning'; amount: number }
  | { kind: 'tax'; tax: TownTax; amount: number };

/** What a stay costs: its lines and their sum; or why it cannot be booked at its length. */
export type Quote =
  | { kind: 'priced'; nights: number; guests: number; lines: QuoteLine[]; total: number }
  | { kind: 'tooShort'; nights: number; minimum: MinimumStay };

/** The stay a quote is for: its first night, the morning of departure, the party. */
export interface QuotedStay {
  checkIn: IsoDay;
  checkOut: IsoDay;
  guests: number;
}

/** The nights a stay lasts at least for the weekly discount. */
export const WEEK = 7;

/** `numerator / denominator` rounded half up, for non-negative integers (no floating point on the way). */
const halfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** An amount with at most two decimals as whole hundredths. */
const hundredths = (value: number) => Math.round(value * 100);

/** The town's tax on a stay: a percentage of `base`, or an amount per guest per night. */
function taxAmount(tax: TownTax, base: number, guests: number, nights: number): number {
  if ('percent' in tax) return halfUp(base * hundredths(tax.percent), 10_000);
  return halfUp(guests * nights * hundredths(tax.perGuestNight), 100);
}

/**
 * What `stay` costs at `prices` in a town collecting `tax`, line by line: the nights grouped by their price (weekend
 * prices apart), the guests above those included, the weekly discount off both, cleaning, the tax on the nights and
 * guests after the discount; each line rounded to whole lei, the total their sum. A stay shorter than its check-in's
 * minimum is not priced: the quote says the minimum instead. No prices, no quote (undefined).
 */
export function quoteStay(
  prices: PropertyPrices | undefined,
  stay: QuotedStay,
  tax?: TownTax | undefined,
): Quote | undefined {
  if (!prices) return undefined;
  const nights = dayNumber(stay.checkOut) - dayNumber(stay.checkIn);
  const minimum = minimumStay(prices, stay.checkIn);
  if (nights < minimum.nights) return { kind: 'tooShort', nights, minimum };

  const lines: QuoteLine[] = [];
  for (let day = stay.checkIn; day < stay.checkOut; day = addDays(day, 1)) {
    const { rate, weekend } = nightRate(prices, day);
    const line = lines.find((found) => found.kind === 'nights' && found.rate === rate && found.weekend === weekend);
    if (line?.kind === 'nights') {
      line.nights += 1;
      line.amount += rate;
    } else lines.push({ kind: 'nights', nights: 1, rate, weekend, amount: rate });
  }
  const extra = prices.guestsIncluded === undefined ? 0 : Math.max(0, stay.guests - prices.guestsIncluded);
  if (extra > 0 && prices.extraGuest !== undefined)
    lines.push({
      kind: 'extraGuests',
      guests: extra,
      nights,
      rate: prices.extraGuest,
      amount: extra * nights * prices.extraGuest,
    });
  let base = lines.reduce((sum, line) => sum + line.amount, 0);
  if (prices.weeklyDiscount !== undefined && nights >= WEEK) {
    const discount = halfUp(base * prices.weeklyDiscount, 100);
    lines.push({ kind: 'weeklyDiscount', percent: prices.weeklyDiscount, amount: -discount });
    base -= discount;
  }
  if (prices.cleaning !== undefined) lines.push({ kind: 'cleaning', amount: prices.cleaning });
  if (tax) lines.push({ kind: 'tax', tax, amount: taxAmount(tax, base, stay.guests, nights) });
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return { kind: 'priced', nights, guests: stay.guests, lines, total };
}
