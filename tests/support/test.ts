// The journeys' `test`: Playwright's, with each browser context's clock set to the run's day before its first page
// (tests/support/clock.ts; nothing on a run on the real day). Journeys import `test` and `expect` from here.
import { test as base } from '@playwright/test';
import { shiftBrowserClock } from './clock';

export * from '@playwright/test';

export const test = base.extend({
  context: async ({ context }, use) => {
    await shiftBrowserClock(context);
    await use(context);
  },
});
