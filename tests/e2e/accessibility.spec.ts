// WCAG 2.1 A and AA (axe-core) on every page type and every open state, at desktop width and, where the
// layout differs, on a phone (@phone).
import { expect, test, type Locator, type Page } from '../support/test';
import { expectNoViolations } from '../support/axe';
import { bookingOf, chooseStay, takesStay } from '../support/booking';
import { readCatalogue } from '../support/catalogue';
import { chatOf, openChatFromHero, say } from '../support/chat';
import { dayFromToday, openGallery, pickDay, searchBarReady, storeSearch } from '../support/islands';
import { cardOf } from '../support/locators';

const catalogue = readCatalogue();
const property = catalogue.find((entry) => entry.images.length === 6)!;

// One axe pass over the home page (a card per property) takes 5-20 s on a small shared machine; some tests make two.
test.describe.configure({ timeout: 90_000 });

/** The home page (in the language of `path`) with its islands running: the search bar and every card carousel hydrated. */
async function openHydratedHome(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await searchBarReady(page);
  // The carousels hydrate when they come into view: pass over every card once.
  const carousels = page.locator('astro-island[component-url*="CardCarousel"]');
  for (const carousel of await carousels.all()) await carousel.scrollIntoViewIfNeeded();
  await expect(carousels.and(page.locator('[ssr]'))).toHaveCount(0);
}

/** Opens the booking wizard from the property page's side card. */
async function openBooking(page: Page): Promise<Locator> {
  await page.goto(`/apartment/${property.id}`);
  await page.getByRole('complementary').getByRole('button', { name: 'Selectați datele' }).click();
  const dialog = bookingOf(page);
  await expect(dialog.getByRole('heading', { name: 'Selectați datele' })).toBeVisible();
  return dialog;
}

/**
 * Chooses a stay from three days ahead in the wizard's calendar, two nights or its check-in's minimum (a season's,
 * around the New Year or in summer, can ask more), and goes to step 2.
 */
async function toGuestsStep(dialog: Locator): Promise<void> {
  let to = 5;
  while (!takesStay(property, 3, to)) to++;
  await chooseStay(dialog, 3, to);
  await dialog.getByRole('button', { name: 'Continuați' }).click();
  await expect(dialog.getByRole('heading', { name: 'Numărul de oaspeți' })).toBeVisible();
}

test.describe('home page', () => {
  test('islands hydrated: at the top with the header over the hero, then scrolled with the header white @phone', async ({
    page,
  }) => {
    await openHydratedHome(page);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'false');
    await expectNoViolations(page);

    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
    await expectNoViolations(page);
  });

  test('the check-in picker open, then the check-out picker after a check-in @phone', async ({ page }) => {
    await page.goto('/');
    await searchBarReady(page);
    await page.getByRole('button', { name: /^Check-in/ }).click();
    // The calendar itself, not the space held for it while its code loads.
    await expect(page.getByRole('dialog', { name: 'Check-in' }).getByRole('grid')).toBeVisible();
    await expectNoViolations(page);

    await page.keyboard.press('Escape');
    await pickDay(page, 'Check-in', dayFromToday(4));
    await page.getByRole('button', { name: /^Check-out/ }).click();
    await expect(page.getByRole('dialog', { name: 'Check-out' }).getByRole('grid')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the results strip after a search @phone', async ({ page }) => {
    await page.goto('/');
    await searchBarReady(page);
    await page.getByLabel('Oraș').selectOption('Constanța');
    await pickDay(page, 'Check-in', dayFromToday(6));
    await pickDay(page, 'Check-out', dayFromToday(9));
    await page.getByRole('button', { name: 'Căutați' }).click();
    await expect(page.locator('[data-search-strip]')).toBeVisible();
    await expectNoViolations(page);
  });

  test('a search that finds nothing', async ({ page }) => {
    await page.goto('/');
    // Twenty guests in Eforie Sud: no property takes that many.
    await storeSearch(page, {
      location: 'Eforie Sud',
      checkInDate: dayFromToday(3),
      checkOutDate: dayFromToday(4),
      guests: 20,
    });
    await page.reload();
    const empty = page.locator('[data-properties-empty]');
    await expect(empty).toBeVisible();
    // Read where a visitor reads it, as a search scrolls there, the header solid above it. At the page's top axe-core
    // 4.14 misplaces what lies under the fixed header: its grid puts there a section some 800 px further down (the
    // locations row, on this short page), where the browser's elementsFromPoint finds the dark hero, and it then
    // measures the header's white words against the page's light background. The header over the hero is checked by
    // the first test of this group.
    await empty.scrollIntoViewIfNeeded();
    await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
    await expectNoViolations(page);
  });

  test('the mobile menu, open @phone-only', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Deschideți meniul' }).click();
    await expect(page.getByRole('navigation', { name: 'Meniu' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('the 3D tour dialog @phone', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Tur Virtual 3D' }).click();
    await expect(page.getByRole('dialog', { name: 'Tur virtual 3D' })).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe('property page', () => {
  test('gallery hydrated, after moving to another photo @phone', async ({ page }) => {
    const gallery = await openGallery(page, property.id);
    await gallery.getByRole('button', { name: 'Imaginea următoare' }).click();
    await expect(gallery.getByText(`2 / ${property.images.length}`, { exact: true })).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe('booking wizard', () => {
  test('each step: the calendar, the guests, the contacts with the missing-contacts notice, then the confirmation once the request is sent, with its actions and the copy confirmation @phone', async ({
    page,
    context,
  }) => {
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    const dialog = await openBooking(page);
    await expectNoViolations(page);

    await toGuestsStep(dialog);
    await expectNoViolations(page);

    await dialog.getByRole('button', { name: 'Continuați' }).click();
    await expect(dialog.getByRole('heading', { name: 'Date de contact' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Trimite cererea' }).dispatchEvent('click');
    await expect(page.getByRole('alert')).toContainText('Completați contactele');
    await expectNoViolations(page);

    await dialog.getByLabel('Nume').fill('Ana');
    await dialog.getByLabel('Telefon').fill('0712');
    // The notice leaves once the contacts are there (dialog-layout.spec.ts): the confirmation is checked on its own.
    await expect(page.getByRole('alert').filter({ hasText: 'Completați contactele' })).toHaveCount(0);
    await dialog.getByRole('link', { name: 'Trimite cererea' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: /Cererea [2-9A-Z]{3}-\d{3} a ajuns la noi/ });
    await confirmation.getByRole('button', { name: 'Copiați mesajul' }).click();
    await expect(confirmation.getByText(/Mesajul a fost copiat|nu a putut fi copiat/)).toBeVisible();
    await expectNoViolations(page);
  });

  test('the shortcut from a complete search, straight at the contacts @phone', async ({ page }) => {
    await page.goto('/');
    await storeSearch(page, {
      location: 'Constanța',
      checkInDate: dayFromToday(10),
      checkOutDate: dayFromToday(12),
      guests: 2,
    });
    await page.reload();
    const target = catalogue.find((entry) => entry.location.startsWith('Constanța'))!;
    await cardOf(page, target).getByRole('button', { name: 'Selectați datele' }).click();
    await expect(bookingOf(page).getByRole('region', { name: 'Detaliile rezervării' })).toBeVisible();
    await expectNoViolations(page);
  });
});

test('the chat, after a reply with suggestion cards @phone', async ({ page }) => {
  await page.goto('/');
  await openChatFromHero(page);
  await say(page, 'Caut un apartament în Constanța pentru 4 persoane');
  await expect(chatOf(page).getByRole('list', { name: 'Proprietăți recomandate' })).toBeVisible();
  await expect(chatOf(page).getByRole('textbox')).toBeEnabled();
  await expectNoViolations(page);
});

test("a town's page, its search bar set to the town @phone", async ({ page }) => {
  await page.goto('/constanta');
  await searchBarReady(page);
  await expect(page.getByRole('combobox', { name: 'Oraș' })).toHaveValue('Constanța');
  await expectNoViolations(page);
});

test('the 404 page, then the unknown-property page @phone', async ({ page }) => {
  await page.goto('/nu-exista');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expectNoViolations(page);

  await page.goto('/apartment/99');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Proprietatea nu a fost găsită');
  await expectNoViolations(page);
});

test.describe('in English and Russian', () => {
  test('the English home page, its islands hydrated @phone', async ({ page }) => {
    await openHydratedHome(page, '/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoViolations(page);
  });

  test('a Russian property page with its languages open @phone', async ({ page }) => {
    await page.goto(`/ru/apartment/${property.id}`);
    await page.getByRole('button', { name: 'Выбрать язык' }).click();
    await expect(page.getByRole('link', { name: 'English' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('the Russian phone menu with its languages @phone-only', async ({ page }) => {
    await page.goto('/ru');
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await expect(page.getByRole('list', { name: 'Язык сайта' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('the Russian 404 page @phone', async ({ page }) => {
    const response = await page.goto('/ru/net-takoy-stranicy');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expectNoViolations(page);
  });
});
