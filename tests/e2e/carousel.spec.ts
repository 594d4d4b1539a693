// The card carousel: one React island per card.
import { expect, test, type Locator, type Page } from '../support/test';
import { decodeEntities, readCatalogue, type CatalogueEntry } from '../support/catalogue';
import { CARD_MS, repeatedJourneyLimit } from '../support/time-limits';
import { touchDrag, touchTap } from '../support/touch';

const catalogue = readCatalogue();
// A card in the middle of the grid with many photos, and the card before it (for the keyboard journey).
const position = catalogue.findIndex((property, index) => index > 0 && property.images.length >= 5);
const property = catalogue[position]!;
const previousProperty = catalogue[position - 1]!;
const total = property.images.length;

const cardOf = (page: Page, entry: CatalogueEntry) =>
  page
    .locator('#properties-section article')
    .filter({ has: page.getByRole('heading', { name: entry.title, exact: true }) });

/** Scrolls the card into view (its island hydrates when visible) and waits until the island has hydrated. */
async function hydrated(page: Page, entry: CatalogueEntry): Promise<Locator> {
  const card = cardOf(page, entry);
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator('astro-island')).not.toHaveAttribute('ssr');
  return card;
}

/** The card shows photo `index` (from 0): its image is the one on show and its dot is marked current. */
async function expectShown(card: Locator, entry: CatalogueEntry, index: number): Promise<void> {
  await expect(card.locator('img:not([aria-hidden])')).toHaveAttribute('alt', entry.images[index]!.alt);
  await expect(card.getByRole('button', { name: `Afișați imaginea ${index + 1}`, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(card.locator('[aria-current]')).toHaveCount(1);
}

test('every card has one dot per photo and the two arrows, and starts at the first photo @phone', async ({ page }) => {
  test.setTimeout(repeatedJourneyLimit(catalogue.length, CARD_MS));
  await page.goto('/');
  for (const entry of catalogue) {
    const card = cardOf(page, entry);
    await expect(card.getByRole('button', { name: /^Afișați imaginea \d+$/ }), entry.title).toHaveCount(
      entry.images.length,
    );
    await expect(card.getByRole('button', { name: 'Imaginea anterioară' })).toHaveCount(1);
    await expect(card.getByRole('button', { name: 'Imaginea următoare' })).toHaveCount(1);
    await expectShown(card, entry, 0);
  }
});

test("the served HTML holds each card's first photo and no later one", async ({ request }) => {
  const html = decodeEntities(await (await request.get('/')).text());
  // The list, up to the page's footer (whose images are the consumer-protection pictograms).
  const grid = html.slice(html.indexOf('id="properties-section"'), html.indexOf('<footer'));
  const photos = [...grid.matchAll(/<img\b[^>]*\balt="([^"]*)"/g)].map((match) => match[1]);
  expect(photos).toEqual(catalogue.map((entry) => entry.images[0]!.alt));
});

test('at 1280 px the arrows wait for the card to be hovered', async ({ page }) => {
  await page.goto('/');
  const card = await hydrated(page, property);
  await page.mouse.move(1, 1);
  const arrows = [
    card.getByRole('button', { name: 'Imaginea anterioară' }),
    card.getByRole('button', { name: 'Imaginea următoare' }),
  ];
  for (const arrow of arrows) await expect(arrow).toHaveCSS('opacity', '0');
  await card.hover();
  for (const arrow of arrows) await expect(arrow).toHaveCSS('opacity', '1');
  await arrows[1]!.click();
  await expectShown(card, property, 1);
});

test('on a phone the arrows are always shown @phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const card = await hydrated(page, property);
  await expect(card.getByRole('button', { name: 'Imaginea anterioară' })).toHaveCSS('opacity', '1');
  await expect(card.getByRole('button', { name: 'Imaginea următoare' })).toHaveCSS('opacity', '1');
});

test('the keyboard reaches the arrows, shows them and wraps both ways', async ({ page }) => {
  await page.goto('/');
  const card = await hydrated(page, property);
  await page.mouse.move(1, 1);
  // The control before this card's carousel is the previous card's last one.
  await cardOf(page, previousProperty).getByRole('button', { name: 'Selectați datele' }).focus();
  await page.keyboard.press('Tab');
  const previous = card.getByRole('button', { name: 'Imaginea anterioară' });
  await expect(previous).toBeFocused();
  await expect(previous).toHaveCSS('opacity', '1');

  await page.keyboard.press('Enter');
  await expectShown(card, property, total - 1);

  await page.keyboard.press('Tab');
  const next = card.getByRole('button', { name: 'Imaginea următoare' });
  await expect(next).toBeFocused();
  await expect(next).toHaveCSS('opacity', '1');
  await page.keyboard.press('Enter');
  await expectShown(card, property, 0);
  await page.keyboard.press('Enter');
  await expectShown(card, property, 1);

  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Afișați imaginea 3', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectShown(card, property, 2);
});

test('a short or mostly vertical touch movement does not change the photo; a swipe left shows the next photo and a swipe right the previous one, wrapping @phone', async ({
  page,
}) => {
  await page.goto('/');
  const card = await hydrated(page, property);
  const photo = card.locator('[data-card-link]');
  await touchDrag(page, photo, -40);
  await touchDrag(page, photo, -60, 90);
  await expectShown(card, property, 0);

  await touchDrag(page, photo, -120);
  await expectShown(card, property, 1);
  await touchDrag(page, photo, 120);
  await expectShown(card, property, 0);
  await touchDrag(page, photo, 120);
  await expectShown(card, property, total - 1);
  await expect(page).toHaveURL('/');
});

test('a drag over 10 px on the photo does not open the page, a tap does @phone', async ({ page }) => {
  await page.goto('/');
  const card = await hydrated(page, property);
  const photo = card.locator('[data-card-link]');
  // 12 px is inside the browser's own tap slop, so the browser still sends a click: the carousel must drop it.
  await touchDrag(page, photo, 12);
  await page.waitForTimeout(500);
  await expect(page).toHaveURL('/');
  await expectShown(card, property, 0);

  await touchTap(page, photo);
  await expect(page).toHaveURL(`/apartment/${property.id}`);
});

test('a click on the photo opens the property page', async ({ page }) => {
  await page.goto('/');
  const card = await hydrated(page, property);
  const box = (await card.locator('[data-card-link]').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(`/apartment/${property.id}`);
});

test('later photos are not requested before they are needed', async ({ page }) => {
  test.setTimeout(repeatedJourneyLimit(catalogue.length, CARD_MS));
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/_astro\/.*\.(avif|webp)$/.test(request.url())) requested.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.mouse.move(1, 1);
  for (const entry of catalogue) await hydrated(page, entry);
  const cards = page.locator('#properties-section article');
  for (const card of await cards.all()) await expect(card.locator('img')).toHaveCount(1);

  // Every photo the browser fetched is one the page shows (the hero, the first photo of each card), at one
  // of its widths, in AVIF or WebP.
  const inPage = new Set(
    await page.locator('picture').evaluateAll((pictures) =>
      pictures.flatMap((picture) => {
        const image = picture.querySelector('img');
        const candidates = [...picture.querySelectorAll('source, img')].flatMap((node) =>
          (node.getAttribute('srcset') ?? '').split(',').map((part) => part.trim().split(' ')[0]),
        );
        return [image?.getAttribute('src'), ...candidates];
      }),
    ),
  );
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((path) => !inPage.has(path))).toEqual([]);

  // Pointing at a card's photo brings in the photos next to the one shown, ready for the arrows: the next two (a
  // quick second swipe finds its photo too) and the previous one.
  const card = await hydrated(page, property);
  await card.locator('[data-card-link]').hover();
  await expect(card.locator('img')).toHaveCount(Math.min(4, property.images.length));
  await card.getByRole('button', { name: 'Imaginea următoare' }).click();
  await expectShown(card, property, 1);
  await expect(card.locator('img:not([aria-hidden])')).toHaveJSProperty('complete', true);
});
