// The shortest stay a check-in allows, laid over the site's stay rule: a check-out too early for its check-in's
// minimum is never offered, and neither is a check-in whose minimum cannot fit before the next taken night (a guest
// who picked it could then choose no departure at all). The minimum itself is the prices' (minimumStay); this file
// only knows it as a number of nights per check-in, so the calendars can ask without any price arithmetic.
import { addDays } from '../../lib/day-numbers';
import { stayIsFree, type NightRange } from '../../lib/nights';
import { nightsBetween, type IsoDay } from '../../lib/dates';
import { MAX_NIGHTS, type StayDates } from '../../lib/stay';
import { pickStayDay, type StayPick } from '../../lib/stay-pick';

/** The fewest nights a stay starting on `checkIn` may last. */
export type ShortestStay = (checkIn: IsoDay) => number;

/** No minimum beyond the one night every stay has. */
export const ONE_NIGHT: ShortestStay = () => 1;

/**
 * A stay being picked with a minimum: as the stay rule's pick, and 'tooShort' when the day would end the stay before
 * its check-in's minimum (the check-in kept), 'noRoom' when the day would start a stay whose minimum crosses a taken
 * night (nothing changed).
 */
export interface BookablePick extends StayDates {
  problem?: NonNullable<StayPick['problem']> | 'tooShort' | 'noRoom';
}

/**
 * Whether a stay can start on `day`: its night is free and so are the nights of its shortest stay. A minimum over the
 * longest stay a request may name could never be met (the schema keeps minimums within it; this holds regardless).
 */
export function canStartOn(day: IsoDay, taken: readonly NightRange[], shortest: ShortestStay): boolean {
  const nights = shortest(day);
  return nights <= MAX_NIGHTS && stayIsFree(taken, day, addDays(day, Math.max(1, nights)));
}

/** Whether a stay from `checkIn` to `checkOut` is shorter than its check-in's minimum. */
export function isTooShort(checkIn: IsoDay, checkOut: IsoDay, shortest: ShortestStay): boolean {
  return nightsBetween(checkIn, checkOut) < shortest(checkIn);
}

/**
 * The stay after a visitor picks `day`, as `pickStayDay` decides, except that a day ending the stay too early for
 * its check-in's minimum keeps the check-in ('tooShort'), and a day that would become a check-in it cannot start
 * changes nothing ('noRoom').
 */
export function pickBookableDay(
  current: StayDates,
  day: IsoDay,
  taken: readonly NightRange[],
  shortest: ShortestStay,
): BookablePick {
  const pick = pickStayDay(current, day, taken);
  if (pick.checkOut === day && isTooShort(pick.checkIn, day, shortest))
    return { checkIn: pick.checkIn, checkOut: '', problem: 'tooShort' };
  if (pick.checkIn === day && !pick.checkOut && !canStartOn(day, taken, shortest))
    return { checkIn: current.checkIn, checkOut: current.checkOut, problem: 'noRoom' };
  return pick;
}
