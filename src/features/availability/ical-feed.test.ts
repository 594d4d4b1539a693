// Reading a platform's iCal export (src/features/availability/ical-feed.ts), on the same feeds the fake iCal host serves the browser tests.
import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/day-numbers';
import type { NightRange } from '../../lib/nights';
import { FeedError, readFeed, RepeatsTooOften } from './ical-feed';
import { airbnbFeed, bookingFeed, FEED_NIGHTS, MALFORMED_FEED } from '../../../tests/support/fake-ical';

const window: NightRange = ['2026-11-24', '2027-11-24'];
const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR'].join('\r\n');
const event = (...lines: string[]) =>
  ['BEGIN:VEVENT', 'UID:x@test', 'DTSTAMP:20261124T080000Z', ...lines, 'END:VEVENT'].join('\r\n');

describe('a platform feed', () => {
  // The fake's dates count from the machine's local today: read them against the same day.
  const today = new Date(2026, 10, 24);
  const offsets = (ranges: [number, number][]) =>
    ranges.map(([from, to]): NightRange => [addDays('2026-11-24', from), addDays('2026-11-24', to)]);

  it("reads Airbnb's export: 'Reserved' and 'Not available' both block, the past and the cancelled do not", () => {
    expect(readFeed(airbnbFeed(today), window)).toEqual(offsets(FEED_NIGHTS.airbnb));
  });

  it('places a timed event with a TZID the feed does not define in Romanian time', () => {
    expect(readFeed(bookingFeed(today), window)).toEqual(offsets(FEED_NIGHTS.booking));
  });

  it('refuses text that is not a calendar, or breaks', () => {
    expect(() => readFeed(MALFORMED_FEED, window)).toThrow(FeedError);
    expect(() => readFeed('<!doctype html><title>Log in</title>', window)).toThrow(/not an iCalendar feed/);
    expect(() => readFeed(calendar(event('DTSTART;VALUE=DATE:soon', 'DTEND;VALUE=DATE:20261305')), window)).toThrow(
      FeedError,
    );
  });

  it('reads an empty calendar as every night free', () => {
    expect(readFeed(calendar(), window)).toEqual([]);
  });

  it('reads a feed that begins with a byte-order mark', () => {
    const text = `\uFEFF${calendar(event('DTSTART;VALUE=DATE:20261210', 'DTEND;VALUE=DATE:20261213'))}`;
    expect(readFeed(text, window)).toEqual([['2026-12-10', '2026-12-13']]);
  });
});

describe('a stream of several calendars', () => {
  /** A zone of one fixed offset, under the same name in every calendar below. */
  const zone = (offset: string) =>
    [
      'BEGIN:VTIMEZONE',
      'TZID:Owner zone',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      'END:STANDARD',
      'END:VTIMEZONE',
    ].join('\r\n');

  it('reads the nights of every calendar, not only the first', () => {
    const text = [
      calendar(event('DTSTART;VALUE=DATE:20261210', 'DTEND;VALUE=DATE:20261213')),
      calendar(event('DTSTART;VALUE=DATE:20270105', 'DTEND;VALUE=DATE:20270108')),
      calendar(event('DTSTART;VALUE=DATE:20270301', 'DTEND;VALUE=DATE:20270302')),
    ].join('\r\n');
    expect(readFeed(text, window)).toEqual([
      ['2026-12-10', '2026-12-13'],
      ['2027-01-05', '2027-01-08'],
      ['2027-03-01', '2027-03-02'],
    ]);
  });

  it('reads calendars joined with a byte-order mark before each', () => {
    const text = [
      calendar(event('DTSTART;VALUE=DATE:20261210', 'DTEND;VALUE=DATE:20261213')),
      calendar(event('DTSTART;VALUE=DATE:20270105', 'DTEND;VALUE=DATE:20270108')),
    ]
      .map((part) => `\uFEFF${part}\r\n`)
      .join('');
    expect(readFeed(text, window)).toEqual([
      ['2026-12-10', '2026-12-13'],
      ['2027-01-05', '2027-01-08'],
    ]);
  });

  it("places each calendar's events in its own VTIMEZONE", () => {
    // The first calendar's zone is +02:00, as Romania's in winter: 10:00 there is before noon, so the night before.
    // The second's is -05:00: 10:00 there is 17:00 in Romania, the night of the 20th; 04:00 on the 22nd is 11:00, so
    // the morning of departure. Read in the first calendar's zone, it would also take the night of the 19th.
    const text = [
      calendar(
        zone('+0200'),
        event('DTSTART;TZID=Owner zone:20261210T100000', 'DTEND;TZID=Owner zone:20261212T100000'),
      ),
      calendar(
        zone('-0500'),
        event('DTSTART;TZID=Owner zone:20261220T100000', 'DTEND;TZID=Owner zone:20261222T040000'),
      ),
    ].join('\r\n');
    expect(readFeed(text, window)).toEqual([
      ['2026-12-09', '2026-12-12'],
      ['2026-12-20', '2026-12-22'],
    ]);
  });

  it('leaves out an object that is not a calendar, and refuses a stream without one', () => {
    const card = (...lines: string[]) =>
      ['BEGIN:VCARD', 'VERSION:4.0', 'FN:Ana Pop', ...lines, 'END:VCARD'].join('\r\n');
    const text = [calendar(event('DTSTART;VALUE=DATE:20261210', 'DTEND;VALUE=DATE:20261213')), card()].join('\r\n');
    expect(readFeed(text, window)).toEqual([['2026-12-10', '2026-12-13']]);
    expect(() => readFeed(card('NOTE:BEGIN:VCALENDAR'), window)).toThrow(/holds a vcard, not a VCALENDAR/);
  });
});

describe('all-day events', () => {
  it('take DTEND as the morning of departure', () => {
    expect(readFeed(calendar(event('DTSTART;VALUE=DATE:20261210', 'DTEND;VALUE=DATE:20261213')), window)).toEqual([
      ['2026-12-10', '2026-12-13'],
    ]);
  });

  it('take one night without DTEND, or with a DTEND that does not follow the start', () => {
    expect(readFeed(calendar(event('DTSTART;VALUE=DATE:20261210')), window)).toEqual([['2026-12-10', '2026-12-11']]);
    expect(readFeed(calendar(event('DTSTART;VALUE=DATE:20261210', 'DTEND;VALUE=DATE:20261210')), window)).toEqual([
      ['2026-12-10', '2026-12-11'],
    ]);
  });

  it('join runs from several events and clip to the window', () => {
    const text = calendar(
      event('DTSTART;VALUE=DATE:20261120', 'DTEND;VALUE=DATE:20261126'),
      event('DTSTART;VALUE=DATE:20261210', 'DTEND;VALUE=DATE:20261213'),
      event('DTSTART;VALUE=DATE:20261213', 'DTEND;VALUE=DATE:20261215'),
      event('DTSTART;VALUE=DATE:20271120', 'DTEND;VALUE=DATE:20271201'),
    );
    expect(readFeed(text, window)).toEqual([
      ['2026-11-24', '2026-11-26'],
      ['2026-12-10', '2026-12-15'],
      ['2027-11-20', '2027-11-24'],
    ]);
  });
});

describe('timed events', () => {
  it('take every night from the afternoon of arrival to the morning of departure', () => {
    expect(readFeed(calendar(event('DTSTART:20261210T130000Z', 'DTEND:20261213T090000Z')), window)).toEqual([
      ['2026-12-10', '2026-12-13'],
    ]);
  });

  it('count nights in Romanian time, from noon to noon', () => {
    // 23:00 UTC on the 9th is 01:00 on the 10th in Romania: the night of the 9th.
    expect(readFeed(calendar(event('DTSTART:20261209T230000Z', 'DTEND:20261210T100000Z')), window)).toEqual([
      ['2026-12-09', '2026-12-10'],
    ]);
    // A cleaning from 09:00 to 12:00 takes the night before it and not the next.
    expect(readFeed(calendar(event('DTSTART:20261210T090000', 'DTEND:20261210T120000')), window)).toEqual([
      ['2026-12-09', '2026-12-10'],
    ]);
    // An event that takes no time takes no night.
    expect(readFeed(calendar(event('DTSTART:20261210T150000Z')), window)).toEqual([]);
  });

  it("use the feed's own VTIMEZONE for a zone name the runtime does not know (Outlook style)", () => {
    const vtimezone = [
      'BEGIN:VTIMEZONE',
      'TZID:Pacific Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16010101T020000',
      'TZOFFSETFROM:-0700',
      'TZOFFSETTO:-0800',
      'RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010101T020000',
      'TZOFFSETFROM:-0800',
      'TZOFFSETTO:-0700',
      'RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
    ].join('\r\n');
    // 18:00 in Los Angeles in December is 04:00 the next day in Romania: before noon, so from the night of the 10th
    // to the morning of the 13th.
    const text = calendar(
      vtimezone,
      event('DTSTART;TZID=Pacific Standard Time:20261210T180000', 'DTEND;TZID=Pacific Standard Time:20261212T180000'),
    );
    expect(readFeed(text, window)).toEqual([['2026-12-10', '2026-12-13']]);
  });

  it('crosses the change to summer time on the right day', () => {
    // Romania moves to +03:00 on 28 March 2027: 10:30 UTC is 13:30 there, after noon: the night of the 28th.
    expect(readFeed(calendar(event('DTSTART:20270328T103000Z', 'DTEND:20270329T083000Z')), window)).toEqual([
      ['2027-03-28', '2027-03-29'],
    ]);
  });
});

describe('cancelled and recurring events', () => {
  it('keep tentative events: a hold is a hold', () => {
    expect(
      readFeed(calendar(event('STATUS:TENTATIVE', 'DTSTART;VALUE=DATE:20261210', 'DTEND;VALUE=DATE:20261213')), window),
    ).toEqual([['2026-12-10', '2026-12-13']]);
  });

  it('leave cancelled events out', () => {
    expect(
      readFeed(calendar(event('STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20261210', 'DTEND;VALUE=DATE:20261213')), window),
    ).toEqual([]);
  });

  it('expand a weekly block within the window, without excluded or cancelled occurrences', () => {
    const master = event(
      'DTSTART;VALUE=DATE:20261205',
      'DTEND;VALUE=DATE:20261206',
      'RRULE:FREQ=WEEKLY;COUNT=4',
      'EXDATE;VALUE=DATE:20261212',
    );
    const cancelled = [
      'BEGIN:VEVENT',
      'UID:x@test',
      'DTSTAMP:20261124T080000Z',
      'RECURRENCE-ID;VALUE=DATE:20261219',
      'DTSTART;VALUE=DATE:20261219',
      'DTEND;VALUE=DATE:20261220',
      'STATUS:CANCELLED',
      'END:VEVENT',
    ].join('\r\n');
    expect(readFeed(calendar(master, cancelled), window)).toEqual([
      ['2026-12-05', '2026-12-06'],
      ['2026-12-26', '2026-12-27'],
    ]);
  });

  it('relate a moved occurrence to its own event only, beside other events', () => {
    const other = (uid: string, ...lines: string[]) =>
      ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20261124T080000Z', ...lines, 'END:VEVENT'].join('\r\n');
    const text = calendar(
      other('weekly@test', 'DTSTART;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261206', 'RRULE:FREQ=WEEKLY;COUNT=2'),
      other(
        'weekly@test',
        'RECURRENCE-ID;VALUE=DATE:20261212',
        'DTSTART;VALUE=DATE:20261213',
        'DTEND;VALUE=DATE:20261214',
      ),
      other('stay@test', 'DTSTART;VALUE=DATE:20261220', 'DTEND;VALUE=DATE:20261223'),
    );
    expect(readFeed(text, window)).toEqual([
      ['2026-12-05', '2026-12-06'],
      ['2026-12-13', '2026-12-14'],
      ['2026-12-20', '2026-12-23'],
    ]);
  });

  it('stops an endless rule at the window', () => {
    const nights = readFeed(
      calendar(event('DTSTART;VALUE=DATE:20200101', 'DTEND;VALUE=DATE:20200102', 'RRULE:FREQ=DAILY')),
      window,
    );
    expect(nights).toEqual([window]);
  });

  it('refuses a rule it cannot follow to the window rather than read the part it followed as free nights', () => {
    // Every hour since 2020, each occurrence an hour long: every night of the window is taken.
    const hourly = calendar(event('DTSTART:20200101T140000Z', 'DTEND:20200101T150000Z', 'RRULE:FREQ=HOURLY'));
    expect(() => readFeed(hourly, window)).toThrow(RepeatsTooOften);
    expect(() => readFeed(hourly, window)).toThrow(/repeat more than 5,000 times before the end of the window/);
  });

  it('follows a rule whose occurrences take no night only up to the window', () => {
    // Zero-length occurrences take no night, and the rule is followed no further than the window's last night.
    const allowance = { occurrences: 5_000, used: 0 };
    const empty = calendar(event('DTSTART:20200101T100000Z', 'DTEND:20200101T100000Z', 'RRULE:FREQ=DAILY'));
    expect(readFeed(empty, window, allowance)).toEqual([]);
    const days = (Date.parse(`${window[1]}T00:00:00Z`) - Date.parse('2020-01-01T00:00:00Z')) / 86_400_000;
    expect(allowance.used).toBeGreaterThan(days);
    expect(allowance.used).toBeLessThanOrEqual(days + 3);
  });
});
