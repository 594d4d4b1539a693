// One refresh of every owner's feed: fetched in parallel (a bounded number at a time), each within its own time
// limit, then read into taken nights within bounds (feed-reading.ts) and kept per property. A feed that fails, times
// out, does not read as a calendar or needs more reading than its bounds allow keeps its last good reading and
// records why: showing its nights as free would invite double bookings. The readings come after every fetch has
// ended, so a feed that takes long to read never holds up another's answer until its time limit cuts it off.
import { createHash } from 'node:crypto';
import { addDays } from '../../../lib/day-numbers';
import type { NightRange } from '../../../lib/nights';
import { availabilityWindow, oldestReading, type FeedReading, type PropertyReadings } from '../rules';
import { romanianToday } from '../../../lib/dates';
import { FeedError } from '../ical-feed';
import { readAll } from './feed-reading';
import type { ReadingsStore } from './readings';

/** Feeds fetched at the same time: all of a small catalogue's at once, a large one's without opening thousands of sockets. */
export const REFRESH_CONCURRENCY = 24;
/** A feed larger than this is refused: a year of bookings is a few kilobytes. */
export const MAX_FEED_BYTES = 5 * 1024 * 1024;
/** Readings keep a month beyond the answers' window, so the window can move on between refreshes. */
const KEPT_EXTRA_DAYS = 31;

/** What one refresh needs. */
export interface RefreshOptions {
  /** Property id → its feeds' links. */
  feeds: Readonly<Record<string, readonly string[]>>;
  /** Time limit of one feed's fetch, its body included. */
  timeoutMs: number;
  store: ReadingsStore;
  concurrency?: number;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Where failures are reported (console.warn by default). */
  log?: (message: string) => void;
}

/** How a refresh went. */
export interface RefreshSummary {
  properties: number;
  feeds: number;
  read: number;
  failed: number;
  /** Properties whose taken nights this refresh changed (the CDN's answers are then dropped). */
  changed: number;
  milliseconds: number;
}

/** The short, stable name a feed's readings are kept under: its link is private and never stored. */
export function sourceOf(url: string): string {
  return createHash('sha256').update(url).digest('hex').slice(0, 16);
}

/** The feed's text, refused when the answer is not a success or is too large. */
async function fetchFeed(url: string, timeoutMs: number, fetcher: typeof fetch): Promise<string> {
  const response = await fetcher(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'text/calendar, text/plain;q=0.8, */*;q=0.1' },
    redirect: 'follow',
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new FeedError(`the server answered HTTP ${response.status}`);
  }
  if (Number(response.headers.get('content-length')) > MAX_FEED_BYTES)
    throw new FeedError(`the feed is larger than ${MAX_FEED_BYTES} bytes`);
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
    size += part.value.byteLength;
    if (size > MAX_FEED_BYTES) {
      await reader?.cancel();
      throw new FeedError(`the feed is larger than ${MAX_FEED_BYTES} bytes`);
    }
    text += decoder.decode(part.value, { stream: true });
  }
  return text + decoder.decode();
}

/** Why a fetch failed, in words for the log and the readings, never with the link. */
function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof FeedError) return error.message;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `no complete answer within ${timeoutMs} ms`;
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `the fetch failed${cause || (error instanceof Error ? `: ${error.message}` : '')}`;
}

/** One feed's new reading: a success replaces the nights, a failure keeps the last good ones and says why. */
function readingOf(
  url: string,
  previous: FeedReading | undefined,
  result: NightRange[] | Error,
  at: Date,
  timeoutMs: number,
): FeedReading {
  const source = sourceOf(url);
  if (!(result instanceof Error))
    return { source, fetchedAt: at.toISOString(), nights: result, error: null, failedAt: null };
  return {
    source,
    fetchedAt: previous?.fetchedAt ?? null,
    nights: previous?.nights ?? [],
    error: reasonOf(result, timeoutMs),
    failedAt: at.toISOString(),
  };
}

/** Whether two readings hold the same nights. */
const sameNights = (a: readonly NightRange[], b: readonly NightRange[]) =>
  a.length === b.length && a.every(([from, to], index) => from === b[index]![0] && to === b[index]![1]);

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Refreshes every feed once and keeps the readings per property; failures are logged, never thrown. */
export async function refreshFeeds(options: RefreshOptions): Promise<RefreshSummary> {
  const {
    feeds,
    store,
    timeoutMs,
    concurrency = REFRESH_CONCURRENCY,
    fetch: fetcher = fetch,
    now = () => new Date(),
    log = console.warn,
  } = options;
  const started = performance.now();
  const [from, to] = availabilityWindow(romanianToday(now()));
  const window: NightRange = [from, addDays(to, KEPT_EXTRA_DAYS)];
  const summary: RefreshSummary = { properties: 0, feeds: 0, read: 0, failed: 0, changed: 0, milliseconds: 0 };
  // Every feed fetched: its text, or why there is none.
  const fetched: {
    id: string;
    urls: readonly string[];
    previous: Map<string, FeedReading>;
    texts: (string | Error)[];
  }[] = [];
  await eachLimited(Object.entries(feeds), concurrency, async ([id, urls]) => {
    const previous = new Map((await store.read(id).catch(() => null))?.feeds.map((feed) => [feed.source, feed]));
    const texts = await Promise.all(
      urls.map((url) =>
        fetchFeed(url, timeoutMs, fetcher).catch((error: unknown) =>
          error instanceof Error ? error : new Error(String(error)),
        ),
      ),
    );
    fetched.push({ id, urls, previous, texts });
  });
  // Then read, once nothing is waiting for an answer.
  const texts = fetched.flatMap((property) => property.texts.filter((text) => typeof text === 'string'));
  const nights = readAll(texts, window).values();
  const at = now();
  const properties = fetched.map(({ id, urls, previous, texts }) => ({
    id,
    urls,
    previous,
    readings: texts.map((text, index) => {
      const url = urls[index]!;
      const result = typeof text === 'string' ? nights.next().value! : text;
      return readingOf(url, previous.get(sourceOf(url)), result, at, timeoutMs);
    }),
  }));
  await eachLimited(properties, concurrency, async ({ id, urls, previous, readings }) => {
    readings.forEach((reading, index) => {
      if (!reading.error) return;
      const host = new URL(urls[index]!).host;
      log(
        `availability: property ${id}, feed ${index + 1} of ${urls.length} (${host}): ${reading.error}; keeping the reading of ${reading.fetchedAt ?? 'never'}`,
      );
    });
    const failures = readings
      .filter((reading) => reading.error)
      .sort((a, b) => (b.failedAt ?? '').localeCompare(a.failedAt ?? ''));
    const latest = failures[0];
    try {
      await store.write({
        id,
        feeds: readings,
        fetchedAt: oldestReading(readings),
        error: latest ? `${latest.error} (${latest.failedAt})` : null,
      });
    } catch (error) {
      log(
        `availability: property ${id}: its readings could not be kept: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    summary.properties += 1;
    if (readings.some((reading) => !sameNights(reading.nights, previous.get(reading.source)?.nights ?? [])))
      summary.changed += 1;
    summary.feeds += readings.length;
    summary.failed += failures.length;
    summary.read += readings.length - failures.length;
  });
  summary.milliseconds = Math.round(performance.now() - started);
  return summary;
}

/** The readings of a property's configured feeds, a never-read placeholder for a feed not refreshed yet. */
export function configuredReadings(urls: readonly string[], stored: PropertyReadings | null): FeedReading[] {
  const kept = new Map(stored?.feeds.map((feed) => [feed.source, feed]));
  return urls.map(
    (url) =>
      kept.get(sourceOf(url)) ?? { source: sourceOf(url), fetchedAt: null, nights: [], error: null, failedAt: null },
  );
}
