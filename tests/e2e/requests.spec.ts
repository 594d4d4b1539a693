// Every request correct and never lost: the stay a request names, the way it leaves for WhatsApp, and the
// notices that say what happened. The journeys through what a phone shows otherwise (the wizard's calendar in its
// bottom sheet, the search bar's fields, the send link, a notice over the wizard) run at phone and desktop widths;
// those that check a rule, a message's words or the text a request sends, the same at any width, run once.
import { expect, test, type BrowserContext, type Locator, type Page } from '../support/test';
import { bookingOf, chooseStay, quoteOf, referenceIn, requestNotice, shownPrice, takesStay } from '../support/booking';
import { recordedAs } from '../support/requests';
import { readCatalogue, type CatalogueEntry } from '../support/catalogue';
import { botMessages, openChatFromHero, say } from '../support/chat';
import { dayFromToday, pickDay, pickInCalendar, searchBarReady, storeSearch } from '../support/islands';
import { cardOf } from '../support/locators';
import { doublePress } from '../support/touch';

const catalogue = readCatalogue();
/** The properties that take the stay a filled request names (12 to 15 days from today): its minimum met. */
const requestable = catalogue.filter((p) => takesStay(p, 12, 15));
const dotted = (day: string) => day.split('-').reverse().join('.');
const romanian = new Intl.DateTimeFormat('ro-RO', { day: 'numeric', month: 'short', year: 'numeric' });
const formatDay = (day: string) => romanian.format(new Date(`${day}T12:00:00`));

/** The WhatsApp chat a new tab is sent to, answered on loopback (the real site is out of reach in tests). */
async function fakeWhatsApp(context: BrowserContext): Promise<void> {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
}

/** The prefilled text of a wa.me link. */
const whatsappText = (url: string) => new URL(url).searchParams.get('text');

/** Opens the wizard from a card of the home page. */
async function openFromCard(page: Page, property: CatalogueEntry): Promise<Locator> {
  await cardOf(page, property).getByRole('button', { name: 'Selectați datele' }).click();
  const dialog = bookingOf(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A request for `property` filled up to the contacts: 12 to 15 days from today, 2 guests. */
async function fillRequest(
  page: Page,
  property: CatalogueEntry,
  name = 'Ana Pop',
  phone = '0712 345 678',
): Promise<Locator> {
  await page.goto('/');
  const dialog = await openFromCard(page, property);
  await chooseStay(dialog, 12, 15);
  await dialog.getByRole('button', { name: 'Continuați' }).click();
  await dialog.getByRole('button', { name: 'Continuați' }).click();
  await dialog.getByLabel('Nume').fill(name);
  await dialog.getByLabel('Telefon').fill(phone);
  return dialog;
}

/** The exact message a request of fillRequest says. */
const expectedMessage = async (property: CatalogueEntry, reference: string, name = 'Ana Pop', phone = '0712 345 678') =>
  [
    'Bună ziua! Aș dori să rezerv:',
    `Cerere ${reference}`,
    `Proprietate: ${property.title}`,
    `Perioada: ${dotted(dayFromToday(12))} - ${dotted(dayFromToday(15))} (3 nopți)`,
    'Oaspeți: 2 oaspeți',
    ...(await shownPrice(property, { checkIn: dayFromToday(12), checkOut: dayFromToday(15), guests: 2 })),
    `Nume: ${name}`,
    `Telefon: ${phone}`,
  ].join('\n');

const sendControl = (dialog: Locator) => dialog.getByRole('link', { name: 'Trimite cererea' });

test.describe('a stay is never empty, inverted or zero nights', () => {
  test('in the wizard a first click chooses the check-in only, and the stay needs a later day @phone', async ({
    page,
  }) => {
    const property = catalogue.find((p) => p.guests >= 2 && takesStay(p, 3, 4))!;
    await page.goto('/');
    const dialog = await openFromCard(page, property);
    const calendar = dialog.locator('.rdp-root');
    await pickInCalendar(calendar, dayFromToday(3));
    await expect(
      dialog.getByText(`Check-in: ${formatDay(dayFromToday(3))}. Alegeți acum ziua plecării.`),
    ).toBeVisible();
    // No stay yet: no line counts its nights (the calendar’s note on the nights’ prices is not one).
    await expect(dialog.getByText(/ · \d+ (?:de )?(?:nopți|noapte)$/)).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Continuați' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Selectați datele');
    await expect(alert).toContainText('Vă rugăm să selectați datele de check-in și check-out');
    await expect(dialog.getByRole('heading', { name: 'Selectați datele' })).toBeVisible();

    // The same day again is no stay: it stays the check-in.
    await pickInCalendar(calendar, dayFromToday(3));
    await expect(dialog.getByText(/^Check-in: /)).toBeVisible();
    await pickInCalendar(calendar, dayFromToday(4));
    await expect(
      dialog.getByText(`${formatDay(dayFromToday(3))} – ${formatDay(dayFromToday(4))} · 1 noapte`),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Continuați' }).click();
    await expect(dialog.getByRole('heading', { name: 'Numărul de oaspeți' })).toBeVisible();
  });

  test('in the wizard a stay over 30 nights is refused with its reason', async ({ page }) => {
    await page.goto('/');
    const dialog = await openFromCard(page, catalogue[1]!);
    const calendar = dialog.locator('.rdp-root');
    await pickInCalendar(calendar, dayFromToday(2));
    await pickInCalendar(calendar, dayFromToday(40));
    await expect(
      dialog.getByText('Un sejur poate avea cel mult 30 de nopți. Pentru o ședere mai lungă, scrieți-ne pe WhatsApp.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Continuați' }).click();
    await expect(dialog.getByRole('heading', { name: 'Selectați datele' })).toBeVisible();
    await pickInCalendar(calendar, dayFromToday(32));
    await expect(dialog.getByText(/· 30 de nopți$/)).toBeVisible();
  });

  test('in the search bar an inverted or too long stay is named beside the fields and cannot be searched @phone', async ({
    page,
  }) => {
    await page.goto('/');
    await searchBarReady(page);
    await page.getByLabel('Oraș').selectOption('Constanța');
    await pickDay(page, 'Check-in', dayFromToday(14));
    await pickDay(page, 'Check-out', dayFromToday(20));
    const search = page.getByRole('button', { name: 'Căutați' });
    await expect(search).toBeEnabled();

    // Choosing a check-in keeps the check-out: moved past it, the pair is refused and the visitor told why.
    await pickDay(page, 'Check-in', dayFromToday(26));
    const problem = page.getByText('Data de check-out trebuie să fie după data de check-in.');
    await expect(problem).toBeVisible();
    await expect(search).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Check-out/ })).toHaveAccessibleDescription(
      'Data de check-out trebuie să fie după data de check-in.',
    );

    await pickDay(page, 'Check-out', dayFromToday(70));
    await expect(
      page.getByText('Un sejur poate avea cel mult 30 de nopți. Pentru o ședere mai lungă, scrieți-ne pe WhatsApp.'),
    ).toBeVisible();
    await expect(problem).toHaveCount(0);
    await expect(search).toBeDisabled();

    await pickDay(page, 'Check-out', dayFromToday(28));
    await expect(page.locator('#search-dates-problem')).toBeEmpty();
    await search.click();
    await expect(page.getByText(`${formatDay(dayFromToday(26))} – ${formatDay(dayFromToday(28))}`)).toBeVisible();
  });

  test('a stored search with an inverted stay is dropped: no results strip, and booking asks for the dates', async ({
    page,
  }) => {
    await page.goto('/');
    await storeSearch(page, { location: '', checkInDate: dayFromToday(20), checkOutDate: dayFromToday(14), guests: 3 });
    await page.reload();
    await expect(page.getByText('Rezultate pentru:')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Toate locațiile' })).toBeVisible();
    const property = catalogue[2]!;
    const dialog = await openFromCard(page, property);
    await expect(dialog.getByRole('heading', { name: 'Selectați datele' })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Detaliile rezervării' })).toHaveCount(0);
  });

  test("the assistant's booking action with a past or inverted stay opens the wizard without it", async ({ page }) => {
    const property = catalogue.find((p) => p.guests >= 3)!;
    const stays = [
      [dayFromToday(20), dayFromToday(14)],
      [dayFromToday(-5), dayFromToday(-2)],
      [dayFromToday(5), dayFromToday(5)],
    ];
    let answer = 0;
    await page.route('**/api/ai-chat', (route) => {
      const [checkIn, checkOut] = stays[answer++]!;
      return route.fulfill({
        json: {
          message: 'Deschid formularul.',
          action: { type: 'open-booking', propertyId: property.id, checkIn, checkOut, guests: 3 },
        },
      });
    });
    await page.goto('/');
    for (let turn = 0; turn < stays.length; turn++) {
      await openChatFromHero(page);
      await say(page, `rezerv #${property.id}`);
      const dialog = bookingOf(page);
      await expect(dialog.getByRole('heading', { name: 'Selectați datele' })).toBeVisible();
      await expect(dialog.getByText(/nopți$/)).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Închideți' }).click();
      await expect(dialog).toBeHidden();
    }
  });
});

test.describe('a request is never lost', () => {
  test('with pop-ups blocked, the send control is a link the visitor follows to the exact message; the site records the request under the reference the message names @phone', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await fakeWhatsApp(context);
    await page.clock.install();
    // A blocker (or an in-app browser) that refuses script-opened windows.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    const property = requestable[3]!;
    const dialog = await fillRequest(page, property);
    const tab = context.waitForEvent('page');
    await sendControl(dialog).click();
    const whatsapp = await tab;
    await whatsapp.waitForLoadState();
    const message = whatsappText(whatsapp.url())!;
    const reference = referenceIn(message);
    expect(message).toBe(await expectedMessage(property, reference));
    await whatsapp.close();

    // The owner has it, whatever happens in WhatsApp, and the notice says so.
    const confirmation = requestNotice(page, `Cererea ${reference} a ajuns la noi`);
    await expect(confirmation).toContainText(
      'Vă răspundem pe WhatsApp sau la telefon. Mesajul din WhatsApp poartă aceeași referință; dacă îl trimiteți, continuăm discuția acolo.',
    );
    await expect(dialog).toBeHidden();
    // It leaves the site's header in view, at either width.
    const header = (await page.locator('header').first().boundingBox())!;
    expect((await confirmation.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    const [recorded, ...more] = await recordedAs(request, baseURL!, reference);
    expect(more).toEqual([]);
    expect(recorded).toMatchObject({
      propertyId: property.id,
      checkIn: dayFromToday(12),
      checkOut: dayFromToday(15),
      guests: 2,
      name: 'Ana Pop',
      phone: '0712 345 678',
      language: 'ro',
      shownStatus: 'new',
    });
    const quote = quoteOf(property, { checkIn: dayFromToday(12), checkOut: dayFromToday(15), guests: 2 });
    expect(recorded!.total).toBe(quote?.kind === 'priced' ? quote.total : null);
    // It stays to be acted on: the same chat again, and the number for visitors without WhatsApp.
    const again = confirmation.getByRole('link', { name: 'Deschideți din nou WhatsApp' });
    expect(whatsappText((await again.getAttribute('href'))!)).toBe(message);
    await expect(confirmation.getByRole('link', { name: 'Sunați la +40 741 234 567' })).toHaveAttribute(
      'href',
      'tel:+40741234567',
    );
    await page.clock.fastForward(60_000);
    await expect(confirmation).toBeVisible();
    const secondTab = context.waitForEvent('page');
    await again.click();
    expect(whatsappText((await secondTab).url())).toBe(message);
  });

  test('with the site out of reach the request is kept on the phone and told so, and goes out once the connection returns: one request however often it is sent @phone', async ({
    page,
    context,
    isMobile,
    request,
    baseURL,
  }) => {
    await fakeWhatsApp(context);
    // The function down: every try of the request fails at the network.
    await page.route('**/api/requests', (route) => route.abort('internetdisconnected'));
    const property = requestable[4]!;
    const dialog = await fillRequest(page, property);
    const tab = context.waitForEvent('page');
    // A double tap: its second tap, wherever the wizard is by then (still open, closing, or gone with the page back
    // and busy), must neither make a second request nor open WhatsApp again nor reach what the wizard covered (here a
    // card's link to its page).
    await doublePress(page, sendControl(dialog), isMobile);
    const reference = referenceIn(whatsappText((await tab).url())!);
    const kept = requestNotice(page, `Cererea ${reference} e păstrată pe acest dispozitiv`);
    await expect(kept).toContainText('O trimitem singuri când revine conexiunea');
    await expect(page).toHaveURL('/');
    expect(context.pages()).toHaveLength(2);
    expect(await recordedAs(request, baseURL!, reference)).toEqual([]);

    // The connection returns: the kept request goes out by itself, and the visitor is told.
    await page.unroute('**/api/requests');
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(requestNotice(page, `Cererea ${reference} a ajuns la noi`)).toContainText(
      'A plecat acum, după ce a revenit conexiunea.',
    );
    expect(await recordedAs(request, baseURL!, reference)).toHaveLength(1);
    // A reload sends nothing twice: the browser holds nothing more.
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('requests-outbox'))).toBeNull();
    expect(await recordedAs(request, baseURL!, reference)).toHaveLength(1);
  });

  test('a request closed with its tab before the site answered goes out at the next visit', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await fakeWhatsApp(context);
    await page.route('**/api/requests', (route) => route.abort('internetdisconnected'));
    const property = requestable[5]!;
    const dialog = await fillRequest(page, property, 'Ion Ionescu', '+40 733 000 111');
    const tab = context.waitForEvent('page');
    await sendControl(dialog).click();
    const reference = referenceIn(whatsappText((await tab).url())!);
    await expect(requestNotice(page, `Cererea ${reference} e păstrată pe acest dispozitiv`)).toBeVisible();
    await page.close();
    const next = await context.newPage();
    await next.goto(`/apartment/${property.id}`);
    await expect(requestNotice(next, `Cererea ${reference} a ajuns la noi`)).toBeVisible();
    expect(await recordedAs(request, baseURL!, reference)).toMatchObject([{ name: 'Ion Ionescu' }]);
  });

  test('with no new tab allowed, the visitor copies the exact message from the confirmation', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    // Every new tab is shut at once, as some in-app browsers do.
    context.on('page', (opened) => void opened.close());
    const property = requestable[6]!;
    const dialog = await fillRequest(page, property, 'Ion Ionescu', '+40 733 000 111');
    await sendControl(dialog).click();
    const confirmation = requestNotice(page);
    await confirmation.getByRole('button', { name: 'Copiați mesajul' }).click();
    await expect(confirmation.getByText('Mesajul a fost copiat.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await expectedMessage(property, referenceIn(copied), 'Ion Ionescu', '+40 733 000 111'));
    await confirmation.getByRole('button', { name: 'Închideți notificarea' }).click();
    await expect(confirmation).toHaveCount(0);
  });
});

test.describe('notices and limits say the truth', () => {
  test('a confirmation after a missing-contacts error is on top at once @phone', async ({ page, context }) => {
    await fakeWhatsApp(context);
    const property = requestable[6]!;
    const dialog = await fillRequest(page, property, '', '');
    await dialog.getByRole('button', { name: 'Trimite cererea' }).click({ force: true });
    await expect(page.getByRole('alert')).toContainText('Completați contactele');
    await dialog.getByLabel('Nume').fill('Ana');
    await dialog.getByLabel('Telefon').fill('0712');
    await sendControl(dialog).click();
    const title = page.getByRole('status').getByText(/^Cererea [2-9A-HJKMNP-Z]{3}-\d{3} a ajuns la noi$/);
    await expect(title).toBeVisible();
    // Nothing older is drawn over the new notice.
    const box = (await title.boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.textContent ?? '',
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop).toBe(await title.textContent());
  });

  test('a name over 80 characters or a phone over 30 is named with its limit; a name holding half an emoji from a bad paste is cleaned, and the request goes out', async ({
    page,
    context,
  }) => {
    await fakeWhatsApp(context);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const property = requestable[7]!;
    const dialog = await fillRequest(page, property, 'Ana '.repeat(21), '0712');
    const send = dialog.getByRole('button', { name: 'Trimite cererea' });
    await send.click({ force: true });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Numele este prea lung');
    await expect(alert).toContainText('Numele poate avea cel mult 80 de caractere.');
    await expect(alert).not.toContainText('Completați contactele');
    await dialog.getByLabel('Nume').fill('Ana');
    await dialog.getByLabel('Telefon').fill('0'.repeat(31));
    await send.click({ force: true });
    await expect(alert).toContainText('Telefonul este prea lung');
    await expect(alert).toContainText('Telefonul poate avea cel mult 30 de caractere.');
    await expect(dialog.getByLabel('Nume')).toHaveValue('Ana');

    await dialog.getByLabel('Telefon').fill('0712 345 678');
    // Typed through the field's own value setter, as a paste would leave it: 'Ana ' and a lone high surrogate.
    await dialog.getByLabel('Nume').evaluate((input: HTMLInputElement) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'Ana \uD83C');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await expect(dialog.getByLabel('Nume')).toHaveValue('Ana ');
    const tab = context.waitForEvent('page');
    await sendControl(dialog).click();
    const message = whatsappText((await tab).url())!;
    expect(message).toBe(await expectedMessage(property, referenceIn(message), 'Ana'));
    expect(errors).toEqual([]);
  });
});

test("the assistant's suggestions keep the stay it noted: 'Rezervați' opens at the contacts", async ({ page }) => {
  const [from, to] = [dayFromToday(20), dayFromToday(24)];
  const short = (day: string) => day.slice(5).split('-').reverse().join('.');
  await page.goto('/');
  const chat = await openChatFromHero(page);
  await say(page, `Caut cazare în Eforie Sud pe ${short(from)}-${short(to)} pentru 4 persoane`);
  await expect(botMessages(chat).nth(1)).toContainText(
    `Am notat: Eforie Sud, ${formatDay(from)} – ${formatDay(to)} (4 nopți), 4 oaspeți.`,
  );
  const suggestion = chat.getByRole('list', { name: 'Proprietăți recomandate' }).getByRole('listitem').first();
  const title = (await suggestion.getByRole('link').textContent())!.trim();
  await suggestion.getByRole('button', { name: `Rezervați: ${title}` }).click();
  const dialog = bookingOf(page);
  await expect(dialog.getByRole('heading', { name: 'Date de contact' })).toBeVisible();
  const details = dialog.getByRole('region', { name: 'Detaliile rezervării' });
  await expect(details).toContainText(title);
  await expect(details).toContainText(`${formatDay(from)} – ${formatDay(to)}`);
  await expect(details).toContainText('4 oaspeți');
});
