// What the offline assistant says, per language: each language's module (phrases-ro.ts, phrases-en.ts,
// phrases-ru.ts) fills this shape with its words and grammar, and replies.ts builds every answer from it, so a
// reply's logic (what it notes, what it asks for, in which order) is written once.
// Plain text, no markdown; the register is the formal one the site speaks ('dvs.', 'вы').
import { fromIsoDay, type IsoDay } from '../../../lib/dates';
import type { Language } from '../../../lib/languages';
import type { StayProblem } from '../../../lib/stay';
import type { Amenity } from '../understanding/amenities';
import type { Budget } from '../../prices';
import type { AssistantProperty } from '../search/catalogue';
import type { PriceWish } from '../understanding/price';
import type { Enquiry } from '../understanding/understand';

/** Why the offline assistant answered: the model could not, or the site's or the visitor's calls today are spent. */
export type FallbackReason = 'unavailable' | 'dailyLimit' | 'visitorLimit';

/** Every sentence the offline assistant can say, in one language. */
export interface AssistantPhrases {
  language: Language;
  /** A property as replies name it: exact title in quotes, town and capacity. */
  describe(property: AssistantProperty): string;
  /** A town as the language writes it ('Констанца'). */
  town(city: string): string;
  /** The stay dates for people: '12 iul. 2027 – 15 iul. 2027 (3 nopți)', or the arrival alone. */
  dates(checkIn: IsoDay, checkOut?: IsoDay): string;
  /** A party: '4 oaspeți'. */
  describeGuests(guests: number): string;
  /** A stay's length: '3 nopți'. */
  describeNights(nights: number): string;
  /** The locale a month is named in: 'august 2027'. */
  locale: string;
  /** A price wish: 'de lux'. */
  price: PriceWords;
  /** The wished amenities, grouped as the language writes them: 'cu piscină și parcare', or ''. */
  wishes(request: Pick<Enquiry, 'amenities'>): string;
  /** What is known of the stay, already listed: 'Am notat: Constanța, 4 oaspeți.'. */
  noted(known: string): string;
  /** What the visitor may not have said yet, each as the object of `pleaseTell`. */
  missing: Readonly<Record<'town' | 'stayDates' | 'arrivalDay' | 'departure' | 'guests', string>>;
  /**
   * The town as `missing` asks for it, among the catalogue's `towns`: each named while they are few ('orașul (Eforie
   * Sud, Constanța sau Mamaia-Sat)'), else how many there are.
   */
  whichTown(towns: readonly string[]): string;
  /** Asks for what is missing, already listed: 'Vă rog să îmi spuneți orașul și numărul de oaspeți.'. */
  pleaseTell(missing: string): string;
  /** The word that links the last two items of a list. */
  and: string;
  /** Asks which days of a month the visitor named ('yyyy-MM'). */
  whichDays(month: string): string;
  /** Asks which day of a month the visitor named a stay of known length starts. */
  whichDayStarts(month: string, nights: number): string;
  /** The label of the booking button under each property card, as the visitor's page shows it. */
  bookButton: string;
  /** How a reply with suggestions ends once nothing is missing: how to book, quoting the button's `label`. */
  howToBook(label: string): string;
  /** The one line about money beside proposals: payment only after confirmation. */
  priceNote: string;
  /** A budget as noted: 'cel mult 500 lei pe noapte'. */
  budget(budget: Budget): string;
  /** A property without prices: its price is confirmed at booking, never a figure. */
  priceAtBooking: string;
  /** After a stay's total, its average night ('690 lei / noapte', as the prices' words write it). */
  average(perNight: string): string;
  /** A budget in another currency: the prices are in lei. */
  leiOnly: string;
  /** Asked what a stay costs with nothing to price yet: where prices start ('de la 210 lei / noapte'). */
  pricesStart(from: string): string;
  /** Asks for the stay's dates, to give its total. */
  datesForTotal: string;
  /** A stay shorter than the minimum: asks for a longer one or other dates. */
  longerStay: string;
  /** Leads the prices of the properties asked about, for the stay as known ('' when nothing is). */
  pricesFor(stay: string): string;
  /** Says which party the totals are for, when the visitor has not said theirs. */
  pricesForParty(guests: number): string;
  /** Leads the list of proposals. */
  recommend: string;
  /** Nothing to search by yet: asks for it. */
  needMore(question: string): string;
  /** Nothing takes the party (in the town): says so, with the largest capacity there is. */
  noneForParty(guests: number, city: string | undefined, largest: number | undefined): string;
  /** Leads the same party's proposals in other towns. */
  partyElsewhere(guests: number): string;
  /** Leads the town's largest property. */
  largestInTown(city: string): string;
  /** Leads the largest properties when no single one takes the party. */
  largestOverall(city: string | undefined): string;
  /** Ends an answer of alternatives. */
  alternativesEnding(needsDates: boolean): string;
  /** Nothing has every wish (in the town, for the party): says so, naming them. */
  noneWithWishes(request: Enquiry): string;
  /** Leads proposals with every wish in other towns. */
  wishesElsewhere(request: Enquiry): string;
  /** Leads the town's proposals without the wishes. */
  withoutWishes(request: Enquiry): string;
  /** Ends an answer that had to drop a wish. */
  wishesEnding: string;
  /** The property takes fewer guests than asked: no booking. */
  tooSmall(property: AssistantProperty, guests: number): string;
  /** Asks whether to change the party. */
  changeGuests: string;
  /** Leads the properties that do take the party. */
  fitsParty(guests: number): string;
  /** Opens the booking form for a property with what is known of the stay. */
  opening(property: AssistantProperty, known: string): string;
  chooseDates: string;
  chooseDeparture: string;
  chooseGuests: string;
  paymentNote: string;
  /** A wish to book that names no property, with no proposals to choose from. */
  askWhichNone: string;
  /** A wish to book that names no property: which of these? */
  askWhich: string;
  thanks: string;
  greeting: string;
  notUnderstood: string;
  availability: string;
  canHelp: string;
  pickOrChange: string;
  /** The property is taken on some nights of the stay (`dates`, as `dates` writes them): no booking. */
  taken(property: AssistantProperty, dates: string): string;
  /** Ends a refusal for taken nights when nothing else is free then: asks for other dates or another town. */
  otherDatesOrTown: string;
  /** Leads the properties of the town free on the taken stay's nights, for the party when it is known. */
  freeInTown(city: string, guests: number | undefined): string;
  /** Ends the free alternatives to a taken property. */
  takenEnding: string;
  /** Every property of the town (if any) for the party (if any) is taken on some night of the stay. */
  allTaken(dates: string, city: string | undefined, guests: number | undefined): string;
  /** Ends an answer that found everything taken and nothing free elsewhere: asks for other dates. */
  otherDates: string;
  /** Leads the properties free on the same nights in other towns. */
  freeElsewhere: string;
  /** Ends the free alternatives in other towns. */
  orOtherDates: string;
  /** Why dates the visitor gave cannot be requested. */
  datesProblem(problem: StayProblem, checkIn: IsoDay, checkOut: IsoDay | undefined): string;
  /** Leads an offline answer given while the model is not used. */
  fallback(reason: FallbackReason): string;
}

/** The booking button under each property card, labelled as a page in each language shows it ('chat.book'). */
export const BOOK_BUTTONS: Readonly<Record<Language, string>> = { ro: 'Rezervați', en: 'Book', ru: 'Забронировать' };

/** Sentences run together into one paragraph, skipping empty ones. */
export function sentences(...parts: string[]): string {
  return parts.filter(Boolean).join(' ');
}

/** Paragraphs and lists stacked into one message, one per line, skipping empty ones. */
export function lines(...parts: string[]): string {
  return parts.filter(Boolean).join('\n');
}

/** 'a, b și c' in a language's words for the last link. */
export function joined(items: readonly string[], last: string): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1) ?? ''}`;
}

/** How a locale writes a day and a stay: '12 Jul 2027', '12 Jul 2027 – 15 Jul 2027'. */
export function dayWords(locale: string): {
  day(day: IsoDay): string;
  stay(checkIn: IsoDay, checkOut: IsoDay): string;
} {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const day = (iso: IsoDay) => {
    const date = fromIsoDay(iso);
    return date ? format.format(date) : '';
  };
  return { day, stay: (checkIn, checkOut) => `${day(checkIn)} – ${day(checkOut)}` };
}

/** What a list says a property costs, in the list's language. */
export type PriceOf = (property: AssistantProperty) => string;

/** Properties one per line, each behind a bullet that markdown does not read as a list, with its price when given. */
export function listed(properties: readonly AssistantProperty[], p: AssistantPhrases, price?: PriceOf): string {
  return properties
    .map((property) => {
      const cost = price?.(property);
      return `• ${p.describe(property)}${cost ? ` — ${cost}` : ''}`;
    })
    .join('\n');
}

/** A month 'yyyy-MM' for people, in a locale: 'august 2027'. */
export function monthName(month: string, locale: string, style: 'long' | 'standalone' = 'long'): string {
  const [year, number] = month.split('-').map(Number);
  const date = new Date(year ?? 1970, (number ?? 1) - 1, 1);
  return new Intl.DateTimeFormat(
    locale,
    style === 'long' ? { month: 'long', year: 'numeric' } : { month: 'long' },
  ).format(date);
}

/** The wishes of a request (amenities, then pets) grouped as a language writes them: 'with a pool and parking'. */
export function wishList(
  amenities: readonly Amenity[] | undefined,
  names: Readonly<Record<Exclude<Amenity, 'pets'>, string>>,
  withWord: string,
  pets: string,
  and: string,
): string {
  const all = amenities ?? [];
  const offered = all
    .filter((amenity): amenity is Exclude<Amenity, 'pets'> => amenity !== 'pets')
    .map((amenity) => names[amenity]);
  return [offered.length ? `${withWord} ${joined(offered, and)}` : '', all.includes('pets') ? pets : '']
    .filter(Boolean)
    .join(', ');
}

/** The most towns a question for the town names one by one; past them it says how many there are. */
export const TOWNS_NAMED = 5;

/** Whether a request carries wishes beyond town and party: amenities, a price class, a budget. */
export function hasWishes(request: Pick<Enquiry, 'amenities' | 'price' | 'budget'>): boolean {
  return (request.amenities?.length ?? 0) > 0 || request.price !== undefined || request.budget !== undefined;
}

/** The price wish's words in a language. */
export type PriceWords = Readonly<Record<PriceWish, string>>;
