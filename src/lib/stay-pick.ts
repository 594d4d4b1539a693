// A stay chosen day by day in a calendar (the search's, the wizard's): the calendars' part of the stay rules
// (stay.ts), apart so that the pages' first scripts do not carry it.
import { type IsoDay, nightsBetween } from './dates';
import { isTakenNight, type NightRange, stayIsFree } from './nights';
import { MAX_NIGHTS, type StayDates } from './stay';

/** A stay being chosen day by day in a calendar, and what the last choice ran into. */
export interface StayPick extends StayDates {
  /**
   * Set when the day chosen could not end the stay: 'tooLong' keeps the check-in; 'taken' means a taken night lies
   * between, so the day became the new check-in when its own night is free, else nothing changed.
   */
  problem?: 'tooLong' | 'taken';
}

/**
 * The stay after a visitor picks `day` in a range calendar, given the property's `taken` nights: the first day
 * picked is the check-in (its night must be free); a later day then ends the stay (at least one night, at most
 * MAX_NIGHTS, every night free: the morning a taken run starts can still be the departure); a later day past a
 * taken night starts a new stay there; an earlier or the same day moves the check-in; once both are chosen, the
 * next day picked starts over.
 */
export function pickStayDay(current: StayDates, day: IsoDay, taken: readonly NightRange[] = []): StayPick {
  const { checkIn, checkOut } = current;
  const dayTaken = isTakenNight(taken, day);
  if (!checkIn || checkOut || day <= checkIn)
    return dayTaken ? { checkIn, checkOut, problem: 'taken' } : { checkIn: day, checkOut: '' };
  if (!stayIsFree(taken, checkIn, day)) return { checkIn: dayTaken ? checkIn : day, checkOut: '', problem: 'taken' };
  if (nightsBetween(checkIn, day) > MAX_NIGHTS) return { checkIn, checkOut: '', problem: 'tooLong' };
  return { checkIn, checkOut: day };
}
