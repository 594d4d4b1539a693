// Whether nights are taken: what the stay rule and the list's filter ask on every page, apart from the day arithmetic
// of src/lib/nights.ts (which re-exports these), so the chunk every page's scripts share carries only this.
import type { IsoDay } from './dates';
import type { NightRange } from './nights';

/** True when the night of `day` is taken. */
export function isTakenNight(taken: readonly NightRange[], day: IsoDay): boolean {
  return taken.some(([from, to]) => from <= day && day < to);
}

/** True when no night from `checkIn` up to the morning of `checkOut` is taken: no taken run overlaps the stay. */
export function stayIsFree(taken: readonly NightRange[], checkIn: IsoDay, checkOut: IsoDay): boolean {
  return !taken.some(([from, to]) => from < checkOut && checkIn < to);
}
