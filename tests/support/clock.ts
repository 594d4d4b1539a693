// The test runs' clock: the real one, or a clock set to another day (a calendar's edge) for every process of a run,
// the build, the servers, the test runner and the browser alike, each moving on from it at the real pace.
//
// A run on another day is made by tests/support/on-day.ts, which writes CLOCK_OFFSET_ENV (how far the day is from
// the real time when the run starts) for the run's processes: Node's load the shift with tests/support/shifted-date.ts
// (NODE_OPTIONS), the browser's pages with `shiftBrowserClock`. Only `Date` moves: timers, `performance` and what the
// browser measures with it (Event Timing, Lighthouse) keep the real clock, as on a phone whose date is that day.

import type { BrowserContext, Page } from '@playwright/test';

/** The variable that holds a run's clock offset, in milliseconds from the real time. */
export const CLOCK_OFFSET_ENV = 'TEST_CLOCK_OFFSET_MS';

/** The time zone every run's clocks and calendars are in: Romania's, where the site's guests and owners are. */
export const TEST_TIME_ZONE = 'Europe/Bucharest';

/** This run's clock offset in milliseconds: 0 for a run on the real day. */
export function clockOffset(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env[CLOCK_OFFSET_ENV] ?? 0);
  return Number.isFinite(value) ? value : 0;
}

/**
 * Replaces the global `Date` with one whose present is `offset` ms from the real time; a Date made from a given time is
 * that time. Written so that the browser can run it as it is: it names nothing outside itself.
 */
export function installShiftedDate(offset: number, global: { Date: DateConstructor } = globalThis): void {
  const RealDate = global.Date;
  if (!offset || (RealDate as { shifted?: boolean }).shifted) return;
  const now = () => RealDate.now() + offset;
  function shiftedDate(...args: unknown[]): Date | string {
    if (!new.target) return new RealDate(now()).toString();
    return args.length === 0
      ? new RealDate(now())
      : new (RealDate as unknown as new (...values: unknown[]) => Date)(...args);
  }
  shiftedDate.prototype = RealDate.prototype;
  // As Date's own are: writable, so that a test's fake timers can stand over them, and not enumerable, so that they
  // do not copy them over their own.
  const property = (value: unknown) => ({ value, writable: true, configurable: true });
  Object.defineProperties(shiftedDate, {
    now: property(now),
    parse: property(RealDate.parse),
    UTC: property(RealDate.UTC),
    shifted: property(true),
  });
  global.Date = shiftedDate as unknown as DateConstructor;
}

/** Sets the browser's clock of `context` to this run's day, before any page of it runs. Nothing on the real day. */
export async function shiftBrowserClock(context: BrowserContext | Page, offset = clockOffset()): Promise<void> {
  // Sent as its source, called with the offset in each new document before the page's scripts.
  if (offset) await context.addInitScript(installShiftedDate, offset);
}
