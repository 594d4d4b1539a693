// The list's filters beyond the town and the dates: the kind of stay, the 'de la' price, amenities and pets. Each
// choice says how many properties it leaves; the list shows those it leaves, and keeps them through a reload, the
// browser's Back, a shared address and a change of language.
import { expect, type Page, test } from '../support/test';
import { lowestPrice } from '../../src/features/prices';
import { type CatalogueEntry, readCatalogue } from '../support/catalogue';
import { searchBarReady } from '../support/islands';
import { switchLanguage } from '../support/languages';
import { romanianCount } from '../support/romanian';

const catalogue = readCatalogue();
// What the files say, read here on their own: an amenity counts when the file's starts with its words.
const has = (property: CatalogueEntry, words: string) =>
  property.amenities.some((amenity) => amenity === words || amenity.startsWith(`${words} `));
const withParking = catalogue.filter((property) => has(property, 'Parcare'));
const flatsWithParking = withParking.filter((property) => property.propertyType === 'Apartament întreg');
const suitesWithParking = withParking.filter((property) => property.propertyType === 'Suită premium');
const petsWelcome = catalogue.filter((property) => property.pets === 'allowed' || property.pets === 'on-request');

const shownIds = (page: Page) =>
  page
    .locator('#properties-section [data-properties-grid] > li:visible')
    .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset['propertyId']));
const ids = (properties: readonly CatalogueEntry[]) => properties.map(({ id }) => id);

async function openFilters(page: Page, name = 'Filtre') {
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a guest narrows the list by kind and amenity, each choice counted; the list keeps them through a reload, Back and another language @phone', async ({
  page,
}) => {
  expect(flatsWithParking.length).toBeGreaterThan(0);
  expect(flatsWithParking.length).toBeLessThan(withParking.length);
  await page.goto('/');
  await searchBarReady(page);
  let dialog = await openFilters(page);
  // Each choice shows what it leaves of the whole catalogue.
  await expect(dialog.getByRole('checkbox', { name: `Parcare (${withParking.length})` })).toBeVisible();
  await expect(
    dialog.getByRole('checkbox', { name: `Se acceptă animale de companie (${petsWelcome.length})` }),
  ).toBeVisible();
  await dialog.getByRole('checkbox', { name: /^Parcare/ }).check();
  // With parking chosen, a kind counts the stays of that kind with parking.
  await expect(dialog.getByRole('checkbox', { name: `Apartament întreg (${flatsWithParking.length})` })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: `Suită premium (${suitesWithParking.length})` })).toBeVisible();
  await dialog.getByRole('checkbox', { name: /^Apartament întreg/ }).check();
  const show = dialog.getByRole('button', { name: /^Afișați/ });
  await expect(show).toHaveText(`Afișați ${romanianCount(flatsWithParking.length, 'proprietate', 'proprietăți')}`);
  await show.click();
  await expect(dialog).toBeHidden();

  const opener = page.getByRole('button', { name: 'Filtre (2 filtre alese)' });
  await expect(opener).toBeFocused();
  await expect.poll(() => shownIds(page)).toEqual(ids(flatsWithParking));
  await expect(page.locator('[data-properties-count]')).toHaveText(
    `${flatsWithParking.length} din ${catalogue.length}`,
  );
  await expect(page).toHaveURL(/\/#tip=apartament&facilitati=parcare$/);

  await page.reload();
  await expect.poll(() => shownIds(page)).toEqual(ids(flatsWithParking));

  // A card opened from the filtered list, and the browser's own Back.
  const [first] = flatsWithParking;
  await page.getByRole('link', { name: first!.title, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/apartment/${first!.id}$`));
  await page.goBack();
  await expect.poll(() => shownIds(page)).toEqual(ids(flatsWithParking));
  await expect(page.getByRole('button', { name: 'Filtre (2 filtre alese)' })).toBeVisible();

  // The English page lists the same, and its filters say so in English.
  await switchLanguage(page, 'ro', 'en');
  await expect.poll(() => shownIds(page)).toEqual(ids(flatsWithParking));
  dialog = await openFilters(page, 'Filters');
  await expect(dialog.getByRole('checkbox', { name: `Entire apartment (${flatsWithParking.length})` })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /^Parking/ })).toBeChecked();
  // Cleared, the choices are all off; nothing changes until they are shown.
  await dialog.getByRole('button', { name: 'Clear all' }).click();
  await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /^Show/ })).toHaveText(`Show ${catalogue.length} properties`);
  await dialog.getByRole('button', { name: /^Show/ }).click();
  await expect.poll(() => shownIds(page)).toEqual(ids(catalogue));
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/?$/);
});

test('the price range and pets over a town, from a shared address; closing without showing changes nothing', async ({
  page,
}) => {
  const town = 'Constanța';
  const inTown = catalogue.filter((property) => property.location.startsWith(town));
  const upTo = 400;
  const cheap = inTown.filter((property) => {
    const price = lowestPrice(property.prices);
    return price !== undefined && price <= upTo;
  });
  const cheapWithPets = cheap.filter((property) => petsWelcome.includes(property));
  expect(cheap.length).toBeGreaterThan(cheapWithPets.length);

  // An address with the search in its query, as the site wrote it before the fragment held it.
  await page.goto(`/?oras=${encodeURIComponent(town)}&pret-max=${upTo}`);
  await searchBarReady(page);
  await expect.poll(() => shownIds(page)).toEqual(ids(cheap));
  const dialog = await openFilters(page);
  await expect(dialog.getByRole('spinbutton', { name: 'Maxim' })).toHaveValue(String(upTo));
  await expect(
    dialog.getByText(`${romanianCount(cheap.length, 'proprietate', 'proprietăți')} în acest interval`),
  ).toBeVisible();
  // The counts are the town's: the pets choice counts its cheap stays that take pets.
  await expect(
    dialog.getByRole('checkbox', { name: `Se acceptă animale de companie (${cheapWithPets.length})` }),
  ).toBeVisible();
  await dialog.getByRole('checkbox', { name: /^Se acceptă animale/ }).check();
  await dialog.getByRole('spinbutton', { name: 'Maxim' }).fill('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => shownIds(page)).toEqual(ids(cheap));
  await expect(page).toHaveURL(new RegExp(`/#oras=Constan%C8%9Ba&pret-max=${upTo}$`));
});

test('a list the filters leave empty offers to drop them, keeping the town @phone', async ({ page }) => {
  const town = 'Constanța';
  const inTown = catalogue.filter((property) => property.location.startsWith(town));
  // No villa in Constanța.
  expect(inTown.length).toBeGreaterThan(0);
  expect(inTown.filter((property) => property.propertyType === 'Vilă de lux')).toEqual([]);
  await page.goto(`/#oras=${encodeURIComponent(town)}&tip=vila`);
  await searchBarReady(page);
  const empty = page.locator('[data-properties-empty]');
  await expect(empty).toContainText('Nu s-au găsit proprietăți.');
  await expect.poll(() => shownIds(page)).toEqual([]);
  await empty.getByRole('button', { name: 'Renunțați la filtre' }).click();
  await expect.poll(() => shownIds(page)).toEqual(ids(inTown));
  await expect(empty).toBeHidden();
  // The town stays chosen; the address, which holds a town only with dates or filters, loses the filters.
  await expect(page.locator('[data-properties-title]')).toHaveText('Proprietăți în Constanța');
  await expect(page).not.toHaveURL(/tip=/);
  await expect(page.getByRole('button', { name: 'Filtre', exact: true })).toBeFocused();
  // The English list offers it in English.
  await page.goto('/en#oras=Constan%C8%9Ba&tip=penthouse&facilitati=piscina');
  await expect(
    page.locator('[data-properties-empty]').getByRole('button', { name: 'Remove the filters' }),
  ).toBeVisible();
});
