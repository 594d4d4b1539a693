import { expect, test, type Locator } from '@playwright/test';
import { readCatalogue } from '../support/catalogue';
import { romanianCount } from '../support/romanian';

const catalogue = readCatalogue();

test('every property page answers 200 with its title as the only h1', async ({ page }) => {
  for (const property of catalogue) {
    const response = await page.goto(`/apartment/${property.id}`);
    expect(response?.status(), property.id).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.title);
  }
});

test('a property page shows every section in order @phone', async ({ page }) => {
  const property = catalogue.find((p) => p.airbnbUrl && p.images.length === 6)!;
  await page.goto(`/apartment/${property.id}`);

  const bar = page.getByRole('banner');
  await expect(bar.getByRole('link', { name: 'Înapoi la căutare' })).toHaveAttribute('href', '/#properties-section');
  await expect(bar.getByRole('button', { name: 'Adăugați la favorite' })).toHaveAttribute('aria-pressed', 'false');
  await expect(bar.getByRole('button', { name: 'Selectați datele' })).toBeVisible();

  const main = page.getByRole('main');
  await expect(main.getByText(romanianCount(property.reviews, 'recenzie', 'recenzii')).first()).toBeVisible();
  await expect(main.getByText(property.location).first()).toBeVisible();
  await expect(main.getByText(romanianCount(property.guests, 'oaspete', 'oaspeți')).first()).toBeVisible();

  const gallery = page.getByRole('region', { name: 'Galerie foto' });
  await expect(gallery.getByRole('img', { name: property.images[0]!.alt })).toBeVisible();
  await expect(gallery.getByText(`1 / ${property.images.length}`)).toBeVisible();
  await expect(gallery.getByRole('button', { name: /^Afișați fotografia/ })).toHaveCount(property.images.length);

  const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual([
    'Descriere',
    'Facilități',
    'Disponibilitate',
    'Locație',
    'Gazdă',
    'Detalii proprietate',
    'Siguranță',
    'Reguli de cazare',
    'Clarificați prețul la rezervare',
  ]);
  for (const paragraph of property.paragraphs) await expect(main.getByText(paragraph)).toBeVisible();
  await expect(main.getByRole('link', { name: `Recenzii Airbnb (${property.reviews})` })).toHaveAttribute(
    'href',
    property.airbnbUrl!,
  );
  await expect(main.getByText('În apropiere:')).toBeVisible();

  const side = page.getByRole('complementary', { name: 'Clarificați prețul la rezervare' });
  await expect(side.getByText('Capacitate')).toBeVisible();
  await expect(side.getByText('Minim nopți: 1 noapte')).toBeVisible();
  await expect(side.getByRole('button', { name: 'Selectați datele' })).toBeVisible();
  await expect(side.getByText('Plata se percepe doar după confirmare')).toBeVisible();
});

/** The text of `control` that is drawn on the screen: a part clipped away, as visually hidden text is, is left out. */
function drawnText(control: Locator): Promise<string> {
  return control.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let drawn = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const box = node.parentElement!.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      const inside =
        text.left >= box.left - 1 &&
        text.right <= box.right + 1 &&
        text.top >= box.top - 1 &&
        text.bottom <= box.bottom + 1;
      if (text.width > 0 && inside) drawn += node.textContent;
    }
    return drawn.replace(/\s+/g, ' ').trim();
  });
}

test('the sticky bar shows the way back to the search in full, beside the heart and the booking button @phone', async ({
  page,
}) => {
  await page.goto(`/apartment/${catalogue[0]!.id}`);
  const bar = page.getByRole('banner');
  const controls = [
    bar.getByRole('link', { name: 'Înapoi la căutare' }),
    bar.getByRole('button', { name: 'Adăugați la favorite' }),
    bar.getByRole('button', { name: 'Selectați datele' }),
  ];
  await page.evaluate(() => document.fonts.ready);
  expect(await drawnText(controls[0]!)).toBe('Înapoi la căutare');
  expect(await drawnText(controls[2]!)).toBe('Selectați datele');
  // Side by side within the screen, none covering another, each a finger's size.
  const width = page.viewportSize()!.width;
  let right = 0;
  for (const control of controls) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(right);
    expect(box.width).toBeGreaterThanOrEqual(40);
    expect(box.height).toBeGreaterThanOrEqual(40);
    right = box.x + box.width;
  }
  expect(right).toBeLessThanOrEqual(width);
});

test('known amenities get their own icon and the rest a default one', async ({ page }) => {
  const property = catalogue.find((p) => p.amenities.includes('Wi-Fi'))!;
  await page.goto(`/apartment/${property.id}`);
  const amenities = page.getByRole('region', { name: 'Facilități' }).getByRole('listitem');
  await expect(amenities).toHaveCount(property.amenities.length);
  await expect(amenities.filter({ hasText: 'Wi-Fi' }).locator('svg')).toHaveAttribute('data-icon', 'wifi');
  const icons = await amenities.locator('svg').evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('data-icon')));
  expect(icons.every(Boolean)).toBe(true);
});

test('the details section shows type, capacity, rooms and check-in/out times', async ({ page }) => {
  await page.goto('/apartment/12');
  const details = page.getByRole('region', { name: 'Detalii proprietate' });
  await expect(details.getByText('de la 14:00')).toBeVisible();
  await expect(details.getByText('până la 12:00')).toBeVisible();
  await expect(details.getByText('Suită premium')).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
]) {
  test(`a laptop's first screen (${viewport.width}x${viewport.height}) shows the title, the photo with its counter and thumbnails, and the side card's booking button`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // The longest title wraps the most: if it fits, they all do.
    const property = catalogue.reduce((a, b) => (b.title.length > a.title.length ? b : a));
    await page.goto(`/apartment/${property.id}`);
    const gallery = page.getByRole('region', { name: 'Galerie foto' });
    const firstScreen = [
      page.getByRole('heading', { level: 1 }),
      gallery.locator('img:not([aria-hidden])').first(),
      gallery.getByText(`1 / ${property.images.length}`),
      ...(await gallery.getByRole('button', { name: /^Afișați fotografia/ }).all()).slice(0, 3),
      page.getByRole('complementary').getByRole('button', { name: 'Selectați datele' }),
    ];
    for (const element of firstScreen) {
      const box = (await element.boundingBox())!;
      const what = `${await element.evaluate((node) => node.outerHTML.slice(0, 80))}`;
      expect(box.y, what).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, what).toBeLessThanOrEqual(viewport.height);
    }
    // The photo stays a photo, not a strip.
    const photo = (await gallery.locator('img:not([aria-hidden])').first().boundingBox())!;
    expect(photo.height).toBeGreaterThanOrEqual(220);
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });
}

test('on a phone the photo spans the screen and the side card follows the details @phone-only', async ({ page }) => {
  const property = catalogue[6]!;
  await page.goto(`/apartment/${property.id}`);
  const photo = (await page
    .getByRole('region', { name: 'Galerie foto' })
    .locator('img:not([aria-hidden])')
    .first()
    .boundingBox())!;
  expect(photo.width).toBeGreaterThan(page.viewportSize()!.width - 40);
  const details = (await page.getByRole('heading', { name: 'Descriere' }).boundingBox())!;
  const card = (await page.getByRole('complementary').boundingBox())!;
  expect(card.y).toBeGreaterThan(details.y);
});
