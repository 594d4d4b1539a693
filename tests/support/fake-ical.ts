// A fake iCal host on loopback, for tests and the refresh benchmark: serves feeds shaped like the platforms' exports,
// with their dates counted from today (the machine's local day, as the browser tests count theirs).
//
//   /feeds/airbnb.ics     Airbnb's shape: all-day 'Reserved' and 'Airbnb (Not available)' events, one in the past,
//                         one cancelled
//   /feeds/booking.ics    a timed event with a TZID the feed does not define (America/New_York)
//   /feeds/malformed.ics  200 with text that is not iCalendar          /feeds/missing.ics  404
//   /feeds/slow.ics       a valid feed after SLOW_MS, longer than the tests' time limit
//   /feeds/runaway.ics    a hostile feed: one event repeated every second since 2020 (RRULE:FREQ=SECONDLY)
//   /feeds/endless.ics    a hostile feed: a daily rule on a day that never comes (30 February), which ical.js
//                         searches for without end
//   /feeds/<name>.ics     the platforms' and calendar programs' exports of src/features/availability/fixtures/platform-feeds.ts, by name:
//                         airbnb-export, booking-com, channel-manager, apple, empty, joined
//   /synthetic/N.ics      feed N of the benchmark's synthetic catalogue (about a year of bookings); ?latency=ms
//
// Run directly: node tests/support/fake-ical.ts (PORT, default 4413).
import { createServer } from 'node:http';
import { seededRandom } from '../../tools/lib/random.ts';
import { compactDay, PLATFORM_FEEDS } from '../../src/features/availability/fixtures/platform-feeds.ts';

/** Nights as [first, after] offsets in days from today (check-out exclusive). */
type Nights = [first: number, after: number];

/** The fake's origin, the paths it was asked for in order, and its stop. */
export interface FakeIcal {
  /** The fake's origin, e.g. http://127.0.0.1:4413. */
  url: string;
  requests: string[];
  close(): Promise<void>;
}

/** How long /feeds/slow.ics takes to answer. */
export const SLOW_MS = 4_000;

/** The nights each feed takes, as [first, after] offsets in days from today (check-out exclusive). */
export const FEED_NIGHTS: { airbnb: [Nights, Nights]; booking: [Nights] } = {
  airbnb: [
    [10, 13],
    [16, 18],
  ],
  booking: [[26, 28]],
};

/** A calendar with its lines joined by CRLF, as the platforms send it. */
const calendar = (prodid: string, events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    `PRODID:${prodid}`,
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    ...events.flat(),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

const allDay = (today: Date, uid: string, [from, to]: Nights, summary: string, extra: string[] = []) => [
  'BEGIN:VEVENT',
  `DTSTAMP:${compactDay(today, 0)}T080000Z`,
  `DTSTART;VALUE=DATE:${compactDay(today, from)}`,
  `DTEND;VALUE=DATE:${compactDay(today, to)}`,
  `SUMMARY:${summary}`,
  `UID:${uid}`,
  ...extra,
  'END:VEVENT',
];

/** Airbnb's export: two blocks ahead, one stay in the past, one cancelled event. */
export function airbnbFeed(today = new Date()): string {
  const [reserved, unavailable] = FEED_NIGHTS.airbnb;
  return calendar('-//Airbnb Inc//Hosting Calendar 1.0//EN', [
    allDay(today, '1418fb94e984-a1b2c3@airbnb.com', reserved, 'Reserved', [
      'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABCDEF12\\nPhone Number (Last 4 Digits): 1234',
    ]),
    allDay(today, '7f3d1a0c2b9e-d4e5f6@airbnb.com', unavailable, 'Airbnb (Not available)'),
    allDay(today, '0c9b8a7d6e5f-past@airbnb.com', [-10, -6], 'Reserved'),
    allDay(today, '5e4d3c2b1a09-gone@airbnb.com', [30, 33], 'Reserved', ['STATUS:CANCELLED']),
  ]);
}

/** A channel manager's export: one stay with times in New York's zone, named but not defined by the feed. */
export function bookingFeed(today = new Date()): string {
  const [[from, to]] = FEED_NIGHTS.booking;
  // 20:00 in New York is 02:00 or 03:00 the next morning in Romania: before that noon, so within the night of
  // `from`; 04:00 is 10:00 or 11:00 in Romania, also before noon, so the night of `to` stays free.
  return calendar('-//Example Channel Manager//EN', [
    [
      'BEGIN:VEVENT',
      `DTSTAMP:${compactDay(today, 0)}T080000Z`,
      `DTSTART;TZID=America/New_York:${compactDay(today, from)}T200000`,
      `DTEND;TZID=America/New_York:${compactDay(today, to)}T040000`,
      'SUMMARY:CLOSED - Not available',
      'UID:booking-1@channel.example',
      'END:VEVENT',
    ],
  ]);
}

/** Text a server might send instead of a calendar: it starts like one and breaks. */
export const MALFORMED_FEED = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nthis line is not a property\r\n';

/** A hostile feed of 151 bytes: one event repeated every second from 2020, millions of times before today. */
export const RUNAWAY_FEED = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'UID:r@x',
  'DTSTART:20200101T000000Z',
  'DTEND:20200101T000001Z',
  'RRULE:FREQ=SECONDLY',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

/** A hostile feed whose rule names a day that never comes: ical.js looks for its first occurrence without end. */
export const ENDLESS_FEED = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'UID:e@x',
  'DTSTART;VALUE=DATE:20200101',
  'DTEND;VALUE=DATE:20200102',
  'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

/** Feed `n` of the synthetic catalogue: bookings of 2-7 nights with gaps, over the next year, always the same for `n`. */
export function syntheticFeed(n: number, today = new Date()): string {
  const random = seededRandom(n).next;
  const events: string[][] = [];
  for (let day = Math.floor(random() * 10), index = 0; day < 365; index++) {
    const nights = 2 + Math.floor(random() * 6);
    events.push(
      allDay(
        today,
        `${n}-${index}@synthetic.example`,
        [day, day + nights],
        index % 5 === 4 ? 'Airbnb (Not available)' : 'Reserved',
      ),
    );
    day += nights + Math.floor(random() * 12);
  }
  return calendar('-//Airbnb Inc//Hosting Calendar 1.0//EN', events);
}

/** Starts the fake on 127.0.0.1:`port` (0 picks a free port); `url` is its origin. */
export async function startFakeIcal(port = 0): Promise<FakeIcal> {
  const requests: string[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url.pathname);
    const send = (status: number, body: string) => {
      if (!res.destroyed) res.writeHead(status, { 'content-type': 'text/calendar; charset=utf-8' }).end(body);
    };
    const synthetic = /^\/synthetic\/(\d+)\.ics$/.exec(url.pathname);
    if (synthetic) {
      const latency = Number(url.searchParams.get('latency') ?? 0);
      if (latency) await new Promise((resolve) => setTimeout(resolve, latency));
      return send(200, syntheticFeed(Number(synthetic[1])));
    }
    switch (url.pathname) {
      case '/health':
        return res.writeHead(200).end('ok');
      case '/feeds/airbnb.ics':
        return send(200, airbnbFeed());
      case '/feeds/booking.ics':
        return send(200, bookingFeed());
      case '/feeds/malformed.ics':
        return send(200, MALFORMED_FEED);
      case '/feeds/runaway.ics':
        return send(200, RUNAWAY_FEED);
      case '/feeds/endless.ics':
        return send(200, ENDLESS_FEED);
      case '/feeds/slow.ics':
        await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
        return send(200, airbnbFeed());
      default: {
        const platform = /^\/feeds\/([a-z-]+)\.ics$/.exec(url.pathname)?.[1];
        if (platform && Object.hasOwn(PLATFORM_FEEDS, platform)) return send(200, PLATFORM_FEEDS[platform]!());
        return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the fake iCal host is not listening on a port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeIcal(Number(process.env.PORT ?? 4413));
  console.log(`Fake iCal host on ${fake.url}`);
}
