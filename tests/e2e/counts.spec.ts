// Every number the visitor reads next to a noun, in Romanian ('1 dormitor', '2 băi', '21 de nopți'), and how its figures
// are drawn.
import { expect, test } from '../support/test';
import { CONTACT_LIMITS } from '../../src/features/requests';
import { GUESTS } from '../../src/lib/stay';
import { bookingOf, chooseStay, whatsappMessage } from '../support/booking';
import { readCatalogue } from '../support/catalogue';
import { dayFromToday, pickDay, searchBarReady, storeSearch } from '../support/islands';
import { cardOf } from '../support/locators';
import { romanianCount } from '../support/romanian';

const catalogue = readCatalogue();
const guests = (count: number) => romanianCount(count, 'oaspete', 'oaspeți');
const reviews = (count: number) => romanianCount(count, 'recenzie', 'recenzii');
const characters = (count: number) => romanianCount(count, 'caracter', 'caractere');
const bathrooms = (count: number) => romanianCount(count, 'baie', 'băi');
/** The property that takes the largest party (20 guests if one ever does). */
const largest = catalogue.reduce((best, property) => (property.guests > best.guests ? property : best));

test('a card with one bedroom and one bathroom says "1 dormitor" and "1 baie" @phone', async ({ page }) => {
  const property = catalogue.find((p) => p.bedrooms === 1 && p.bathrooms === 1)!;
  await page.goto('/');
  const card = cardOf(page, property);
  await expect(card.getByRole('list').last().getByRole('listitem')).toHaveText([
    guests(property.guests),
    '1 dormitor',
    '1 baie',
  ]);
  await expect(card.getByText(reviews(property.reviews), { exact: true })).toHaveCount(1);
});

test('a search for one guest says "1 oaspete" in the results strip', async ({ page }) => {
  await page.goto('/');
  await storeSearch(page, {
    location: 'Constanța',
    checkInDate: dayFromToday(5),
    checkOutDate: dayFromToday(8),
    guests: 1,
  });
  await page.reload();
  const strip = page.locator('[data-search-strip]');
  await expect(strip.getByRole('listitem').last()).toHaveText('1 oaspete');
});

test('a search that leaves one property in a town says "(1 găsită)" in the heading', async ({ page }) => {
  const city = 'Constanța';
  const fits = (party: number) => catalogue.filter((p) => p.location.startsWith(city) && p.guests >= party);
  // The smallest party only one of the town's properties takes, counted from the catalogue.
  const party = Array.from({ length: GUESTS.max }, (_, index) => index + 1).find((size) => fits(size).length === 1);
  expect(party, `a party only one property in ${city} takes`).toBeDefined();
  await page.goto('/');
  await searchBarReady(page);
  await page.locator('#locations-section').getByRole('button', { name: city }).click();
  await expect(page.getByRole('heading', { name: `Proprietăți în ${city}`, exact: true })).toBeVisible();
  await expect(page.getByLabel('Oraș')).toHaveValue(city);
  await pickDay(page, 'Check-in', dayFromToday(5));
  await pickDay(page, 'Check-out', dayFromToday(8));
  const value = page.getByRole('group', { name: 'Oaspeți' }).locator('output');
  for (let size = GUESTS.initial; size < party!; size++)
    await page.getByRole('button', { name: 'Mai mulți oaspeți' }).click();
  for (let size = GUESTS.initial; size > party!; size--)
    await page.getByRole('button', { name: 'Mai puțini oaspeți' }).click();
  await expect(value).toHaveText(String(party));
  await page.getByRole('button', { name: 'Căutați' }).click();

  await expect(page.getByRole('heading', { name: `Proprietăți în ${city} (1 găsită)`, exact: true })).toBeVisible();
  await expect(page.getByText(`1 din ${catalogue.length}`, { exact: true })).toBeVisible();
  await expect(page.locator('[data-search-strip]').getByRole('listitem').last()).toHaveText(guests(party!));
});

test('a studio says what it is instead of "0 dormitoare", on its card and on its page @phone', async ({ page }) => {
  const studio = catalogue.find((p) => p.bedrooms === 0);
  expect(studio, 'a property without a separate bedroom').toBeDefined();
  await page.goto('/');
  const card = cardOf(page, studio!);
  await expect(card.getByRole('list').last().getByRole('listitem')).toHaveText([
    guests(studio!.guests),
    'Garsonieră',
    ...(studio!.bathrooms === undefined ? [] : [bathrooms(studio!.bathrooms)]),
  ]);
  await expect(card).not.toContainText(/\b0 (de )?dormitoare/);

  await page.goto(`/apartment/${studio!.id}`);
  const details = page.getByRole('region', { name: 'Detalii proprietate' });
  const bedrooms = details.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^Dormitoare$/ }) });
  await expect(bedrooms.locator('dd')).toHaveText('Garsonieră (fără dormitor separat)');
  await expect(page.getByRole('main')).not.toContainText(/Dormitoare\s*0\b/);
});

test('headings and every figure in the display font are lining, so a zero cannot pass for the letter o @phone', async ({
  page,
}) => {
  for (const path of ['/', `/apartment/${catalogue[0]!.id}`]) {
    await page.goto(path);
    // Every heading, including the list's, whose count arrives once a search is made.
    const headings = await page
      .locator('h1, h2, h3')
      .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).fontVariantNumeric));
    expect(headings.length).toBeGreaterThan(3);
    for (const style of headings) expect(style, path).toContain('lining-nums');
    // Any other text with figures set in Playfair Display (the hero's figures).
    const oldStyle = await page.locator('body *').evaluateAll((elements) =>
      elements
        .filter((element) => {
          const style = getComputedStyle(element);
          const ownText = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
          return (
            style.fontFamily.includes('Playfair Display') &&
            ownText.some((node) => /\d/.test(node.textContent ?? '')) &&
            !style.fontVariantNumeric.includes('lining-nums')
          );
        })
        .map((element) => element.textContent),
    );
    expect(oldStyle, path).toEqual([]);
  }
});

test('a property page counts its reviews and guests in Romanian @phone', async ({ page }) => {
  const property = catalogue.reduce((fewest, p) => (p.reviews < fewest.reviews ? p : fewest));
  await page.goto(`/apartment/${property.id}`);
  const header = page.getByRole('main').locator('header');
  await expect(header.getByText(reviews(property.reviews), { exact: true })).toBeVisible();
  await expect(header.getByText(guests(property.guests), { exact: true })).toBeVisible();
  const side = page.getByRole('complementary', { name: 'Clarificați prețul la rezervare' });
  await expect(side.getByText(reviews(property.reviews), { exact: true })).toBeVisible();
  await expect(side.getByText(guests(property.guests), { exact: true })).toBeVisible();
});

test('the booking wizard counts nights, guests and characters in Romanian @phone', async ({ page }) => {
  await page.goto(`/apartment/${largest.id}`);
  await page.getByRole('complementary').getByRole('button', { name: 'Selectați datele' }).click();
  const dialog = bookingOf(page);
  await chooseStay(dialog, 5, 26);
  await expect(dialog.getByText(/ · 21 de nopți$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuați' }).click();

  await expect(dialog.getByText(`Maximum ${guests(largest.guests)}`, { exact: true })).toBeVisible();
  const more = dialog.getByRole('button', { name: 'Mai mulți oaspeți' });
  while (await more.isEnabled()) await more.click();
  await dialog.getByRole('button', { name: 'Continuați' }).click();

  await expect(dialog.getByText(`0 din ${characters(CONTACT_LIMITS.name)}`, { exact: true })).toBeVisible();
  await expect(dialog.getByText(`0 din ${characters(CONTACT_LIMITS.phone)}`, { exact: true })).toBeVisible();
  await dialog.getByLabel('Nume').fill('Ana');
  await expect(dialog.getByText(`3 din ${characters(CONTACT_LIMITS.name)}`, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Cererea finală' })).toContainText(guests(largest.guests));
});

test('a 21-night request for the largest party reads "(21 de nopți)" in its WhatsApp message', async ({
  page,
  context,
}) => {
  // The visitor searched for 20 guests, the most the search allows; the property takes its capacity.
  await page.goto('/');
  await storeSearch(page, { location: '', checkInDate: dayFromToday(10), checkOutDate: dayFromToday(31), guests: 20 });
  await page.goto(`/apartment/${largest.id}`);
  await page.getByRole('complementary').getByRole('button', { name: 'Selectați datele' }).click();
  const dialog = bookingOf(page);
  const party = Math.min(20, largest.guests);
  await expect(dialog.getByRole('region', { name: 'Detaliile rezervării' })).toContainText(guests(party));
  await dialog.getByLabel('Nume').fill('Ana Popescu');
  await dialog.getByLabel('Telefon').fill('+40 712 345 678');
  const message = await whatsappMessage(context, () => dialog.getByRole('link', { name: 'Trimite cererea' }).click());
  const dotted = (day: string) => day.split('-').reverse().join('.');
  expect(message.split('\n')).toEqual(
    expect.arrayContaining([
      `Perioada: ${dotted(dayFromToday(10))} - ${dotted(dayFromToday(31))} (21 de nopți)`,
      `Oaspeți: ${guests(party)}`,
    ]),
  );
});
