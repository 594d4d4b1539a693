// What a crawler or a visitor without JavaScript gets: the served HTML itself.
import { expect, test } from '@playwright/test';
import { decodeEntities, readCatalogue } from '../support/catalogue';

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
});
