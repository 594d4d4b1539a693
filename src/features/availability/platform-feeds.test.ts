// The feed reader (src/features/availability/ical-feed.ts) on calendars as the platforms and calendar programs write them
// (src/features/availability/fixtures/platform-feeds.ts). The fixtures count their dates from the local day they are given: here
// Tuesday 24 November 2026, so day 5 is 29 November, day 40 is 3 January 2027 and day 360 is 19 November 2027.
import { describe, expect, it } from 'vitest';
import type { NightRange } from '../../lib/nights';
import { readFeed } from './ical-feed';
import {
  airbnbExport,
  appleCalendarExport,
  BYTE_ORDER_MARK,
  bookingComExport,
  channelManagerExport,
  EMPTY_CALENDAR,
  joinedExports,
  PLATFORM_FEEDS,
} from './fixtures/platform-feeds';

const today = new Date(2026, 10, 24);
/** A year of nights from that day, as the tests of the reader use. */
const window: NightRange = ['2026-11-24', '2027-11-24'];

describe('the fixtures', () => {
  it('are written as the platforms write them: CRLF lines of at most 75 octets, long ones folded', () => {
    const encoder = new TextEncoder();
    for (const [name, feed] of Object.entries(PLATFORM_FEEDS)) {
      const text = feed(today).replaceAll(BYTE_ORDER_MARK, '');
      expect(text, name).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);
      expect(text, name).not.toMatch(/[^\r]\n|\r[^\n]/);
      const lines = text.split('\r\n');
      for (const line of lines) expect(encoder.encode(line).byteLength, `${name}: ${line}`).toBeLessThanOrEqual(75);
    }
    for (const feed of [airbnbExport, channelManagerExport, appleCalendarExport])
      expect(feed(today)).toMatch(/\r\n [^ ]/);
  });
});

describe('calendars as the platforms write them', () => {
  it("Airbnb's: back-to-back stays joined, the stay under way from today, the far block clipped", () => {
    // Stays -2..2 (under way: from today to the 26th), 5..9 and 9..12 (one run: 29 November to 6 December),
    // -30..-25 (past: left out); blocks 20..23 (14-17 December) and 360..1095 (19 November 2027 to the window's end).
    expect(readFeed(airbnbExport(today), window)).toEqual([
      ['2026-11-24', '2026-11-26'],
      ['2026-11-29', '2026-12-06'],
      ['2026-12-14', '2026-12-17'],
      ['2027-11-19', '2027-11-24'],
    ]);
  });

  it("Booking.com's: escaped PRODID read, back-to-back blocks joined, a block longer than a year clipped", () => {
    // Blocks 3..6 and 6..8 (27 November to 2 December), 40..460 (3 January 2027, to the window's end).
    expect(readFeed(bookingComExport(today), window)).toEqual([
      ['2026-11-27', '2026-12-02'],
      ['2027-01-03', '2027-11-24'],
    ]);
  });

  it("a channel manager's timed stays, in Bucharest's zone as the feed defines it, noon to noon", () => {
    // 15:00 on day 14 (8 December) to 11:00 on day 18, then 16:00 on day 18 to 10:00 on day 21 (15 December): the
    // nights of 8 to 14 December. 15:00 on day 30 (24 December) to 11:00 on day 31: the night of the 24th.
    expect(readFeed(channelManagerExport(today), window)).toEqual([
      ['2026-12-08', '2026-12-15'],
      ['2026-12-24', '2026-12-25'],
    ]);
  });

  it("Apple's: a tentative hold blocks, a cancelled stay does not, a moved occurrence moves", () => {
    // 14:00 on day 4 (28 November) to 10:00 on day 8 (2 December); tentative 15..19 (9-13 December); cancelled
    // 25..28 left out; weekly from day 35 (29 December), three times: 29 December, 6 January (moved from the 5th)
    // and 12 January 2027.
    expect(readFeed(appleCalendarExport(today), window)).toEqual([
      ['2026-11-28', '2026-12-02'],
      ['2026-12-09', '2026-12-13'],
      ['2026-12-29', '2026-12-30'],
      ['2027-01-06', '2027-01-07'],
      ['2027-01-12', '2027-01-13'],
    ]);
  });

  it('an empty calendar: a good reading with every night free', () => {
    expect(readFeed(EMPTY_CALENDAR, window)).toEqual([]);
  });

  it('Airbnb, the channel manager and Apple joined, each after a byte-order mark: every calendar read', () => {
    // Airbnb's 0..2; Apple's 4..8 with Airbnb's 5..12 (28 November to 6 December); the channel manager's 14..21 with
    // Apple's 15..19 and Airbnb's 20..23 (8-17 December); the channel manager's 30..31; Apple's weekly nights; Airbnb's
    // far block.
    expect(readFeed(joinedExports(today), window)).toEqual([
      ['2026-11-24', '2026-11-26'],
      ['2026-11-28', '2026-12-06'],
      ['2026-12-08', '2026-12-17'],
      ['2026-12-24', '2026-12-25'],
      ['2026-12-29', '2026-12-30'],
      ['2027-01-06', '2027-01-07'],
      ['2027-01-12', '2027-01-13'],
      ['2027-11-19', '2027-11-24'],
    ]);
  });
});
