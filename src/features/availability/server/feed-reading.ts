// Reading a fetched feed within bounds: how many occurrences its recurring events may go through and how long the
// reading may take, each feed first briefly and then, if it needs more, within what the refresh has left. A rule can
// be written to repeat every second for years, or (ical.js searching for a day that never comes) to never yield an
// occurrence at all: the reading is stopped wherever it is when its time is up (node:vm's timeout ends the running
// code, which no check inside a loop could do for a loop inside ical.js), and the feed keeps its last good reading.
import { createContext, Script } from 'node:vm';
import type { NightRange } from '../../../lib/nights';
import { FEED_OCCURRENCES, FeedError, readFeed, RepeatsTooOften } from '../ical-feed';

/** How much one reading may take: occurrences of recurring events, and milliseconds. */
export interface ReadingBounds {
  occurrences: number;
  milliseconds: number;
}

/** Every feed's first reading, whatever the others took: a platform's export reads in a few milliseconds. */
export const FIRST_READING: ReadingBounds = { occurrences: 1_000, milliseconds: 200 };
/** The most one feed may take, in a second reading when its first was not enough. */
export const FEED_READING: ReadingBounds = { occurrences: FEED_OCCURRENCES, milliseconds: 1_500 };
/** What the second readings of one refresh share: within a scheduled function's 30 s, beside the fetches. */
export const REFRESH_READING: ReadingBounds = { occurrences: 20_000, milliseconds: 4_000 };

/** A reading stopped because its time was up. */
export class ReadsTooLong extends FeedError {}

/** What a reading found (its nights, or why there are none) and what it took. */
export interface Reading {
  result: NightRange[] | FeedError;
  occurrences: number;
  milliseconds: number;
}

const context = createContext({ read: (): unknown => null });
const call = new Script('read()');

/** Whether the reading was stopped by its timeout (the error is made in the reading's own context, not an Error here). */
const timedOut = (error: unknown) =>
  typeof error === 'object' && error !== null && Reflect.get(error, 'code') === 'ERR_SCRIPT_EXECUTION_TIMEOUT';

/**
 * The nights `text` shows within `window`, read within `bounds`, or the FeedError that kept it from being read
 * (RepeatsTooOften when its occurrences ran out, ReadsTooLong when its time did). Synchronous: it holds the thread it
 * runs on for at most `bounds.milliseconds`, which is why the refresh runs where no page is served.
 */
export function readWithin(text: string, window: NightRange, bounds: ReadingBounds): Reading {
  const allowance = { occurrences: bounds.occurrences, used: 0 };
  const started = performance.now();
  const answer = (result: NightRange[] | FeedError): Reading => ({
    result,
    occurrences: allowance.used,
    milliseconds: performance.now() - started,
  });
  context['read'] = () => readFeed(text, window, allowance);
  try {
    return answer(
      call.runInContext(context, { timeout: Math.max(1, Math.round(bounds.milliseconds)) }) as NightRange[],
    );
  } catch (error) {
    if (timedOut(error))
      return answer(new ReadsTooLong(`it takes longer than ${bounds.milliseconds.toLocaleString('en-GB')} ms to read`));
    if (error instanceof FeedError) return answer(error);
    return answer(new FeedError(`it cannot be read: ${error instanceof Error ? error.message : String(error)}`));
  } finally {
    context['read'] = () => null;
  }
}

/** Whether a reading ran out of its bounds (another, with more room, may finish it). */
const ranOut = (result: NightRange[] | FeedError) =>
  result instanceof RepeatsTooOften || result instanceof ReadsTooLong;

/**
 * The readings of one refresh: every text gets its first reading; those that ran out of it get a second, of at most
 * FEED_READING, while REFRESH_READING lasts, those that went through the fewest occurrences first (a feed whose first
 * reading a busy moment cut short before a runaway rule); a text left without room fails with the reason. Answers,
 * for each text, its nights or the error that kept it from being read.
 */
export function readAll(texts: readonly string[], window: NightRange): (NightRange[] | FeedError)[] {
  const first = texts.map((text) => readWithin(text, window, FIRST_READING));
  const results = first.map((reading) => reading.result);
  const again = first
    .map((reading, index) => ({ index, occurrences: reading.occurrences, ranOut: ranOut(reading.result) }))
    .filter((reading) => reading.ranOut)
    .sort((a, b) => a.occurrences - b.occurrences);
  const left = { ...REFRESH_READING };
  for (const { index } of again) {
    const bounds = {
      occurrences: Math.min(FEED_READING.occurrences, left.occurrences),
      milliseconds: Math.min(FEED_READING.milliseconds, left.milliseconds),
    };
    if (bounds.occurrences <= FIRST_READING.occurrences || bounds.milliseconds <= FIRST_READING.milliseconds) {
      results[index] = new FeedError('it needs a longer reading than this refresh had left (other feeds took it)');
      continue;
    }
    const second = readWithin(texts[index]!, window, bounds);
    left.occurrences -= second.occurrences;
    left.milliseconds -= second.milliseconds;
    results[index] = second.result;
  }
  return results;
}
