// The property page gallery: one React island.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect, test, type Locator, type Page } from '../support/test';
import { readFrontMatter } from '../../src/lib/front-matter';
import { CATALOGUE_FOLDER, decodeEntities, readCatalogue } from '../support/catalogue';
import { holdRequests } from '../support/hold';
import { openGallery } from '../support/islands';
import { touchDrag, touchTap } from '../support/touch';

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

/** The requests `page` makes from now on, by URL. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The photo the full-screen viewer shows: its image, the counter and the alt text written under it agree. */
async function expectViewing(viewer: Locator, index: number, alt: string): Promise<void> {
  await expect(viewer.getByRole('img', { name: alt, exact: true })).toBeVisible();
  await expect(viewer.getByText(`${index + 1} / ${total}`, { exact: true })).toBeVisible();
  await expect(viewer.getByText(alt, { exact: true })).toBeVisible();
}

/** The English alt text of photo `index`, from the property's English file. */
function englishAlt(index: number): string {
  const file = join(CATALOGUE_FOLDER, 'en', `${property.id}.md`);
  const { front } = readFrontMatter(readFileSync(file, 'utf8'), file);
  const alts = front['photos'] as Record<string, string>;
  return alts[basename(property.images[index]!.src)]!;
}

test.describe('on a laptop', () => {
  // A laptop's screen of 1280x720 at twice the pixels: the viewer's photo needs the largest variant there is.
  test.use({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 2 });

  test('a click opens the photo full screen, the arrows and keys browse it, Escape closes it', async ({ page }) => {
    const requests = requestsOf(page);
    const gallery = await openGallery(page, property.id);
    const opener = gallery.getByRole('button', { name: 'Vedeți fotografia pe tot ecranul' });
    await page.waitForLoadState('load');
    const beforeOpening = requests.length;
    await opener.click();

    const viewer = page.getByRole('dialog', { name: 'Fotografii pe tot ecranul' });
    await expectViewing(viewer, 0, property.images[0]!.alt);
    await expect(viewer.getByRole('button', { name: 'Închideți fotografiile' })).toBeFocused();
    // As large as the screen allows: the photo fills the screen's height or width, from its largest variant.
    const photo = viewer.getByRole('img', { name: property.images[0]!.alt });
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
    const shown = await photo.evaluate((image: HTMLImageElement) => ({
      natural: image.naturalWidth,
      width: image.getBoundingClientRect().width,
      height: image.getBoundingClientRect().height,
      source: image.currentSrc,
      // The widest candidate the photo's sources offer.
      largest:
        (image.parentElement?.querySelector('source')?.srcset ?? '')
          .split(', ')
          .map((candidate) => candidate.split(' '))
          .sort((a, b) => Number.parseInt(b[1] ?? '0', 10) - Number.parseInt(a[1] ?? '0', 10))[0]?.[0] ?? 'none',
    }));
    expect(shown.source.endsWith(shown.largest)).toBe(true);
    expect(Math.max(shown.width / 1280, shown.height / 720)).toBeGreaterThan(0.8);
    // Nothing of the viewer came with the page: neither its code nor that photo was fetched before the click.
    const early = requests.slice(0, beforeOpening);
    expect(early.filter((url) => /PhotoViewer/.test(url))).toEqual([]);
    expect(early).not.toContain(shown.source);
    expect(requests.slice(beforeOpening).some((url) => /PhotoViewer/.test(url))).toBe(true);

    await page.keyboard.press('ArrowRight');
    await expectViewing(viewer, 1, property.images[1]!.alt);
    await viewer.getByRole('button', { name: 'Imaginea următoare' }).click();
    await expectViewing(viewer, 2, property.images[2]!.alt);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expectViewing(viewer, total - 1, property.images[total - 1]!.alt);
    await viewer.getByRole('button', { name: 'Imaginea anterioară' }).click();
    await expectViewing(viewer, total - 2, property.images[total - 2]!.alt);
    // Focus stays in the viewer: the page behind is out of reach.
    for (let press = 0; press < 4; press++) await page.keyboard.press('Tab');
    await expect(viewer.locator(':focus')).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(opener).toBeFocused();
    // The gallery shows the photo the visitor was looking at.
    await expectShown(gallery, total - 2);
    await expect(page).toHaveURL(new RegExp(`/apartment/${property.id}$`));

    await opener.click();
    await expectViewing(viewer, total - 2, property.images[total - 2]!.alt);
    await viewer.getByRole('button', { name: 'Închideți fotografiile' }).click();
    await expect(viewer).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});

test('on a phone a tap opens the photo full screen, a swipe changes it and Back closes it @phone-only', async ({
  page,
}) => {
  await page.goto('/en');
  await page.goto(`/en/apartment/${property.id}`);
  await expect(page.locator('astro-island[component-url*="PropertyGallery"]')).not.toHaveAttribute('ssr');
  const gallery = page.getByRole('region', { name: 'Photo gallery' });
  const [first, second] = [englishAlt(0), englishAlt(1)];

  await touchTap(page, gallery.locator('img:not([aria-hidden])').first());
  const viewer = page.getByRole('dialog', { name: 'Full-screen photos' });
  await expectViewing(viewer, 0, first);
  // The photo spans the phone's width.
  const box = await viewer.getByRole('img', { name: first }).boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(389);

  await touchDrag(page, viewer.getByRole('img', { name: first }), -120);
  await expectViewing(viewer, 1, second);
  await touchDrag(page, viewer.getByRole('img', { name: second }), 120);
  await expectViewing(viewer, 0, first);
  // A swipe is the viewer's wherever on the screen it starts: from its left edge over the previous arrow, from the
  // words under the photo.
  await touchDrag(page, viewer.getByRole('button', { name: 'Previous image' }), 150);
  const last = englishAlt(total - 1);
  await expectViewing(viewer, total - 1, last);
  await touchDrag(page, viewer.getByText(last, { exact: true }), -150);
  await expectViewing(viewer, 0, first);

  // The browser's Back closes the viewer and stays on the page, focus back on the photo it was opened from.
  await page.goBack();
  await expect(viewer).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/en/apartment/${property.id}$`));
  await expect(gallery.getByRole('button', { name: 'View the photo full screen' })).toBeFocused();
  // A person's next tap comes a moment later; one at the robot's speed, right after Back, is not taken (noted).
  await page.waitForTimeout(500);

  // Closed by its button, it leaves no step behind: the next Back leaves the page.
  await touchTap(page, gallery.locator('img:not([aria-hidden])').first());
  await expectViewing(viewer, 0, first);
  await touchTap(page, viewer.getByRole('button', { name: 'Close photos' }));
  await expect(viewer).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/en$/);
});
