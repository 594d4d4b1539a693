import { expect, test, type Page } from '../support/test';
import { shortestAmong } from '../../src/features/prices';
import { textsIn } from '../../src/i18n';
import { formatDay } from '../../src/lib/dates';
import { dayAfter, nextDayOfYear } from '../support/booking';
import { readCatalogue } from '../support/catalogue';
import { dayFromToday, dayInCalendar, pickDay, searchBarReady } from '../support/islands';
import { romanianFound } from '../support/romanian';
import { placeRestored } from '../support/settle';

const catalogue = readCatalogue();
const inCity = (city: string, minGuests = 0) =>
  catalogue.filter((p) => p.location.startsWith(city) && p.guests >= minGuests);

async function openHome(page: Page) {
  await page.goto('/');
  await searchBarReady(page);
}

const cards = (page: Page) => page.locator('#properties-section article:visible');
const searchButton = (page: Page) => page.getByRole('button', { name: 'Căutați' });

/** A search from the home page's bar: `town`, the days `from` and `to` days from today, and `moreGuests` above two. */
async function searchFromHome(page: Page, town: string, from: number, to: number, moreGuests = 0): Promise<void> {
  await openHome(page);
  await page.getByLabel('Oraș').selectOption(town);
  await pickDay(page, 'Check-in', dayFromToday(from));
  await pickDay(page, 'Check-out', dayFromToday(to));
  for (let added = 0; added < moreGuests; added += 1)
    await page.getByRole('button', { name: 'Mai mulți oaspeți' }).click();
  await searchButton(page).click();
}

test('the date pickers are Romanian, start on Monday and refuse days in the past @phone', async ({ page }) => {
  await openHome(page);
  await page.getByRole('button', { name: /^Check-in/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Check-in' });
  await expect(calendar.locator('thead th').first()).toHaveText('lu');
  await expect(calendar.locator('thead th').last()).toHaveText('du');
  await expect(calendar.locator(`[data-day="${dayFromToday(0)}"] button`)).toBeEnabled();
  // Yesterday cannot be chosen, whichever month it falls in: on the first of a month it belongs to the month before,
  // drawn beside today's as a hidden day, and disabled there as in its own month, a press back away.
  const yesterday = dayFromToday(-1);
  await expect(calendar.locator(`[data-day="${yesterday}"] button:enabled`)).toHaveCount(0);
  await expect(await dayInCalendar(calendar, yesterday)).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
});

test('check-out refuses days before check-in; choosing check-in keeps check-out; pickers close on a choice', async ({
  page,
}) => {
  await openHome(page);
  // A check-in in mid-month, so the days around it show in the same calendar month.
  let offset = 10;
  while (Number(dayFromToday(offset).slice(8)) < 3 || Number(dayFromToday(offset).slice(8)) > 26) offset++;
  await pickDay(page, 'Check-in', dayFromToday(offset));
  await expect(page.getByRole('dialog', { name: 'Check-in' })).toBeHidden();
  await page.getByRole('button', { name: /^Check-out/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Check-out' });
  await expect(calendar.locator(`[data-day="${dayFromToday(offset - 1)}"] button`)).toBeDisabled();
  await expect(calendar.locator(`[data-day="${dayFromToday(offset + 1)}"] button`)).toBeEnabled();
  await page.keyboard.press('Escape');
  await pickDay(page, 'Check-out', dayFromToday(offset + 3));
  await pickDay(page, 'Check-in', dayFromToday(offset - 2));
  await expect(page.getByRole('button', { name: /^Check-out/ })).not.toContainText('Selectați data');
});

test('the guest stepper goes from 1 to 20 and disables its buttons at the bounds; a search for 20 that matches nothing says so', async ({
  page,
}) => {
  // Twenty-odd clicks through pickers and the stepper: give a busy machine the time they take.
  test.slow();
  await openHome(page);
  const fewer = page.getByRole('button', { name: 'Mai puțini oaspeți' });
  const more = page.getByRole('button', { name: 'Mai mulți oaspeți' });
  const value = page.getByRole('group', { name: 'Oaspeți' }).locator('output');
  await expect(value).toHaveText('2');
  await fewer.click();
  await expect(value).toHaveText('1');
  await expect(fewer).toBeDisabled();
  for (let i = 1; i < 20; i++) await more.click();
  await expect(value).toHaveText('20');
  await expect(more).toBeDisabled();

  // No property in Eforie Sud takes twenty.
  await page.getByLabel('Oraș').selectOption('Eforie Sud');
  await pickDay(page, 'Check-in', dayFromToday(3));
  await pickDay(page, 'Check-out', dayFromToday(4));
  await searchButton(page).click();
  const empty = page.locator('[data-properties-empty]');
  await expect(empty).toBeVisible();
  await expect(empty).toHaveText('Nu s-au găsit proprietăți. Încercați să modificați parametrii de căutare.');
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText(`0 din ${catalogue.length}`, { exact: true })).toBeVisible();
});

test('a full search filters the list, shows the strip and clears back to everything @phone', async ({ page }) => {
  // Twenty-odd clicks through pickers and the stepper: give a busy machine the time they take.
  test.slow();
  await openHome(page);
  await expect(searchButton(page)).toBeDisabled();
  await page.getByLabel('Oraș').selectOption('Constanța');
  await expect(searchButton(page)).toBeDisabled();
  await pickDay(page, 'Check-in', dayFromToday(5));
  await expect(searchButton(page)).toBeDisabled();
  await pickDay(page, 'Check-out', dayFromToday(8));
  for (let i = 2; i < 4; i++) await page.getByRole('button', { name: 'Mai mulți oaspeți' }).click();
  await expect(searchButton(page)).toBeEnabled();
  await searchButton(page).click();

  const expected = inCity('Constanța', 4);
  await expect(
    page.getByRole('heading', { name: `Proprietăți în Constanța (${romanianFound(expected.length)})` }),
  ).toBeVisible();
  await expect(page.getByText(`${expected.length} din ${catalogue.length}`, { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(expected.length);
  await expect(page.locator('#properties-section').getByRole('heading', { level: 3 })).toHaveText(
    expected.map((p) => p.title),
  );
  // The list's top comes to the top of the screen, below the fixed header's room (the page's scroll padding), where
  // it lies once the strip has replaced the taller row of towns: not where it lay before the search.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const room = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
        return Math.abs(document.getElementById('properties-section')!.getBoundingClientRect().top - room);
      }),
    )
    .toBeLessThan(1);

  const strip = page.locator('[data-search-strip]');
  await expect(strip.getByText('Rezultate pentru:')).toBeVisible();
  await expect(strip.getByRole('listitem')).toHaveText([
    'Constanța',
    /^\d{1,2} \p{L}+\.? \d{4} – \d{1,2} \p{L}+\.? \d{4}$/u,
    '4 oaspeți',
  ]);
  await expect(page.getByRole('heading', { name: 'Alegeți locația' })).toBeHidden();

  await strip.getByRole('button', { name: 'Ștergeți filtrele' }).click();
  await expect(page.getByRole('heading', { name: 'Toate proprietățile', exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(catalogue.length);
  await expect(page.getByRole('heading', { name: 'Alegeți locația' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Oaspeți' }).locator('output')).toHaveText('2');
  await expect(page.getByLabel('Oraș')).toHaveValue('');
});

test('a search’s results have an address of their own: opened on another phone it shows the same results, and clearing the search leaves the bare address @phone', async ({
  page,
  browser,
}) => {
  await searchFromHome(page, 'Mamaia-Sat', 6, 9, 1);
  const expected = inCity('Mamaia-Sat', 3);
  const heading = `Proprietăți în Mamaia-Sat (${romanianFound(expected.length)})`;
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page).toHaveURL(`/#oras=Mamaia-Sat&sosire=${dayFromToday(6)}&plecare=${dayFromToday(9)}&oaspeti=3`);

  // Another visitor, with nothing stored, opens the address.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL ?? '' });
  const shared = await other.newPage();
  await shared.goto(page.url());
  await expect(shared.getByRole('heading', { name: heading })).toBeVisible();
  await expect(cards(shared)).toHaveCount(expected.length);
  await expect(shared.locator('[data-search-strip]').getByRole('listitem')).toHaveText([
    'Mamaia-Sat',
    /^\d{1,2} \p{L}+\.? \d{4} – \d{1,2} \p{L}+\.? \d{4}$/u,
    '3 oaspeți',
  ]);
  // Its search is the tab's from then on: a reload keeps it.
  await shared.reload();
  await expect(shared.getByRole('heading', { name: heading })).toBeVisible();
  await other.close();

  await page.locator('[data-search-strip]').getByRole('button', { name: 'Ștergeți filtrele' }).click();
  await expect(page.getByRole('heading', { name: 'Toate proprietățile', exact: true })).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('within the page, the menu’s way to the list keeps the search’s address, and another search’s address pasted in the tab shows that search', async ({
  page,
}) => {
  await searchFromHome(page, 'Constanța', 6, 9);
  const address = `/#oras=Constan%C8%9Ba&sosire=${dayFromToday(6)}&plecare=${dayFromToday(9)}&oaspeti=2`;
  await expect(page).toHaveURL(address);

  await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
  await page.getByRole('banner').getByRole('link', { name: 'Proprietăți', exact: true }).click();
  await expect(page.locator('#properties-section').getByRole('heading', { level: 2 })).toBeInViewport();
  await expect(page).toHaveURL(address);

  // The address of another search, pasted in the same tab: only its fragment differs.
  const expected = inCity('Mamaia-Sat', 3);
  await page.goto(`/#oras=Mamaia-Sat&sosire=${dayFromToday(6)}&plecare=${dayFromToday(9)}&oaspeti=3`);
  await expect(
    page.getByRole('heading', { name: `Proprietăți în Mamaia-Sat (${romanianFound(expected.length)})` }),
  ).toBeVisible();
  await expect(cards(page)).toHaveCount(expected.length);
});

test('the town buttons set or clear the town at once and show which is chosen; the hidden cards are hidden from assistive technology and the new count is announced', async ({
  page,
}) => {
  await openHome(page);
  const row = page.locator('#locations-section');
  for (const city of ['Eforie Sud', 'Constanța', 'Mamaia-Sat']) {
    await row.getByRole('button', { name: city }).click();
    await expect(row.getByRole('button', { name: city })).toHaveAttribute('aria-pressed', 'true');
    await expect(row.getByRole('button', { name: 'Toate locațiile' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('heading', { name: `Proprietăți în ${city}`, exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(inCity(city).length);
    await expect(page.getByRole('article')).toHaveCount(inCity(city).length);
    await expect(page.locator('[data-properties-announcer]')).toHaveText(
      `Proprietăți în ${city}: ${inCity(city).length} din ${catalogue.length}`,
    );
  }
  await row.getByRole('button', { name: 'Toate locațiile' }).click();
  await expect(row.getByRole('button', { name: 'Toate locațiile' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(catalogue.length);
});

test('the search survives a visit to a property page and the way back', async ({ page }) => {
  await searchFromHome(page, 'Mamaia-Sat', 20, 23);
  const expected = inCity('Mamaia-Sat', 2);
  await expect(cards(page)).toHaveCount(expected.length);
  await page.getByRole('link', { name: expected[0]!.title, exact: true }).click();
  await expect(page).toHaveURL(`/apartment/${expected[0]!.id}`);
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('search') ?? '{}').location)).toBe('Mamaia-Sat');
  await page.getByRole('link', { name: /Înapoi/ }).click();
  await expect(
    page.getByRole('heading', { name: `Proprietăți în Mamaia-Sat (${romanianFound(expected.length)})` }),
  ).toBeVisible();
  await expect(cards(page)).toHaveCount(expected.length);
  // The list is put back where the visitor left it first (the saved position is then forgotten); then up to the bar.
  await placeRestored(page);
  await searchBarReady(page);
  await expect(page.getByLabel('Oraș')).toHaveValue('Mamaia-Sat');
});

test("a disabled 'Căutați' says what is still to choose, once the visitor has begun", async ({ page }) => {
  await page.goto('/');
  await searchBarReady(page);
  const submit = page.getByRole('button', { name: 'Căutați' });
  await expect(submit).toBeDisabled();
  await expect(submit).not.toHaveAccessibleDescription(/./);
  await pickDay(page, 'Check-in', dayFromToday(10));
  await expect(submit).toHaveAccessibleDescription('Mai alegeți orașul și data de check-out pentru a căuta.');
  await pickDay(page, 'Check-out', dayFromToday(12));
  await expect(submit).toHaveAccessibleDescription('Mai alegeți orașul pentru a căuta.');
  await page.getByLabel('Oraș').selectOption('Eforie Sud');
  await expect(submit).toBeEnabled();
  await expect(submit).not.toHaveAccessibleDescription(/./);
});

test("the check-out's calendar closes the days no property of the town could be booked for, and says why", async ({
  page,
}) => {
  const { t, count } = await textsIn('ro');
  const checkIn = nextDayOfYear('07-06');
  /** The shortest stay from the check-in at any property of `town` (of every town for ''), from their files. */
  const shortest = (town: string) => shortestAmong(town ? inCity(town) : catalogue, checkIn);
  const nights = shortest('Constanța');
  // Every property in Constanța asks for more than a night in July; some elsewhere has no prices (one night).
  expect(nights).toBeGreaterThan(1);
  expect(shortest('')).toBe(1);

  await openHome(page);
  await page.getByLabel('Oraș').selectOption('Constanța');
  await pickDay(page, 'Check-in', checkIn);
  await page.getByRole('button', { name: /^Check-out/ }).click();
  let calendar = page.getByRole('dialog', { name: 'Check-out' });
  await expect(
    calendar.getByText(t('search.shortestStay', { day: formatDay(checkIn, 'ro'), nights: count(nights, 'night') })),
  ).toBeVisible();
  for (let night = 1; night < nights; night++)
    await expect(await dayInCalendar(calendar, dayAfter(checkIn, night))).toBeDisabled();
  await (await dayInCalendar(calendar, dayAfter(checkIn, nights))).click();
  await expect(calendar).toBeHidden();
  await expect(searchButton(page)).toBeEnabled();

  // Over every town, a property without a minimum takes the next day, and nothing needs saying.
  await page.getByLabel('Oraș').selectOption('');
  await page.getByRole('button', { name: /^Check-out/ }).click();
  calendar = page.getByRole('dialog', { name: 'Check-out' });
  await expect(await dayInCalendar(calendar, dayAfter(checkIn, 1))).toBeEnabled();
  await expect(calendar.getByText(/sejur/)).toHaveCount(0);
});

test('a search address with a town the site does not know prints no words of its own: the list is every town’s @phone', async ({
  page,
}) => {
  const everyTown = catalogue.filter((p) => p.guests >= 2);
  for (const words of ['Sunați acum la 0700 000 000 pentru reduceri', 'constructor']) {
    await page.goto(
      `/#oras=${encodeURIComponent(words)}&sosire=${dayFromToday(6)}&plecare=${dayFromToday(9)}&oaspeti=2`,
    );
    await expect(page.locator('#properties-section').getByRole('heading', { level: 2 })).toHaveText(
      `Toate proprietățile (${romanianFound(everyTown.length)})`,
    );
    await expect(cards(page)).toHaveCount(everyTown.length);
    await expect(page.locator('body')).not.toContainText(words === 'constructor' ? 'function' : words);
  }
});
