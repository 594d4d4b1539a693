// What makes a stay requestable: real days, check-in not past and not too far ahead, at least one night and
// at most a month. Every way a stay enters the site (the search bar, the stored search, the booking wizard,
// the assistant) asks here, so none of them can send an empty, inverted or endless stay.
import { fromIsoDay, nightsBetween, type IsoDay } from './dates';
import { isRecord } from './json';

/**
 * The longest stay a request may name. These are short-stay seaside rentals: a month covers the longest
 * holiday guests book, and past it the platforms (and the owners) treat a let as a monthly rental with its
 * own terms, which is agreed in person, not through this form.
 */
export const MAX_NIGHTS = 30;

/** How far ahead a check-in may be: the owners' calendars are not planned further. */
export const MAX_DAYS_AHEAD = 550;

/** A party's size: at least one guest, at most the largest group the site books at once, two unless told. */
export const GUESTS = { min: 1, max: 20, initial: 2 } as const;

/** A stay as the site passes it around: the nights and the party, any of them unknown while being chosen. */
export interface Stay {
  /** The first night, 'yyyy-MM-dd'. */
  checkIn?: IsoDay | undefined;
  /** The morning of departure, 'yyyy-MM-dd'. */
  checkOut?: IsoDay | undefined;
  /** How many guests. */
  guests?: number | undefined;
}

/** Why a pair of days is not a stay one can request, or null when it is one. */
export type StayProblem = 'missing' | 'invalid' | 'past' | 'tooFar' | 'inverted' | 'tooLong';

/** The days of a stay: check-in is the first night, check-out the morning of departure. */
export interface StayDates {
  checkIn: IsoDay;
  checkOut: IsoDay;
}

/** What is wrong with a check-in alone, or null. */
export function checkInProblem(checkIn: IsoDay, today: IsoDay): StayProblem | null {
  if (!checkIn) return 'missing';
  if (!fromIsoDay(checkIn)) return 'invalid';
  if (checkIn < today) return 'past';
  if (nightsBetween(today, checkIn) > MAX_DAYS_AHEAD) return 'tooFar';
  return null;
}

/** What is wrong with a stay, or null when it can be requested. Days compare as text: 'yyyy-MM-dd' sorts. */
export function stayProblem(checkIn: IsoDay, checkOut: IsoDay, today: IsoDay): StayProblem | null {
  const arrival = checkInProblem(checkIn, today);
  if (arrival) return arrival;
  if (!checkOut) return 'missing';
  if (!fromIsoDay(checkOut)) return 'invalid';
  if (checkOut <= checkIn) return 'inverted';
  if (nightsBetween(checkIn, checkOut) > MAX_NIGHTS) return 'tooLong';
  return null;
}

/** The stay when it can be requested, else undefined: callers drop what fails rather than send it. */
export function validStay(
  checkIn: IsoDay | undefined,
  checkOut: IsoDay | undefined,
  today: IsoDay,
): StayDates | undefined {
  if (checkIn === undefined || checkOut === undefined) return undefined;
  return stayProblem(checkIn, checkOut, today) ? undefined : { checkIn, checkOut };
}

/** Whether `guests` is a party the site can book: a whole number within GUESTS. */
export function isPartySize(guests: unknown): guests is number {
  return typeof guests === 'number' && Number.isInteger(guests) && guests >= GUESTS.min && guests <= GUESTS.max;
}

/**
 * The part of a stay that can be carried into a request: both days when they make a requestable stay, a check-in
 * alone when it can start one, and a party of a bookable size. Anything else is left out, never passed on.
 */
export function usableStay({ checkIn, checkOut, guests }: Stay, today: IsoDay): Stay {
  return { ...usableDays(checkIn, checkOut, today), ...(isPartySize(guests) ? { guests } : {}) };
}

/** The usable stay in data from elsewhere (an answer, a tool call's arguments): wrong types count as unsaid. */
export function readStay(value: unknown, today: IsoDay): Stay {
  if (!isRecord(value)) return {};
  const day = (field: unknown) => (typeof field === 'string' ? field : undefined);
  const { checkIn, checkOut, guests } = value;
  return usableStay(
    { checkIn: day(checkIn), checkOut: day(checkOut), guests: typeof guests === 'number' ? guests : undefined },
    today,
  );
}

function usableDays(checkIn: IsoDay | undefined, checkOut: IsoDay | undefined, today: IsoDay): Stay {
  if (!checkOut) return checkIn && !checkInProblem(checkIn, today) ? { checkIn } : {};
  return validStay(checkIn, checkOut, today) ?? {};
}
