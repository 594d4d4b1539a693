// What a guest does with dates, on each of the calendar's edges (playwright.config.ts runs this file once per edge,
// the browser, this worker and the site's server all on that day; and once on the real day): the first and last of a
// month, the last days of December and the New Year's first half hour, the end of February, the two Sundays the
// clocks change. Every day below is counted from the edge's today, inside the tests.
import { formatDay } from '../../src/lib/dates';
import { formatMoney } from '../../src/features/prices';
import {
  bookingOf,
  chooseStay,
  quoteOf,
  referenceIn,
  requestNotice,
  takesStay,
  whatsappMessage,
} from '../support/booking';
import { readCatalogue } from '../support/catalogue';
import { botMessages, openChatFromHero, say } from '../support/chat';
import { dayFromToday, dayInCalendar, pickDay, searchBarReady } from '../support/islands';
import { recordedAs } from '../support/requests';
import { E2E_FEEDS } from '../support/servers';
import { expect, test } from '../support/test';

const catalogue = readCatalogue();
const dotted = (day: string) => day.split('-').reverse().join('.');

test('the search bar: today can be chosen and yesterday cannot, and a stay from today is searched with its days', async ({
  page,
}) => {
  // The edge's day is the worker's today, and the browser's (its calendar marks it as today).
  const edgeDay = /\((\d{4}-\d{2}-\d{2}) /.exec(test.info().project.name)?.[1];
  if (edgeDay) expect(dayFromToday(0)).toBe(edgeDay);
  await page.goto('/');
  await searchBarReady(page);
  await page.getByRole('button', { name: /^Check-in/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Check-in' });
  await expect(await dayInCalendar(calendar, dayFromToday(0))).toBeEnabled();
  await expect(calendar.locator(`[data-day="${dayFromToday(0)}"]:not([data-outside])`)).toHaveClass(/rdp-today/);
  await expect(calendar.locator(`[data-day="${dayFromToday(-1)}"] button:enabled`)).toHaveCount(0);
  await expect(await dayInCalendar(calendar, dayFromToday(-1))).toBeDisabled();
  await page.keyboard.press('Escape');

  await page.getByLabel('Oraș').selectOption('Constanța');
  await pickDay(page, 'Check-in', dayFromToday(0));
  // The first departure the town's properties allow for that check-in: three nights, or more when a season asks it.
  let nights = 3;
  await page.getByRole('button', { name: /^Check-out/ }).click();
  const out = page.getByRole('dialog', { name: 'Check-out' });
  while (await (await dayInCalendar(out, dayFromToday(nights))).isDisabled()) nights++;
  await (await dayInCalendar(out, dayFromToday(nights))).click();
  await page.getByRole('button', { name: 'Căutați' }).click();
  await expect(page.locator('[data-search-strip]').getByRole('listitem')).toHaveText([
    'Constanța',
    `${formatDay(dayFromToday(0), 'ro')} – ${formatDay(dayFromToday(nights), 'ro')}`,
    '2 oaspeți',
  ]);
});

test('a request from tomorrow: the wizard counts its nights and prices it by the rule, the message and the site carry the same days', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  // Tomorrow, for the shortest stay the property takes then (two nights at least, so the stay crosses a night).
  const property = catalogue.find((entry) => entry.prices && !(entry.id in E2E_FEEDS) && entry.guests >= 2)!;
  let to = 3;
  while (!takesStay(property, 1, to)) to++;
  const [checkIn, checkOut] = [dayFromToday(1), dayFromToday(to)];
  await page.goto(`/apartment/${property.id}`);
  await page.getByRole('complementary').getByRole('button', { name: 'Selectați datele' }).click();
  const dialog = bookingOf(page);
  await chooseStay(dialog, 1, to);
  const nights = to - 1;
  await expect(dialog.getByText(new RegExp(`· ${nights} nopți$`))).toBeVisible();
  const quote = quoteOf(property, { checkIn, checkOut, guests: 2 });
  expect(quote?.kind).toBe('priced');
  if (quote?.kind === 'priced') await expect(dialog).toContainText(formatMoney(quote.total, 'ro'));
  await dialog.getByRole('button', { name: 'Continuați' }).click();
  await dialog.getByRole('button', { name: 'Continuați' }).click();
  await dialog.getByLabel('Nume').fill('Ana Pop');
  await dialog.getByLabel('Telefon').fill('0712 345 678');
  const message = await whatsappMessage(context, () => dialog.getByRole('link', { name: 'Trimite cererea' }).click());
  expect(message).toContain(`Perioada: ${dotted(checkIn)} - ${dotted(checkOut)} (${nights} nopți)`);
  const reference = referenceIn(message);
  await expect(requestNotice(page, `Cererea ${reference} a ajuns la noi`)).toBeVisible();
  expect(await recordedAs(request, baseURL!, reference)).toMatchObject([
    { checkIn, checkOut, total: quote?.kind === 'priced' ? quote.total : null, shownStatus: 'new' },
  ]);
});

test("the assistant's 'from tomorrow' is tomorrow in Romania", async ({ page }) => {
  await page.goto('/');
  const chat = await openChatFromHero(page);
  await say(page, 'Caut cazare în Constanța pentru 2 persoane, pe 3 nopți de mâine');
  await expect(botMessages(chat).nth(1)).toContainText(
    `Am notat: Constanța, ${formatDay(dayFromToday(1), 'ro')} – ${formatDay(dayFromToday(4), 'ro')} (3 nopți), 2 oaspeți.`,
  );
});
