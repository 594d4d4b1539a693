import { expect, type Locator, type Page, test } from '../support/test';
import {
  formatMoney,
  lineLabel,
  minimumStay,
  minimumText,
  quoteSummary,
  shownPriceLine,
  type Quote,
} from '../../src/features/prices';
import { IDLE_PREFETCH_ATTRIBUTE } from '../../src/browser/idle-prefetch';
import { textsIn } from '../../src/i18n';
import { readCatalogue } from '../support/catalogue';
import { dayFromToday, pickDay, searchBarReady, storeSearch } from '../support/islands';
import {
  bookingOf,
  chooseStay,
  dayAfter,
  dayButton,
  nextDayOfYear,
  openFromCard,
  quoteOf,
  referenceIn,
  shownPrice,
  takesStay,
  whatsappMessage,
} from '../support/booking';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { cardOf } from '../support/locators';

const catalogue = readCatalogue();
const dotted = (day: string) => day.split('-').reverse().join('.');

test('from a card: three steps, both notices, and a WhatsApp request that decodes to the message @phone', async ({
  page,
  context,
}) => {
  const property = catalogue.find((p) => p.guests === 4 && takesStay(p, 12, 15))!;
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
  // Every kind of stay is named as a property, the rooms and villas too.
  await expect(summary.locator('dt').first()).toHaveText('Proprietate');
  await expect(summary).toContainText('4 oaspeți');
  // What the site keeps of the request, and for how long, said before it is sent.
  await expect(dialog).toContainText(
    'Păstrăm cererea (numele, telefonul și sejurul) ca s-o putem confirma: 30 de zile după plecare dacă o confirmăm, altfel 30 de zile de la trimitere. Apoi o ștergem.',
  );
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
  const reference = referenceIn(message);
  expect(message).toBe(
    [
      'Bună ziua! Aș dori să rezerv:',
      `Cerere ${reference}`,
      `Proprietate: ${property.title}`,
      `Perioada: ${dotted(dayFromToday(12))} - ${dotted(dayFromToday(15))} (3 nopți)`,
      'Oaspeți: 4 oaspeți',
      ...(await shownPrice(property, { checkIn: dayFromToday(12), checkOut: dayFromToday(15), guests: 4 })),
      'Nume: Ștefan & Ana "Popescu" 🌊',
      'Telefon: +40 712 345 678',
    ].join('\n'),
  );
  // The site has the request, under the reference the WhatsApp message names, whether or not it is sent there.
  const confirmation = page.getByRole('status').filter({ hasText: `Cererea ${reference} a ajuns la noi` });
  await expect(confirmation).toContainText(
    'Vă răspundem pe WhatsApp sau la telefon. Mesajul din WhatsApp poartă aceeași referință; dacă îl trimiteți, continuăm discuția acolo.',
  );
  await expect(confirmation.getByRole('link', { name: 'Deschideți din nou WhatsApp' })).toBeVisible();
  await expect(confirmation.getByRole('button', { name: 'Copiați mesajul' })).toBeVisible();
  await expect(confirmation.getByRole('link', { name: /^Sunați la / })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cardOf(page, property).getByRole('button', { name: 'Selectați datele' })).toBeFocused();
});

test('back buttons go from 3 to 2 to 1, and closing resets the wizard', async ({ page }) => {
  const property = catalogue.filter((p) => takesStay(p, 5, 7))[4]!;
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
  const property = catalogue.find(
    (p) => p.location.startsWith('Mamaia-Sat') && p.guests >= 3 && p.prices && takesStay(p, 30, 34),
  )!;
  const dialog = await openFromCard(page, property);
  await expect(dialog.getByRole('heading', { name: 'Date de contact' })).toBeVisible();
  await expect(dialog.getByRole('list')).toHaveCount(0);
  const details = dialog.getByRole('region', { name: 'Detaliile rezervării' });
  await expect(details).toContainText(property.title);
  await expect(details).toContainText(property.location);
  await expect(details).toContainText('3 oaspeți');
  // The search's stay quoted for its guests, ending in its total.
  const quote = quoteOf(property, { checkIn: dayFromToday(30), checkOut: dayFromToday(34), guests: 3 });
  if (quote?.kind !== 'priced') throw new Error(`property ${property.id} quotes no price for the search`);
  const total = details.getByRole('table', { name: 'Prețul sejurului' }).getByRole('row').last();
  await expect(total.getByRole('rowheader')).toHaveText('Total');
  await expect(total.getByRole('cell')).toHaveText(formatMoney(quote.total, 'ro'));
});

test('searched guests above the capacity are capped and the visitor is told', async ({ page }) => {
  await page.goto('/');
  const small = catalogue.find((p) => p.guests === 2 && takesStay(p, 40, 41))!;
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
      .filter((entry) => /\/mount\.[\w-]+\.js$|\/dialog-properties(\/[\w-]+)?\.json$/.test(entry.name));
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
  // The idle preload is over once every file the page lists has come (a few at a time: the two above can be in
  // before the chunks they import), and the booking data with it.
  const listed = JSON.parse((await page.locator(`script[${IDLE_PREFETCH_ATTRIBUTE}]`).textContent()) ?? '[]');
  const dataFile = (await page.locator('[data-dialog-properties]').getAttribute('data-dialog-properties')) ?? '';
  await expect
    .poll(() =>
      page.evaluate(
        (files: string[]) =>
          files.filter(
            (file) =>
              !performance
                .getEntriesByName(new URL(file, location.href).href)
                .some((entry) => (entry as PerformanceResourceTiming).responseEnd > 0),
          ),
        [...listed, dataFile],
      ),
    )
    .toEqual([]);

  await page.context().setOffline(true);
  // Offline now: what the wizard needs to run was all fetched before.
  await page.getByRole('complementary').getByRole('button', { name: 'Selectați datele' }).click();
  await expect(bookingOf(page).getByText(property.title, { exact: true })).toBeVisible();
  await expect(bookingOf(page).getByRole('grid').first()).toBeVisible();
  await page.context().setOffline(false);
});

test('a visitor can complete a request with the keyboard alone', async ({ page, context }) => {
  // Only keys after the page loads: Tab to each control, arrows in the calendar, Enter to act, typing for text.
  // One night at least from tomorrow: the arrows step over days a longer minimum would close.
  const property = catalogue.find((p) => takesStay(p, 1, 2))!;
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
  await page.goto(`/apartment/${catalogue.filter((p) => takesStay(p, 4, 6))[6]!.id}`);
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

/** The dialogs' data: the whole catalogue's file (the sample's) or a property's own. */
const DIALOG_DATA = /\/dialog-properties(\/[\w-]+)?\.json$/;

test('the sample’s pages fetch their dialogs’ data in one request once idle, not a file per card', async ({ page }) => {
  await page.goto('/');
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .filter((path) => path.includes('dialog-properties')),
        ),
      { timeout: 15_000 },
    )
    .toEqual(['/dialog-properties.json']);
});

test('a dialog whose data could not be fetched closes, says so in the console, and opens at the next press', async ({
  page,
}) => {
  const property = catalogue[0]!;
  // The connection is down for the page's own early fetch and for the first press.
  await page.route(DIALOG_DATA, (route) => route.abort('internetdisconnected'));
  const reported = page.waitForEvent(
    'console',
    (message) => message.type() === 'error' && message.text().includes('could not be loaded'),
  );
  await page.goto('/');
  const button = cardOf(page, property).getByRole('button', { name: 'Selectați datele' });
  await button.click();
  await reported;
  await expect(bookingOf(page)).toHaveCount(0);

  await page.unroute(DIALOG_DATA);
  await button.click();
  await expect(bookingOf(page)).toBeVisible();
  await expect(bookingOf(page).getByText(property.title, { exact: true })).toBeVisible();
});

/** A quote the site gives a price for (the check-in's minimum met), or the test fails saying which it is not. */
function priced(quote: Quote | undefined): Quote & { kind: 'priced' } {
  if (quote?.kind !== 'priced') throw new Error(`expected a priced quote, got ${JSON.stringify(quote)}`);
  return quote;
}

/** A laptop's screen as the wizard's layout is checked at (the phone project keeps its 390x844). */
async function laptopAt720(page: Page): Promise<void> {
  if (page.viewportSize()!.width >= 1024) await page.setViewportSize({ width: 1280, height: 720 });
}

/** Fails unless every element of the open dialog's panel lies within the panel's width. */
async function expectWithinPanel(dialog: Locator): Promise<void> {
  const overflowing = await dialog.locator('[data-dialog-panel]').evaluate((panel) => {
    const { left, right } = panel.getBoundingClientRect();
    return [...panel.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < left - 0.5 || box.right > right + 0.5);
      })
      .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`);
  });
  expect(overflowing).toEqual([]);
}

// Property 7's prices: July and August ask for four nights at least, two guests are included and each one more pays.
const seaside = catalogue.find((p) => p.id === '7')!;

for (const language of ['ro', 'ru'] as const) {
  test(`a July stay at property 7 shows one total at step 1, in the summary and in the WhatsApp text (${language}) @phone`, async ({
    page,
    context,
  }) => {
    const texts = await textsIn(language);
    const { t } = texts;
    const checkIn = nextDayOfYear('07-06');
    const minimum = minimumStay(seaside.prices, checkIn);
    const checkOut = dayAfter(checkIn, minimum.nights);
    const [forTwo, forThree] = [2, 3].map((guests) => priced(quoteOf(seaside, { checkIn, checkOut, guests })));
    await laptopAt720(page);
    await page.goto(language === 'ro' ? '/apartment/7' : `/${language}/apartment/7`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('property.selectDates') })
      .click();
    const dialog = page.getByRole('dialog', { name: t('booking.title') });
    const calendar = dialog.locator('.rdp-root');

    await (await dayButton(calendar, checkIn)).click();
    await expect(dialog.getByText(minimumText(texts, minimum), { exact: true })).toBeVisible();
    await (await dayButton(calendar, checkOut)).click();
    await expect(dialog.getByText(quoteSummary(texts, forTwo!), { exact: true })).toBeVisible();
    await expect(dialog.getByText(minimumText(texts, minimum), { exact: true })).toHaveCount(0);

    // At the guests, the total follows them: the third guest pays the extra guest's price.
    await dialog.getByRole('button', { name: t('booking.next') }).click();
    await expect(dialog.getByText(quoteSummary(texts, forTwo!), { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: t('search.moreGuests') }).click();
    await expect(dialog.getByText(quoteSummary(texts, forThree!), { exact: true })).toBeVisible();
    expect(forThree!.total).toBeGreaterThan(forTwo!.total);

    await dialog.getByRole('button', { name: t('booking.next') }).click();
    const summary = dialog.getByRole('region', { name: t('booking.summary') });
    const table = summary.getByRole('table', { name: t('prices.quoteLabel') });
    const rows = table.getByRole('row');
    const expected = [
      ...forThree!.lines.map((line) => [lineLabel(texts, line), formatMoney(line.amount, language)]),
      [t('prices.totalLabel'), formatMoney(forThree!.total, language)],
    ];
    await expect(rows).toHaveCount(expected.length);
    for (const [index, [label, amount]] of expected.entries()) {
      await expect(rows.nth(index).getByRole('rowheader')).toHaveText(label!);
      await expect(rows.nth(index).getByRole('cell')).toHaveText(amount!);
    }
    // The amounts end at the table's right edge, one under the other.
    await summary.scrollIntoViewIfNeeded();
    const tableRight = (await table.boundingBox())!;
    for (const cell of await table.getByRole('cell').all()) {
      const box = (await cell.boundingBox())!;
      expect(Math.abs(box.x + box.width - (tableRight.x + tableRight.width))).toBeLessThan(1);
      expect(await cell.evaluate((element) => getComputedStyle(element).textAlign)).toBe('right');
    }
    await expectWithinPanel(dialog);

    await dialog.getByLabel(t('booking.name')).fill('Ana');
    await dialog.getByLabel(t('booking.phone')).fill('+40 712 345 678');
    const message = await whatsappMessage(context, () => dialog.getByRole('link', { name: t('booking.send') }).click());
    expect(message.split('\n')).toContain(shownPriceLine(texts, forThree!));
    expect(message).toContain(formatMoney(forThree!.total, language));
  });
}

test('a stay shorter than the check-in’s minimum cannot be finished, and searched dates shorter than it come back to step 1', async ({
  page,
}) => {
  const texts = await textsIn('en');
  const { t } = texts;
  const checkIn = nextDayOfYear('07-06');
  const minimum = minimumStay(seaside.prices, checkIn);
  expect(minimum.nights).toBeGreaterThan(1);
  await laptopAt720(page);
  await page.goto('/en/apartment/7');
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('property.selectDates') })
    .click();
  const dialog = page.getByRole('dialog', { name: t('booking.title') });
  const calendar = dialog.locator('.rdp-root');
  await (await dayButton(calendar, checkIn)).click();
  const rule = dialog.getByText(minimumText(texts, minimum), { exact: true });
  await expect(rule).toBeVisible();
  for (let night = 1; night < minimum.nights; night++)
    await expect(await dayButton(calendar, dayAfter(checkIn, night))).toBeDisabled();
  await expect(await dayButton(calendar, dayAfter(checkIn, minimum.nights))).toBeEnabled();
  // Pressed anyway, a closed day ends nothing: the wizard still asks for the dates.
  await (await dayButton(calendar, dayAfter(checkIn, 1))).click({ force: true });
  await dialog.getByRole('button', { name: t('booking.next') }).click();
  await expect(page.getByRole('alert')).toContainText(t('booking.datesMissingTitle'));
  await expect(dialog.getByRole('heading', { name: t('booking.step1.title') })).toBeVisible();
  await expect(rule).toBeVisible();

  // A search two nights long, at the same check-in: back at the dates, the check-in kept, the reason said.
  await page.keyboard.press('Escape');
  await storeSearch(page, {
    location: '',
    checkInDate: checkIn,
    checkOutDate: dayAfter(checkIn, minimum.nights - 1),
    guests: 2,
  });
  await page.reload();
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('property.selectDates') })
    .click();
  await expect(dialog.getByRole('heading', { name: t('booking.step1.title') })).toBeVisible();
  await expect(dialog.getByText(t('stay.shorterThanMinimum'), { exact: true })).toBeVisible();
  await expect(rule).toBeVisible();
  await expect(await dayButton(calendar, dayAfter(checkIn, minimum.nights - 1))).toBeDisabled();
  await (await dayButton(calendar, dayAfter(checkIn, minimum.nights))).click();
  await dialog.getByRole('button', { name: t('booking.next') }).click();
  await expect(dialog.getByRole('heading', { name: t('booking.step2.title') })).toBeVisible();
});

test('a property without prices shows no figure anywhere in the wizard or its message', async ({ page, context }) => {
  const property = catalogue.find((p) => p.id === '2')!;
  expect(property.prices).toBeUndefined();
  await page.goto(`/apartment/${property.id}`);
  await page.getByRole('banner').getByRole('button', { name: 'Selectați datele' }).click();
  const dialog = bookingOf(page);
  await chooseStay(dialog, 12, 15);
  await expect(dialog.getByText(/· 3 nopți$/)).toBeVisible();
  await expect(dialog).not.toContainText('lei');
  await dialog.getByRole('button', { name: 'Continuați' }).click();
  await dialog.getByRole('button', { name: 'Mai mulți oaspeți' }).click();
  await expect(dialog).not.toContainText('lei');
  await dialog.getByRole('button', { name: 'Continuați' }).click();
  await expect(dialog.getByRole('region', { name: 'Cererea finală' })).toContainText('3 oaspeți');
  await expect(dialog.getByRole('table')).toHaveCount(0);
  await expect(dialog).not.toContainText('lei');
  await dialog.getByLabel('Nume').fill('Ana');
  await dialog.getByLabel('Telefon').fill('0712 345 678');
  const message = await whatsappMessage(context, () => dialog.getByRole('link', { name: 'Trimite cererea' }).click());
  expect(message).not.toMatch(/Preț|lei/);
  expect(message.split('\n')).toHaveLength(7);
});
