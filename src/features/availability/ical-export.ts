// The owners' direct bookings as an iCal feed the platforms import, so a night sold on the site is closed on
// Airbnb and Booking.com too. Only the owners' own blocks go out: each platform imports the others' calendars
// itself, and sending their bookings back to them would echo a cancelled booking as a block for hours.
import ICAL from 'ical.js';
import { mergeRanges, type NightRange } from '../../lib/nights';
import type { IsoDay } from '../../lib/dates';

/** What one property's exported calendar holds. */
export interface OwnerCalendar {
  id: string;
  title: string;
  /** Nights the owner has taken through direct bookings. */
  blocked: readonly NightRange[];
}

const compact = (day: IsoDay) => ICAL.Time.fromDateString(day);

/**
 * The calendar as iCalendar text: one all-day 'Reserved' event per run of blocked nights ending after `today`,
 * DTEND exclusive as the platforms read it, each with a UID that stays the same between fetches.
 */
export function ownerCalendarText(
  { id, title, blocked }: OwnerCalendar,
  host: string,
  today: IsoDay,
  now: Date,
): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', `-//${host}//Disponibilitate ${id}//RO`);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  calendar.addPropertyWithValue('x-wr-calname', title);
  const stamp = ICAL.Time.fromJSDate(now, true);
  for (const [from, to] of mergeRanges(blocked)) {
    if (to <= today) continue;
    const event = new ICAL.Component('vevent');
    event.addPropertyWithValue('uid', `${id}-${from}-${to}@${host}`);
    event.addPropertyWithValue('dtstamp', stamp);
    event.addPropertyWithValue('dtstart', compact(from));
    event.addPropertyWithValue('dtend', compact(to));
    event.addPropertyWithValue('summary', 'Reserved');
    event.addPropertyWithValue('transp', 'OPAQUE');
    calendar.addSubcomponent(event);
  }
  return `${calendar.toString()}\r\n`;
}
