import { expect, test } from '@playwright/test';
import { readCatalogue } from '../support/catalogue';
import { dayFromToday, pickDay, searchBarReady, storeSearch } from '../support/islands';
import { bookingOf, chooseStay, openFromCard, whatsappMessage } from '../support/booking';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { cardOf } from '../support/locators';

const catalogue = readCatalogue();
const dotted = (day: string) => day.split('-').reverse().join('.');

test('from a card: three steps, both notices, and a WhatsApp request that decodes to the message @phone', async ({
  page,
  context,
}) => {
  const property = catalogue.find((p) => p.guests === 4)!;
  await page.goto('/');
  const dialog = await openFromCard(page, property);

  await expect(dialog.getByRole('listitem')).toHaveText(['1Date', '2Oaspeți', '3Contacte']);
  await expect(dialog.getByRole('heading', { name: 'Selectați datele' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: property.images[0]!.alt })).toBeVisible();
  await expect(dialog.getByText(property.title, { exact: true })).toBeVisible();
  await expect(dialog.getByText(property.location, { exact: true })).toBeVisible();
  await expect(dialog.locator('thead th').first()).toHaveText('lu');

  await dialog.getByRole('button', { name: 'Continuați' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Selectați datele');
  await expect(alert).toContainText('Vă rugăm să selectați datele de check-in și check-out');
  await expect(dialog.getByRole('heading', { name: 'Selectați datele' })).toBeVisible();

  await chooseStay(dialog, 12, 15);
  await expect(dialog.getByText(/· 3 nopți$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuați' }).click();

  await expect(dialog.getByRole('heading', { name: 'Numărul de oaspeți' })).toBeVisible();
  await expect(dialog.getByText('Maximum 4 oaspeți')).toBeVisible();
  const more = dialog.getByRole('button', { name: 'Mai mulți oaspeți' });
  await more.click();
  await more.click();
  await expect(more).toBeDisabled();
  await expect(dialog.locator('output')).toHaveText('4');
  await dialog.getByRole('button', { name: 'Continuați' }).click();

  await expect(dialog.getByRole('heading', { name: 'Date de contact' })).toBeVisible();
  await expect(dialog.getByLabel('Telefon')).toHaveAttribute('placeholder', '+40 712 345 678');
  await expect(dialog.getByText('Vă vom contacta prin WhatsApp pentru confirmare.')).toBeVisible();
  const summary = dialog.getByRole('region', { name: 'Cererea finală' });
  await expect(summary).toContainText(property.title);
  await expect(summary).toContainText('4 oaspeți');
  // Until the contacts are complete the control is an inactive button that says what is missing.
  const send = dialog.getByRole('button', { name: 'Trimite cererea' });
  await expect(send).toHaveAttribute('aria-disabled', 'true');
  await dialog.getByLabel('Nume').fill('   ');
  await send.click({ force: true });
  await expect(alert).toContainText('Completați contactele');
  await expect(alert).toContainText('Vă rugăm să indicați numele și telefonul');

  await dialog.getByLabel('Nume').fill('Ștefan & Ana "Popescu" 🌊');
  await dialog.getByLabel('Telefon').fill('+40 712 345 678');
  // Then it is a link to the WhatsApp chat, which the visitor follows.
  await expect(send).toHaveCount(0);
  const request = context.waitForEvent('request', (r) => r.url().startsWith('https://wa.me/'));
  const message = await whatsappMessage(context, () => dialog.getByRole('link', { name: 'Trimite cererea' }).click());
  const url = new URL((await request).url());
  expect(url.origin + url.pathname).toBe('https://wa.me/40741234567');
  expect(message).toBe(
    [
      'Bună ziua! Aș dori să rezerv:',
      `Apartament: ${property.title}`,
      `Perioada: ${dotted(dayFromToday(12))} - ${dotted(dayFromToday(15))} (3 nopți)`,
      'Oaspeți: 4 oaspeți',
      'Nume: Ștefan & Ana "Popescu" 🌊',
      'Telefon: +40 712 345 678',
    ].join('\n'),
  );
  const confirmation = page.getByRole('status').filter({ hasText: 'Cerere trimisă!' });
  await expect(confirmation).toContainText('Cererea dvs. a fost trimisă în WhatsApp. Vă vom contacta în curând.');
  await expect(dialog).toBeHidden();
  await expect(cardOf(page, property).getByRole('button', { name: 'Selectați datele' })).toBeFocused();
});

test('back buttons go from 3 to 2 to 1, and closing resets the wizard', async ({ page }) => {
  const property = catalogue[4]!;
  await page.goto('/');
  let dialog = await openFromCard(page, property);
  await chooseStay(dialog, 5, 7);
  await dialog.getByRole('button', { name: 'Continuați' }).click();
  await dialog.getByRole('button', { name: 'Continuați' }).click();
  await expect(dialog.getByRole('heading', { name: 'Date de contact' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Înapoi' }).click();
  await expect(dialog.getByRole('heading', { name: 'Numărul de oaspeți' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Înapoi' }).click();
  await expect(dialog.getByRole('heading', { name: 'Selectați datele' })).toBeVisible();
  await expect(dialog.getByText(/· 2 nopți$/)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  dialog = await openFromCard(page, property);
  await expect(dialog.getByRole('heading', { name: 'Selectați datele' })).toBeVisible();
  await expect(dialog.getByText(/nopți$/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Închideți' }).click();
  await expect(dialog).toBeHidden();
});

test('the property page opens booking from the sticky bar and from the side card @phone', async ({ page }) => {
  const property = catalogue[13]!;
  await page.goto(`/apartment/${property.id}`);
  await page.getByRole('banner').getByRole('button', { name: 'Selectați datele' }).click();
  await expect(bookingOf(page)).toBeVisible();
  await expect(bookingOf(page).getByText(property.title, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('complementary').getByRole('button', { name: 'Selectați datele' }).click();
  await expect(bookingOf(page)).toBeVisible();
  await expect(bookingOf(page).getByText(`Maximum`)).toHaveCount(0);
});

test('a complete search opens booking straight at the contacts, with the details block', async ({ page }) => {
  await page.goto('/');
  await searchBarReady(page);
  await page.getByLabel('Oraș').selectOption('Mamaia-Sat');
  await pickDay(page, 'Check-in', dayFromToday(30));
  await pickDay(page, 'Check-out', dayFromToday(34));
  await page.getByRole('button', { name: 'Mai mulți oaspeți' }).click();
  await page.getByRole('button', { name: 'Căutați' }).click();
  const property = catalogue.find((p) => p.location.startsWith('Mamaia-Sat') && p.guests >= 3)!;
  const dialog = await openFromCard(page, property);
  await expect(dialog.getByRole('heading', { name: 'Date de contact' })).toBeVisible();
  await expect(dialog.getByRole('list')).toHaveCount(0);
  const details = dialog.getByRole('region', { name: 'Detaliile rezervării' });
  await expect(details).toContainText(property.title);
  await expect(details).toContainText(property.location);
  await expect(details).toContainText('3 oaspeți');
});

test('searched guests above the capacity are capped and the visitor is told', async ({ page }) => {
  await page.goto('/');
  const small = catalogue.find((p) => p.guests === 2)!;
  await storeSearch(page, { location: '', checkInDate: dayFromToday(40), checkOutDate: dayFromToday(41), guests: 8 });
  await page.goto(`/apartment/${small.id}`);
  await page.getByRole('banner').getByRole('button', { name: 'Selectați datele' }).click();
  const details = bookingOf(page).getByRole('region', { name: 'Detaliile rezervării' });
  await expect(details).toContainText('2 oaspeți');
  await expect(details).toContainText('Proprietatea primește cel mult 2 oaspeți, așa că cererea este pentru 2.');
});

test('one guest reads "oaspete"', async ({ page }) => {
  await page.goto('/');
  await storeSearch(page, { location: '', checkInDate: dayFromToday(40), checkOutDate: dayFromToday(42), guests: 1 });
  await page.goto(`/apartment/${catalogue[0]!.id}`);
  await page.getByRole('banner').getByRole('button', { name: 'Selectați datele' }).click();
  await expect(bookingOf(page).getByRole('region', { name: 'Detaliile rezervării' })).toContainText('1 oaspete');
});

test('the dialog keeps focus inside, and its code arrives after the page has loaded, never with it', async ({
  page,
}) => {
  await page.goto(`/apartment/${catalogue[2]!.id}`);
  await page.getByRole('complementary').getByRole('button', { name: 'Selectați datele' }).click();
  const dialog = bookingOf(page);
  await expect(dialog.getByRole('heading', { name: 'Selectați datele' })).toBeVisible();
  const { loaded, wizardCode } = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const code = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/mount\.[\w-]+\.js$|dialog-properties\.json$/.test(entry.name));
    return { loaded: navigation!.loadEventEnd, wizardCode: code.map((entry) => entry.startTime) };
  });
  expect(wizardCode.length).toBeGreaterThan(1);
  for (const start of wizardCode) expect(start).toBeGreaterThanOrEqual(loaded);
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
});

test("once the page is idle the dialogs' code is preloaded, then made ready a module at a time; a dialog then opens without the network @phone", async ({
  page,
}) => {
  const property = catalogue[3]!;
  await page.goto(`/apartment/${property.id}`);
  /** Every request for a file of the wizard's or the assistant's code so far, and what it cost. */
  const codeRequests = () =>
    page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\/mount\.[\w-]+\.js$/.test(entry.name))
        .map((entry) => ({ bytes: entry.transferSize })),
    );
  // The page's own preload links fetch both dialogs' code, each file once; the dialogs' frames are still empty.
  await expect(page.locator('link[rel="modulepreload"][href*="/mount."]')).toHaveCount(2);
  await expect.poll(async () => (await codeRequests()).filter((request) => request.bytes > 0).length).toBe(2);
  await expect(page.locator('dialog[data-booking-dialog] [data-dialog-content]')).toBeEmpty();

  await page.context().setOffline(true);
  // Offline now: what the wizard needs to run was all fetched before.
  await page.getByRole('complementary').getByRole('button', { name: 'Selectați datele' }).click();
  await expect(bookingOf(page).getByText(property.title, { exact: true })).toBeVisible();
  await expect(bookingOf(page).getByRole('grid').first()).toBeVisible();
  await page.context().setOffline(false);
});

test('a visitor can complete a request with the keyboard alone', async ({ page, context }) => {
  // Only keys after the page loads: Tab to each control, arrows in the calendar, Enter to act, typing for text.
  const property = catalogue[6]!;
  await page.goto(`/apartment/${property.id}`);
  const opener = page.getByRole('complementary').getByRole('button', { name: 'Selectați datele' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = bookingOf(page);
  await expect(dialog).toBeVisible();
  await expectVisibleFocus(page);
  // Into the calendar: today's cell takes focus; arrows move, Enter chooses.
  await tabTo(page, dialog.locator(`[data-day="${dayFromToday(0)}"] button`));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/· 2 nopți$/)).toBeVisible();
  await expectVisibleFocus(page);
  await tabTo(page, dialog.getByRole('button', { name: 'Continuați' }));
  await page.keyboard.press('Enter');
  // Each new step's title takes focus, so the visitor is never left on <body>.
  await expect(dialog.getByRole('heading', { name: 'Numărul de oaspeți' })).toBeFocused();
  await expectVisibleFocus(page);
  await tabTo(page, dialog.getByRole('button', { name: 'Continuați' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Date de contact' })).toBeFocused();
  await tabTo(page, dialog.getByLabel('Nume'), { max: 1 });
  await page.keyboard.type('Ana');
  await tabTo(page, dialog.getByLabel('Telefon'), { max: 1 });
  await page.keyboard.type('0712345678');
  const send = dialog.getByRole('link', { name: 'Trimite cererea' });
  await tabTo(page, send);
  expect(await whatsappMessage(context, () => page.keyboard.press('Enter'))).toContain('Nume: Ana');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expectVisibleFocus(page);
});

test("Back moves focus to the earlier step's title", async ({ page }) => {
  await page.goto(`/apartment/${catalogue[6]!.id}`);
  const opener = page.getByRole('complementary').getByRole('button', { name: 'Selectați datele' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = bookingOf(page);
  await chooseStay(dialog, 4, 6);
  await tabTo(page, dialog.getByRole('button', { name: 'Continuați' }));
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'Înapoi' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Selectați datele' })).toBeFocused();
  await expectVisibleFocus(page);
});

test('a dialog whose data could not be fetched closes, says so in the console, and opens at the next press', async ({
  page,
}) => {
  const property = catalogue[0]!;
  // The connection is down for the page's own early fetch and for the first press.
  await page.route('**/dialog-properties.json', (route) => route.abort('internetdisconnected'));
  const reported = page.waitForEvent(
    'console',
    (message) => message.type() === 'error' && message.text().includes('could not be loaded'),
  );
  await page.goto('/');
  const button = cardOf(page, property).getByRole('button', { name: 'Selectați datele' });
  await button.click();
  await reported;
  await expect(bookingOf(page)).toHaveCount(0);

  await page.unroute('**/dialog-properties.json');
  await button.click();
  await expect(bookingOf(page)).toBeVisible();
  await expect(bookingOf(page).getByText(property.title, { exact: true })).toBeVisible();
});
