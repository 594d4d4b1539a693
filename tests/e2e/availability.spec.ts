// The owners' calendars as visitors meet them: property 20 has an Airbnb export and a channel manager's feed on the
// fake iCal host; 17, 18 and 19 have feeds that fail (404, malformed, too slow); every other property has none.
import { expect, test } from '../support/test';
import { formatDay } from '../../src/lib/dates';
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
