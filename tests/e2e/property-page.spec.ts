import { expect, test, type Locator, type Page } from '../support/test';
import {
  formatMoney,
  fromPrice,
  fromText,
  lineLabel,
  minimumStay,
  minimumText,
  quoteStay,
} from '../../src/features/prices';
import { formatStay } from '../../src/lib/dates';
import { type Language, localizedPath } from '../../src/lib/languages';
import { addDays } from '../../src/lib/day-numbers';
import { expectNoViolations } from '../support/axe';
import { readCatalogue } from '../support/catalogue';
import { storeSearch } from '../support/islands';
import { acrossSeasons, buildDay, hasPrices, nextDay, priceTexts, townTax } from '../support/prices';
import { romanianCount } from '../support/romanian';

const catalogue = readCatalogue();
const priced = catalogue.filter(hasPrices);

test('every property page answers 200 with its title as the only h1', async ({ page }) => {
  for (const property of catalogue) {
    const response = await page.goto(`/apartment/${property.id}`);
    expect(response?.status(), property.id).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.title);
  }
});

test('a property page shows every section in order @phone', async ({ page }) => {
  const property = catalogue.find((p) => p.airbnbUrl && p.images.length === 6)!;
  const texts = await priceTexts('ro');
  await page.goto(`/apartment/${property.id}`);

  const bar = page.getByRole('banner');
  await expect(bar.getByRole('link', { name: 'Înapoi la căutare' })).toHaveAttribute('href', '/#properties-section');
  await expect(bar.getByRole('button', { name: 'Adăugați la favorite' })).toHaveAttribute('aria-pressed', 'false');
  await expect(bar.getByRole('button', { name: 'Selectați datele' })).toBeVisible();

  const main = page.getByRole('main');
  await expect(main.getByText(romanianCount(property.reviews, 'recenzie', 'recenzii')).first()).toBeVisible();
  await expect(main.getByText(property.location).first()).toBeVisible();
  await expect(main.getByText(romanianCount(property.guests, 'oaspete', 'oaspeți')).first()).toBeVisible();

  const gallery = page.getByRole('region', { name: 'Galerie foto' });
  await expect(gallery.getByRole('img', { name: property.images[0]!.alt })).toBeVisible();
  await expect(gallery.getByText(`1 / ${property.images.length}`)).toBeVisible();
  await expect(gallery.getByRole('button', { name: /^Afișați fotografia/ })).toHaveCount(property.images.length);

  const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual([
    'Descriere',
    'Facilități',
    ...(property.prices ? ['Prețuri'] : []),
    'Disponibilitate',
    'Locație',
    'Gazdă',
    'Detalii proprietate',
    'Siguranță',
    'Reguli de cazare',
    property.prices ? fromText(texts, fromPrice(property.prices, buildDay())) : 'Clarificați prețul la rezervare',
  ]);
  for (const paragraph of property.paragraphs) await expect(main.getByText(paragraph)).toBeVisible();
  await expect(main.getByRole('link', { name: `Recenzii Airbnb (${property.reviews})` })).toHaveAttribute(
    'href',
    property.airbnbUrl!,
  );
  await expect(main.getByText('În apropiere:')).toBeVisible();

  const side = page.getByRole('complementary');
  await expect(side.getByText('Capacitate')).toBeVisible();
  const minimum = property.prices?.minNights ?? 1;
  await expect(side.getByText(`Minim nopți: ${romanianCount(minimum, 'noapte', 'nopți')}`)).toBeVisible();
  await expect(side.getByRole('button', { name: 'Selectați datele' })).toBeVisible();
  await expect(side.getByText('Plata se percepe doar după confirmare')).toBeVisible();
});

/** The text of `control` that is drawn on the screen: a part clipped away, as visually hidden text is, is left out. */
function drawnText(control: Locator): Promise<string> {
  return control.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let drawn = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const box = node.parentElement!.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      const inside =
        text.left >= box.left - 1 &&
        text.right <= box.right + 1 &&
        text.top >= box.top - 1 &&
        text.bottom <= box.bottom + 1;
      if (text.width > 0 && inside) drawn += node.textContent;
    }
    return drawn.replace(/\s+/g, ' ').trim();
  });
}

test('the sections below the first screen are laid out only as they come near, and are there for a screen reader all along @phone', async ({
  page,
}) => {
  // The web fonts come in after the first paint and the page is laid out again: the text in view only, not all of it.
  const property = catalogue[0]!;
  await page.goto(`/apartment/${property.id}`);
  await page.evaluate(() => document.fonts.ready);
  const rules = page.locator('section[data-place="reguli"]');
  const laidOut = (element: Locator) =>
    element.evaluate((node) => node.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false);
  expect(await laidOut(rules), 'the house rules, screens below').toBe(false);
  expect(await laidOut(page.locator('section[data-place="descriere"]')), 'the description, the first section').toBe(
    true,
  );
  // Skipped, not hidden: the rules' heading is found by its name before any scroll.
  await expect(page.getByRole('heading', { level: 2, name: 'Reguli de cazare' })).toBeAttached();

  // Scrolled to, the rules are drawn and read as any section.
  await rules.scrollIntoViewIfNeeded();
  await expect.poll(() => laidOut(rules)).toBe(true);
  for (const rule of property.houseRules) await expect(rules.getByText(rule, { exact: true })).toBeInViewport();
});

/** How many lines the words of `control` are drawn on: a text node's box per line it takes. */
const linesOf = (control: Locator) =>
  control.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let lines = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      lines += [...range.getClientRects()].filter((rect) => rect.width > 0).length;
    }
    return lines;
  });

const STICKY_BAR = [
  { path: '', back: 'Înapoi la căutare', heart: 'Adăugați la favorite', book: 'Selectați datele' },
  { path: '/en', back: 'Back to search', heart: 'Add to favourites', book: 'Select dates' },
  { path: '/ru', back: 'Назад к поиску', heart: 'Добавить в избранное', book: 'Выберите даты' },
] as const;

for (const { path, back, heart, book } of STICKY_BAR)
  test(`the sticky bar shows the way back to the search in full, beside the heart and the booking button, each on one line (${path || '/'}) @phone`, async ({
    page,
  }) => {
    await page.goto(`${path}/apartment/${catalogue[0]!.id}`);
    const bar = page.getByRole('banner');
    const controls = [
      bar.getByRole('link', { name: back }),
      bar.getByRole('button', { name: heart }),
      bar.getByRole('button', { name: book }),
    ];
    await page.evaluate(() => document.fonts.ready);
    expect(await drawnText(controls[0]!)).toBe(back);
    expect(await drawnText(controls[2]!)).toBe(book);
    expect(await linesOf(controls[0]!)).toBe(1);
    expect(await linesOf(controls[2]!)).toBe(1);
    // Side by side within the screen, none covering another, each a finger's size.
    const width = page.viewportSize()!.width;
    let right = 0;
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(right);
      expect(box.width).toBeGreaterThanOrEqual(40);
      expect(box.height).toBeGreaterThanOrEqual(40);
      right = box.x + box.width;
    }
    expect(right).toBeLessThanOrEqual(width);
  });

test('known amenities get their own icon and the rest a default one', async ({ page }) => {
  const property = catalogue.find((p) => p.amenities.includes('Wi-Fi'))!;
  await page.goto(`/apartment/${property.id}`);
  const amenities = page.getByRole('region', { name: 'Facilități' }).getByRole('listitem');
  await expect(amenities).toHaveCount(property.amenities.length);
  await expect(amenities.filter({ hasText: 'Wi-Fi' }).locator('svg')).toHaveAttribute('data-icon', 'wifi');
  const icons = await amenities.locator('svg').evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('data-icon')));
  expect(icons.every(Boolean)).toBe(true);
});

test('the details section shows type, capacity, rooms, check-in/out times and, where the file says, pets', async ({
  page,
}) => {
  await page.goto('/apartment/12');
  const details = page.getByRole('region', { name: 'Detalii proprietate' });
  await expect(details.getByText('de la 14:00')).toBeVisible();
  await expect(details.getByText('până la 12:00')).toBeVisible();
  await expect(details.getByText('Suită premium')).toBeVisible();
  // #12's file says nothing of pets, so its page says nothing either.
  expect(catalogue.find((p) => p.id === '12')?.pets).toBeUndefined();
  await expect(details.getByText('Animale de companie')).toHaveCount(0);
  const onRequest = catalogue.find((p) => p.pets === 'on-request')!;
  await page.goto(`/en/apartment/${onRequest.id}`);
  const fact = page
    .getByRole('region', { name: 'Property details' })
    .locator('dl > div', { has: page.getByRole('term').filter({ hasText: /^Pets$/ }) });
  await expect(fact.getByRole('definition')).toHaveText('On request: tell us when you book');
});

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
]) {
  test(`a laptop's first screen (${viewport.width}x${viewport.height}) shows the title, the photo with its counter and thumbnails, and the side card's booking button`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // The longest title wraps the most: if it fits, they all do.
    const property = catalogue.reduce((a, b) => (b.title.length > a.title.length ? b : a));
    await page.goto(`/apartment/${property.id}`);
    const gallery = page.getByRole('region', { name: 'Galerie foto' });
    const firstScreen = [
      page.getByRole('heading', { level: 1 }),
      gallery.locator('img:not([aria-hidden])').first(),
      gallery.getByText(`1 / ${property.images.length}`),
      ...(await gallery.getByRole('button', { name: /^Afișați fotografia/ }).all()).slice(0, 3),
      page.getByRole('complementary').getByRole('button', { name: 'Selectați datele' }),
    ];
    for (const element of firstScreen) {
      const box = (await element.boundingBox())!;
      const what = `${await element.evaluate((node) => node.outerHTML.slice(0, 80))}`;
      expect(box.y, what).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, what).toBeLessThanOrEqual(viewport.height);
    }
    // The photo stays a photo, not a strip.
    const photo = (await gallery.locator('img:not([aria-hidden])').first().boundingBox())!;
    expect(photo.height).toBeGreaterThanOrEqual(220);
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });
}

test('on a phone the photo spans the screen and the side card follows the details @phone-only', async ({ page }) => {
  const property = catalogue[6]!;
  await page.goto(`/apartment/${property.id}`);
  const photo = (await page
    .getByRole('region', { name: 'Galerie foto' })
    .locator('img:not([aria-hidden])')
    .first()
    .boundingBox())!;
  expect(photo.width).toBeGreaterThan(page.viewportSize()!.width - 40);
  const details = (await page.getByRole('heading', { name: 'Descriere' }).boundingBox())!;
  const card = (await page.getByRole('complementary').boundingBox())!;
  expect(card.y).toBeGreaterThan(details.y);
});

/** The side card's quote as it reads: for whom and when, then each line's label and amount, the total last. */
async function readQuote(side: Locator) {
  const quote = side.locator('[data-side-card-quote]');
  await expect(quote).toBeVisible();
  return {
    heading: await quote.getByRole('heading', { level: 3 }).textContent(),
    lines: await quote
      .locator('dl > div')
      .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? ''))),
  };
}

/** Opens `property`'s page in `language` with a search of `stay` kept for the tab, as the search bar leaves it. */
async function openWithSearch(
  page: Page,
  id: string,
  language: Language,
  stay: { checkIn: string; checkOut: string; guests: number },
) {
  await page.goto(localizedPath('/', language));
  await storeSearch(page, {
    location: '',
    checkInDate: stay.checkIn,
    checkOutDate: stay.checkOut,
    guests: stay.guests,
  });
  await page.goto(localizedPath(`/apartment/${id}`, language));
}

// Seasons, weekend prices, a cleaning fee and guests beyond those included: a quote of many lines.
const fullyPriced = priced.find(
  (property) =>
    (property.prices.seasons?.length ?? 0) > 0 &&
    property.prices.cleaning !== undefined &&
    property.prices.guestsIncluded !== undefined &&
    property.prices.guestsIncluded < property.guests,
)!;

for (const language of ['ro', 'en'] as const) {
  test(`the side card states the 'de la' price and the base minimum stay, then the search's quote line by line (${language}) @phone`, async ({
    page,
  }) => {
    const texts = await priceTexts(language);
    const prices = fullyPriced.prices;
    const guests = Math.min(fullyPriced.guests, (prices.guestsIncluded ?? 1) + 1);
    const stay = acrossSeasons(prices, buildDay(), guests);

    await page.goto(localizedPath(`/apartment/${fullyPriced.id}`, language));
    const from = fromText(texts, fromPrice(prices, buildDay()));
    const side = page.getByRole('complementary', { name: from });
    await expect(side.getByRole('heading', { level: 2 })).toHaveText(from);
    await expect(side).toContainText(
      texts.t('property.minNights', { nights: texts.count(prices.minNights ?? 1, 'night') }),
    );
    // Without dates, no quote, and none of its code or texts fetched.
    await expect(side.locator('[data-side-card-quote]')).toBeHidden();

    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await openWithSearch(page, fullyPriced.id, language, stay);
    const quote = quoteStay(prices, stay, townTax(fullyPriced));
    if (quote?.kind !== 'priced') throw new Error(`${fullyPriced.id}: the stay is not priced`);
    // The stay runs across two seasons: its nights have more than one price.
    expect(new Set(quote.lines.flatMap((line) => (line.kind === 'nights' ? [line.rate] : []))).size).toBeGreaterThan(1);
    const read = await readQuote(side);
    expect(read.heading).toBe(
      texts.t('prices.quoteFor', {
        dates: formatStay(stay.checkIn, stay.checkOut, language),
        guests: texts.count(guests, 'guest'),
      }),
    );
    expect(read.lines).toEqual([
      ...quote.lines.map((line) => [lineLabel(texts, line), formatMoney(line.amount, language)]),
      [texts.t('prices.totalLabel'), formatMoney(quote.total, language)],
    ]);
    await expect(side.getByText(texts.t('property.paymentNote'))).toBeVisible();
    expect(fetched.some((url) => /\/side-card-quote\.[\w-]+\.js$/.test(url))).toBe(true);
    await expectNoViolations(page, 'aside');
  });
}

test('a stay shorter than its check-in’s minimum is not priced: the side card says the minimum', async ({ page }) => {
  const texts = await priceTexts('en');
  // Two nights from the first day ahead whose season asks for more.
  const [found] = priced.flatMap((property) => {
    for (let day = addDays(buildDay(), 2); day < addDays(buildDay(), 400); day = addDays(day, 1))
      if (minimumStay(property.prices, day).nights > 2) return [{ property, checkIn: day }];
    return [];
  });
  const { property, checkIn } = found!;
  const stay = { checkIn, checkOut: addDays(checkIn, 2), guests: 2 };
  expect(quoteStay(property.prices, stay)?.kind).toBe('tooShort');

  await openWithSearch(page, property.id, 'en', stay);
  const quote = page.getByRole('complementary').locator('[data-side-card-quote]');
  await expect(quote).toContainText(minimumText(texts, minimumStay(property.prices, checkIn)));
  await expect(quote.locator('dl')).toHaveCount(0);
});

test('a property without prices keeps its card: no figure, the price clarified when booking', async ({ page }) => {
  const property = catalogue.find((p) => !p.prices)!;
  await openWithSearch(page, property.id, 'ro', acrossSeasons(priced[0]!.prices, buildDay(), 2));
  const side = page.getByRole('complementary', { name: 'Clarificați prețul la rezervare' });
  await expect(side.getByText('Minim nopți: 1 noapte')).toBeVisible();
  await expect(side.locator('[data-side-card-quote]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Prețuri', exact: true })).toHaveCount(0);
  // No amount in lei anywhere on the page.
  expect(await page.getByRole('main').textContent()).not.toMatch(/\d\s?lei\b/);
});

for (const language of ['ro', 'ru'] as const) {
  test(`with a long quote the side card stays on a laptop's first screen (1280x720) and in view as the page scrolls (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const texts = await priceTexts(language);
    // The property whose quote for its stay across two seasons has the most lines: the tallest card.
    const [longest] = priced
      .map((property) => {
        const stay = acrossSeasons(property.prices, buildDay(), property.guests);
        const quote = quoteStay(property.prices, stay, townTax(property));
        return { property, stay, lines: quote?.kind === 'priced' ? quote.lines.length : 0 };
      })
      .sort((a, b) => b.lines - a.lines);
    await openWithSearch(page, longest!.property.id, language, longest!.stay);
    const side = page.getByRole('complementary');
    const total = side.locator('[data-side-card-quote] dl > div').last();
    await expect(total).toContainText(texts.t('prices.totalLabel'));
    await page.evaluate(() => document.fonts.ready);
    const within = async (what: Locator) => {
      const box = (await what.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(720);
    };
    for (const part of [
      side.getByRole('heading', { level: 2 }),
      side.getByRole('button', { name: texts.t('property.selectDates') }),
      total,
    ])
      await within(part);
    const before = (await side.boundingBox())!;
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(1000);
    await expect.poll(async () => (await side.boundingBox())!.y).toBeCloseTo(before.y, 0);
    await within(total);
  });
}

// Properties whose seasons ask for a longer stay than the rest of the year: the penthouse and #5 in summer, #8 over
// the New Year.
const seasonalMinimums = [
  { id: '14', checkIn: nextDay('07-10') },
  { id: '5', checkIn: nextDay('08-10') },
  { id: '8', checkIn: nextDay('12-30') },
];

for (const language of ['ro', 'en', 'ru'] as const) {
  test(`the side card's minimum stay is its check-in season's with dates, the base one and that seasons ask more without (${language}) @phone`, async ({
    page,
  }) => {
    const texts = await priceTexts(language);
    const minimumLine = (nights: number) => texts.t('property.minNights', { nights: texts.count(nights, 'night') });
    for (const { id, checkIn } of seasonalMinimums) {
      const property = priced.find((candidate) => candidate.id === id)!;
      const base = property.prices.minNights ?? 1;
      const season = minimumStay(property.prices, checkIn).nights;
      expect(season, `${id}: the season asks for more than the base`).toBeGreaterThan(base);

      await page.goto(localizedPath(`/apartment/${id}`, language));
      const side = page.getByRole('complementary');
      await expect(side.locator('[data-side-card-minimum]')).toHaveText(
        texts.t('property.minNightsSeasonal', { nights: texts.count(base, 'night') }),
      );

      // Two nights from a check-in whose season asks for more: the card's minimum is the season's, as its quote says.
      await openWithSearch(page, id, language, { checkIn, checkOut: addDays(checkIn, 2), guests: 2 });
      await expect(side.locator('[data-side-card-quote]')).toContainText(
        minimumText(texts, minimumStay(property.prices, checkIn)),
      );
      await expect(side.locator('[data-side-card-minimum]')).toHaveText(minimumLine(season));
      await expect(side.getByText(minimumLine(base), { exact: true })).toHaveCount(0);
      // The next property is first seen without dates.
      await page.evaluate(() => sessionStorage.removeItem('search'));
    }
  });
}
