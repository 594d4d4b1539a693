// What a visitor's message says about the stay they want: town, party, dates, what the place must offer, price, budget
// and kind. The budget is read first, in any of the three languages, and cut out (budget.ts); then Romanian is read
// directly, English and Russian first rewritten into the Romanian words the same grammar reads (lexicon-en.ts,
// lexicon-ru.ts).
import type { IsoDay } from '../../../lib/dates';
import { foldText } from '../../../lib/filter';
import type { Language } from '../../../lib/languages';
import type { Stay } from '../../../lib/stay';
import type { Budget } from '../../prices';
import { readAmenities, type Amenity } from './amenities';
import { readBudget, type BudgetReading } from './budget';
import { readStayDates } from './dates-ro';
import { readGuests } from './guests-ro';
import { readKind, type Kind } from './kinds';
import { detectLanguage } from './language';
import { ENGLISH_REWRITES, type Rewrite } from './lexicon-en';
import { RUSSIAN_REWRITES } from './lexicon-ru';
import { readPriceWish, type PriceWish } from './price';
import { readCity, withTownNames } from './towns';
import type { CatalogueTown } from '../search/towns';

/** What a message asks for: the stay, where and what else; a field is present only when the message states it. */
export interface Enquiry extends Stay {
  /** A town of the catalogue, as the catalogue writes it. */
  city?: string;
  /** A month named without days, 'yyyy-MM' (never with a check-in). */
  month?: string;
  /** Nights asked for before the arrival day is known (never with a check-in). */
  nights?: number;
  /** What the place must offer. */
  amenities?: Amenity[];
  price?: PriceWish;
  /** The most the visitor means to spend, a night or for the stay. */
  budget?: Budget;
  /** How an earlier budget was meant, said without an amount ('pe noapte', 'în total'). */
  budgetPer?: Budget['per'];
  /** A budget in another currency than the lei the prices are in. */
  foreignBudget?: true;
  /** A kind of stay the visitor prefers. */
  kind?: Kind;
}

/**
 * A message as the matcher reads it: folded Romanian words (its budget cut out), the language it was written in, if
 * it tells, and what it says of a budget.
 */
export interface Reading extends Omit<BudgetReading, 'rest'> {
  folded: string;
  language?: Language;
}

function rewrite(text: string, rewrites: readonly Rewrite[]): string {
  return rewrites.reduce(
    (current, [pattern, replacement]) =>
      typeof replacement === 'string' ? current.replace(pattern, replacement) : current.replace(pattern, replacement),
    text,
  );
}

/**
 * Folds a message, reads its budget and cuts it out, and, when it is English or Russian, rewrites the rest into the
 * Romanian words the matcher reads. The catalogue's `towns` tell no language ('a room in Costinești').
 */
export function readMessage(text: string, towns?: readonly CatalogueTown[]): Reading {
  const language = detectLanguage(text, towns);
  const { rest, ...budget } = readBudget(foldText(text));
  let folded = rest;
  if (/\p{Script=Cyrillic}/u.test(folded)) folded = rewrite(withTownNames(folded, towns ?? []), RUSSIAN_REWRITES);
  if (language === 'en') folded = rewrite(folded, ENGLISH_REWRITES);
  return { folded, ...(language ? { language } : {}), ...budget };
}

const MONTH_NAMES =
  'ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie decembrie'.split(' ');
const NOT_A_DAY = '(?![./\\d])(?!\\s*(?:persoan|pers\\b|oaspe|adult|copi|nopt|noapte|zile|zi\\b|ani\\b|de\\b|ore\\b))';
const DAYS_ONLY = new RegExp(`\\b(\\d{1,2})\\s*(?:-|–|pana(?:\\s+(?:pe|la|in))?|si)\\s*(\\d{1,2})\\b${NOT_A_DAY}`);
const DAY_ONLY = new RegExp(
  `\\b(?:din|de pe|pe|de la|incepand cu|sosim pe|venim pe|ajungem pe)\\s+(\\d{1,2})\\b${NOT_A_DAY}`,
);

/** '10-17' or 'din 10' said after a month was named: the days of that month. */
function withKnownMonth(folded: string, month: string): string {
  const [year, number] = month.split('-');
  const name = `${MONTH_NAMES[Number(number) - 1] ?? ''} ${year ?? ''}`;
  if (DAYS_ONLY.test(folded)) return folded.replace(DAYS_ONLY, (phrase) => `${phrase} ${name}`);
  return folded.replace(DAY_ONLY, (phrase) => `${phrase} ${name}`);
}

/** What the earlier turns of a conversation established that a short answer leans on. */
export interface ReadingContext {
  /** A month the visitor named earlier: '10-17' then means those days of it. */
  month?: string;
  /** The catalogue's towns, which the message may name (its first three when not given). */
  towns?: readonly CatalogueTown[];
}

/** Reads what a message, already read by readMessage, says about the stay. */
export function readFolded(
  { folded, budget, per, foreign }: Reading,
  today: IsoDay,
  context: ReadingContext = {},
): Enquiry {
  let reading = readStayDates(folded, today);
  if (context.month && reading.dates.checkIn === undefined && reading.dates.month === undefined) {
    const dated = readStayDates(withKnownMonth(folded, context.month), today);
    if (dated.dates.checkIn !== undefined) reading = dated;
  }
  const city = readCity(folded, context.towns);
  const guests = readGuests(reading.rest);
  const amenities = readAmenities(folded);
  const price = readPriceWish(folded);
  const kind = readKind(folded);
  return {
    ...(city === undefined ? {} : { city }),
    ...(guests === undefined ? {} : { guests }),
    ...reading.dates,
    ...(amenities.length ? { amenities } : {}),
    ...(price === undefined ? {} : { price }),
    ...(budget === undefined ? {} : { budget }),
    ...(per === undefined ? {} : { budgetPer: per }),
    ...(foreign ? { foreignBudget: foreign } : {}),
    ...(kind === undefined ? {} : { kind }),
  };
}

/** Reads what a visitor's message says about the stay. `today` is the current day in Romania. */
export function readEnquiry(text: string, today: IsoDay, context: ReadingContext = {}): Enquiry {
  return readFolded(readMessage(text, context.towns), today, context);
}
