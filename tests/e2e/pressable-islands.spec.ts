// The islands' `client:pressable` directive (src/browser/pressable-island.ts, registered with Astro's
// `addClientDirective`): each island hydrates when Astro's own client:visible or client:idle would, and a button
// pressed before then is pressed again once it has. The directive calls Astro's `hydrate()` itself, so it reads none
// of the island element's own attributes or events; the tests here read `ssr` only to see whether an island has
// hydrated, as the other journeys do.
import { expect, test, type Page } from '../support/test';
import { readCatalogue } from '../support/catalogue';
import { holdRequests } from '../support/hold';

const property = readCatalogue().find((entry) => entry.images.length === 6)!;
const total = property.images.length;
const gallery = (page: Page) => page.getByRole('region', { name: 'Galerie foto' });
const galleryIsland = (page: Page) => page.locator('astro-island[component-url*="PropertyGallery"]');

/**
 * Keeps Astro's `ssr` mark on every island and drops its `astro:hydrate` event, as an Astro release that changed
 * them would: the mark and the event the early presses once waited for.
 */
async function withoutIslandSignals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const removeAttribute = Element.prototype.removeAttribute;
    Element.prototype.removeAttribute = function (this: Element, name: string) {
      if (this.localName === 'astro-island' && name === 'ssr') return;
      removeAttribute.call(this, name);
    };
    const dispatchEvent = EventTarget.prototype.dispatchEvent;
    EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event) {
      return event.type === 'astro:hydrate' || dispatchEvent.call(this, event);
    };
  });
}

test('a press on the gallery before it has hydrated is made again once it has, whatever the island element says', async ({
  page,
}) => {
  await withoutIslandSignals(page);
  const release = await holdRequests(page, /PropertyGallery[^/]*\.js$/);
  await page.goto(`/apartment/${property.id}`, { waitUntil: 'domcontentloaded' });
  await gallery(page).getByRole('button', { name: 'Imaginea următoare' }).click();
  await page.waitForTimeout(300);
  await expect(gallery(page).getByText(`1 / ${total}`, { exact: true })).toBeVisible();

  release();
  await expect(gallery(page).getByText(`2 / ${total}`, { exact: true })).toBeVisible();
  // Answered once, while the island element still carries the mark Astro would have taken off.
  await page.waitForTimeout(300);
  await expect(gallery(page).getByText(`2 / ${total}`, { exact: true })).toBeVisible();
  await expect(galleryIsland(page)).toHaveAttribute('ssr');
});

test('presses on the search bar before it has hydrated are made again once it has, whatever the island element says', async ({
  page,
}) => {
  await withoutIslandSignals(page);
  const release = await holdRequests(page, /SearchBar[^/]*\.js$/);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const guests = page.getByRole('group', { name: 'Oaspeți' }).locator('output');
  const before = Number(await guests.textContent());
  const moreGuests = page.getByRole('button', { name: 'Mai mulți oaspeți' });
  await moreGuests.click();
  await moreGuests.click();
  await page.waitForTimeout(300);
  await expect(guests).toHaveText(String(before));

  release();
  await expect(page.locator('#booking-section form')).toHaveAttribute('data-hydrated', 'true');
  await expect(guests).toHaveText(String(before + 2));
  await page.waitForTimeout(300);
  await expect(guests).toHaveText(String(before + 2));
});

test('a card’s carousel hydrates once it is in view, as client:visible would', async ({ page }) => {
  await page.goto('/');
  const cards = page.locator('astro-island[component-url*="CardCarousel"]');
  const last = cards.last();
  // The page loaded and idle, the last card, far below, is still the server's HTML until it is scrolled to.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.waitForTimeout(500);
  await expect(last).toHaveAttribute('ssr');
  await last.scrollIntoViewIfNeeded();
  await expect(last).not.toHaveAttribute('ssr');
});

test('the gallery hydrates once the page is idle, without waiting to be seen, as client:idle would', async ({
  page,
}) => {
  // No element is ever reported in view: client:visible would never hydrate it.
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
  await page.goto(`/apartment/${property.id}`);
  await expect(galleryIsland(page)).not.toHaveAttribute('ssr');
});
