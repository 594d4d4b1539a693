// The journeys' `test`: Playwright's, on the run's day. A run on another day (tests/support/on-day.ts) sets every
// browser context's clock to it before its first page; a project of calendar edges (playwright.config.ts) sets its own
// day, for its browser and for the test worker that counts days from today alike. Journeys import `test` and
// `expect` from here.
import { test as base } from '@playwright/test';
import { clockOffset, installShiftedDate, shiftBrowserClock } from './clock';

export * from '@playwright/test';

/** The project's own clock offset in milliseconds (a calendar edge's), or 0 for the run's clock. */
export interface ClockOptions {
  projectClockOffset: number;
}

export const test = base.extend<object, ClockOptions & { shiftedWorker: undefined }>({
  projectClockOffset: [0, { option: true, scope: 'worker' }],
  // The worker's own Date, before any test of the project runs (the project's spec computes its days in its tests).
  shiftedWorker: [
    async ({ projectClockOffset }, use) => {
      if (projectClockOffset && !clockOffset()) installShiftedDate(projectClockOffset);
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context, projectClockOffset }, use) => {
    await shiftBrowserClock(context, clockOffset() || projectClockOffset);
    await use(context);
  },
});
