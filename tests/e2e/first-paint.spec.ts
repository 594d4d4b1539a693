import { expect, test, type Page } from '../support/test';
import { MARK } from '../../src/browser/first-paint';
import { holdRequests } from '../support/hold';
import { dayFromToday, pickDay } from '../support/islands';

// The first frame waits for nothing but the page itself: the web fonts and the page's scripts are fetched once it
// is painted (src/browser/first-paint.ts). The text painted in the fallback faces keeps its place when the fonts
// arrive; a later page, with the fonts cached, uses them from its first frame; a button pressed before the scripts
// have run is pressed again once they have.

/** What the page fetched before and after its first contentful paint, and how far its layout has moved since. */
interface Timeline {
  firstPaint: number;
  fonts: { name: string; start: number }[];
  scripts: { name: string; start: number }[];
  layoutShift: number;
}

/** Records the first contentful paint and every layout shift not caused by the visitor, from the page's start. */
async function recordTimeline(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { firstPaint: Number.NaN, layoutShift: 0 };
    Object.assign(window, { __timeline: record });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntriesByName('first-contentful-paint')) record.firstPaint = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The timeline once the page has loaded, the fonts it has turned on are in and its layout has had time to settle. */
function timeline(page: Page): Promise<Timeline> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { firstPaint, layoutShift } = (
      window as unknown as { __timeline: { firstPaint: number; layoutShift: number } }
    ).__timeline;
    const resources = performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name.split('/').pop() ?? '',
      start: entry.startTime,
    }));
    return {
      firstPaint,
      fonts: resources.filter(({ name }) => name.endsWith('.woff2')),
      scripts: resources.filter(({ name }) => name.endsWith('.js')),
      layoutShift,
    };
  });
}

/** Whether the page's text is set in both web fonts. */
const webFontsLoaded = (page: Page) =>
  page.evaluate(() =>
    ['Inter Variable', 'Playfair Display'].every((family) =>
      [...document.fonts].some((font) => font.family.replace(/"/g, '') === family && font.status === 'loaded'),
    ),
  );

test('a first visit paints before fetching fonts or scripts, and the fonts arrive without moving the text @phone', async ({
  page,
}) => {
  await recordTimeline(page);
  // A slow connection for the fonts: they arrive well after the first paint, as on a phone.
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto('/');
  // The fonts are loaded after the first paint, and turned on together once they have all arrived.
  await expect.poll(() => webFontsLoaded(page), { timeout: 10_000 }).toBe(true);
  const { firstPaint, fonts, scripts, layoutShift } = await timeline(page);

  expect(firstPaint).toBeGreaterThan(0);
  expect(fonts.length, 'the fonts were fetched').toBeGreaterThanOrEqual(2);
  for (const font of fonts) expect(font.start, `${font.name} starts after the first paint`).toBeGreaterThan(firstPaint);
  // The page's own module scripts (the islands load by their own triggers: a search bar in view at once).
  const marked = [...(await (await page.request.get('/')).text()).matchAll(new RegExp(`${MARK}="([^"]+)"`, 'g'))].map(
    ([, url]) => url!.split('/').pop()!,
  );
  expect(marked.length).toBeGreaterThan(0);
  for (const name of marked) {
    const script = scripts.find((entry) => entry.name === name);
    expect(script, `${name} was fetched`).toBeDefined();
    expect(script!.start, `${name} starts after the first paint`).toBeGreaterThan(firstPaint);
  }
  // The fallback faces are scaled to the web fonts' metrics: the swap moves nothing a visitor would notice.
  expect(layoutShift).toBeLessThan(0.02);

  // The page works: its scripts run (a card's 'Selectați datele' opens the booking wizard).
  await page.getByRole('button', { name: 'Selectați datele' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Cerere de rezervare' })).toBeVisible();
});

test('a later page uses the cached fonts from its first paint', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => webFontsLoaded(page)).toBe(true);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('webFontsCached')?.split('\n').length)).toBe(4);

  await recordTimeline(page);
  await page.goto('/apartment/7');
  const { firstPaint, fonts } = await timeline(page);
  expect(fonts.length).toBeGreaterThanOrEqual(2);
  for (const font of fonts)
    expect(font.start, `${font.name} is asked for before the first paint`).toBeLessThan(firstPaint);
  expect(await webFontsLoaded(page)).toBe(true);
});

test('a button pressed before the page’s scripts have run is pressed again once they have @phone', async ({
  page,
  isMobile,
}) => {
  // The dialogs' script is held back, as on a connection that has not delivered it yet.
  const release = await holdRequests(page, /DialogHosts[^/]*\.js$/);
  await page.goto('/', { waitUntil: 'domcontentloaded' });

  if (isMobile) {
    // The phone menu works at once (its script is inline), and is not toggled again when the scripts arrive.
    await page.getByRole('button', { name: 'Deschideți meniul' }).click();
    await expect(page.getByRole('button', { name: 'Închideți meniul' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Închideți meniul' }).click();
  }
  await page.getByRole('button', { name: 'Selectați datele' }).first().click();
  const wizard = page.getByRole('dialog', { name: 'Cerere de rezervare' });
  await page.waitForTimeout(300);
  await expect(wizard).toBeHidden();

  release();
  await expect(wizard).toBeVisible();
  await expect(wizard.getByRole('grid').first()).toBeVisible();
  if (isMobile) await expect(page.locator('#mobile-menu')).toBeHidden();
});

test('a property page’s languages open at once, and stay open when the page’s scripts arrive @phone', async ({
  page,
}) => {
  // The page's scripts are held back: the languages' button is the browser's own (a popover), it needs none of them.
  const release = await holdRequests(page, /\/_astro\/[^/]+\.js$/);
  await page.goto('/apartment/7', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Alegeți limba' }).click();
  const languages = page.getByRole('list', { name: 'Limba site-ului' });
  await expect(languages).toBeVisible();

  release();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await expect(languages).toBeVisible();
});

test('a press made once its own script has run, while a later one is still arriving, is answered once', async ({
  page,
}) => {
  // The heart's script (the sticky bar's, first on the page) runs; the dialogs' script, last, is held.
  const release = await holdRequests(page, /DialogHosts[^/]*\.js$/);
  await page.goto('/apartment/1', { waitUntil: 'domcontentloaded' });
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /StickyBar/.test(entry.name))),
    )
    .toBe(true);
  await page.waitForTimeout(300);
  const heart = page.getByRole('button', { name: 'Adăugați la favorite' });
  await heart.click();
  release();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(300);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
});

test('presses in the search bar before it has hydrated are made again once it has, in their order (the phone at a quarter of its CPU speed) @phone', async ({
  page,
  isMobile,
}) => {
  // On a slow phone the island hydrates over several tasks: the presses come in while it does.
  if (isMobile) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Every script is held back, as on a connection that has not delivered them yet: the search bar is its server's
  // HTML, whose buttons do nothing by themselves.
  const release = await holdRequests(page, '**/_astro/*.js');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const guests = page.getByRole('group', { name: 'Oaspeți' }).locator('output');
  const before = Number(await guests.textContent());
  const moreGuests = page.getByRole('button', { name: 'Mai mulți oaspeți' });
  await moreGuests.click();
  await moreGuests.click();
  await page.getByRole('button', { name: /^Check-in/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Check-in' });
  await page.waitForTimeout(300);
  await expect(calendar).toBeHidden();
  await expect(guests).toHaveText(String(before));

  release();
  await expect(calendar).toBeVisible();
  await expect(guests).toHaveText(String(before + 2));
  // Each press is answered once.
  await page.waitForTimeout(300);
  await expect(guests).toHaveText(String(before + 2));
  await expect(calendar).toBeVisible();
});

test('a town chosen on the search bar before it has hydrated is kept, with the presses made beside it (the phone at a quarter of its CPU speed) @phone', async ({
  page,
  isMobile,
}) => {
  if (isMobile) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // The search bar's own code is held back: its select works as the browser's own, before the island is ready.
  const release = await holdRequests(page, /SearchBar[^/]*\.js$/);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const form = page.locator('#booking-section form');
  await form.scrollIntoViewIfNeeded();
  const city = page.getByLabel('Oraș');
  await city.selectOption('Constanța');
  const guests = page.getByRole('group', { name: 'Oaspeți' }).locator('output');
  const before = Number(await guests.textContent());
  await page.getByRole('button', { name: 'Mai mulți oaspeți' }).click();

  release();
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await expect(guests).toHaveText(String(before + 1));
  await page.waitForTimeout(300);
  await expect(city).toHaveValue('Constanța');
  // With the dates, the search can be made: nothing the visitor chose was lost.
  await pickDay(page, 'Check-in', dayFromToday(20));
  await pickDay(page, 'Check-out', dayFromToday(23));
  await expect(city).toHaveValue('Constanța');
  await page.getByRole('button', { name: 'Căutați' }).click();
  await expect(page.getByRole('heading', { name: /^Proprietăți în Constanța/ })).toBeVisible();
});

/** The local fonts Chromium drew an element's own text with (CSS.getPlatformFontsForNode), by family. */
async function drawnWith(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.filter((font) => font.glyphCount > 0).map((font) => font.familyName);
}

test('a Russian page draws its Cyrillic in the site’s fonts, fetched only there, without moving the text', async ({
  page,
}) => {
  await recordTimeline(page);
  // A Romanian page, its fonts then cached: it names Russian in its language switcher, yet fetches no Cyrillic file.
  await page.goto('/');
  await expect.poll(() => webFontsLoaded(page)).toBe(true);
  const romanian = await timeline(page);
  expect(romanian.fonts.length).toBeGreaterThanOrEqual(2);
  expect(romanian.fonts.map(({ name }) => name).filter((name) => /cyrillic/.test(name))).toEqual([]);

  // The Russian page's Cyrillic files, never cached yet, arrive late as on a phone: the text keeps its place.
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto('/ru');
  await expect.poll(() => webFontsLoaded(page), { timeout: 10_000 }).toBe(true);
  await page.waitForLoadState('networkidle');
  const russian = await timeline(page);
  // In the site's fonts the header holds its longer Russian words with the brand on one line, as in Romanian.
  const brand = page.getByRole('link', { name: 'Cazare Litoral' });
  expect.soft((await brand.boundingBox())?.height, 'the brand is one line high').toBeLessThanOrEqual(40);
  const bar = page.locator('header > div').first();
  expect(await bar.evaluate((row) => row.scrollWidth - row.clientWidth), 'the bar holds all it shows').toBe(0);
  const cyrillic = russian.fonts.filter(({ name }) => /cyrillic/.test(name));
  expect(cyrillic.length, 'both families’ Cyrillic files were fetched').toBe(2);
  expect(russian.layoutShift).toBeLessThan(0.02);
  // The heading and the introduction beneath it: every glyph from the site's own fonts, none from a stand-in.
  expect(await drawnWith(page, 'h1')).toEqual(['Playfair Display']);
  expect(await drawnWith(page, 'main h1 ~ p')).toEqual(['Inter']);
});
