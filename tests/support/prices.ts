// What the journeys expect a property to cost, worked out from its file (and its town's file, for the tax) through
// the prices feature, the one place the site's arithmetic lives, in the language of the page under test, whatever day
// the tests run (a build of another day than the tests' could differ at a season's edge).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  buildDay,
  fromText,
  lowestPrice,
  minimumStay,
  type PriceTexts,
  type PropertyPrices,
  type Quote,
  type QuotedStay,
  quoteStay,
  quoteSummary,
  seasonOf,
} from '../../src/features/prices';
import { textsIn } from '../../src/i18n';
import { cityOf } from '../../src/lib/catalogue-rules';
import type { IsoDay } from '../../src/lib/dates';
import { readFrontMatter } from '../../src/lib/front-matter';
import type { Language } from '../../src/lib/languages';
import { addDays, dayNumber } from '../../src/lib/day-numbers';
import { type TownTax, townTaxSchema } from '../../src/schemas/town';
import type { CatalogueEntry } from './catalogue';

export { buildDay };

/** The texts a page in `language` writes its prices with. */
export const priceTexts = (language: Language): Promise<PriceTexts> => textsIn(language);

const towns = resolve(import.meta.dirname, '..', '..', 'src', 'content', 'towns');

/** The front matter of the property's town's file. */
function townFile(property: CatalogueEntry): Record<string, unknown> {
  for (const name of readdirSync(towns).filter((file) => file.endsWith('.md'))) {
    const { front } = readFrontMatter(readFileSync(join(towns, name), 'utf8'), name);
    if (front['town'] === cityOf(property.location)) return front;
  }
  throw new Error(`no town file for ${property.location}`);
}

/** The tax the property's town collects, as its town's file sets it (none when it sets none). */
export function townTax(property: CatalogueEntry): TownTax | undefined {
  return townTaxSchema.optional().parse(townFile(property)['tax']);
}

/** The town's tax with the town's name in `language`, as a page's fees name it; none when the town sets none. */
export function taxOf(property: CatalogueEntry, language: Language): { town: string; tax: TownTax } | undefined {
  const front = townFile(property);
  const tax = townTax(property);
  const translated = front[language] as { name?: string } | undefined;
  return tax && { town: translated?.name ?? String(front['town']), tax };
}

/** A property's file with its prices: what the price journeys are about. */
export type PricedEntry = CatalogueEntry & { prices: PropertyPrices };

/** True when the file has prices. */
export const hasPrices = (property: CatalogueEntry): property is PricedEntry => property.prices !== undefined;

/**
 * A week from three nights before the next day (after `after`) on which the nights change season, so its nights
 * are priced under two seasons; its check-in's minimum stay is a week at most.
 */
export function acrossSeasons(prices: PropertyPrices, after: IsoDay, guests: number): QuotedStay {
  for (let day = addDays(after, 4); day < addDays(after, 400); day = addDays(day, 1)) {
    const checkIn = addDays(day, -3);
    if (seasonOf(prices, addDays(day, -1)) !== seasonOf(prices, day) && minimumStay(prices, checkIn).nights <= 7)
      return { checkIn, checkOut: addDays(day, 4), guests };
  }
  throw new Error('no change of season within a year');
}

/** The card's line for `property` without dates: its lowest nightly price from today, or undefined without prices. */
export async function fromLine(property: CatalogueEntry, language: Language): Promise<string | undefined> {
  const lowest = lowestPrice(property.prices);
  return lowest === undefined ? undefined : fromText(await priceTexts(language), lowest);
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
  return quoteSummary(await priceTexts(language), quote);
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
