// The comparison page (/comparare?lista=3,7,12), as the shortlist opens it: the chosen properties side by side in a
// table, the facts where they differ before those they share, each property's availability for the tab's search
// dates and its 'Selectați datele' button; on a phone the facts' names stay in view while the properties scroll
// sideways; an address that names fewer than two properties, whatever it holds, leads back to the favourites.
import { expect, type Locator, type Page, test } from '../support/test';
import { type TranslationKey, translate } from '../../src/i18n';
import { AMENITIES } from '../../src/i18n/catalogue-words';
import { en } from '../../src/i18n/en';
import { ro } from '../../src/i18n/ro';
import { fromPrice, fromText, quoteStay, quoteSummary } from '../../src/features/prices';
import { formatStay } from '../../src/lib/dates';
import { localizedPath } from '../../src/lib/languages';
import { expectNoViolations } from '../support/axe';
import { bookingOf } from '../support/booking';
import { readCatalogue } from '../support/catalogue';
import { FEED_NIGHTS } from '../support/fake-ical';
import { dayFromToday, storeSearch } from '../support/islands';
import { expectVisibleFocus, press, tabTo } from '../support/keyboard';
import { acrossSeasons, buildDay, hasPrices, priceTexts, townTax } from '../support/prices';

const catalogue = readCatalogue();
const byId = (id: string) => catalogue.find((property) => property.id === id)!;
// 20 has owners' calendars on the fake iCal host: its first Airbnb block is taken from `from` to `to` days from today.
const [[from, to]] = FEED_NIGHTS.airbnb;
const checkIn = dayFromToday(from);
const checkOut = dayFromToday(to + 1);
const chosen = ['3', '7', '20'].map(byId);

const isPhone = (page: Page) => page.viewportSize()!.width < 640;

/** Opens the comparison of `ids` with a search for the stay above in the tab, as the home page's search bar leaves it. */
async function openComparison(page: Page, ids: string, withDates = true): Promise<Locator> {
  await page.goto('/');
  if (withDates) await storeSearch(page, { location: '', checkInDate: checkIn, checkOutDate: checkOut, guests: 2 });
  await page.goto(`/comparare?lista=${ids}`);
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  return table;
}

/** The table's body rows as they read: their group's heading, their header and their cells' texts. */
async function readRows(table: Locator) {
  return table.evaluate((element: HTMLTableElement) =>
    [...element.tBodies].flatMap((body) => {
      const heading = body.querySelector('th[scope="rowgroup"]')?.textContent ?? '';
      return [...body.rows]
        .filter((row) => row.cells.length > 1)
        .map((row) => ({
          group: heading.replaceAll('\u00ad', ''),
          // The soft hyphens that mark where a long word may break are no part of what it says.
          header: (row.cells[0]!.textContent ?? '').replaceAll('\u00ad', ''),
          values: [...row.cells].slice(1).map((cell) => (cell.textContent ?? '').replaceAll('\u00ad', '')),
        }));
    }),
  );
}

test('the chosen properties side by side, the facts where they differ first, their availability for the search dates @phone', async ({
  page,
}) => {
  const table = await openComparison(page, '3,7,20');
  await expect(page).toHaveTitle(/^Comparați proprietățile \| /);
  await expect(table).toHaveAccessibleName('Comparația a 3 proprietăți');
  // A column per property, in the order chosen, its title leading to its page.
  const columns = table.getByRole('columnheader');
  await expect(columns).toHaveText(chosen.map((property) => property.title));
  for (const property of chosen)
    await expect(columns.getByRole('link', { name: property.title, exact: true })).toHaveAttribute(
      'href',
      `/apartment/${property.id}`,
    );

  const rows = await readRows(table);
  const row = (header: string) => rows.find((found) => found.header === header)?.values;
  expect(row('Check-in')).toEqual(chosen.map((property) => `de la ${property.checkIn}`));
  expect(row('Check-out')).toEqual(chosen.map((property) => `până la ${property.checkOut}`));
  expect(row('Paturi')).toEqual(chosen.map((property) => String(property.beds)));
  expect(row('Oaspeți')).toEqual(chosen.map((property) => String(property.guests)));
  expect(row('Politica de anulare')).toEqual(chosen.map((property) => property.cancellationPolicy));
  expect(row('Cea mai apropiată plajă')).toEqual(
    // The file's 'Plaja Modern - 300 m' reads with a dash on the page.
    chosen.map(
      (property) =>
        property.nearbyAttractions.find((place) => /^Plaja /.test(place))?.replace(/ - (?!.* - )/, ' – ') ??
        'Nespecificat',
    ),
  );
  // Every amenity of any of them is a row, marked for each in words as well as by its icon; one a file does not list
  // is not said to be missing, only not specified.
  for (const amenity of new Set(chosen.flatMap((property) => property.amenities)))
    expect(row(amenity), amenity).toEqual(
      chosen.map((property) => (property.amenities.includes(amenity) ? 'Da' : 'Nespecificat')),
    );

  // The rows where the properties differ come first, under their heading; the shared ones after, under theirs.
  const groups = [...new Set(rows.map((found) => found.group))];
  expect(groups).toEqual(['', 'Unde diferă', 'Ce au în comun']);
  const differing = rows.filter((found) => found.group === 'Unde diferă');
  const shared = rows.filter((found) => found.group === 'Ce au în comun');
  expect(differing.length).toBeGreaterThan(0);
  expect(shared.length).toBeGreaterThan(0);
  for (const found of differing) expect(new Set(found.values).size, found.header).toBeGreaterThan(1);
  for (const found of shared) expect(new Set(found.values).size, found.header).toBe(1);

  // Availability for the search's nights: 20's calendar is taken on some of them, the others have none.
  const stay = formatStay(checkIn, checkOut, 'ro');
  await expect
    .poll(async () => (await readRows(table)).find((found) => found.header === 'Disponibilitate')?.values)
    .toEqual([
      `Liberă pe ${stay}Selectați datele`,
      `Liberă pe ${stay}Selectați datele`,
      `Ocupată în unele nopți (${stay})Selectați datele`,
    ]);

  // Each column's button opens the booking request for its own property.
  const second = chosen[1]!;
  await table.getByRole('button', { name: `Selectați datele pentru ${second.title}` }).click();
  const dialog = bookingOf(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(second.title, { exact: true })).toBeVisible();
});

test('without search dates, the availability row says the dates are not chosen', async ({ page }) => {
  const table = await openComparison(page, '12,3', false);
  await expect(table).toHaveAccessibleName('Comparația a 2 proprietăți');
  await expect(table.getByRole('columnheader')).toHaveText(['12', '3'].map((id) => byId(id).title));
  const availability = table.getByRole('row', { name: /^Disponibilitate/ }).getByRole('cell');
  await expect(availability).toHaveCount(2);
  for (const cell of await availability.all()) await expect(cell).toContainText('Datele nu sunt alese');
});

test('a property whose calendar could not be read says its availability is confirmed on WhatsApp', async ({ page }) => {
  // 17's feed answers 404: its calendar has never been read.
  const table = await openComparison(page, '17,3');
  const availability = table.getByRole('row', { name: /^Disponibilitate/ }).getByRole('cell');
  await expect(availability.first()).toContainText('Calendar neverificat: disponibilitatea se confirmă pe WhatsApp');
  await expect(availability.last()).toContainText(`Liberă pe ${formatStay(checkIn, checkOut, 'ro')}`);
});

/** What of the comparison lies outside its region's box, as drawn now: column headers (photo, title) and cells. */
function outsideRegion(region: Locator): Promise<string[]> {
  return region.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const cells = element.querySelectorAll('thead th, thead th img, thead th a, tbody th[scope="row"], tbody td');
    return [...cells]
      .filter((cell) => {
        const { left, right } = cell.getBoundingClientRect();
        return left < box.left - 0.5 || right > box.right + 0.5 || cell.scrollWidth > cell.clientWidth + 1;
      })
      .map((cell) => `${cell.nodeName.toLowerCase()} “${(cell.textContent ?? '').trim().slice(0, 30)}”`);
  });
}

test('on a phone two properties stand side by side beside the facts’ names, three after a short sideways move; on a laptop all fits @phone', async ({
  page,
}) => {
  const overflow = (region: Locator) => region.evaluate((element) => element.scrollWidth - element.clientWidth);
  const region = page.locator('[data-compare-region]');
  if (!isPhone(page)) {
    await openComparison(page, '3,7,12');
    expect(await overflow(region)).toBeLessThanOrEqual(0);
    return;
  }
  // Two, in Romanian and in Russian (the longer words): every photo, title and row whole in view, none scrolled.
  for (const address of ['/comparare?lista=3,7', '/ru/comparare?lista=3,7']) {
    await page.goto(address);
    await expect(page.getByRole('table')).toBeVisible();
    expect(await overflow(region), address).toBeLessThanOrEqual(0);
    expect(await outsideRegion(region), address).toEqual([]);
    for (const column of await page.getByRole('columnheader').all())
      expect((await column.boundingBox())!.width, address).toBeGreaterThanOrEqual(120);
  }

  // Three: a short move sideways (less than a third of a column) shows the last, the names still in view.
  const table = await openComparison(page, '3,7,12');
  const header = table.getByRole('rowheader', { name: 'Check-in', exact: true });
  expect(await overflow(region)).toBeGreaterThan(0);
  expect(await overflow(region)).toBeLessThanOrEqual(48);
  // The table scrolls inside its region, never the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await header.scrollIntoViewIfNeeded();
  const before = (await header.boundingBox())!;
  await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  const after = (await header.boundingBox())!;
  expect(after.x).toBeCloseTo(before.x, 0);
  // The last property is in view beside the names.
  const last = table.getByRole('columnheader').last();
  const lastBox = (await last.boundingBox())!;
  expect(lastBox.x).toBeGreaterThanOrEqual(after.x + after.width - 1);
  expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test('an address naming fewer than two properties, whatever it holds, leads back to the favourites', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const list of ['<script>alert(1)</script>,abc,99999', '3', '', '3,3,3', 'javascript:alert(1),7']) {
    await page.goto(`/comparare?lista=${encodeURIComponent(list)}`);
    await expect(page.getByRole('heading', { name: 'Alegeți cel puțin două proprietăți' }), list).toBeVisible();
    // The way back above the heading, and the message's own.
    await expect(page.getByRole('link', { name: 'Înapoi la favorite' })).toHaveCount(2);
    for (const link of await page.getByRole('link', { name: 'Înapoi la favorite' }).all())
      await expect(link).toHaveAttribute('href', '/favorite');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  // The script in the address went nowhere: written as it came, the raw address too.
  await page.goto('/comparare?lista=<script>alert(1)</script>,abc,99999');
  await expect(page.getByRole('heading', { name: 'Alegeți cel puțin două proprietăți' })).toBeVisible();
  expect(dialogs).toEqual([]);

  // Thousands of ids: the first three are compared, and the page says there were more.
  const thousands = Array.from({ length: 5_000 }, (_, index) => String((index % 22) + 1)).join(',');
  await page.goto(`/comparare?lista=${thousands}`);
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3);
  await expect(page.getByText('Lista are mai multe proprietăți: le comparăm pe primele trei.')).toBeVisible();
});

test('the English comparison speaks English only', async ({ page }) => {
  await page.goto('/en');
  await storeSearch(page, { location: '', checkInDate: checkIn, checkOutDate: checkOut, guests: 2 });
  await page.goto('/en/comparare?lista=3,7,20');
  const table = page.getByRole('table', { name: 'Comparison of 3 properties' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: /^Availability/ })).toContainText(
    `Free on ${formatStay(checkIn, checkOut, 'en')}`,
  );
  // The text as it reads, each cell's words apart from the next cell's (textContent would run them together).
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is checked
  const text = (await page.locator('main').innerText()).replaceAll('\u00ad', '');
  const romanian = [
    ...(Object.keys(ro) as TranslationKey[])
      .filter((key) => /^(compare|property|availability)\./.test(key))
      .map((key) => ro[key])
      .filter((value, index, all) => !value.includes('{') && all.indexOf(value) === index),
    ...Object.keys(AMENITIES),
  ].filter(
    (word) =>
      word.length > 3 && !Object.values(en).includes(word) && !Object.values(AMENITIES).some((t) => t.en === word),
  );
  // Whole words only: 'Balcon' is not in 'Balcony'.
  const words = new Set(text.split(/[^\p{L}\p{N}-]+/u));
  expect(romanian.filter((word) => (word.includes(' ') ? text.includes(word) : words.has(word)))).toEqual([]);
  expect(text).toContain(translate(en, 'compare.different'));
});

test('an amenity a file does not list is not specified, never a no, in each language', async ({ page }) => {
  // #3 lists no towels and bed linen, #14 does; #3 states its side view of the sea, as #14 does its panorama.
  const words = {
    ro: { towels: 'Prosoape și lenjerie', seaView: 'Vedere la mare', yes: 'Da', no: 'Nu', unspecified: 'Nespecificat' },
    en: { towels: 'Towels and bed linen', seaView: 'Sea view', yes: 'Yes', no: 'No', unspecified: 'Not specified' },
    ru: {
      towels: 'Полотенца и постельное бельё',
      seaView: 'Вид на море',
      yes: 'Да',
      no: 'Нет',
      unspecified: 'Не указано',
    },
  } as const;
  for (const language of ['ro', 'en', 'ru'] as const) {
    const said = words[language];
    await page.goto(localizedPath('/comparare?lista=3,14', language));
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    const rows = await readRows(table);
    const row = (header: string) => rows.find((found) => found.header === header)?.values;
    expect(row(said.towels), language).toEqual([said.unspecified, said.yes]);
    expect(row(said.seaView), language).toEqual([said.yes, said.yes]);
    const amenities = rows.filter((found) =>
      found.values.every((value) => ([said.yes, said.unspecified] as string[]).includes(value)),
    );
    expect(amenities.length, language).toBeGreaterThan(10);
    expect(
      rows.flatMap((found) => found.values).filter((value) => value === said.no),
      language,
    ).toEqual([]);
  }
});

/**
 * The words of the table's labels and cells that a line ends inside, except at a point the text marks for it (a soft
 * hyphen) or after a hyphen of its own ('Wi-Fi'); and any of them whose language is not the page's.
 */
function brokenWords(table: Locator, language: string): Promise<string[]> {
  return table.evaluate((element, expected) => {
    const found: string[] = [];
    const cells = element.querySelectorAll('tbody th, tbody td, thead th a');
    for (const cell of cells) {
      const lang = cell.closest('[lang]')?.getAttribute('lang');
      if (lang !== expected) found.push(`“${cell.textContent}” is in ${lang}`);
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (node.parentElement?.closest('.sr-only')) continue;
        for (const word of node.data.matchAll(/\S+/g)) {
          const line = (at: number) => {
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + 1);
            // The letter after a hyphenation point may report the drawn hyphen's box too: its own line is its last.
            return Math.max(...[...range.getClientRects()].map((box) => Math.round(box.top)));
          };
          // A soft hyphen has a box of its own only where it ends a line: each letter is compared with the one before.
          let before = word.index;
          for (let at = word.index + 1; at < word.index + word[0].length; at += 1) {
            if (node.data[at] === '\u00ad') continue;
            const between = node.data.slice(before, at);
            if (line(at) > line(before) && !/[\u00ad-]/.test(between))
              found.push(`${word[0].replaceAll('\u00ad', '·')} at ${at - word.index}`);
            before = at;
          }
        }
      }
    }
    return found;
  }, language);
}

test('the labels and cells break only between words or at a hyphenation point, in every language, on a phone too @phone', async ({
  page,
}) => {
  // Every property once, three at a time, so that every fact and amenity of the catalogue is a row somewhere.
  const ids = catalogue.map((property) => property.id);
  const lists = Array.from({ length: Math.ceil(ids.length / 3) }, (_, at) =>
    [0, 1, 2].map((offset) => ids[(at * 3 + offset) % ids.length]).join(','),
  );
  for (const language of ['ro', 'en', 'ru'] as const)
    for (const list of lists) {
      await page.goto(localizedPath(`/comparare?lista=${list}`, language));
      const table = page.getByRole('table');
      await expect(table).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      expect(await brokenWords(table, language), `${language} ${list}`).toEqual([]);
    }
});

test('the Russian comparison counts its properties as Russian does', async ({ page }) => {
  await page.goto('/ru/comparare?lista=3,7');
  await expect(page.getByRole('table', { name: 'Сравнение: 2 объекта' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row', { name: /^Доступность/ })).toContainText('Даты не выбраны');
});

test('without JavaScript the comparison says it needs it and leads to the favourites', async ({ request }) => {
  // Chromium run by Playwright without JavaScript still parses <noscript> as text, so its content is read from the page.
  const html = await (await request.get('/comparare?lista=3,7,12')).text();
  const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
  expect(noscript).toContain('Comparația se face în browser, cu JavaScript activat.');
  expect(noscript).toMatch(/<a href="\/favorite"[^>]*>Înapoi la favorite<\/a>/);
});

test('the comparison passes the accessibility checks, with its table and with its message @phone', async ({ page }) => {
  await openComparison(page, '3,7,12');
  await expectNoViolations(page);
  await page.goto('/comparare?lista=abc');
  await expect(page.getByRole('heading', { name: 'Alegeți cel puțin două proprietăți' })).toBeVisible();
  await expectNoViolations(page);
});

test('a keyboard reaches the table, scrolls it with the arrows and reaches each property’s button @phone', async ({
  page,
}) => {
  await openComparison(page, '3,7,12');
  const region = page.getByRole('region', { name: 'Tabelul comparației, derulabil pe orizontală' });
  await tabTo(page, region);
  await expectVisibleFocus(page);
  if (isPhone(page)) {
    await press(page, 'ArrowRight', 6);
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  }
  for (const id of ['3', '7', '12']) {
    const button = page.getByRole('button', { name: `Selectați datele pentru ${byId(id).title}` });
    await tabTo(page, button);
    await expect(button).toBeInViewport();
  }
  await page.keyboard.press('Enter');
  await expect(bookingOf(page)).toBeVisible();
  await expect(bookingOf(page).getByText(byId('12').title, { exact: true })).toBeVisible();
});

for (const language of ['ro', 'en'] as const) {
  test(`the price row: each property's 'de la' price, or what the search's stay costs there (${language})`, async ({
    page,
  }) => {
    const texts = await priceTexts(language);
    const priced = catalogue.filter(hasPrices);
    // A property without prices between two with, the first of them the one the stay is chosen for.
    const compared = [priced[0]!, catalogue.find((property) => !property.prices)!, priced.at(-1)!];
    const stay = acrossSeasons(priced[0]!.prices, buildDay(), 3);
    const priceRow = async () => {
      const table = page.getByRole('table');
      await expect(table).toBeVisible();
      return (await readRows(table)).find((row) => row.header === texts.t('prices.compareRow'))?.values;
    };
    const address = localizedPath(`/comparare?lista=${compared.map((property) => property.id).join(',')}`, language);

    await page.goto(address);
    // A narrow column may break a price between its amount and its currency: a plain space there, not a no-break one.
    const breakable = (price: string) => price.replace(/(\d)\u00a0(?=\p{L})/gu, '$1 ');
    expect(await priceRow()).toEqual(
      compared.map((property) =>
        property.prices
          ? breakable(fromText(texts, fromPrice(property.prices, buildDay())))
          : texts.t('property.priceOnRequest'),
      ),
    );

    await storeSearch(page, { location: '', checkInDate: stay.checkIn, checkOutDate: stay.checkOut, guests: 3 });
    await page.goto(address);
    // The party within each property's capacity, as its booking button's wizard keeps it.
    const expected = compared.map((property) => {
      const quote = quoteStay(property.prices, { ...stay, guests: Math.min(3, property.guests) }, townTax(property));
      return quote ? breakable(quoteSummary(texts, quote)) : texts.t('property.priceOnRequest');
    });
    await expect.poll(priceRow).toEqual(expected);
  });
}
