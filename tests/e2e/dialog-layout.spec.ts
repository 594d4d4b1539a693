// The booking wizard as a guest meets it on a phone and on laptops: its main control and the way back are on its
// first screen at every step, nothing is shown twice, and no notice ever covers it or lingers once its cause is gone.
import { expect, test, type Locator, type Page } from '../support/test';
import {
  bookingOf,
  chooseStay,
  dayAfter,
  dayButton,
  nextDayOfYear,
  openFromCard,
  quoteOf,
  referenceIn,
  requestNotice,
  whatsappMessage,
} from '../support/booking';
import { minimumStay, minimumText, quoteSummary } from '../../src/features/prices';
import { textsIn } from '../../src/i18n';
import { readCatalogue } from '../support/catalogue';
import { dayFromToday, storeSearch } from '../support/islands';

const catalogue = readCatalogue();

/** Whether a press at the centre of `control` lands on it (nothing drawn over it), as a finger or a mouse would. */
async function reachable(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return Boolean(hit && (hit === element || element.contains(hit)));
  });
}

/** Fails unless `control` is whole inside the viewport and inside the dialog's panel, as it is drawn now. */
async function expectOnFirstScreen(page: Page, dialog: Locator, control: Locator): Promise<void> {
  await expect(control).toBeVisible();
  const box = (await control.boundingBox())!;
  const panel = (await dialog.locator('[data-dialog-panel]').boundingBox())!;
  const viewport = page.viewportSize()!;
  const name = (await control.textContent())?.trim();
  expect(box.y, `${name}: top`).toBeGreaterThanOrEqual(Math.max(0, panel.y));
  expect(box.y + box.height, `${name}: bottom`).toBeLessThanOrEqual(Math.min(viewport.height, panel.y + panel.height));
  expect(await reachable(control), `${name}: nothing over it`).toBe(true);
}

const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 }, tag: '@phone-only' },
  { name: 'laptop', viewport: { width: 1280, height: 720 }, tag: '' },
  { name: 'wide laptop', viewport: { width: 1366, height: 768 }, tag: '' },
];

for (const { name, viewport, tag } of widths) {
  test.describe(`${name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test(
      `every step's main control and the way back are on the dialog's first screen ${tag}`.trim(),
      async ({ page }) => {
        const property = catalogue.find((p) => p.guests >= 4)!;
        await page.goto('/');
        const dialog = await openFromCard(page, property);
        await expectOnFirstScreen(page, dialog, dialog.getByRole('button', { name: 'Continuați' }));
        await expectOnFirstScreen(page, dialog, dialog.getByRole('button', { name: 'Închideți' }));

        await chooseStay(dialog, 12, 15);
        await dialog.getByRole('button', { name: 'Continuați' }).click();
        await expect(dialog.getByRole('heading', { name: 'Numărul de oaspeți' })).toBeVisible();
        await expectOnFirstScreen(page, dialog, dialog.getByRole('button', { name: 'Continuați' }));
        await expectOnFirstScreen(page, dialog, dialog.getByRole('button', { name: 'Înapoi' }));

        await dialog.getByRole('button', { name: 'Continuați' }).click();
        await expect(dialog.getByRole('heading', { name: 'Date de contact' })).toBeVisible();
        await expectOnFirstScreen(page, dialog, dialog.getByRole('button', { name: 'Trimite cererea' }));
        await expectOnFirstScreen(page, dialog, dialog.getByRole('button', { name: 'Înapoi' }));
      },
    );

    test(
      `from a complete search the details are shown once, and the send control is on the first screen ${tag}`.trim(),
      async ({ page }) => {
        const property = catalogue.find((p) => p.guests >= 3)!;
        await page.goto('/');
        await storeSearch(page, {
          location: '',
          checkInDate: dayFromToday(30),
          checkOutDate: dayFromToday(34),
          guests: 3,
        });
        await page.goto(`/apartment/${property.id}`);
        await page.getByRole('complementary').getByRole('button', { name: 'Selectați datele' }).click();
        const dialog = bookingOf(page);
        await expect(dialog.getByRole('heading', { name: 'Date de contact' })).toBeVisible();
        await expect(dialog.getByRole('region', { name: 'Detaliile rezervării' })).toContainText(property.title);
        await expect(dialog.getByRole('region', { name: 'Cererea finală' })).toHaveCount(0);
        await expect(dialog.getByText(property.title, { exact: true })).toHaveCount(1);
        await expectOnFirstScreen(page, dialog, dialog.getByRole('button', { name: 'Trimite cererea' }));
        await expectOnFirstScreen(page, dialog, dialog.getByRole('button', { name: 'Înapoi' }));
      },
    );
  });
}

for (const language of ['ru', 'ro'] as const) {
  test(`on a phone the first step shows, without scrolling, why the earlier days are closed and then the stay's total (${language}) @phone-only`, async ({
    page,
  }) => {
    const texts = await textsIn(language);
    const { t } = texts;
    // The penthouse in August: the longest title, a season's minimum of four nights, a total in thousands; August
    // 2027 spans six weeks of the calendar.
    const property = catalogue.find((candidate) => candidate.id === '14')!;
    const checkIn = nextDayOfYear('08-10');
    const minimum = minimumStay(property.prices, checkIn);
    const checkOut = dayAfter(checkIn, minimum.nights);
    const quote = quoteOf(property, { checkIn, checkOut, guests: 2 })!;
    await page.goto(language === 'ro' ? '/apartment/14' : `/${language}/apartment/14`);
    await page
      .getByRole('complementary')
      .getByRole('button', { name: t('property.selectDates') })
      .click();
    const dialog = page.getByRole('dialog', { name: t('booking.title') });
    const calendar = dialog.locator('.rdp-root');
    // As the guest sees the step: scrolled to its top.
    const fromTheTop = () => dialog.locator('.overflow-y-auto').evaluate((steps) => steps.scrollTo(0, 0));

    await (await dayButton(calendar, checkIn)).click();
    await fromTheTop();
    await expectOnFirstScreen(page, dialog, dialog.getByText(minimumText(texts, minimum), { exact: true }));
    await expectOnFirstScreen(page, dialog, dialog.getByRole('button', { name: t('booking.next') }));

    await (await dayButton(calendar, checkOut)).click();
    await fromTheTop();
    await expectOnFirstScreen(page, dialog, dialog.getByText(quoteSummary(texts, quote), { exact: true }));
    await expectOnFirstScreen(page, dialog, dialog.getByRole('button', { name: t('booking.next') }));
    // Whole, not cut: the total's line is as tall as its text.
    const total = dialog.getByText(quoteSummary(texts, quote), { exact: true });
    expect(await total.evaluate((line) => line.scrollHeight <= line.clientHeight + 1)).toBe(true);
  });
}

test('the confirmation of a request never covers the next wizard, and is there again once it closes @phone', async ({
  page,
  context,
}) => {
  const [first, second] = catalogue.filter((p) => p.guests >= 2);
  await page.goto('/');
  await storeSearch(page, { location: '', checkInDate: dayFromToday(20), checkOutDate: dayFromToday(22), guests: 2 });
  await page.reload();
  let dialog = await openFromCard(page, first!);
  await dialog.getByLabel('Nume').fill('Ana Pop');
  await dialog.getByLabel('Telefon').fill('+40 712 345 678');
  await whatsappMessage(context, () => dialog.getByRole('link', { name: 'Trimite cererea' }).click());
  const confirmation = requestNotice(page);
  await expect(confirmation).toBeVisible();
  await expect(dialog).toBeHidden();

  dialog = await openFromCard(page, second!);
  await expect(confirmation).toBeHidden();
  for (const control of [
    dialog.getByRole('button', { name: 'Închideți' }),
    dialog.getByRole('heading', { name: 'Cerere de rezervare' }),
    dialog.getByRole('heading', { name: 'Date de contact' }),
    dialog.getByLabel('Nume'),
  ])
    expect(await reachable(control), String(await control.textContent())).toBe(true);
  await dialog.getByRole('button', { name: 'Închideți' }).click();
  await expect(dialog).toBeHidden();

  // The request is not lost: its confirmation and what it offers are back on the page.
  await expect(confirmation).toBeVisible();
  for (const action of [
    confirmation.getByRole('link', { name: 'Deschideți din nou WhatsApp' }),
    confirmation.getByRole('button', { name: 'Copiați mesajul' }),
    confirmation.getByRole('link', { name: /^Sunați/ }),
  ])
    expect(await reachable(action)).toBe(true);
});

test('a notice about a problem leaves as soon as the problem is gone @phone', async ({ page }) => {
  const property = catalogue.find((p) => p.guests >= 2)!;
  await page.goto('/');
  const dialog = await openFromCard(page, property);
  await dialog.getByRole('button', { name: 'Continuați' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Selectați datele' });
  await expect(alert).toBeVisible();
  // Nothing of the notice stays over the wizard's controls while it is shown.
  expect(await reachable(dialog.getByRole('button', { name: 'Continuați' }))).toBe(true);
  await chooseStay(dialog, 8, 10);
  // Well before a plain notice's six seconds would end.
  await expect(alert).toHaveCount(0, { timeout: 1000 });

  await dialog.getByRole('button', { name: 'Continuați' }).click();
  await dialog.getByRole('button', { name: 'Continuați' }).click();
  await dialog.getByRole('button', { name: 'Trimite cererea' }).click({ force: true });
  const contacts = page.getByRole('alert').filter({ hasText: 'Completați contactele' });
  await expect(contacts).toBeVisible();
  await dialog.getByLabel('Nume').fill('Ana');
  await expect(contacts).toBeVisible();
  await dialog.getByLabel('Telefon').fill('0712345678');
  await expect(contacts).toHaveCount(0, { timeout: 1000 });
});

/**
 * What inside `container` reaches past its left or right edge, or past the window's, as drawn now: elements and
 * lines of text, and any box that scrolls sideways. Text only a screen reader reads is left out.
 */
function overflowing(container: Locator): Promise<string[]> {
  return container.evaluate((root) => {
    const frame = root.getBoundingClientRect();
    const left = Math.max(frame.left, 0) - 0.5;
    const right = Math.min(frame.right, document.documentElement.clientWidth) + 0.5;
    const found: string[] = [];
    const named = (node: Node) => `${node.nodeName.toLowerCase()} “${(node.textContent ?? '').trim().slice(0, 40)}”`;
    const outside = (node: Node, box: DOMRect) => {
      if (box.width > 0 && box.height > 0 && (box.left < left || box.right > right))
        found.push(
          `${named(node)}: ${Math.round(box.left)} to ${Math.round(box.right)}, in ${Math.round(left)} to ${Math.round(right)}`,
        );
    };
    const shown = (element: Element) => !element.closest('.sr-only') && element.checkVisibility();
    for (const element of [root, ...root.querySelectorAll('*')]) {
      if (!shown(element)) continue;
      // A field's text scrolls inside it (a long address in the share link's box): that is the field's own.
      const field = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
      if (!field && element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible')
        found.push(`${named(element)} scrolls sideways: ${element.scrollWidth} in ${element.clientWidth}`);
      outside(element, element.getBoundingClientRect());
    }
    const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      if (!text.textContent?.trim() || !text.parentElement || !shown(text.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const line of range.getClientRects()) outside(text, line);
    }
    return found;
  });
}

/** Guests' first messages the offline assistant answers with suggestion cards, per language. */
const ASKED = {
  ro: 'Căutăm cazare în Constanța pentru 2 persoane, cu parcare',
  en: 'Hi! We are a family of 4 looking for a place with a pool in Mamaia',
  ru: 'Констанца, 2 человека, с парковкой',
} as const;

for (const { name, viewport, tag } of widths.slice(0, 2)) {
  test(
    `nothing in the wizard, the chat or the shortlist's panel is wider than its container, in every language, ${name} ${tag}`.trim(),
    async ({ page, context }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const saved = catalogue
        .filter((property) => property.guests >= 2)
        .slice(0, 3)
        .map((property) => property.id);
      // The list saved, and a complete search made: the wizard opens at its last step, its details the longest.
      const search = { location: '', checkInDate: dayFromToday(30), checkOutDate: dayFromToday(34), guests: 2 };
      await page.addInitScript(
        ({ ids, search }) => {
          localStorage.setItem('shortlist', JSON.stringify(ids));
          sessionStorage.setItem('search', JSON.stringify(search));
        },
        { ids: saved, search },
      );
      for (const language of ['ro', 'en', 'ru'] as const) {
        const { t } = await textsIn(language);
        await page.goto(language === 'ro' ? '/favorite' : `/${language}/favorite`);
        const check = async (container: Locator, what: string) =>
          expect.soft(await overflowing(container), `${language} ${what}`).toEqual([]);

        // The shortlist's panel, its ways to share open.
        await page.getByRole('button', { name: t('shortlist.share') }).click();
        await check(page.locator('#share-panel'), 'the shortlist’s panel');

        // Every step of the wizard. From the search, it opens at the contacts with the stay's details; back to the
        // dates, and forward again to the contacts with the request's summary; then the confirmation once sent.
        await page
          .getByRole('button', { name: t('card.selectDates') })
          .first()
          .click();
        const wizard = page.getByRole('dialog', { name: t('booking.title') });
        const panel = wizard.locator('[data-dialog-panel]');
        await wizard.getByLabel(t('booking.name')).fill('Ana Pop');
        await wizard.getByLabel(t('booking.phone')).fill('+40 712 345 678');
        await expect(wizard.getByRole('link', { name: t('booking.send') })).toBeVisible();
        await check(panel, 'the wizard’s contacts with the details');
        await wizard.getByRole('button', { name: t('booking.back') }).click();
        await expect(wizard.getByRole('heading', { name: t('booking.step2.title') })).toBeVisible();
        await check(panel, 'the wizard’s guests');
        await wizard.getByRole('button', { name: t('booking.back') }).click();
        await expect(wizard.getByRole('grid').first()).toBeVisible();
        await check(panel, 'the wizard’s dates');
        await wizard.getByRole('button', { name: t('booking.next') }).click();
        await wizard.getByRole('button', { name: t('booking.next') }).click();
        await expect(wizard.getByRole('link', { name: t('booking.send') })).toBeVisible();
        await check(panel, 'the wizard’s contacts and summary');
        const message = await whatsappMessage(context, () =>
          wizard.getByRole('link', { name: t('booking.send') }).click(),
        );
        const confirmation = page
          .getByRole('status')
          .filter({ hasText: t('booking.recordedTitle', { reference: referenceIn(message) }) });
        await expect(confirmation).toBeVisible();
        await check(confirmation, 'the request’s confirmation');
        await confirmation.getByRole('button', { name: t('notices.close') }).click();

        // The chat, with the guest's message, the answer and its suggestion cards.
        if (viewport.width < 1024) await page.getByRole('button', { name: t('nav.openMenu') }).click();
        await page.locator('header [data-open-assistant]:visible').click();
        const chat = page.getByRole('dialog', { name: t('chat.title') });
        const input = chat.getByRole('textbox', { name: t('chat.messageLabel') });
        await input.fill(ASKED[language]);
        await input.press('Enter');
        await expect(
          chat
            .getByRole('list', { name: t('chat.suggestions') })
            .getByRole('listitem')
            .first(),
        ).toBeVisible();
        await check(chat.locator('[data-dialog-panel]'), 'the chat');
      }
    },
  );
}
