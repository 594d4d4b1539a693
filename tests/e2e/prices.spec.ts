// Prices on the lists: every card with prices states the lowest nightly price its file gives for the next twelve
// months; a search with dates states each stay's total instead, or the minimum it falls short of; the list can be
// ordered by price, and keeps that order through Back, a reload and a change of language. Figures are worked out from
// the files through the site's own prices entry (tests/support/prices.ts), so they hold whatever day the tests run.
import { expect, type Page, test } from '../support/test';
import { lowestPrice, seasonOf } from '../../src/features/prices';
import { addDays } from '../../src/lib/day-numbers';
import { readCatalogue } from '../support/catalogue';
import { pickDay, searchBarReady } from '../support/islands';
import { cardOf } from '../support/locators';
import { centreOf } from '../support/touch';
import { fromLine, nextDay, nightsOf, quoteOf, stayLine } from '../support/prices';

const catalogue = readCatalogue();
const byId = (id: string) => catalogue.find((property) => property.id === id)!;
const ids = (page: Page) =>
  page
    .locator('#properties-section [data-property-id]:not([hidden])')
    .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset['propertyId']));
const priceLine = (page: Page, id: string) => cardOf(page, byId(id)).locator('[data-card-price]');

/** Searches Eforie Sud for two guests from `checkIn` to `checkOut` through the search bar. */
async function searchEforie(page: Page, checkIn: string, checkOut: string): Promise<void> {
  await searchBarReady(page);
  await page.getByLabel('Oraș').selectOption('Eforie Sud');
  await pickDay(page, 'Check-in', checkIn);
  await pickDay(page, 'Check-out', checkOut);
  await page.getByRole('button', { name: 'Căutați' }).click();
}

test('each card states the lowest nightly price its file gives; one without prices says the price is on request, its footer level with its neighbours’', async ({
  page,
}) => {
  await page.goto('/');
  for (const property of catalogue) {
    const expected = await fromLine(property, 'ro');
    await expect(cardOf(page, property).locator('[data-card-price]')).toHaveText(expected ?? 'Preț la cerere');
  }
  // The cards stand in rows (the whole suite's width is a laptop's): the one without prices has its price line and
  // its button where the others of its row have theirs.
  await centreOf(cardOf(page, byId('2')));
  const row = await page.evaluate(() => {
    const unpriced = document.querySelector('#properties-section li[data-property-id="2"]')!;
    const top = (card: Element, part: string) => Math.round(card.querySelector(part)!.getBoundingClientRect().top);
    return [...document.querySelectorAll('#properties-section li[data-property-id]')]
      .filter(
        (card) => Math.round(card.getBoundingClientRect().top) === Math.round(unpriced.getBoundingClientRect().top),
      )
      .map((card) => ({
        id: (card as HTMLElement).dataset['propertyId'],
        price: top(card, '[data-card-price]'),
        button: top(card, 'button[data-open-booking]'),
      }));
  });
  expect(row.map((card) => card.id)).toContain('2');
  expect(row.length).toBeGreaterThan(1);
  for (const card of row)
    expect(card, `card ${card.id} against card 2`).toMatchObject({ price: row[0]!.price, button: row[0]!.button });
  await page.goto('/ru');
  await expect(page.locator('[data-property-id="2"] [data-card-price]')).toHaveText('Цена по запросу');
  // The Russian list writes its own numbers and nouns: 'от 1 600 леев / ночь'.
  const villa = byId('8');
  await expect(page.locator('[data-property-id="8"] [data-card-price]')).toHaveText((await fromLine(villa, 'ru'))!);
  await expect(page.locator('[data-property-id="8"] [data-card-price]')).toHaveText(
    /^от 1\u00a0\d{3}\u00a0леев \/ ночь$/,
  );
});

test('a search across two seasons states each stay’s total, or the minimum it falls short of', async ({ page }) => {
  test.slow();
  // Five nights from the end of June into July: June's price and then July's, at the check-in's minimum.
  const [checkIn, checkOut] = [nextDay('06-28'), nextDay('07-03')];
  await page.goto('/');
  await searchEforie(page, checkIn, checkOut);
  const suite = quoteOf(byId('7'), checkIn, checkOut, 2)!;
  // The stay's first and last nights belong to two seasons.
  const { prices } = byId('7');
  expect(seasonOf(prices!, checkIn)).not.toBe(seasonOf(prices!, addDays(checkOut, -1)));
  await expect(priceLine(page, '7')).toHaveText(await stayLine(suite, 'ro'));
  await expect(priceLine(page, '7')).toContainText(`pentru ${nightsOf(checkIn, checkOut)} nopți`);
  // A property without prices says so, with dates or without.
  await expect(priceLine(page, '2')).toHaveText('Preț la cerere');

  // Three nights in July: the suite asks four then, the villa seven; the hotel room's two are met.
  const [july, julyOut] = [nextDay('07-06'), nextDay('07-09')];
  await page.locator('[data-clear-search]').click();
  await searchEforie(page, july, julyOut);
  await expect(priceLine(page, '7')).toHaveText('minim 4 nopți în această perioadă');
  await expect(priceLine(page, '8')).toHaveText('minim 7 nopți în această perioadă');
  await expect(priceLine(page, '1')).toHaveText(await stayLine(quoteOf(byId('1'), july, julyOut, 2)!, 'ro'));

  // Cleared, every card states its lowest price again.
  await page.locator('[data-clear-search]').click();
  await expect(priceLine(page, '7')).toHaveText((await fromLine(byId('7'), 'ro'))!);
});

test('the list ordered by price keeps its order through a card and Back, a reload and another language @phone', async ({
  page,
}) => {
  await page.goto('/');
  const order = page.getByRole('group', { name: 'Ordine' });
  await expect(order.getByRole('button', { name: 'Recomandate' })).toHaveAttribute('aria-pressed', 'true');
  const recommended = await ids(page);
  expect(recommended).toEqual(catalogue.map((property) => property.id));

  await order.getByRole('button', { name: 'Preț: crescător' }).click();
  await expect(order.getByRole('button', { name: 'Preț: crescător' })).toHaveAttribute('aria-pressed', 'true');
  await expect(order.getByRole('button', { name: 'Recomandate' })).toHaveAttribute('aria-pressed', 'false');
  const expected = byLowestPrice();
  await expect.poll(() => ids(page)).toEqual(expected);

  // Into a card from the middle of the list and back with the browser's Back.
  const opened = byId(expected[5]!);
  await cardOf(page, opened).getByRole('link', { name: opened.title }).click();
  await expect(page).toHaveURL(`/apartment/${opened.id}`);
  await page.goBack();
  await expect(order.getByRole('button', { name: 'Preț: crescător' })).toHaveAttribute('aria-pressed', 'true');
  expect(await ids(page)).toEqual(expected);
  await expect(cardOf(page, opened)).toBeInViewport();

  await page.reload();
  await expect(order.getByRole('button', { name: 'Preț: crescător' })).toHaveAttribute('aria-pressed', 'true');
  expect(await ids(page)).toEqual(expected);

  await page.goto('/en');
  const english = page.getByRole('group', { name: 'Sort by' });
  await expect(english.getByRole('button', { name: 'Price: low to high' })).toHaveAttribute('aria-pressed', 'true');
  expect(await ids(page)).toEqual(expected);

  // Back to the site's own order.
  await english.getByRole('button', { name: 'Recommended' }).click();
  // The cards move in the frame after the press (src/features/prices/card-order.ts).
  await expect.poll(() => ids(page)).toEqual(recommended);
});

test('with dates, the list ordered by price goes by each stay’s total, those too short and without prices last', async ({
  page,
}) => {
  test.slow();
  const [checkIn, checkOut] = [nextDay('07-06'), nextDay('07-09')];
  await page.goto('/');
  await searchEforie(page, checkIn, checkOut);
  await page.getByRole('group', { name: 'Ordine' }).getByRole('button', { name: 'Preț: crescător' }).click();
  const eforie = catalogue.filter((property) => property.location.startsWith('Eforie Sud') && property.guests >= 2);
  const rank = (id: string) => {
    const quote = quoteOf(byId(id), checkIn, checkOut, 2);
    if (!quote) return [2, 0];
    return quote.kind === 'priced' ? [0, quote.total] : [1, 0];
  };
  const expected = eforie
    .map((property) => property.id)
    .sort((a, b) => {
      const [groupA = 0, totalA = 0] = rank(a);
      const [groupB = 0, totalB = 0] = rank(b);
      return groupA - groupB || totalA - totalB || Number(a) - Number(b);
    });
  await expect.poll(() => ids(page)).toEqual(expected);
});

test('without JavaScript the cards state their lowest prices and no order control shows', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('group', { name: 'Ordine' })).toBeHidden();
  await expect(priceLine(page, '7')).toHaveText((await fromLine(byId('7'), 'ro'))!);
  await context.close();
});

/** The catalogue's ids, the cheapest lowest nightly price first, those without prices last. */
function byLowestPrice(): string[] {
  const key = (id: string) => lowestPrice(byId(id).prices) ?? Number.POSITIVE_INFINITY;
  return catalogue.map((property) => property.id).sort((a, b) => key(a) - key(b) || Number(a) - Number(b));
}
