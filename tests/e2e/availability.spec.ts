// The owners' calendars as visitors meet them: property 20 has an Airbnb export and a channel manager's feed on the
// fake iCal host; 17, 18 and 19 have feeds that fail (404, malformed, too slow); every other property has none.
import { expect, test, type Locator } from '../support/test';
import { formatAmount, formatMoney, nightRate, type PropertyPrices } from '../../src/features/prices';
import { textsIn } from '../../src/i18n';
import { formatDay } from '../../src/lib/dates';
import type { Language } from '../../src/lib/languages';
import { bookingOf } from '../support/booking';
import { readCatalogue } from '../support/catalogue';
import { FEED_NIGHTS } from '../support/fake-ical';
import { dayFromToday, dayInCalendar, pickDay, pickInCalendar, searchBarReady, storeSearch } from '../support/islands';
import { romanianFound } from '../support/romanian';

const catalogue = readCatalogue();
const withCalendars = catalogue.find((p) => p.id === '20')!;
// The Airbnb export's first block: taken from the night of `from` to the morning of `to`.
const [[from, to]] = FEED_NIGHTS.airbnb;

async function openBooking(page: import('@playwright/test').Page, id: string) {
  await page.goto(`/apartment/${id}`);
  await page.getByRole('complementary').getByRole('button', { name: 'Selectați datele' }).click();
  const dialog = bookingOf(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the wizard closes taken nights; a stay may end the morning they start, and never spans them @phone', async ({
  page,
}) => {
  const dialog = await openBooking(page, withCalendars.id);
  const calendar = dialog.locator('.rdp-root');
  // Neither the first nor a middle taken night can be a check-in; the morning the block ends can.
  await expect(await dayInCalendar(calendar, dayFromToday(from + 1))).toBeDisabled();
  await expect(await dayInCalendar(calendar, dayFromToday(from))).toBeDisabled();
  await expect(await dayInCalendar(calendar, dayFromToday(from))).toHaveAccessibleName(/, ocupat$/);
  await expect(await dayInCalendar(calendar, dayFromToday(to))).toBeEnabled();

  await pickInCalendar(calendar, dayFromToday(from - 3));
  // With a check-in chosen, the first taken night's morning is offered as the departure, the next nights are not.
  await expect(await dayInCalendar(calendar, dayFromToday(from))).toBeEnabled();
  await expect(await dayInCalendar(calendar, dayFromToday(from + 1))).toBeDisabled();
  await pickInCalendar(calendar, dayFromToday(from));
  await expect(dialog.getByText(/· 3 nopți$/)).toBeVisible();

  // A free day past the block cannot end a stay that starts before it: it becomes the new check-in, and the
  // visitor is told why.
  await pickInCalendar(calendar, dayFromToday(from - 2));
  await pickInCalendar(calendar, dayFromToday(to + 1));
  await expect(
    dialog.getByText(
      `Între aceste zile sunt nopți ocupate, așa că sosirea este acum ${formatDay(dayFromToday(to + 1))}. Alegeți ziua plecării.`,
    ),
  ).toBeVisible();
});

test('the property page shows the next two months, taken nights struck through, with a legend @phone', async ({
  page,
}) => {
  await page.goto(`/apartment/${withCalendars.id}`);
  const section = page.getByRole('region', { name: 'Disponibilitate' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('grid')).toHaveCount(2);
  const day = (offset: number) => section.locator(`[data-day="${dayFromToday(offset)}"]:not([data-outside])`);
  await expect(day(from)).toHaveClass(/rdp-taken/);
  await expect(day(to - 1)).toHaveClass(/rdp-taken/);
  await expect(day(to)).not.toHaveClass(/rdp-taken/);
  await expect(day(from)).toHaveAccessibleName(/, ocupat$/);
  await expect(section.getByRole('listitem')).toHaveText(['Liber', 'Ocupat']);
  // Read-only: nothing to press, and nothing to confirm since both feeds were read.
  await expect(section.getByRole('button')).toHaveCount(0);
  await expect(section.getByText(/WhatsApp/)).toHaveCount(0);
});

test('a search with dates lists only the properties free every night, and its counts say so', async ({ page }) => {
  const mamaia = catalogue.filter((p) => p.location.startsWith('Mamaia-Sat'));
  await page.goto('/');
  await searchBarReady(page);
  await page.getByLabel('Oraș').selectOption('Mamaia-Sat');
  await pickDay(page, 'Check-in', dayFromToday(from + 1));
  await pickDay(page, 'Check-out', dayFromToday(from + 2));
  await page.getByRole('button', { name: 'Căutați' }).click();
  const free = mamaia.filter((p) => p !== withCalendars);
  await expect(
    page.getByRole('heading', { name: `Proprietăți în Mamaia-Sat (${romanianFound(free.length)})` }),
  ).toBeVisible();
  await expect(page.getByText(`${free.length} din ${catalogue.length}`, { exact: true })).toBeVisible();
  await expect(page.locator('#properties-section').getByRole('heading', { level: 3 })).toHaveText(
    free.map((p) => p.title),
  );

  // A stay that ends the morning the block starts is free: the property is listed again. The properties whose
  // calendars could not be read (17, 18, 19) are listed throughout: nothing is blocked on their account.
  await storeSearch(page, {
    location: 'Mamaia-Sat',
    checkInDate: dayFromToday(from - 2),
    checkOutDate: dayFromToday(from),
    guests: 2,
  });
  // The home page without an address of its own shows the tab's stored search (a reload of the search's own address
  // would show that address's search).
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: `Proprietăți în Mamaia-Sat (${romanianFound(mamaia.length)})` }),
  ).toBeVisible();
});

test('a calendar that could not be read blocks nothing and says once that WhatsApp confirms', async ({ page }) => {
  const answer = (await (await page.request.get('/api/availability')).json()) as {
    properties: Record<string, { taken: string[][]; stale: boolean }>;
  };
  for (const id of ['17', '18', '19']) expect(answer.properties[id]).toMatchObject({ taken: [], stale: true });
  expect(answer.properties['20']?.stale).toBe(false);

  const notice =
    'Nu am putut verifica acum calendarul acestei proprietăți: disponibilitatea vă va fi confirmată pe WhatsApp.';
  await page.goto('/apartment/17');
  const section = page.getByRole('region', { name: 'Disponibilitate' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText(notice)).toHaveCount(1);
  const dialog = await openBooking(page, '17');
  await expect(dialog.getByText(notice)).toHaveCount(1);
  await expect(await dayInCalendar(dialog.locator('.rdp-root'), dayFromToday(from))).toBeEnabled();

  // Offline, or with the site's answer failing, it is the same: nothing blocked, one sentence.
  await page.route('**/api/availability', (route) => route.abort('internetdisconnected'));
  const offline = await openBooking(page, withCalendars.id);
  await expect(offline.getByText(notice)).toHaveCount(1);
  await expect(await dayInCalendar(offline.locator('.rdp-root'), dayFromToday(from))).toBeEnabled();
});

test('while the calendars are unknown (the store failing), the list and the calendars say so in Romanian @phone', async ({
  page,
}) => {
  // What the function answers while Netlify Blobs fails (netlify/functions/availability.ts), within two seconds.
  await page.route('**/api/availability', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json; charset=utf-8',
      headers: { 'retry-after': '30' },
      body: JSON.stringify({ error: { code: 'calendars_unknown', message: "The owners' calendars are unknown." } }),
    }),
  );
  await page.goto('/');
  await storeSearch(page, {
    location: 'Mamaia-Sat',
    checkInDate: dayFromToday(from + 1),
    checkOutDate: dayFromToday(from + 2),
    guests: 2,
  });
  await page.goto('/');
  const mamaia = catalogue.filter((p) => p.location.startsWith('Mamaia-Sat'));
  await expect(
    page.getByRole('heading', { name: `Proprietăți în Mamaia-Sat (${romanianFound(mamaia.length)})` }),
  ).toBeVisible();
  const list = page.locator('#properties-section');
  await expect(
    list.getByText(
      'Nu am putut verifica acum calendarele: nopțile ocupate nu sunt scoase din listă, iar disponibilitatea vă va fi confirmată pe WhatsApp.',
    ),
  ).toBeVisible();

  const notice =
    'Nu am putut verifica acum calendarul acestei proprietăți: disponibilitatea vă va fi confirmată pe WhatsApp.';
  // Without the search's dates, the wizard opens at its calendar.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`/apartment/${withCalendars.id}`);
  const section = page.getByRole('region', { name: 'Disponibilitate' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText(notice)).toHaveCount(1);
  const dialog = await openBooking(page, withCalendars.id);
  await expect(dialog.getByText(notice)).toHaveCount(1);
  // Neither free nor taken: nothing is closed on the calendars' account, and the sentence says why.
  await expect(await dayInCalendar(dialog.locator('.rdp-root'), dayFromToday(from))).toBeEnabled();
});

/**
 * Fails unless every day of `calendar` from today on that is not taken shows under its number that night's price at
 * `prices`, as `language` writes numbers, whole and legible, and says it in its name; a taken night or a past day
 * shows none.
 */
async function expectNightPrices(calendar: Locator, prices: PropertyPrices, language: Language): Promise<void> {
  const today = dayFromToday(0);
  const cells = calendar.locator('[data-day]:not([data-outside])');
  await expect(cells.first()).toBeVisible();
  const days = await cells.evaluateAll((found) =>
    found.map((cell) => {
      const price = cell.querySelector<HTMLElement>('[data-night-price]');
      const named = cell.querySelector('button') ?? cell;
      return {
        day: cell.getAttribute('data-day') ?? '',
        taken: cell.classList.contains('rdp-taken'),
        price: price?.textContent ?? null,
        name: named.getAttribute('aria-label') ?? '',
        size: price ? Number.parseFloat(getComputedStyle(price).fontSize) : 0,
        whole: price ? price.scrollWidth <= price.clientWidth + 1 && price.getBoundingClientRect().width > 0 : true,
      };
    }),
  );
  expect(
    days.some((day) => day.taken && day.day >= today),
    'a taken night among the days',
  ).toBe(true);
  for (const { day, taken, price, name, size, whole } of days) {
    if (day < today || taken) {
      expect(price, `${day}: no price`).toBeNull();
      continue;
    }
    const { rate } = nightRate(prices, day);
    expect(price, day).toBe(formatAmount(rate, language));
    expect(name, day).toContain(formatMoney(rate, language));
    expect(size, `${day}: legible`).toBeGreaterThanOrEqual(11);
    expect(whole, `${day}: whole`).toBe(true);
  }
}

for (const language of ['ru', 'en'] as const) {
  test(`each free day of the property page's months and of the wizard's calendar shows that night's price (${language}) @phone`, async ({
    page,
  }) => {
    const { t } = await textsIn(language);
    const prices = withCalendars.prices!;
    await page.goto(`/${language}/apartment/${withCalendars.id}`);
    const section = page.getByRole('region', { name: t('availability.title') });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('grid')).toHaveCount(2);
    // The taken nights arrive after the months are drawn.
    await expect(section.locator(`[data-day="${dayFromToday(from)}"]:not([data-outside])`)).toHaveClass(/rdp-taken/);
    await expectNightPrices(section, prices, language);
    await expect(section.getByText(t('availability.nightPrices'))).toBeVisible();

    await page
      .getByRole('complementary')
      .getByRole('button', { name: t('property.selectDates') })
      .click();
    const dialog = page.getByRole('dialog', { name: t('booking.title') });
    const calendar = dialog.locator('.rdp-root');
    // The month with the first taken night.
    await dayInCalendar(calendar, dayFromToday(from));
    await expect(calendar.locator(`[data-day="${dayFromToday(from)}"]:not([data-outside])`)).toHaveClass(/rdp-taken/);
    await expectNightPrices(calendar, prices, language);
  });
}

test('on a phone the property page’s months fill the width of their section @phone-only', async ({ page }) => {
  await page.goto(`/apartment/${withCalendars.id}`);
  const section = page.getByRole('region', { name: 'Disponibilitate' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('grid')).toHaveCount(2);
  const host = (await section.locator('[data-availability-host]').boundingBox())!;
  for (const grid of await section.getByRole('grid').all()) {
    const box = (await grid.boundingBox())!;
    expect(box.x).toBeCloseTo(host.x, 0);
    expect(box.width).toBeGreaterThanOrEqual(host.width - 2);
  }
});
