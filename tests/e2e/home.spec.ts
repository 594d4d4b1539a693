import { expect, test } from '../support/test';
import { readCatalogue } from '../support/catalogue';
import { cardOf } from '../support/locators';
import { romanianCount } from '../support/romanian';
import { CARD_MS, repeatedJourneyLimit } from '../support/time-limits';
import { centreOf } from '../support/touch';

const catalogue = readCatalogue();

test.describe('home page', () => {
  test('shows the navigation, hero, search, locations and a card for every property @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Cazare de lux lângă mare' })).toBeVisible();
    for (const id of ['hero', 'booking-section', 'locations-section', 'properties-section']) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
    await expect(page.getByRole('button', { name: 'Găsiți în 30 de secunde' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tur Virtual 3D' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Alegeți locația' })).toBeVisible();
    for (const name of ['Toate locațiile', 'Eforie Sud', 'Constanța', 'Mamaia-Sat']) {
      await expect(page.locator('#locations-section').getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Toate proprietățile' })).toBeVisible();
    await expect(page.getByText(`${catalogue.length} din ${catalogue.length}`, { exact: true })).toBeVisible();
    await expect(page.locator('#properties-section article')).toHaveCount(catalogue.length);
  });

  test('the hero states the catalogue: its properties, its towns and the mean of every review @phone', async ({
    page,
  }) => {
    const towns = new Set(catalogue.map((property) => property.location.split(',')[0])).size;
    // Each listing's rating weighted by its review count, rounded half up to one decimal, with Romanian's decimal comma.
    const reviews = catalogue.reduce((sum, property) => sum + property.reviews, 0);
    const mean = catalogue.reduce((sum, property) => sum + property.rating * property.reviews, 0) / reviews;
    const rating = (Math.round(mean * 10) / 10).toFixed(1).replace('.', ',');
    await page.goto('/');
    const stats = page.getByRole('list', { name: 'Pe scurt' });
    await expect(stats.getByRole('listitem')).toHaveText([
      romanianCount(catalogue.length, 'proprietate', 'proprietăți'),
      romanianCount(towns, 'oraș', 'orașe'),
      `${rating} rating mediu`,
      '95% oaspeți mulțumiți',
    ]);
  });

  test('lays the cards out in 1, 2 or 3 columns by screen width', async ({ page }) => {
    const columnsAt = async (width: number) => {
      await page.setViewportSize({ width, height: 900 });
      return page
        .locator('[data-properties-grid]')
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    };
    await page.goto('/');
    expect(await columnsAt(390)).toBe(1);
    expect(await columnsAt(800)).toBe(2);
    expect(await columnsAt(1280)).toBe(3);
  });

  test('the desktop navigation links to every section and offers the assistant and WhatsApp', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navigare principală' });
    const anchors = {
      Acasă: '#hero',
      Rezervare: '#booking-section',
      Locații: '#locations-section',
      Proprietăți: '#properties-section',
    };
    for (const [name, href] of Object.entries(anchors)) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Asistent AI' })).toBeVisible();
    const whatsapp = header.getByRole('link', { name: 'WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/40\d+\?text=/);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
  });

  test('the phone navigation opens a menu with the same items and closes after a choice @phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Deschideți meniul' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Meniu' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Închideți meniul' })).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Acasă', 'Rezervare', 'Locații', 'Proprietăți', 'Asistent AI', 'WhatsApp']) {
      await expect(menu.getByText(name, { exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Proprietăți' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#properties-section$/);
  });

  test('each card shows its photo, rating, title, town, text, amenities, rooms and booking button', async ({
    page,
  }) => {
    test.setTimeout(repeatedJourneyLimit(catalogue.length, CARD_MS));
    await page.goto('/');
    for (const property of catalogue) {
      const card = cardOf(page, property);
      await expect(card, property.title).toHaveCount(1);
      await expect(card.getByRole('img', { name: property.images[0]!.alt })).toHaveCount(1);
      await expect(card.getByText(`Rating ${String(property.rating).replace('.', ',')} din 5`)).toHaveCount(1);
      await expect(card.getByText(property.location)).toBeVisible();
      const reviews = romanianCount(property.reviews, 'recenzie', 'recenzii');
      if (property.airbnbUrl) {
        await expect(card.getByRole('link', { name: reviews })).toHaveAttribute('href', property.airbnbUrl);
      } else {
        await expect(card.getByText(reviews)).toBeVisible();
      }
      if (property.propertyType) await expect(card.getByText(property.propertyType, { exact: true })).toBeVisible();
      await expect(card.getByText(property.paragraphs[0]!.slice(0, 40))).toHaveCount(1);
      const fixed = ['Wi-Fi', 'Aer condiționat', 'Parcare', 'Bucătărie', 'Televizor', 'Balcon'];
      const shown = property.amenities.filter((a) => fixed.includes(a)).slice(0, 3);
      const amenityList = card.getByRole('list').first();
      const expected = [
        ...shown,
        ...(property.amenities.length > shown.length ? [`+${property.amenities.length - shown.length} mai multe`] : []),
      ];
      await expect(amenityList.getByRole('listitem')).toHaveText(expected);
      const rooms = [
        romanianCount(property.guests, 'oaspete', 'oaspeți'),
        ...(property.bedrooms ? [romanianCount(property.bedrooms, 'dormitor', 'dormitoare')] : []),
        ...(property.bathrooms ? [romanianCount(property.bathrooms, 'baie', 'băi')] : []),
      ];
      for (const text of rooms) await expect(card.getByText(text, { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Selectați datele' })).toBeVisible();
    }
  });

  test('clicking a card body opens that property page, for every card @phone', async ({ page }) => {
    await page.goto('/');
    // A person clicks on the description text; whatever is on top there must be that card's link to its page. The
    // browser's own hit test answers for every card on one page; one real click then follows the link.
    for (const property of catalogue) {
      const description = cardOf(page, property).getByText(property.paragraphs[0]!.slice(0, 40));
      const point = await centreOf(description);
      const target = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href'),
        point,
      );
      expect(target, `what is on top of card ${property.id}'s description`).toBe(`/apartment/${property.id}`);
    }
    const last = catalogue.at(-1)!;
    const point = await centreOf(cardOf(page, last).getByText(last.paragraphs[0]!.slice(0, 40)));
    await page.mouse.click(point.x, point.y);
    await expect(page).toHaveURL(`/apartment/${last.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(last.title);
  });
});
