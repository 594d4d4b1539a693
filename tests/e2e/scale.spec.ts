// An agency's catalogue in a browser: 300 synthetic properties in 40 towns (tests/new-property/scale-build.ts), served
// as `npm start` serves a build. A guest pages through a large town's list by its pager, opens a card from page 2,
// comes back with the browser's Back to that page and the card's place, and books it through the wizard.
import { expect, test } from '@playwright/test';
import { scaleSite } from '../new-property/scale-build';
import { bookingOf, chooseStay, whatsappMessage } from '../support/booking';
import { SCALE_SITE_PORT, serveBuild } from '../support/servers';
import { settle } from '../support/settle';

// One build and one server for the file's journeys, in one worker.
test.describe.configure({ mode: 'serial' });

let site: Awaited<ReturnType<typeof serveBuild>>;

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  // The scale check of `npm test` leaves the build for this file; alone, or after an edit, it is built here (minutes).
  test.setTimeout(15 * 60_000);
  // Each width's journey has its own server: the two may run at once, in two workers.
  site = await serveBuild(await scaleSite(), SCALE_SITE_PORT + (testInfo.project.name === 'phone' ? 1 : 0));
});

test.afterAll(() => site?.stop());

test('a large town’s list: page 2 by its pager, a card opened and Back to its place there, then booked @phone', async ({
  page,
  context,
}) => {
  await page.goto(`${site.url}/eforie-sud`);
  const pager = page.getByRole('navigation', { name: 'Paginile listei' });
  await expect(pager.getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('link', { name: 'Pagina următoare' }).click();
  await expect(page).toHaveURL(`${site.url}/eforie-sud/2`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cazare în Eforie Sud, pagina 2');
  await expect(
    page.getByRole('navigation', { name: 'Paginile listei' }).getByRole('link', { name: 'Pagina 2' }),
  ).toHaveAttribute('aria-current', 'page');

  // The sixth card of page 2, screens below the top at both widths, scrolled to as a visitor would.
  const card = page.locator('[data-properties-grid] > li').nth(5);
  const title = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  await card.evaluate(async (element) => {
    while (element.getBoundingClientRect().top > innerHeight * 0.3) {
      window.scrollBy({ top: 300, behavior: 'instant' });
      await new Promise(requestAnimationFrame);
    }
  });
  const before = (await settle(card)).top;
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/apartment\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  await page.goBack();
  await expect(page).toHaveURL(`${site.url}/eforie-sud/2`);
  expect(Math.abs((await settle(card)).top - before), 'the card came back to its place').toBeLessThanOrEqual(40);

  // A week from a fortnight on: long enough for any of the sample prices' minimum stays.
  await card.getByRole('button', { name: 'Selectați datele' }).click();
  const dialog = bookingOf(page);
  await expect(dialog.locator('#booking-dialog-step')).toBeVisible();
  await expect(dialog.getByText(title, { exact: true })).toBeVisible();
  await chooseStay(dialog, 14, 21);
  await dialog.getByRole('button', { name: 'Continuați' }).click();
  await expect(dialog.getByRole('heading', { name: 'Numărul de oaspeți' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuați' }).click();
  await expect(dialog.getByRole('heading', { name: 'Date de contact' })).toBeVisible();
  await dialog.getByLabel('Nume').fill('Ana Popescu');
  await dialog.getByLabel('Telefon').fill('+40 712 345 678');
  const message = await whatsappMessage(context, () => dialog.getByRole('link', { name: 'Trimite cererea' }).click());
  expect(message).toContain(`Proprietate: ${title}`);
  expect(message).toContain('(7 nopți)');
});
