// An agency's catalogue in a browser: 300 synthetic properties in 40 towns (tests/new-property/scale-build.ts), served
// as `npm start` serves a build. A guest pages through a large town's list by its pager, opens a card from page 2,
// comes back with the browser's Back to that page and the card's place, and books it through the wizard; another
// searches the whole catalogue from the home page, which carries its first 18 cards, pages through the results,
// comes back to a card of the second page, searches another town and books from there. A third compares three
// properties of the catalogue, whose facts the comparison fetches alone.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '../support/test';
import { readSearchEntries } from '../../src/features/catalogue-search/entries';
import { readFrontMatter } from '../../src/lib/front-matter';
import { SCALE_SITE, scaleSite } from '../new-property/scale-build';
import { bookingOf, chooseStay, whatsappMessage } from '../support/booking';
import { dayFromToday, pickDay, searchBarReady, storeSearch } from '../support/islands';
import { romanianCount, romanianFound } from '../support/romanian';
import { SCALE_SITE_PORT, serveBuild } from '../support/servers';
import { placeRestored, settle } from '../support/settle';
import { WIZARD_OPEN_MS } from '../support/time-limits';

// One build and one server for the file's journeys, in one worker.
test.describe.configure({ mode: 'serial' });

let site: Awaited<ReturnType<typeof serveBuild>>;

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  // The scale check of `npm test` leaves the build for this file; alone, or after an edit, it is built here (minutes).
  test.setTimeout(15 * 60_000);
  // Each width's journey has its own server: the two may run at once, in two workers.
  site = await serveBuild(await scaleSite(), SCALE_SITE_PORT + (testInfo.project.name === 'phone' ? 1 : 0));
});

test.afterAll(() => site?.stop());

test('a large town’s list: page 2 by its pager, a card opened and Back to its place there, then booked @phone', async ({
  page,
  context,
}) => {
  await page.goto(`${site.url}/eforie-sud`);
  const pager = page.getByRole('navigation', { name: 'Paginile listei' });
  await expect(pager.getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('link', { name: 'Pagina următoare' }).click();
  await expect(page).toHaveURL(`${site.url}/eforie-sud/2`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cazare în Eforie Sud, pagina 2');
  await expect(
    page.getByRole('navigation', { name: 'Paginile listei' }).getByRole('link', { name: 'Pagina 2' }),
  ).toHaveAttribute('aria-current', 'page');

  // The sixth card of page 2, screens below the top at both widths, scrolled to as a visitor would.
  const card = page.locator('[data-properties-grid] > li').nth(5);
  const title = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  await card.evaluate(async (element) => {
    while (element.getBoundingClientRect().top > innerHeight * 0.3) {
      window.scrollBy({ top: 300, behavior: 'instant' });
      await new Promise(requestAnimationFrame);
    }
  });
  const before = (await settle(card)).top;
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/apartment\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  await page.goBack();
  await expect(page).toHaveURL(`${site.url}/eforie-sud/2`);
  await placeRestored(page);
  expect(Math.abs((await settle(card)).top - before), 'the card came back to its place').toBeLessThanOrEqual(40);

  // A week from a fortnight on: long enough for any of the sample prices' minimum stays.
  await card.getByRole('button', { name: 'Selectați datele' }).click();
  const dialog = bookingOf(page);
  await expect(dialog.locator('#booking-dialog-step')).toBeVisible({ timeout: WIZARD_OPEN_MS });
  await expect(dialog.getByText(title, { exact: true })).toBeVisible();
  await chooseStay(dialog, 14, 21);
  await dialog.getByRole('button', { name: 'Continuați' }).click();
  await expect(dialog.getByRole('heading', { name: 'Numărul de oaspeți' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuați' }).click();
  await expect(dialog.getByRole('heading', { name: 'Date de contact' })).toBeVisible();
  await dialog.getByLabel('Nume').fill('Ana Popescu');
  await dialog.getByLabel('Telefon').fill('+40 712 345 678');
  const message = await whatsappMessage(context, () => dialog.getByRole('link', { name: 'Trimite cererea' }).click());
  expect(message).toContain(`Proprietate: ${title}`);
  expect(message).toContain('(7 nopți)');
});

/** The synthetic catalogue's files' front matter, with each file's id. */
function scaleFiles(): { id: string; data: Record<string, unknown> }[] {
  const folder = join(SCALE_SITE, 'properties');
  return readdirSync(folder)
    .filter((file) => /^\d+\.md$/.test(file))
    .map((file) => ({
      id: file.replace('.md', ''),
      data: readFrontMatter(readFileSync(join(folder, file), 'utf8'), file).front,
    }));
}

/** The synthetic catalogue's properties in `town` that take `guests`, read from its files. */
function inTown(town: string, guests: number): number {
  return scaleFiles().filter(({ data }) => data['location'] === `${town}, România` && Number(data['guests']) >= guests)
    .length;
}

const shownCards = (page: Page): Locator => page.locator('[data-properties-grid] > li:not([hidden])');

test('the home page’s search covers the whole catalogue: results in pages, a card of the second opened and Back to its place, then another town, booked @phone', async ({
  page,
  context,
}) => {
  await page.goto(site.url);
  await searchBarReady(page);
  // The home page carries the catalogue's first page; its count names the whole catalogue.
  await expect(shownCards(page)).toHaveCount(18);
  await expect(page.locator('[data-properties-count]')).toHaveText('300 din 300');

  const found = inTown('Eforie Sud', 2);
  expect(found, 'a town with a second page of results').toBeGreaterThan(18);
  // A week from a fortnight on, for the party of two the bar starts with: long enough for any minimum stay.
  await page.getByLabel('Oraș').selectOption('Eforie Sud');
  await pickDay(page, 'Check-in', dayFromToday(14));
  await pickDay(page, 'Check-out', dayFromToday(21));
  await page.getByRole('button', { name: 'Căutați' }).click();
  await expect(
    page.getByRole('heading', { name: `Proprietăți în Eforie Sud (${romanianFound(found)})` }),
  ).toBeVisible();
  await expect(page.locator('[data-properties-count]')).toHaveText(`${found} din 300`);
  await expect(shownCards(page)).toHaveCount(18);
  expect(await shownCards(page).evaluateAll((cards) => cards.map((card) => card.dataset['location']))).toEqual(
    Array(18).fill('Eforie Sud, România'),
  );

  const more = page.getByRole('button', { name: 'Mai multe rezultate' });
  await more.click();
  const second = Math.min(36, found);
  await expect(shownCards(page)).toHaveCount(second);
  // The reader goes on from the first new card, told how many are shown.
  await expect(shownCards(page).nth(18).getByRole('heading', { level: 3 }).getByRole('link')).toBeFocused();
  await expect(page.locator('[data-properties-announcer]')).toHaveText(`Afișate: ${second} din ${found}`);
  await expect(more).toBeVisible({ visible: found > 36 });

  // The second card of the second page, opened, and the browser's Back.
  const card = shownCards(page).nth(19);
  const title = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  await card.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const before = (await settle(card)).top;
  const address = page.url();
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.goBack();
  await expect(page).toHaveURL(address);
  await placeRestored(page);
  await expect(shownCards(page)).toHaveCount(second);
  const back = page.locator('[data-properties-grid] > li').filter({ has: page.getByRole('heading', { name: title }) });
  expect(Math.abs((await settle(back)).top - before), 'the card came back to its place').toBeLessThanOrEqual(40);

  // Another town: the results start again from their first page.
  const other = inTown('Constanța', 2);
  // The bar keeps the search's dates: only the town changes.
  await searchBarReady(page);
  await page.getByLabel('Oraș').selectOption('Constanța');
  await page.getByRole('button', { name: 'Căutați' }).click();
  await expect(page.getByRole('heading', { name: `Proprietăți în Constanța (${romanianFound(other)})` })).toBeVisible();
  await expect(shownCards(page)).toHaveCount(Math.min(18, other));
  expect(new Set(await shownCards(page).evaluateAll((cards) => cards.map((card) => card.dataset['location'])))).toEqual(
    new Set(['Constanța, România']),
  );

  // Booked from the results, with the search's stay.
  const chosen = shownCards(page).nth(Math.min(18, other) - 1);
  const name = (await chosen.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  await chosen.getByRole('button', { name: 'Selectați datele' }).click();
  const dialog = bookingOf(page);
  // The search gave the stay and the party: the wizard asks only for the contacts.
  await expect(dialog.getByRole('heading', { name: 'Date de contact' })).toBeVisible();
  await expect(dialog.getByText(name, { exact: true })).toBeVisible();
  await dialog.getByLabel('Nume').fill('Ana Popescu');
  await dialog.getByLabel('Telefon').fill('+40 712 345 678');
  const message = await whatsappMessage(context, () => dialog.getByRole('link', { name: 'Trimite cererea' }).click());
  expect(message).toContain(`Proprietate: ${name}`);
  expect(message).toContain('(7 nopți)');
});

test('the cards a search will show come ahead: its first page’s once a town is chosen in the bar, the next page’s as the end of the results comes near, so neither press waits for them @phone', async ({
  page,
}) => {
  await page.goto(site.url);
  await searchBarReady(page);
  const ids = () => shownCards(page).evaluateAll((cards) => cards.map((card) => card.dataset['propertyId'] ?? ''));
  const carried = new Set(await ids());
  // The card requests of each step: the town chosen and the dates picked, 'Căutați', the end of the results near, and
  // 'Mai multe rezultate'.
  const requested = {
    choosing: new Set<string>(),
    searched: new Set<string>(),
    near: new Set<string>(),
    more: new Set<string>(),
  };
  let step: keyof typeof requested = 'choosing';
  page.on('request', (request) => {
    const card = /\/card\/([^/.]+)$/.exec(new URL(request.url()).pathname)?.[1];
    if (card) requested[step].add(card);
  });
  // The town's results for a party of two in the site's order, as the search lists them, from the search index.
  const index = readSearchEntries(await (await page.request.get(`${site.url}/search-index.json`)).json());
  const town = index
    .filter(({ location, capacity }) => location === 'Constanța, România' && capacity >= 2)
    .map(({ id }) => id);
  expect(town.length, 'results for a second page').toBeGreaterThan(18);
  const lacking = (list: string[]) => list.filter((id) => !carried.has(id)).sort();

  await page.getByLabel('Oraș').selectOption('Constanța');
  // The town alone is enough to begin: the dates are still to be picked.
  await expect
    .poll(() => [...requested.choosing].sort(), { message: 'the first page’s cards, once the town is chosen' })
    .toEqual(lacking(town.slice(0, 18)));
  await pickDay(page, 'Check-in', dayFromToday(14));
  await pickDay(page, 'Check-out', dayFromToday(21));
  step = 'searched';
  await page.getByRole('button', { name: 'Căutați' }).click();
  await expect(
    page.getByRole('heading', { name: `Proprietăți în Constanța (${romanianFound(town.length)})` }),
  ).toBeVisible();
  await expect(shownCards(page)).toHaveCount(18);
  expect(await ids()).toEqual(town.slice(0, 18));
  expect([...requested.searched], 'cards fetched after the press').toEqual([]);

  // Read down to the end of the results: the next page's cards come before the press that shows them.
  step = 'near';
  const more = page.getByRole('button', { name: 'Mai multe rezultate' });
  await more.scrollIntoViewIfNeeded();
  await expect
    .poll(() => [...requested.near].sort(), { message: 'the next page’s cards, once the button is near' })
    .toEqual(lacking(town.slice(18, 36)));
  step = 'more';
  await more.click();
  await expect(shownCards(page)).toHaveCount(Math.min(36, town.length));
  expect(await ids()).toEqual(town.slice(0, 36));
  expect([...requested.more], 'cards fetched after the press').toEqual([]);
});

test('the filters and the list’s map over the whole catalogue: a pool among 300, counted, paged and pinned', async ({
  page,
}) => {
  const pools = scaleFiles().filter(({ data }) =>
    (data['amenities'] as string[]).some((amenity) => amenity.startsWith('Piscină')),
  );
  expect(pools.length, 'more pools than one page of cards').toBeGreaterThan(18);
  const poolIds = new Set(pools.map(({ id }) => id));
  await page.goto(site.url);
  await searchBarReady(page);
  await page.getByRole('button', { name: 'Filtre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtre' });
  await dialog.getByRole('checkbox', { name: `Piscină (${pools.length})` }).check();
  await dialog
    .getByRole('button', { name: `Afișați ${romanianCount(pools.length, 'proprietate', 'proprietăți')}` })
    .click();
  await expect(page.locator('[data-properties-count]')).toHaveText(`${pools.length} din 300`);
  await expect(shownCards(page)).toHaveCount(18);
  const shownIds = () => shownCards(page).evaluateAll((cards) => cards.map((card) => card.dataset['propertyId'] ?? ''));
  expect((await shownIds()).every((id) => poolIds.has(id))).toBe(true);

  // The map pins every card shown, those the page was built with and those fetched, one pin per place.
  const places = () =>
    shownCards(page).evaluateAll((cards) => new Set(cards.map((card) => card.dataset['coordinates'])).size);
  await page.getByRole('button', { name: 'Vedeți pe hartă' }).click();
  const pins = page.locator('#results-map .leaflet-marker-icon');
  await expect(pins).toHaveCount(await places());
  await page.getByRole('button', { name: 'Mai multe rezultate' }).click();
  await expect(shownCards(page)).toHaveCount(Math.min(36, pools.length));
  expect((await shownIds()).every((id) => poolIds.has(id))).toBe(true);
  await expect(pins).toHaveCount(await places());
});

/** The title of the synthetic catalogue's property `id`, in Romanian, from its file. */
function titleOf(id: string): string {
  const file = `${id}.md`;
  return String(readFrontMatter(readFileSync(join(SCALE_SITE, 'properties', file), 'utf8'), file).front['title']);
}

test('the comparison fetches the facts of the properties it compares: a line says so meanwhile, then the table, with the search’s prices and availability, each column booked @phone', async ({
  page,
  request,
}) => {
  const ids = ['150', '7', '299'];
  await page.goto(site.url);
  await storeSearch(page, { location: '', checkInDate: dayFromToday(14), checkOutDate: dayFromToday(21), guests: 2 });
  // The facts are held back until the page has said it is preparing the comparison.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetched: string[] = [];
  await page.route('**/card/*.json', async (route) => {
    fetched.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue();
  });
  await page.goto(`${site.url}/comparare?lista=${ids.join(',')},12`);
  await expect(page.getByRole('status').filter({ hasText: 'Se pregătește comparația…' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  release();

  const table = page.getByRole('table', { name: 'Comparația a 3 proprietăți' });
  await expect(table.getByRole('columnheader')).toHaveText(ids.map(titleOf));
  await expect(page.getByText('Se pregătește comparația…')).toBeHidden();
  await expect(page.getByText('Lista are mai multe proprietăți: le comparăm pe primele trei.')).toBeVisible();
  // Only the three compared, each once.
  expect(fetched.sort()).toEqual(ids.map((id) => `/card/${id}.json`).sort());
  for (const id of ids)
    await expect(table.getByRole('link', { name: titleOf(id), exact: true })).toHaveAttribute(
      'href',
      `/apartment/${id}`,
    );

  // The search's week: each property's price for it (or why it has none) and whether it is free, once known.
  const cells = (row: RegExp) => table.getByRole('row', { name: row }).getByRole('cell');
  await expect(cells(/^Preț /)).toHaveCount(3);
  for (const cell of await cells(/^Preț /).all())
    await expect(cell).toHaveText(/lei pentru 7 nopți|minimum \d+ (de )?nopți|Clarificați prețul la rezervare/);
  for (const cell of await cells(/^Disponibilitate/).all())
    await expect(cell).toContainText(/Liberă pe|Ocupată în unele nopți|Calendar neverificat/);

  const second = titleOf(ids[1]!);
  await table.getByRole('button', { name: `Selectați datele pentru ${second}` }).click();
  await expect(bookingOf(page).getByText(second, { exact: true })).toBeVisible();

  // Kept out of search results, like the cards beside them.
  for (const path of ['/card/7.json', '/ru/card/7.json']) {
    const facts = await request.get(`${site.url}${path}`);
    expect(facts.status(), path).toBe(200);
    expect(facts.headers()['x-robots-tag'], path).toBe('noindex');
  }
});

test('a large catalogue’s comparison in Russian, with an id that is no property, and one whose facts cannot be fetched', async ({
  page,
}) => {
  await page.goto(`${site.url}/ru/comparare?lista=7,99999,150`);
  await expect(page.getByRole('table', { name: 'Сравнение: 2 объекта' })).toBeVisible();
  await expect(page.getByText('Некоторых объектов из адреса нет, они пропущены.')).toBeVisible();
  await expect(page.getByRole('table').getByRole('row', { name: /^Доступность/ })).toContainText('Даты не выбраны');

  // Offline: the page says the properties could not be loaded, rather than that there are too few.
  await page.route('**/card/*.json', (route) => route.abort('internetdisconnected'));
  await page.goto(`${site.url}/comparare?lista=7,150`);
  await expect(
    page.getByText('Proprietățile de comparat nu s-au putut încărca. Verificați conexiunea și reîncărcați pagina.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Alegeți cel puțin două proprietăți' })).toBeHidden();
});
