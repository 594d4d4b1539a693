// Whether a property can be booked for a stay: the one check both assistants run before opening the booking form
// (the offline matcher's booking reply and the model's start_booking tool). The stay's days are judged by the site's
// stay rules before this; an availability check joins here.
import type { Stay } from '../../../lib/stay';
import type { AssistantProperty } from './catalogue';

/** Why a property cannot take a stay. */
export type BookingProblem = { kind: 'tooManyGuests'; most: number };

/** What stops `property` from being booked for `stay`, or undefined when nothing does. */
export function bookingProblem(property: Pick<AssistantProperty, 'capacity'>, stay: Stay): BookingProblem | undefined {
  if (stay.guests !== undefined && stay.guests > property.capacity)
    return { kind: 'tooManyGuests', most: property.capacity };
  return undefined;
}
