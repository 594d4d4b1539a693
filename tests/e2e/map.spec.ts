// The maps (issue 24): a property page's map and the list's, drawn only once their button is pressed, with tiles from
// the fake tile server (tests/support/fake-tiles.ts) in place of OpenStreetMap's.
import { expect, type Page, test } from '../support/test';
import { expectNoViolations } from '../support/axe';
import { readCatalogue } from '../support/catalogue';
import { collectViolations } from '../support/security';
import { fakeTilesURL } from '../support/servers';
import { settle } from '../support/settle';

const TILES = 'https://tile.openstreetmap.org/**';
const property = readCatalogue().find((entry) => entry.id === '7')!;
/** What the map's code is fetched as: Leaflet, its stylesheet and the map's own modules. */
const MAP_CODE = /\/_astro\/(leaflet|draw|press|map|PropertyMap|ResultsMap)[.\w-]*\.(js|css)$/;

/** Sends the page's tile requests to the fake tile server; returns the tile paths asked for. */
async function fakeTiles(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(TILES, async (route) => {
    const { pathname } = new URL(route.request().url());
    asked.push(pathname);
    const tile = await fetch(`${fakeTilesURL}${pathname}`);
    await route.fulfill({
      status: tile.status,
      contentType: tile.headers.get('content-type') ?? 'image/png',
      body: Buffer.from(await tile.arrayBuffer()),
    });
  });
  return asked;
}

/** The map's code and tiles the page fetched. */
function mapRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('https://tile.openstreetmap.org/') || MAP_CODE.test(new URL(url).pathname)) seen.push(url);
  });
  return seen;
}

/** The page's scripts have run (the first-paint script starts them after the first frame). */
async function scriptsStarted(page: Page): Promise<void> {
  await expect(page.locator('script[data-module-after-paint]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

const pins = (page: Page) => page.locator('.leaflet-marker-pane .map-pin');
/** The places of the listed cards: properties at the same place (rooms of one hotel) share a pin. */
async function placesListed(page: Page): Promise<number> {
  const ids = await page
    .locator('[data-properties-grid] > [data-property-id]:not([hidden])')
    .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset['propertyId']));
  const catalogue = readCatalogue();
  return new Set(
    ids.map((id) => {
      const entry = catalogue.find((candidate) => candidate.id === id)!;
      return `${entry.latitude},${entry.longitude}`;
    }),
  ).size;
}

test('a property page draws its map only when asked, with the pin, the tiles, their credit and the keyboard @phone', async ({
  page,
}) => {
  const violations = await collectViolations(page);
  const asked = await fakeTiles(page);
  const fetched = mapRequests(page);
  await page.goto(`/apartment/${property.id}`);
  await scriptsStarted(page);
  expect(fetched, 'nothing of the map before the press').toEqual([]);

  // OpenStreetMap's page in a desktop browser; the phone's own maps app on Android (the phone project is a Pixel 7).
  const { latitude, longitude } = property;
  await expect(page.getByRole('link', { name: 'Deschideți în aplicația de hărți' })).toHaveAttribute(
    'href',
    test.info().project.name === 'phone'
      ? `geo:${latitude},${longitude}?q=${latitude},${longitude}(${encodeURIComponent(property.title)})`
      : `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
  );

  await page.getByRole('button', { name: 'Vedeți pe hartă' }).click();
  const map = page.getByRole('region', { name: `Harta: ${property.title}` });
  await expect(map).toBeVisible();
  await expect(map).toBeFocused();
  await expect(pins(page)).toHaveCount(1);
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.every((path) => path.startsWith('/15/'))).toBe(true);
  const credit = map.locator('.leaflet-control-attribution');
  await expect(credit).toBeVisible();
  // OpenStreetMap's credit, in the page's language.
  await expect(credit).toContainText('© contribuitorii OpenStreetMap');
  await expect(credit.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  );
  await expect(page.getByRole('button', { name: 'Vedeți pe hartă' })).toHaveCount(0);

  // The arrows move the map, + brings it closer (Leaflet's keyboard handler, on the focused map).
  const pane = map.locator('.leaflet-map-pane');
  const before = await pane.evaluate((element) => (element as HTMLElement).style.transform);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => pane.evaluate((element) => (element as HTMLElement).style.transform)).not.toBe(before);
  await page.keyboard.press('+');
  await expect.poll(() => asked.some((path) => path.startsWith('/16/'))).toBe(true);

  await expectNoViolations(page, '#property-map');
  expect(violations).toEqual([]);
});

test('the list’s map shows a pin per place of the listed cards and follows the town filter; a pin opens its card @phone', async ({
  page,
}) => {
  const violations = await collectViolations(page);
  await fakeTiles(page);
  const fetched = mapRequests(page);
  await page.goto('/');
  await scriptsStarted(page);
  expect(fetched, 'nothing of the map before the press').toEqual([]);

  const listed = page.locator('[data-properties-grid] > [data-property-id]:not([hidden])');
  const total = await listed.count();
  const open = page.getByRole('button', { name: 'Vedeți pe hartă' });
  await open.click();
  const map = page.getByRole('region', { name: 'Harta proprietăților afișate' });
  await expect(map).toBeFocused();
  await expect(pins(page)).toHaveCount(await placesListed(page));
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  await expectNoViolations(page, '#results-map');

  const town = page.locator('[data-city-choice="Constanța"]');
  await town.click();
  await expect(town).toHaveAttribute('aria-pressed', 'true');
  const inTown = await listed.count();
  expect(inTown).toBeGreaterThan(0);
  expect(inTown).toBeLessThan(total);
  await expect(pins(page)).toHaveCount(await placesListed(page));

  const first = await listed.first().getAttribute('data-title');
  await pins(page)
    .and(page.locator(`[title="${first}"]`))
    .click();
  const card = page.locator('.leaflet-popup');
  await expect(card).toBeVisible();
  const id = await listed.first().getAttribute('data-property-id');
  await expect(card.getByRole('link', { name: 'Vedeți proprietatea' })).toHaveAttribute('href', `/apartment/${id}`);
  await page.keyboard.press('Escape');

  // Rooms of one hotel in Eforie Sud share a pin, whose card lists each of them.
  await page.locator('[data-city-choice="Eforie Sud"]').click();
  await expect(pins(page)).toHaveCount(await placesListed(page));
  const inEforie = readCatalogue().filter((entry) => entry.location.startsWith('Eforie Sud'));
  const shared = inEforie.filter(
    (entry) =>
      inEforie.filter((other) => other.latitude === entry.latitude && other.longitude === entry.longitude).length > 1,
  );
  expect(shared.length, 'properties at one place in Eforie Sud').toBeGreaterThan(1);
  await pins(page)
    .and(page.locator(`[title*="${shared[0]!.title}"]`))
    .click();
  await expect(card.getByRole('link', { name: 'Vedeți proprietatea' })).toHaveCount(shared.length);
  await expectNoViolations(page, '#results-map');

  await page.getByRole('button', { name: 'Ascundeți harta' }).click();
  await expect(map).toBeHidden();
  await expect(page.getByRole('button', { name: 'Vedeți pe hartă' })).toHaveAttribute('aria-expanded', 'false');
  expect(violations).toEqual([]);
});

test('when no tile can be loaded, the map says so in one line and the maps-app link still leads there @phone', async ({
  page,
}) => {
  await page.route(TILES, (route) => route.abort('internetdisconnected'));
  await page.goto(`/apartment/${property.id}`);
  await scriptsStarted(page);
  await page.getByRole('button', { name: 'Vedeți pe hartă' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Harta nu se poate încărca acum.' })).toHaveText(
    `Harta nu se poate încărca acum. Coordonatele locului: ${property.latitude.toFixed(5)}, ${property.longitude.toFixed(5)}`,
  );
  await expect(page.getByRole('link', { name: 'Deschideți în aplicația de hărți' })).toHaveAttribute(
    'href',
    new RegExp(`${property.latitude}(&mlon=|,)${property.longitude}`),
  );
});

test('with no tile loaded, the list map’s failure line, its zoom buttons and a pin’s card are all in view and pressable @phone', async ({
  page,
}) => {
  await page.route(TILES, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await scriptsStarted(page);
  await page.getByRole('button', { name: 'Vedeți pe hartă' }).click();
  const map = page.getByRole('region', { name: 'Harta proprietăților afișate' });
  const line = page.getByRole('status').filter({ hasText: 'Harta nu se poate încărca acum.' });
  await expect(line).toBeVisible();
  await expect(pins(page).first()).toBeVisible();

  // The pin furthest right that no other pin covers: its card is the one most likely to run past the map's edge.
  const xs = await pins(page).evaluateAll((all) =>
    all.map((pin) => {
      const { left, right, top, bottom } = pin.getBoundingClientRect();
      return document.elementFromPoint((left + right) / 2, (top + bottom) / 2) === pin ? left : -1;
    }),
  );
  await pins(page)
    .nth(xs.indexOf(Math.max(...xs)))
    .click({ timeout: 5000 });
  const card = page.locator('.leaflet-popup');
  await expect(card).toBeVisible();
  // The map pans to bring the card into view: measured once it has stood still.
  await settle(card);

  const frame = (await page.locator('#results-map').boundingBox())!;
  const box = (await card.boundingBox())!;
  expect(box.x, 'the card’s left edge inside the map').toBeGreaterThanOrEqual(frame.x);
  expect(box.x + box.width, 'the card’s right edge inside the map').toBeLessThanOrEqual(frame.x + frame.width);
  expect(box.y, 'the card’s top inside the map').toBeGreaterThanOrEqual(frame.y);

  // Each is what a press at its middle (and the card's corners) reaches: nothing lies on top of another.
  const zoomIn = map.getByRole('button', { name: 'Măriți' });
  const zoomOut = map.getByRole('button', { name: 'Micșorați' });
  const link = card.getByRole('link', { name: 'Vedeți proprietatea' }).first();
  const reached = (locator: typeof card, points: 'middle' | 'corners') =>
    locator.evaluate((element, which) => {
      const { left, right, top, bottom } = element.getBoundingClientRect();
      const spots =
        which === 'middle'
          ? [[(left + right) / 2, (top + bottom) / 2]]
          : [
              [left + 16, top + 16],
              [right - 16, top + 16],
              [(left + right) / 2, (top + bottom) / 2],
            ];
      return spots.every(([x, y]) => {
        const hit = document.elementFromPoint(x!, y!);
        return hit !== null && (element === hit || element.contains(hit));
      });
    }, points);
  expect(await reached(line, 'corners'), 'the failure line').toBe(true);
  expect(await reached(zoomIn, 'middle'), 'the + button').toBe(true);
  expect(await reached(zoomOut, 'middle'), 'the − button').toBe(true);
  expect(await reached(card, 'corners'), 'the pin’s card').toBe(true);
  expect(await reached(link, 'middle'), 'the card’s link').toBe(true);
  await zoomIn.click({ trial: true });
  await link.click({ trial: true });
  await line.click({ trial: true });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a property page shows its town and the maps-app link, and no map button that would do nothing @phone', async ({
    page,
  }) => {
    await page.goto(`/apartment/${property.id}`);
    await expect(page.locator('#property-map')).toContainText(property.location.split(',')[0]!);
    await expect(page.getByRole('button', { name: 'Vedeți pe hartă' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Deschideți în aplicația de hărți' })).toHaveAttribute(
      'href',
      `https://www.openstreetmap.org/?mlat=${property.latitude}&mlon=${property.longitude}#map=17/${property.latitude}/${property.longitude}`,
    );
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Vedeți pe hartă' })).toHaveCount(0);
  });
});

test('the English and Russian pages name the map in their own language', async ({ page }) => {
  await fakeTiles(page);
  await page.goto(`/en/apartment/${property.id}`);
  await scriptsStarted(page);
  await expect(page.getByRole('link', { name: 'Open in your maps app' })).toBeVisible();
  await page.getByRole('button', { name: 'Show on map' }).click();
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await page.goto('/ru');
  await scriptsStarted(page);
  await page.getByRole('button', { name: 'Показать на карте' }).click();
  await expect(page.getByRole('region', { name: 'Карта показанных объектов' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Скрыть карту' })).toBeVisible();
});
