// The property page gallery: one React island.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { decodeEntities, readCatalogue } from '../support/catalogue';
import { holdRequests } from '../support/hold';
import { openGallery } from '../support/islands';
import { touchDrag } from '../support/touch';

const catalogue = readCatalogue();
const property = catalogue.find((entry) => entry.images.length === 6)!;
const total = property.images.length;

/** The gallery shows photo `index` (from 0): the large photo, the counter and the current thumbnail agree. */
async function expectShown(gallery: Locator, index: number): Promise<void> {
  await expect(gallery.locator('img:not([aria-hidden])').first()).toHaveAttribute('alt', property.images[index]!.alt);
  await expect(gallery.getByText(`${index + 1} / ${total}`, { exact: true })).toBeVisible();
  await expect(gallery.getByRole('button', { name: `Afișați fotografia ${index + 1}`, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(gallery.locator('[aria-current]')).toHaveCount(1);
}

test('the served HTML holds the first photo, eager and high priority, the counter and every thumbnail', async ({
  request,
}) => {
  const html = decodeEntities(await (await request.get(`/apartment/${property.id}`)).text());
  const first = [...html.matchAll(/<img\b[^>]*>/g)]
    .map((match) => match[0])
    .find((tag) => tag.includes(`alt="${property.images[0]!.alt}"`));
  expect(first).toBeDefined();
  expect(first).toMatch(/loading="eager"/);
  expect(first).toMatch(/fetchpriority="high"/i);
  expect(html).toContain(`>1 / ${total}</p>`);
  expect(html.match(/aria-label="Afișați fotografia \d+"/g)).toHaveLength(total);
});

test('the gallery is a labelled carousel region that announces its counter @phone', async ({ page }) => {
  const gallery = await openGallery(page, property.id);
  await expect(gallery).toHaveAttribute('aria-roledescription', 'carusel');
  await expect(gallery.getByText(`1 / ${total}`, { exact: true })).toHaveAttribute('aria-live', 'polite');
  await expect(gallery.getByRole('button', { name: /^Afișați fotografia \d+$/ })).toHaveCount(total);
  await expectShown(gallery, 0);
});

test('previous and next wrap both ways', async ({ page }) => {
  const gallery = await openGallery(page, property.id);
  const previous = gallery.getByRole('button', { name: 'Imaginea anterioară' });
  const next = gallery.getByRole('button', { name: 'Imaginea următoare' });
  await previous.click();
  await expectShown(gallery, total - 1);
  await next.click();
  await expectShown(gallery, 0);
  await next.click();
  await expectShown(gallery, 1);
  await previous.click();
  await expectShown(gallery, 0);
});

test('a press on next before the gallery has hydrated shows the next photo once it has @phone', async ({ page }) => {
  // The gallery hydrates when the page is idle: on a slow phone, after a visitor may already have pressed.
  const release = await holdRequests(page, /PropertyGallery[^/]*\.js$/);
  await page.goto(`/apartment/${property.id}`, { waitUntil: 'domcontentloaded' });
  const gallery = page.getByRole('region', { name: 'Galerie foto' });
  await gallery.getByRole('button', { name: 'Imaginea următoare' }).click();
  await expect(page.locator('astro-island[component-url*="PropertyGallery"]')).toHaveAttribute('ssr');
  await expect(gallery.getByText(`1 / ${total}`, { exact: true })).toBeVisible();
  release();
  await expectShown(gallery, 1);
});

test('a thumbnail shows its photo', async ({ page }) => {
  const gallery = await openGallery(page, property.id);
  await gallery.getByRole('button', { name: 'Afișați fotografia 4', exact: true }).click();
  await expectShown(gallery, 3);
  await gallery.getByRole('button', { name: `Afișați fotografia ${total}`, exact: true }).click();
  await expectShown(gallery, total - 1);
  await gallery.getByRole('button', { name: 'Afișați fotografia 1', exact: true }).click();
  await expectShown(gallery, 0);
});

test('ArrowRight and ArrowLeft change the photo while focus is in the gallery', async ({ page }) => {
  const gallery = await openGallery(page, property.id);
  await page.keyboard.press('ArrowRight');
  await expectShown(gallery, 0);

  await gallery.getByRole('button', { name: 'Afișați fotografia 1', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expectShown(gallery, 1);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expectShown(gallery, total - 1);
  await page.keyboard.press('ArrowRight');
  await expectShown(gallery, 0);
});

/** Resolves once the browser has been idle: the gallery would have fetched by then, were it not waiting. */
const idle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))));

test('the photos next to the first are fetched once the page has loaded, and the next one shows at once', async ({
  page,
}) => {
  // The photos are held, so the page cannot finish loading: the gallery must not compete with it.
  const release = await holdRequests(page, /\/_astro\/.*\.(avif|webp)$/);
  const gallery = await openGallery(page, property.id, { waitUntil: 'domcontentloaded' });
  await idle(page);
  await expect(gallery.locator('img[alt]:not([alt=""])')).toHaveCount(1);

  release();
  // Then the next two and the previous one join, loaded before the visitor asks.
  const photos = gallery.locator('img[alt]:not([alt=""])');
  await expect(photos).toHaveCount(4);
  await expect(photos.nth(1)).toHaveAttribute('alt', property.images[1]!.alt);
  await expect
    .poll(() => photos.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)))
    .toBe(true);
  await gallery.getByRole('button', { name: 'Imaginea următoare' }).click();
  await expectShown(gallery, 1);
  await expect(gallery.locator('img:not([aria-hidden])').first()).toHaveJSProperty('complete', true);
});

test('a visitor saving data gets the later photos only as they browse', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }),
  );
  const gallery = await openGallery(page, property.id);
  await page.mouse.move(1, 1);
  await page.waitForLoadState('load');
  await idle(page);
  await expect(gallery.locator('img[alt]:not([alt=""])')).toHaveCount(1);
  await gallery.getByRole('button', { name: 'Imaginea următoare' }).click();
  await expectShown(gallery, 1);
  await expect(gallery.locator('img:not([aria-hidden])').first()).toHaveJSProperty('complete', true);
});

test('a swipe left shows the next photo and a swipe right the previous one @phone', async ({ page }) => {
  const gallery = await openGallery(page, property.id);
  const photo = gallery.locator('img:not([aria-hidden])').first();
  await touchDrag(page, photo, -120);
  await expectShown(gallery, 1);
  await touchDrag(page, photo, 120);
  await expectShown(gallery, 0);
  await touchDrag(page, photo, 120);
  await expectShown(gallery, total - 1);
  await touchDrag(page, photo, -30);
  await expectShown(gallery, total - 1);
});
