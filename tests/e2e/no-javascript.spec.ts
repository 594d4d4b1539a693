// What a crawler or a visitor without JavaScript gets: the served HTML itself.
import { expect, test } from '../support/test';
import { feeNotes, fromPrice, fromText, seasonRows } from '../../src/features/prices';
import { LANGUAGES, localizedPath } from '../../src/lib/languages';
import { decodeEntities, readCatalogue } from '../support/catalogue';
import { buildDay, hasPrices, priceTexts, taxOf } from '../support/prices';

const catalogue = readCatalogue();

test('the raw home page HTML holds every title and links to every property page', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = decodeEntities(await response.text());
  for (const property of catalogue) {
    expect(html, property.title).toContain(property.title);
    expect(html).toContain(`href="/apartment/${property.id}"`);
  }
});

test('the raw HTML of each property page holds its title and its whole description', async ({ request }) => {
  for (const property of catalogue) {
    const response = await request.get(`/apartment/${property.id}`);
    expect(response.status(), property.id).toBe(200);
    const html = decodeEntities(await response.text());
    expect(html).toContain(`<h1`);
    expect(html).toContain(property.title);
    for (const paragraph of property.paragraphs)
      expect(html, `${property.id}: ${paragraph.slice(0, 30)}`).toContain(paragraph);
  }
});

test("the raw HTML of each property page states its prices in every language: the 'de la' price, each season and the fees", async ({
  request,
}) => {
  // An amount as the pages write one: a figure, a no-break space, the leu in any language.
  const money = /\d\u00a0(?:lei|leu|леев|лей|лея)/;
  for (const language of LANGUAGES) {
    const texts = await priceTexts(language);
    for (const property of catalogue) {
      const path = localizedPath(`/apartment/${property.id}`, language);
      const html = decodeEntities(await (await request.get(path)).text());
      if (!hasPrices(property)) {
        expect(html, path).toContain(texts.t('property.priceOnRequest'));
        expect(html, path).not.toContain('id="preturi"');
        expect(html, path).not.toMatch(money);
        continue;
      }
      expect(html, path).toContain(fromText(texts, fromPrice(property.prices, buildDay())));
      for (const row of seasonRows(texts, property.prices, buildDay())) {
        expect(html, path).toContain(`>${row.when}<`);
        expect(html, path).toContain(`>${row.what}<`);
      }
      for (const fee of feeNotes(texts, property.prices, taxOf(property, language))) expect(html, path).toContain(fee);
    }
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page lists the cards and a card link opens its page @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#properties-section article')).toHaveCount(catalogue.length);
    const first = catalogue[0]!;
    await page.getByRole('link', { name: first.title, exact: true }).click();
    await expect(page).toHaveURL(`/apartment/${first.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    await expect(page.getByRole('heading', { name: 'Descriere' })).toBeVisible();
  });

  test('a property page says who confirms the dates instead of loading its availability forever @phone', async ({
    page,
  }) => {
    await page.goto(`/apartment/${catalogue[0]!.id}`);
    const section = page.getByRole('region', { name: 'Disponibilitate' });
    await expect(section.getByText(/disponibilitatea vă va fi confirmată pe WhatsApp/)).toBeVisible();
    await expect(section.getByText('Se încarcă disponibilitatea…')).toBeHidden();
  });

  test('the header is readable over the hero without JavaScript', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  });

  test('a property page’s prices read as a list of seasons with the fees below @phone', async ({ page }) => {
    const texts = await priceTexts('ro');
    const property = catalogue.filter(hasPrices).find((p) => (p.prices.seasons?.length ?? 0) > 1 && p.prices.cleaning)!;
    await page.goto(`/apartment/${property.id}`);
    const from = fromText(texts, fromPrice(property.prices, buildDay()));
    await expect(page.getByRole('complementary').getByRole('heading', { level: 2 })).toHaveText(from);
    const section = page.getByRole('region', { name: 'Prețuri' });
    await expect(section.getByText(from)).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Prețuri pe noapte' })).toBeVisible();
    const rows = seasonRows(texts, property.prices, buildDay());
    await expect(section.getByRole('term')).toHaveText(rows.map((row) => row.when));
    await expect(section.getByRole('definition')).toHaveText(rows.map((row) => row.what));
    for (const term of await section.getByRole('term').all()) await expect(term).toBeVisible();
    await expect(section.getByRole('listitem')).toHaveText(feeNotes(texts, property.prices, taxOf(property, 'ro')));
  });
});
