// The booking wizard as a guest meets it on a phone and on laptops: its main control and the way back are on its
// first screen at every step, nothing is shown twice, and no notice ever covers it or lingers once its cause is gone.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { bookingOf, chooseStay, openFromCard, whatsappMessage } from '../support/booking';
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
  const confirmation = page.getByRole('status').filter({ hasText: 'Cerere trimisă!' });
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
