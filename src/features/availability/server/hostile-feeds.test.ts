// Feeds written to stall a reader (a rule that repeats every second since 2020, a rule ical.js searches without end)
// beside healthy ones: each is read within its bounds, the healthy ones are read whatever the others do, and a hostile
// one keeps its last reading with the reason.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../lib/day-numbers';
import { toIsoDay } from '../../../lib/dates';
import type { NightRange } from '../../../lib/nights';
import { startLocalBlobs } from '../../../../tools/local-blobs';
import { FEED_NIGHTS, startFakeIcal, type FakeIcal } from '../../../../tests/support/fake-ical';
import { blobReadings } from './readings';
import { FIRST_READING, readAll } from './feed-reading';
import { refreshFeeds } from './refresh';

let fake: FakeIcal;
let stopBlobs: () => Promise<void>;
let blobsDir: string;

beforeAll(async () => {
  fake = await startFakeIcal();
  blobsDir = mkdtempSync(join(tmpdir(), 'hostile-feeds-blobs-'));
  stopBlobs = await startLocalBlobs(blobsDir);
});
afterAll(async () => {
  await Promise.all([fake.close(), stopBlobs()]);
  rmSync(blobsDir, { recursive: true, force: true });
});

const feed = (name: string) => `${fake.url}/feeds/${name}.ics`;
const today = toIsoDay(new Date());
const airbnbNights = FEED_NIGHTS.airbnb.map(([from, to]): NightRange => [addDays(today, from), addDays(today, to)]);
/** `count` properties from id `first` on, each with the feed `name`. */
const properties = (first: number, count: number, name: string) =>
  Object.fromEntries(Array.from({ length: count }, (_, n) => [String(first + n), [feed(name)]]));

describe('a refresh meeting hostile feeds', () => {
  it('reads 15 healthy feeds beside 20 that repeat an event every second, and fails those within their bounds', async () => {
    const healthy = properties(1, 15, 'airbnb');
    const hostile = properties(101, 20, 'runaway');
    const logs: string[] = [];
    const started = performance.now();
    const summary = await refreshFeeds({
      feeds: { ...hostile, ...healthy },
      timeoutMs: 5_000,
      store: blobReadings(),
      log: (line) => logs.push(line),
    });
    const seconds = (performance.now() - started) / 1000;
    const unread = await Promise.all(
      Object.keys(healthy).map(async (id) => (await blobReadings().read(id))?.feeds[0]?.error ?? null),
    );
    expect(unread.filter(Boolean)).toEqual([]);
    expect(summary).toMatchObject({ feeds: 35, read: 15, failed: 20 });
    for (const id of Object.keys(healthy))
      expect((await blobReadings().read(id))?.feeds[0]).toMatchObject({ nights: airbnbNights, error: null });
    const errors = await Promise.all(
      Object.keys(hostile).map(async (id) => (await blobReadings().read(id))?.feeds[0]?.error),
    );
    // Each gets a short first reading; some a longer second one, until the refresh's room for those is spent.
    for (const error of errors) expect(error).toMatch(/repeat more than [\d,]+ times|longer than|refresh had left/);
    expect(errors.some((error) => /repeat more than 5,000 times|longer than 1,500 ms/.test(error ?? ''))).toBe(true);
    expect(logs.join('\n')).toMatch(/property 101, feed 1 of 1 \(127\.0\.0\.1:\d+\): (its|it) /);
    // The readings' bounds: 20 first readings of 0.2 s and 4 s of second ones, beside the fetches.
    expect(seconds).toBeLessThan(20);
  }, 90_000);

  it('stops a reading that ical.js would never finish, and still reads the healthy feeds', async () => {
    const summary = await refreshFeeds({
      feeds: { ...properties(201, 1, 'endless'), ...properties(202, 3, 'airbnb') },
      timeoutMs: 5_000,
      store: blobReadings(),
      log: () => {},
    });
    expect(summary).toMatchObject({ feeds: 4, read: 3, failed: 1 });
    expect((await blobReadings().read('201'))?.feeds[0]).toMatchObject({
      nights: [],
      fetchedAt: null,
      error: expect.stringMatching(/longer than [\d,]+ ms to read/),
    });
    expect((await blobReadings().read('202'))?.feeds[0]).toMatchObject({ nights: airbnbNights, error: null });
  }, 90_000);

  it('gives a feed its first reading was too short for a second, longer one', () => {
    // A block every day since 2017: some 3,900 occurrences to the window's end, more than a first reading goes through.
    const daily = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:d@x',
      'DTSTART:20170101T150000Z',
      'DTEND:20170101T160000Z',
      'RRULE:FREQ=DAILY',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const window: NightRange = [today, addDays(today, 30)];
    expect(FIRST_READING.occurrences).toBeLessThan(3_500);
    expect(readAll([daily], window)).toEqual([[window]]);
  });
});
