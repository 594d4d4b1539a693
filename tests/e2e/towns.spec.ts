// A page for every town: reached from the footer, the property page's location and the locations row; it introduces
// the town, lists its properties as the home page's cards, and its search bar, set to the town, lists the results of
// a search on the home page.
import { expect, test } from '../support/test';
import { cityOf, townPath } from '../../src/lib/catalogue-rules';
import { readCatalogue } from '../support/catalogue';
import { dayFromToday, pickDay, searchBarReady } from '../support/islands';

const catalogue = readCatalogue();
const town = 'Eforie Sud';
const inTown = catalogue.filter((property) => cityOf(property.location) === town);

test("a town's page from the footer: its introduction, its properties, and a search from it @phone", async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: town }).click();
  await expect(page).toHaveURL(townPath(town));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Cazare în ${town}`);
  // Its properties, and only them, as the home page's cards.
  const list = page.locator('#properties-section');
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(`Proprietăți în ${town}`);
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(inTown.map((property) => property.title));

  // The search bar starts on the town; a search lists its results on the home page, narrowed to the town.
  await searchBarReady(page);
  await expect(page.getByRole('combobox', { name: 'Oraș' })).toHaveValue(town);
  await pickDay(page, 'Check-in', dayFromToday(30));
  await pickDay(page, 'Check-out', dayFromToday(33));
  await page.getByRole('button', { name: 'Căutați' }).click();
  // At the list, under the search's own address.
  await expect(page).toHaveURL(
    `/#${new URLSearchParams({ oras: town, sosire: dayFromToday(30), plecare: dayFromToday(33), oaspeti: '2' })}`,
  );
  const title = page.locator('#properties-section').getByRole('heading', { level: 2 });
  await expect(title).toContainText(`Proprietăți în ${town}`);
  await expect(title).toBeInViewport();
});

test("a property's location and the locations row lead to the town's page", async ({ page }) => {
  const property = inTown[0]!;
  await page.goto(`/apartment/${property.id}`);
  await page.getByRole('main').getByRole('link', { name: town, exact: true }).click();
  await expect(page).toHaveURL(townPath(town));

  await page.goto('/');
  const row = page.locator('#locations-section');
  // The buttons narrow the home page's list in place; the links beside them lead to each town's page.
  await expect(row.getByRole('button', { name: town })).toBeVisible();
  await row.getByRole('link', { name: 'Constanța' }).click();
  await expect(page).toHaveURL(townPath('Constanța'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cazare în Constanța');
});
