// Reads a platform's iCal export (Airbnb, Booking.com, Vrbo, Google Calendar...) into taken nights. Every event
// that is not cancelled blocks, whatever it is called ('Reserved', 'Airbnb (Not available)', 'CLOSED - Not
// available'): the platforms use titles for their own bookkeeping, and a night they show as busy is not for sale. A
// tentative event blocks too: an owner's hold is not for sale either.
// All-day events are plain days with DTEND exclusive. Timed events are placed in Romanian time: a night runs from
// noon to the next noon there, and an event takes every night it overlaps (15:00 to 11:00 three days later takes
// three nights; a morning cleaning until 12:00 takes only the night before).
import ICAL from 'ical.js';
import { addDays } from '../../lib/day-numbers';
import { clipRanges, isIsoDay, mergeRanges, type NightRange } from '../../lib/nights';
import type { IsoDay } from '../../lib/dates';

/** A feed that cannot be read; the last good reading of it is kept. */
export class FeedError extends Error {}

/**
 * A feed whose recurring events repeat more often than its reading allows. Their nights are not known, so the feed
 * is not read at all (a rule cut short would show the nights after the cut as free); a reading with more room may
 * finish it.
 */
export class RepeatsTooOften extends FeedError {}

/** How many occurrences of a feed's recurring events, from each event's first, one reading may go through; `used` counts them. */
export interface OccurrenceAllowance {
  occurrences: number;
  used: number;
}

/** The occurrences a reading goes through when it is not told otherwise. */
export const FEED_OCCURRENCES = 5_000;

/** The time zone the site's nights are counted in. */
export const SITE_TIME_ZONE = 'Europe/Bucharest';

/** Minutes from midnight to the noon that separates one night from the next. */
const NOON = 12 * 60;

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;
type Event = InstanceType<typeof ICAL.Event>;

/** A wall-clock moment: a day and minutes after its midnight. */
interface Wall {
  day: IsoDay;
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter giving wall-clock parts in `zone`, or undefined when the zone is not one the runtime knows. */
function formatterFor(zone: string): Intl.DateTimeFormat | undefined {
  if (!formatters.has(zone)) {
    try {
      const options = {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      } as const;
      formatters.set(zone, new Intl.DateTimeFormat('en-CA', options));
    } catch {
      return undefined;
    }
  }
  return formatters.get(zone);
}

/** The wall-clock parts of the instant `ms` in `zone`, as a UTC timestamp (to compare) and as a Wall. */
function wallAt(format: Intl.DateTimeFormat, ms: number): { asUtc: number; wall: Wall } {
  const parts = Object.fromEntries(format.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
  const [year, month, day, hour, minute, second] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map((type) =>
    Number(parts[type]),
  );
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  return { asUtc, wall: { day: `${parts['year']}-${parts['month']}-${parts['day']}`, minutes: hour! * 60 + minute! } };
}

/** The instant a wall-clock time in `zone` names (the earlier one when a clock change repeats it). */
function instantIn(format: Intl.DateTimeFormat, time: Time): number {
  const guess = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const offset = wallAt(format, guess).asUtc - guess;
  const first = guess - offset;
  const corrected = wallAt(format, first).asUtc - first;
  return corrected === offset ? first : guess - corrected;
}

/**
 * A timed value as Romanian wall-clock time: UTC and zones the feed defines (VTIMEZONE) through ical.js, a
 * TZID the feed names but does not define through the runtime's own zone data, and a floating time as it is.
 */
function romanianWall(time: Time, tzid: string | undefined): Wall {
  const site = formatterFor(SITE_TIME_ZONE)!;
  const zone = time.zone?.tzid;
  if (zone && zone !== 'floating') return wallAt(site, time.toUnixTime() * 1000).wall;
  const named = tzid ? formatterFor(tzid) : undefined;
  if (named) return wallAt(site, instantIn(named, time)).wall;
  const pad = (value: number) => String(value).padStart(2, '0');
  return { day: `${time.year}-${pad(time.month)}-${pad(time.day)}`, minutes: time.hour * 60 + time.minute };
}

/** The plain day of a date value. */
function dayOf(time: Time): IsoDay {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(time.year).padStart(4, '0')}-${pad(time.month)}-${pad(time.day)}`;
}

/** The TZID a property of the event names, if any. */
function tzidOf(component: Component, name: string): string | undefined {
  const value = component.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : undefined;
}

/** The nights an occurrence from `start` to `end` takes, or null when it takes none. */
function nightsOf(
  start: Time,
  end: Time,
  startZone: string | undefined,
  endZone: string | undefined,
): NightRange | null {
  const startWall = start.isDate ? undefined : romanianWall(start, startZone);
  const endWall = end.isDate ? undefined : romanianWall(end, endZone ?? startZone);
  // A timed event that ends when (or before) it starts takes no time, so no night.
  if (
    startWall &&
    endWall &&
    (endWall.day < startWall.day || (endWall.day === startWall.day && endWall.minutes <= startWall.minutes))
  )
    return null;
  const first = startWall ? (startWall.minutes < NOON ? addDays(startWall.day, -1) : startWall.day) : dayOf(start);
  let after = endWall ? (endWall.minutes > NOON ? addDays(endWall.day, 1) : endWall.day) : dayOf(end);
  // An all-day event whose end does not follow its start still names its day: blocking it is the safe reading.
  if (start.isDate && after <= first) after = addDays(first, 1);
  if (!isIsoDay(first) || !isIsoDay(after)) throw new FeedError('an event has a date that is not a real day');
  return after > first ? [first, after] : null;
}

function isCancelled(component: Component): boolean {
  return String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';
}

/** A day's midnight in UTC, in milliseconds. */
const utcMidnight = (day: IsoDay) => Date.parse(`${day}T00:00:00Z`);
/** More than any zone's distance from UTC: a moment this far outside a day is outside it in every zone. */
const ZONE_SLACK_MS = 2 * 86_400_000;

/**
 * The nights every occurrence of a recurring event takes within the window (cancelled occurrences left out). The
 * occurrences are gone through from the first up to the first that starts after the window's last night, each
 * counted against `allowance`: a rule that needs more is refused, never read in part. An occurrence that ends well
 * before the window is only counted, not placed, unless the event moves some: its nights would be cut off anyway.
 */
function recurringNights(
  event: Event,
  window: NightRange,
  zones: [string | undefined, string | undefined],
  allowance: OccurrenceAllowance,
): NightRange[] {
  const nights: NightRange[] = [];
  const before = utcMidnight(window[0]) - ZONE_SLACK_MS;
  const after = utcMidnight(window[1]) + ZONE_SLACK_MS;
  const length = event.duration.toSeconds() * 1000;
  // A moved occurrence may land anywhere: with any, each occurrence is placed.
  const placeEach = Object.keys(event.exceptions).length > 0 || event.rangeExceptions.length > 0;
  const iterator = event.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    // An occurrence that starts after the window's last night takes none of its nights, nor does any after it
    // (whether or not it takes a night at all: one that ends as it starts takes none, and once ran on for ever).
    const start = next.toUnixTime() * 1000;
    if (start > after) break;
    if (++allowance.used > allowance.occurrences)
      throw new RepeatsTooOften(
        `its recurring events repeat more than ${allowance.occurrences.toLocaleString('en-GB')} times before the end of the window`,
      );
    if (start + length < before && !placeEach) continue;
    const details = event.getOccurrenceDetails(next);
    if (isCancelled(details.item.component)) continue;
    const range = nightsOf(details.startDate, details.endDate, ...zones);
    if (range && range[0] < window[1]) nights.push(range);
  }
  return nights;
}

/**
 * The calendars of a feed's text. A stream may hold several (RFC 5545 allows it, and exports joined into one file
 * make it): each is read, with its own VTIMEZONEs. A byte-order mark, which programs on Windows write before a file's
 * first line and which joined files carry before each calendar, is not part of any line and is dropped.
 */
function parse(text: string): Component[] {
  const lines = text.replace(/^\uFEFF/gm, '');
  if (!/BEGIN:VCALENDAR/i.test(lines)) throw new FeedError('the answer is not an iCalendar feed (no BEGIN:VCALENDAR)');
  let parsed: unknown;
  try {
    parsed = ICAL.parse(lines);
  } catch (error) {
    throw new FeedError(`malformed iCalendar: ${error instanceof Error ? error.message : String(error)}`);
  }
  // ICAL.parse answers one object as itself (a jCal array starting with its name) and several as an array of them.
  const objects = (Array.isArray(parsed) && typeof parsed[0] !== 'string' ? parsed : [parsed]) as unknown[][];
  const roots = objects.map((object) => new ICAL.Component(object));
  const calendars = roots.filter((root) => root.name === 'vcalendar');
  if (calendars.length === 0)
    throw new FeedError(
      `malformed iCalendar: the feed holds ${roots.map((root) => `a ${root.name}`).join(', ') || 'nothing'}, not a VCALENDAR`,
    );
  return calendars;
}

/** The nights one calendar's events take (before the window is applied). */
function calendarNights(calendar: Component, window: NightRange, allowance: OccurrenceAllowance): NightRange[] {
  const components = calendar.getAllSubcomponents('vevent');
  // A moved or cancelled occurrence belongs to the event with its UID: ical.js refuses to relate it to another, and
  // a calendar program's feed holds such occurrences beside events of every other UID.
  const exceptions = new Map<unknown, Component[]>();
  for (const component of components.filter((each) => each.hasProperty('recurrence-id'))) {
    const uid = component.getFirstPropertyValue('uid');
    exceptions.set(uid, [...(exceptions.get(uid) ?? []), component]);
  }
  const nights: NightRange[] = [];
  for (const component of components) {
    if (component.hasProperty('recurrence-id') || isCancelled(component)) continue;
    try {
      const event = new ICAL.Event(component, {
        strictExceptions: true,
        exceptions: exceptions.get(component.getFirstPropertyValue('uid')) ?? [],
      });
      if (!event.startDate) throw new FeedError('an event has no DTSTART');
      const zones: [string | undefined, string | undefined] = [
        tzidOf(component, 'dtstart'),
        tzidOf(component, 'dtend'),
      ];
      if (event.isRecurring()) nights.push(...recurringNights(event, window, zones, allowance));
      else {
        const range = nightsOf(event.startDate, event.endDate, ...zones);
        if (range) nights.push(range);
      }
    } catch (error) {
      if (error instanceof FeedError) throw error;
      throw new FeedError(
        `an event cannot be read (${component.getFirstPropertyValue('uid') ?? 'no UID'}): ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return nights;
}

/**
 * The taken nights a feed's text shows within `window` (its first night and the morning after its last), sorted
 * and joined, from every calendar the text holds. Throws FeedError when the text is not a readable calendar or one
 * of its events has no readable start, and RepeatsTooOften when its recurring events need more occurrences than
 * `allowance` leaves. A calendar without events is a good reading: every night free.
 */
export function readFeed(
  text: string,
  window: NightRange,
  allowance: OccurrenceAllowance = { occurrences: FEED_OCCURRENCES, used: 0 },
): NightRange[] {
  const nights = parse(text).flatMap((calendar) => calendarNights(calendar, window, allowance));
  return clipRanges(mergeRanges(nights), window);
}
