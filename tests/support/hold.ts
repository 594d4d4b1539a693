// Requests held back, as on a connection that has not delivered them yet, until the journey lets them through.
import type { Page } from '@playwright/test';

/** Holds every request of `page` to `url` (a glob or pattern, as page.route takes); returns what releases them. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
