// The owners' calendars end to end on this machine: feeds from the fake iCal host, readings in Netlify Blobs (the
// package's local server, as under `npm start`), and the functions called as Netlify calls them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import availability from '../../../../netlify/functions/availability';
import refreshNow from '../../../../netlify/functions/availability-refresh';
import calendar from '../../../../netlify/functions/calendar';
import { blobReadings } from './readings';
import { refreshFeeds, sourceOf } from './refresh';
import { addDays } from '../../../lib/day-numbers';
import type { NightRange } from '../../../lib/nights';
import type { AvailabilityAnswer } from '../rules';
import { romanianToday, toIsoDay } from '../../../lib/dates';
import { calendarKey } from '../calendar-key';
import { startLocalBlobs } from '../../../../tools/local-blobs';
import { readCatalogue } from '../../../../tests/support/catalogue';
import { airbnbFeed, FEED_NIGHTS, startFakeIcal, type FakeIcal } from '../../../../tests/support/fake-ical';

let fake: FakeIcal;
let stopBlobs: () => Promise<void>;
let blobsDir: string;
let logs: string[] = [];

beforeAll(async () => {
  fake = await startFakeIcal();
  blobsDir = mkdtempSync(join(tmpdir(), 'availability-blobs-'));
  stopBlobs = await startLocalBlobs(blobsDir);
});
afterAll(async () => {
  await Promise.all([fake.close(), stopBlobs()]);
  rmSync(blobsDir, { recursive: true, force: true });
});
beforeEach(() => {
  logs = [];
  for (const method of ['log', 'warn', 'error'] as const)
    vi.spyOn(console, method).mockImplementation((...parts: unknown[]) => void logs.push(parts.map(String).join(' ')));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const feed = (name: string) => `${fake.url}/feeds/${name}.ics`;
const today = toIsoDay(new Date());
const nights = (ranges: [number, number][]): NightRange[] =>
  ranges.map(([from, to]) => [addDays(today, from), addDays(today, to)]);
const get = (query = '') => availability(new Request(`http://localhost/api/availability${query}`));
const read = async (query = '') => (await (await get(query)).json()) as AvailabilityAnswer;

describe('a refresh', () => {
  it('reads every feed of a property, in parallel, and the answer shows their nights joined', async () => {
    vi.stubEnv('ICAL_FEEDS', JSON.stringify({ '13': [feed('airbnb'), feed('booking')] }));
    const summary = await refreshFeeds({
      feeds: { '13': [feed('airbnb'), feed('booking')] },
      timeoutMs: 2000,
      store: blobReadings(),
    });
    expect(summary).toMatchObject({ properties: 1, feeds: 2, read: 2, failed: 0 });
    const { properties } = await read('?id=13');
    expect(properties['13']).toMatchObject({
      taken: nights([...FEED_NIGHTS.airbnb, ...FEED_NIGHTS.booking].sort((a, b) => a[0] - b[0])),
      stale: false,
    });
    expect(Date.parse(properties['13']!.fetchedAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('reads exports joined into one stream after byte-order marks, and an empty calendar as a fresh reading', async () => {
    // The fake sends each byte-order mark as the bytes EF BB BF, as a file saved with one is sent.
    const joined = new Uint8Array(await (await fetch(feed('joined'))).arrayBuffer());
    expect([...joined.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const feeds = { '14': [feed('joined')], '15': [feed('empty')] };
    vi.stubEnv('ICAL_FEEDS', JSON.stringify(feeds));
    const summary = await refreshFeeds({ feeds, timeoutMs: 2000, store: blobReadings() });
    expect(summary).toMatchObject({ feeds: 2, read: 2, failed: 0 });
    const { properties } = await read();
    // The stream's second calendar (the channel manager's) takes the night of day 30, its third (Apple's) that of 49.
    expect(properties['14']?.taken).toEqual(
      expect.arrayContaining(
        nights([
          [30, 31],
          [49, 50],
        ]),
      ),
    );
    expect(properties['15']).toMatchObject({ taken: [], stale: false });
    expect(Date.parse(properties['15']!.fetchedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await blobReadings().read('15'))?.error).toBeNull();
  });

  it('records a 404, a malformed feed and one slower than the limit, logs them without the link, and blocks nothing on their account', async () => {
    const feeds = { '17': [feed('missing')], '18': [feed('malformed')], '20': [feed('slow')] };
    vi.stubEnv('ICAL_FEEDS', JSON.stringify(feeds));
    const summary = await refreshFeeds({ feeds, timeoutMs: 300, store: blobReadings() });
    expect(summary).toMatchObject({ feeds: 3, read: 0, failed: 3 });
    expect(logs.join('\n')).toMatch(
      /property 17, feed 1 of 1 \(127\.0\.0\.1:\d+\): the server answered HTTP 404; keeping the reading of never/,
    );
    expect(logs.join('\n')).toMatch(/property 18, .*malformed iCalendar/);
    expect(logs.join('\n')).toMatch(/property 20, .*no complete answer within 300 ms/);
    expect(logs.join('\n')).not.toContain('/feeds/');
    const { properties } = await read();
    for (const id of ['17', '18', '20']) expect(properties[id]).toEqual({ taken: [], fetchedAt: null, stale: true });
    expect((await blobReadings().read('18'))?.error).toMatch(/^malformed iCalendar: .* \(\d{4}-\d{2}-\d{2}T/);
  });

  it('never overwrites the last good reading with a failure', async () => {
    const url = 'https://platform.example/calendar/ical/9.ics?s=private';
    const answers = [
      new Response(airbnbFeed()),
      new Response('Service Unavailable', { status: 503 }),
      new Response('<html>Log in</html>'),
    ];
    const fetcher = vi.fn(async () => answers.shift()!);
    const refresh = () =>
      refreshFeeds({ feeds: { '9': [url] }, timeoutMs: 1000, store: blobReadings(), fetch: fetcher as typeof fetch });
    await refresh();
    const good = await blobReadings().read('9');
    await refresh();
    await refresh();
    const kept = await blobReadings().read('9');
    expect(kept?.feeds[0]).toMatchObject({
      source: sourceOf(url),
      fetchedAt: good?.feeds[0]?.fetchedAt,
      nights: nights(FEED_NIGHTS.airbnb),
      error: 'the answer is not an iCalendar feed (no BEGIN:VCALENDAR)',
    });
    expect(kept?.error).toMatch(/^the answer is not an iCalendar feed/);
    expect(JSON.stringify(kept)).not.toContain('private');
    vi.stubEnv('ICAL_FEEDS', JSON.stringify({ '9': [url] }));
    expect((await read('?id=9')).properties['9']).toMatchObject({ taken: nights(FEED_NIGHTS.airbnb), stale: false });
  });

  it('fetches at most `concurrency` feeds at a time', async () => {
    let open = 0;
    let most = 0;
    // The first fetches are held until six are open at once (or a second has passed): however slow the machine, the
    // count meets the limit if the refresh allows six, and never passes it.
    let sixOpen: () => void = () => {};
    const six = new Promise<void>((resolve) => {
      sixOpen = resolve;
    });
    const fetcher = async () => {
      most = Math.max(most, ++open);
      if (open === 6) sixOpen();
      await Promise.race([six, new Promise((resolve) => setTimeout(resolve, 1_000))]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      open -= 1;
      return new Response(airbnbFeed());
    };
    const feeds = Object.fromEntries(
      Array.from({ length: 40 }, (_, n) => [String(1000 + n), [`https://platform.example/${n}.ics`]]),
    );
    const summary = await refreshFeeds({
      feeds,
      timeoutMs: 1000,
      store: blobReadings(),
      fetch: fetcher as typeof fetch,
      concurrency: 6,
    });
    expect(summary.read).toBe(40);
    expect(most).toBe(6);
  });
});

describe('GET /api/availability', () => {
  it('answers every property for the next 12 months with its own security headers and a short CDN cache', async () => {
    vi.stubEnv('ICAL_FEEDS', '');
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    expect(response.headers.get('netlify-cdn-cache-control')).toMatch(/public, durable, max-age=\d+/);
    const answer = (await response.json()) as AvailabilityAnswer;
    const from = romanianToday(new Date());
    expect(answer.from).toBe(from);
    expect(answer.to).toBe(`${Number(from.slice(0, 4)) + 1}${from.slice(4)}`.replace(/-02-29$/, '-02-28'));
    expect(Object.keys(answer.properties).sort()).toEqual(
      readCatalogue()
        .map((property) => property.id)
        .sort(),
    );
    // Without a feed, a property is as it always was: nothing taken, nothing to confirm.
    expect(answer.properties['1']).toEqual({ taken: [], fetchedAt: null, stale: false });
  });

  it('answers one property with ?id=, 404 for an unknown one and 405 for another method', async () => {
    expect(Object.keys((await read('?id=7')).properties)).toEqual(['7']);
    expect((await get('?id=99')).status).toBe(404);
    expect((await availability(new Request('http://localhost/api/availability', { method: 'POST' }))).status).toBe(405);
  });

  it('fails loudly, as a 500 with a log line, when ICAL_FEEDS is malformed', async () => {
    vi.stubEnv('ICAL_FEEDS', '{"7": "https://a.example/x.ics",}');
    const response = await get();
    expect(response.status).toBe(500);
    expect(logs.join('\n')).toMatch(/ICAL_FEEDS is not valid JSON/);
  });
});

describe('the scheduled refresh', () => {
  it('refreshes in a fresh instance, then only once the interval has passed; a malformed setting throws', async () => {
    vi.stubEnv('ICAL_FEEDS', JSON.stringify({ '12': [feed('airbnb')] }));
    const first = fake.requests.length;
    await refreshNow();
    expect(fake.requests.length).toBe(first + 1);
    const before = fake.requests.length;
    await refreshNow();
    expect(fake.requests.length).toBe(before);
    expect((await read('?id=12')).properties['12']?.taken).toEqual(nights(FEED_NIGHTS.airbnb));
    vi.stubEnv('ICAL_REFRESH_MINUTES', 'soon');
    await expect(refreshNow()).rejects.toThrow(/ICAL_REFRESH_MINUTES must be a whole number of minutes from 5 to 1440/);
  });
});

describe('the published calendar of direct bookings', () => {
  const url = (id: string, key: string) => `http://localhost/api/calendar.ics?id=${id}&key=${key}`;

  it('is closed without ICAL_EXPORT_SECRET, and with a wrong key or id', async () => {
    vi.stubEnv('ICAL_EXPORT_SECRET', '');
    expect((await calendar(new Request(url('7', 'x')))).status).toBe(404);
    vi.stubEnv('ICAL_EXPORT_SECRET', 'a-long-enough-test-secret');
    expect((await calendar(new Request(url('7', calendarKey('a-long-enough-test-secret', '8'))))).status).toBe(404);
    expect((await calendar(new Request(url('99', calendarKey('a-long-enough-test-secret', '99'))))).status).toBe(404);
  });

  it("serves a property's feed with its key", async () => {
    vi.stubEnv('ICAL_EXPORT_SECRET', 'a-long-enough-test-secret');
    const response = await calendar(new Request(url('7', calendarKey('a-long-enough-test-secret', '7'))));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toMatch(
      /^BEGIN:VCALENDAR\r\n[\s\S]*X-WR-CALNAME:Suită premium[\s\S]*END:VCALENDAR\r\n$/,
    );
  });
});
