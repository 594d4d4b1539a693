// Whether each compared property is free for the tab's search nights, from the owners' calendars. Loaded by the page
// only for a search with dates, as the home page's list loads the calendars: a page without dates fetches neither
// this code nor the calendars.
import { stayIsFree } from '../../lib/nights';
import { $availability, needAvailability, nightsOf } from '../availability';

/** What the comparison says of one property for the search's nights. */
export type StayAnswer = 'loading' | 'unconfirmed' | 'free' | 'taken';

/** The answer for property `id` and the stay from `checkIn` to `checkOut`, as the calendars stand now. */
export function stayAnswer(id: string, checkIn: string, checkOut: string): StayAnswer {
  const nights = nightsOf($availability.get(), id);
  if (nights.loading) return 'loading';
  if (nights.unconfirmed) return 'unconfirmed';
  return stayIsFree(nights.taken, checkIn, checkOut) ? 'free' : 'taken';
}

/** Fetches the calendars unless this page has them, and calls `changed` now and whenever they change. */
export function followCalendars(changed: () => void): void {
  $availability.subscribe(changed);
  void needAvailability();
}
