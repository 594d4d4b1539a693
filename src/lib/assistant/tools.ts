import { CITIES, type City } from '../catalogue-rules';
import { fromIsoDay, type IsoDay } from '../dates';
import type { AssistantProperty } from './catalogue';
import type { OpenBookingAction } from './protocol';
import { rankedMatches } from './ranking';
import { isRecord } from '../json';

/** How far ahead the assistant may book: the host's calendar does not reach further. */
const MAX_DAYS_AHEAD = 550;
const DAY_MS = 86_400_000;

const nullable = (type: 'string' | 'integer', description: string) => ({ type: [type, 'null'], description });
const day = (what: string) => nullable('string', `${what} as yyyy-MM-dd, or null when the visitor has not said.`);

/** The tools the model may call, as Chat Completions function definitions with strict JSON schemas. */
export const ASSISTANT_TOOLS = [
  {
    type: 'function',
    function: {
      name: 'search_properties',
      description: 'Finds catalogue properties for a town and party size, best match first. Call it before recommending.',
      strict: true,
      parameters: {
        type: 'object',
        additionalProperties: false,
        required: ['city', 'guests', 'checkIn', 'checkOut'],
        properties: {
          city: { type: ['string', 'null'], enum: [...CITIES, null], description: 'Town, or null for all towns.' },
          guests: nullable('integer', 'Number of guests (adults and children), or null when unknown.'),
          checkIn: day('Check-in day'),
          checkOut: day('Check-out day'),
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
] as const;

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

/** A stay's days checked against the calendar: real days, none past, check-out after check-in. */
export function checkStay(checkIn: unknown, checkOut: unknown, today: IsoDay): ToolOutcome<{ checkIn?: IsoDay; checkOut?: IsoDay }> {
  if (checkIn == null && checkOut == null) return { ok: true, value: {} };
  if (typeof checkIn !== 'string' || !fromIsoDay(checkIn)) return fail('checkIn must be a real day written yyyy-MM-dd.');
  if (checkIn < today) return fail(`checkIn ${checkIn} is in the past; today is ${today}.`);
  const start = fromIsoDay(checkIn)!.getTime();
  const todayTime = fromIsoDay(today)?.getTime() ?? start;
  if (start - todayTime > MAX_DAYS_AHEAD * DAY_MS) return fail(`checkIn ${checkIn} is too far ahead to request.`);
  if (checkOut == null) return { ok: true, value: { checkIn } };
  if (typeof checkOut !== 'string' || !fromIsoDay(checkOut)) return fail('checkOut must be a real day written yyyy-MM-dd.');
  if (checkOut <= checkIn) return fail('checkOut must be at least one day after checkIn.');
  return { ok: true, value: { checkIn, checkOut } };
}

function checkGuests(guests: unknown, most: number): ToolOutcome<number | undefined> {
  if (guests == null) return { ok: true, value: undefined };
  if (typeof guests !== 'number' || !Number.isInteger(guests) || guests < 1) return fail('guests must be a whole number of at least 1.');
  if (guests > most) return fail(`guests ${guests} is more than the ${most} this allows.`);
  return { ok: true, value: guests };
}

/** What search_properties tells the model about each match: enough to choose and to name it. */
function briefOf(property: AssistantProperty) {
  const { id, title, city, propertyType, guests, bedrooms, bathrooms, rating, reviews } = property;
  return { id, title, city, propertyType, guests, bedrooms, bathrooms, rating, reviews };
}

/** search_properties: the catalogue's matches for a town and party size, checked and ranked. */
export function searchProperties(args: Record<string, unknown>, catalogue: readonly AssistantProperty[], today: IsoDay) {
  const { city, guests, checkIn, checkOut } = args;
  if (city != null && !CITIES.includes(city as City)) return fail(`city must be one of ${CITIES.join(', ')}, or null.`);
  const party = checkGuests(guests, 20);
  if (!party.ok) return party;
  const stay = checkStay(checkIn, checkOut, today);
  if (!stay.ok) return stay;
  const matches = rankedMatches(catalogue, (city ?? undefined) as City | undefined, party.value);
  return {
    ok: true as const,
    value: {
      matches: matches.slice(0, 6).map(briefOf),
      total: matches.length,
      note: 'Availability and price are confirmed by the host after the booking request; never state them.',
    },
  };
}

/** start_booking: an open-booking action for a real property, with only a valid prefill. */
export function startBooking(args: Record<string, unknown>, catalogue: readonly AssistantProperty[], today: IsoDay): ToolOutcome<OpenBookingAction> {
  const property = catalogue.find((candidate) => candidate.id === String(args['propertyId'] ?? ''));
  if (!property) return fail(`No property has id ${JSON.stringify(args['propertyId'])}; use an id from search_properties.`);
  const party = checkGuests(args['guests'], property.guests);
  if (!party.ok) return party;
  const stay = checkStay(args['checkIn'], args['checkOut'], today);
  if (!stay.ok) return stay;
  return {
    ok: true,
    value: { type: 'open-booking', propertyId: property.id, ...stay.value, ...(party.value ? { guests: party.value } : {}) },
  };
}
