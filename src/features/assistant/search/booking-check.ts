// Whether a property can be booked for a stay: the one check both assistants run before opening the booking form
// (the offline assistant's booking reply and the model's start_booking tool). It finds every problem there is: more
// guests than the property takes, nights its owners' calendars show taken, and fewer nights than the shortest stay
// its prices allow from that check-in. The stay's days are judged by the
// site's stay rules before this. Each assistant chooses which problem to speak of first: the tool names the party
// (other dates would not help the model), the offline reply the taken nights (it offers properties free then).
import { nightsBetween } from '../../../lib/dates';
import { stayIsFree } from '../../../lib/nights';
import type { Stay } from '../../../lib/stay';
import { minimumStay, type MinimumStay } from '../../prices';
import type { AssistantProperty } from './catalogue';

/** Why a property cannot take a stay. */
export type BookingProblem =
  | { kind: 'tooManyGuests'; most: number }
  | { kind: 'taken' }
  | { kind: 'tooShort'; nights: number; minimum: MinimumStay };

/** True when the stay names both days and one of its nights is taken at `property`. */
export function isTakenFor(property: Pick<AssistantProperty, 'taken'>, { checkIn, checkOut }: Stay): boolean {
  return Boolean(checkIn && checkOut && !stayIsFree(property.taken ?? [], checkIn, checkOut));
}

/** Everything that stops `property` from being booked for `stay`, the party first; empty when nothing does. */
export function bookingProblems(
  property: Pick<AssistantProperty, 'capacity' | 'taken' | 'prices'>,
  stay: Stay,
): BookingProblem[] {
  const problems: BookingProblem[] = [];
  if (stay.guests !== undefined && stay.guests > property.capacity)
    problems.push({ kind: 'tooManyGuests', most: property.capacity });
  if (isTakenFor(property, stay)) problems.push({ kind: 'taken' });
  const { checkIn, checkOut } = stay;
  if (checkIn && checkOut) {
    const nights = nightsBetween(checkIn, checkOut);
    const minimum = minimumStay(property.prices, checkIn);
    if (nights < minimum.nights) problems.push({ kind: 'tooShort', nights, minimum });
  }
  return problems;
}
