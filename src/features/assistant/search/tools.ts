import type { IsoDay } from '../../../lib/dates';
import { isRecord } from '../../../lib/json';
import { checkInProblem, GUESTS, MAX_DAYS_AHEAD, MAX_NIGHTS, stayProblem, type StayProblem } from '../../../lib/stay';
import { AMENITIES, type Amenity } from '../understanding/amenities';
import { bookingProblems } from './booking-check';
import type { AssistantProperty } from './catalogue';
import type { AskedStay } from './price-facts';
import { priceClass, type PriceWish } from '../understanding/price';
import type { OpenBookingAction } from '../protocol';
import { freeFor, takenError } from './availability';
import { rankedMatches } from './ranking';
import { townNames } from './towns';
import { budgetCheck, priceFact } from './price-facts';
import { averageNightly, minimumStay, type Budget } from '../../prices';

const PRICE_WISHES: readonly PriceWish[] = ['economic', 'lux'];

const nullable = (type: 'string' | 'integer', description: string) => ({ type: [type, 'null'], description });
/** The largest budget in lei a search takes: more than any stay costs, small enough to be a real figure. */
const MOST_LEI = 1_000_000;
const day = (what: string) => nullable('string', `${what} as yyyy-MM-dd, or null when the visitor has not said.`);

/** A tool's parameters as a strict JSON schema: an object whose every field is required and nothing else allowed. */
type ToolParameters = {
  type: 'object';
  additionalProperties: false;
  required: string[];
  properties: Record<string, Record<string, unknown>>;
};

/** A tool the model may call, in the Chat Completions function form. */
export interface ToolDefinition {
  type: 'function';
  function: { name: string; description: string; strict: boolean; parameters: ToolParameters };
}

/**
 * The tools the model may call, as Chat Completions function definitions with strict JSON schemas; the search's town
 * is one of the catalogue's `towns`, as the catalogue writes them.
 */
export function assistantTools(towns: readonly string[]): ToolDefinition[] {
  return [
    {
      type: 'function',
      function: {
        name: 'search_properties',
        description:
          'Finds catalogue properties for a town, party size, amenities and price wish, best match first. Call it before recommending.',
        strict: true,
        parameters: {
          type: 'object',
          additionalProperties: false,
          required: ['city', 'guests', 'checkIn', 'checkOut', 'amenities', 'price', 'maxPerNight', 'maxTotal'],
          properties: {
            city: { type: ['string', 'null'], enum: [...towns, null], description: 'Town, or null for all towns.' },
            guests: nullable('integer', 'Number of guests (adults and children), or null when unknown.'),
            checkIn: day('Check-in day'),
            checkOut: day('Check-out day'),
            amenities: {
              type: 'array',
              items: { type: 'string', enum: [...AMENITIES] },
              description:
                'What the place must offer, [] when nothing: pool, jacuzzi, parking, seaView (a view of the sea), pets (pets allowed by the house rules), kitchen, airConditioning, balcony (balcony or terrace), barbecue, playground, wifi.',
            },
            price: {
              type: ['string', 'null'],
              enum: [...PRICE_WISHES, null],
              description:
                "'economic' when the visitor wants something cheap or on a budget (hotel rooms and studios first, then apartments, never the luxury class); 'lux' for luxury or premium (villas 'de lux', premium suites, the penthouse); null otherwise.",
            },
            maxPerNight: nullable(
              'integer',
              "The most the visitor will pay a night, in lei ('sub 500 de lei pe noapte', 'below 400 lei a night', 'до 400 лей за ночь'), or null. With the dates, held against the stay's average night, fees included; without, against the lowest night (from today, or of the month).",
            ),
            maxTotal: nullable(
              'integer',
              "The most the visitor will pay for the whole stay, in lei ('maxim 3000 lei în total', 'under 3000 lei in total', 'не дороже 3000 лей за всё'), or null. Needs checkIn and checkOut: without them, ask for the dates.",
            ),
          },
        },
      },
    },
    {
      type: 'function',
      function: {
        name: 'start_booking',
        description: 'Opens the booking request form for one property, when the visitor asks to book it.',
        strict: true,
        parameters: {
          type: 'object',
          additionalProperties: false,
          required: ['propertyId', 'checkIn', 'checkOut', 'guests'],
          properties: {
            propertyId: { type: 'string', description: 'The property id from the catalogue, e.g. "7".' },
            checkIn: day('Check-in day'),
            checkOut: day('Check-out day'),
            guests: nullable('integer', 'Number of guests, or null when unknown.'),
          },
        },
      },
    },
  ];
}

/** A tool call's outcome: what it produced, or an error the model is told about so it can recover. */
export type ToolOutcome<T> = { ok: true; value: T } | { ok: false; error: string };

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

/** Parses a tool call's JSON arguments; anything but an object is null. */
export function parseToolArguments(json: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(json);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

/** What the model is told about a stay the site's rules refuse, so it can ask the visitor again. */
function stayError(problem: StayProblem, checkIn: string, checkOut: string, today: IsoDay): string {
  switch (problem) {
    case 'missing':
    case 'invalid':
      return `checkIn and checkOut must be real days written yyyy-MM-dd; got ${JSON.stringify([checkIn, checkOut])}.`;
    case 'past':
      return `checkIn ${checkIn} is in the past; today is ${today}.`;
    case 'tooFar':
      return `checkIn ${checkIn} is too far ahead to request (at most ${MAX_DAYS_AHEAD} days from today).`;
    case 'inverted':
      return 'checkOut must be at least one day after checkIn.';
    case 'tooLong':
      return `A stay may have at most ${MAX_NIGHTS} nights; ask the visitor to shorten it or to write on WhatsApp.`;
  }
}

/** A stay's days checked by the site's stay rules: real days, none past, at least one night and at most the longest. */
export function checkStay(
  checkIn: unknown,
  checkOut: unknown,
  today: IsoDay,
): ToolOutcome<{ checkIn?: IsoDay; checkOut?: IsoDay }> {
  if (checkIn == null && checkOut == null) return { ok: true, value: {} };
  const arrival = typeof checkIn === 'string' ? checkIn : '';
  if (checkOut == null) {
    const problem = checkInProblem(arrival, today);
    return problem
      ? fail(stayError(problem === 'missing' ? 'invalid' : problem, arrival, '', today))
      : { ok: true, value: { checkIn: arrival } };
  }
  const departure = typeof checkOut === 'string' ? checkOut : '';
  const problem = stayProblem(arrival, departure, today);
  return problem
    ? fail(stayError(problem, arrival, departure, today))
    : { ok: true, value: { checkIn: arrival, checkOut: departure } };
}

function checkGuests(guests: unknown, most: number): ToolOutcome<number | undefined> {
  if (guests == null) return { ok: true, value: undefined };
  if (typeof guests !== 'number' || !Number.isInteger(guests) || guests < 1)
    return fail('guests must be a whole number of at least 1.');
  if (guests > most) return fail(`guests ${guests} is more than the ${most} this allows.`);
  return { ok: true, value: guests };
}

function checkAmenities(amenities: unknown): ToolOutcome<Amenity[]> {
  if (amenities == null) return { ok: true, value: [] };
  const known = (value: unknown): value is Amenity => AMENITIES.includes(value as Amenity);
  if (!Array.isArray(amenities) || !amenities.every(known))
    return fail(`amenities must be a list of: ${AMENITIES.join(', ')}.`);
  return { ok: true, value: [...new Set(amenities)] };
}

/** A budget in whole lei: at least 1, at most MOST_LEI. */
function checkLei(name: string, value: unknown): ToolOutcome<number | undefined> {
  if (value == null) return { ok: true, value: undefined };
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MOST_LEI)
    return fail(`${name} must be a whole number of lei from 1 to ${MOST_LEI}, or null.`);
  return { ok: true, value };
}

/** The visitor's budget from maxPerNight and maxTotal: one of them, and the total only with the stay's days. */
function checkBudget(args: Record<string, unknown>, dated: boolean): ToolOutcome<Budget | undefined> {
  const night = checkLei('maxPerNight', args['maxPerNight']);
  if (!night.ok) return night;
  const stay = checkLei('maxTotal', args['maxTotal']);
  if (!stay.ok) return stay;
  if (night.value !== undefined && stay.value !== undefined)
    return fail('Give maxPerNight or maxTotal, not both: the one the visitor cares about.');
  if (stay.value !== undefined && !dated)
    return fail('maxTotal needs checkIn and checkOut: ask the visitor for the dates, or pass maxPerNight.');
  if (night.value !== undefined) return { ok: true, value: { amount: night.value, per: 'night' } };
  return { ok: true, value: stay.value === undefined ? undefined : { amount: stay.value, per: 'stay' } };
}

function checkPrice(price: unknown): ToolOutcome<PriceWish | undefined> {
  if (price == null) return { ok: true, value: undefined };
  return PRICE_WISHES.includes(price as PriceWish)
    ? { ok: true, value: price as PriceWish }
    : fail("price must be 'economic', 'lux' or null.");
}

/** What a match costs, as the model may quote it: figures in lei, each as the quote rule gives it. */
type PriceBrief =
  | { known: false }
  | {
      known: true;
      /** The lowest night from today (or in the month searched): the 'de la' price. */
      fromPerNight?: number;
      /** The stay's total for its dates and party, and what it includes besides the nights. */
      total?: number;
      nights?: number;
      guests?: number;
      includes?: ('cleaning' | 'resortTax')[];
      averagePerNight?: number;
      /** The shortest stay from the check-in (from today without dates); tooShort when the stay falls short of it. */
      minimumNights: number;
      tooShort?: true;
    };

/** A match's price facts for the stay searched. */
function priceBrief(property: AssistantProperty, stay: AskedStay, today: IsoDay): PriceBrief {
  const fact = priceFact(property, stay, today);
  if (fact.kind === 'unpriced') return { known: false };
  const minimumNights = minimumStay(property.prices, stay.checkIn ?? today).nights;
  if (fact.kind === 'from') return { known: true, fromPerNight: fact.from, minimumNights };
  const from = priceFact(property, { ...stay, checkIn: undefined, checkOut: undefined }, today);
  const fromPerNight = from.kind === 'from' ? { fromPerNight: from.from } : {};
  if (fact.kind === 'tooShort') return { known: true, ...fromPerNight, minimumNights, tooShort: true };
  const { quote, guests } = fact;
  const includes = [
    ...(quote.lines.some((line) => line.kind === 'cleaning') ? (['cleaning'] as const) : []),
    ...(quote.lines.some((line) => line.kind === 'tax') ? (['resortTax'] as const) : []),
  ];
  return {
    known: true,
    ...fromPerNight,
    total: quote.total,
    nights: quote.nights,
    guests,
    ...(includes.length ? { includes } : {}),
    averagePerNight: averageNightly(quote),
    minimumNights,
  };
}

/** What search_properties tells the model about each match: enough to choose, to name it and to quote its price. */
function briefOf(property: AssistantProperty, stay: AskedStay, today: IsoDay) {
  const { id, title, titles, city, propertyType, capacity, bedrooms, bathrooms, rating, reviews } = property;
  return {
    id,
    title,
    ...(titles ? { titles } : {}),
    city,
    propertyType,
    priceClass: priceClass(property),
    capacity,
    bedrooms,
    bathrooms,
    rating,
    reviews,
    price: priceBrief(property, stay, today),
  };
}

/**
 * search_properties: the catalogue's matches for a town, party size, amenities, price wish and budget, checked and
 * ranked, each with its price facts.
 */
export function searchProperties(
  args: Record<string, unknown>,
  catalogue: readonly AssistantProperty[],
  today: IsoDay,
) {
  const { city, guests, checkIn, checkOut } = args;
  const towns = townNames(catalogue);
  if (city != null && !towns.includes(city as string)) return fail(`city must be one of ${towns.join(', ')}, or null.`);
  const party = checkGuests(guests, GUESTS.max);
  if (!party.ok) return party;
  const stay = checkStay(checkIn, checkOut, today);
  if (!stay.ok) return stay;
  const amenities = checkAmenities(args['amenities']);
  if (!amenities.ok) return amenities;
  const price = checkPrice(args['price']);
  if (!price.ok) return price;
  const budget = checkBudget(args, stay.value.checkOut !== undefined);
  if (!budget.ok) return budget;
  const asked: AskedStay = { ...stay.value, guests: party.value };
  const matches = rankedMatches(freeFor(catalogue, stay.value), {
    city: (city ?? undefined) as string | undefined,
    guests: party.value,
    amenities: amenities.value,
    price: price.value,
    spend: budget.value && budgetCheck(budget.value, asked, today),
    ...stay.value,
  });
  return {
    ok: true as const,
    value: {
      matches: matches.slice(0, 6).map((match) => briefOf(match, asked, today)),
      total: matches.length,
      note: 'Properties taken on a night of the stay are left out, and so is any over the budget. Quote only the figures in price, exactly (in lei); compute no other amount. price.known false: the price is confirmed at booking, give no figure. tooShort: say the minimum nights. The host confirms the booking; payment only after confirmation.',
    },
  };
}

/** start_booking: an open-booking action for a real property, with only a valid prefill. */
export function startBooking(
  args: Record<string, unknown>,
  catalogue: readonly AssistantProperty[],
  today: IsoDay,
): ToolOutcome<OpenBookingAction> {
  const property = catalogue.find((candidate) => candidate.id === String(args['propertyId'] ?? ''));
  if (!property)
    return fail(`No property has id ${JSON.stringify(args['propertyId'])}; use an id from search_properties.`);
  const party = checkGuests(args['guests'], GUESTS.max);
  if (!party.ok) return party;
  const stay = checkStay(args['checkIn'], args['checkOut'], today);
  if (!stay.ok) return stay;
  // The party first: other dates would not make the property larger.
  const [problem] = bookingProblems(property, { ...stay.value, guests: party.value });
  if (problem?.kind === 'tooManyGuests')
    return fail(`guests ${String(party.value)} is more than the ${problem.most} this allows.`);
  if (problem?.kind === 'taken') return fail(takenError(property, stay.value.checkIn ?? '', stay.value.checkOut ?? ''));
  if (problem?.kind === 'tooShort')
    return fail(
      `A stay at property ${property.id} arriving on ${stay.value.checkIn ?? ''} needs at least ${problem.minimum.nights} nights; ${problem.nights} were asked. Tell the visitor the minimum and ask for a longer stay or other dates.`,
    );
  return {
    ok: true,
    value: {
      type: 'open-booking',
      propertyId: property.id,
      ...stay.value,
      ...(party.value ? { guests: party.value } : {}),
    },
  };
}
