import { expect, test, type Locator, type Page, type Route } from '../support/test';
import { readCatalogue } from '../support/catalogue';
import { cardOf } from '../support/locators';
import { holdRequests } from '../support/hold';
import { LIST_POSITION_KEY as KEY, placeRestored, settle } from '../support/settle';
import { siteURL } from '../support/servers';

// Coming back from a property page, the card the visitor opened is where it was on the screen: whether they
// scrolled down to it or jumped past cards that were never laid out, and whether they return by the
// browser's Back or by the property page's 'Înapoi la căutare'.

const catalogue = readCatalogue();
/** The card the journeys open: the 8th of the list, screens below the hero at both widths. */
const opened = catalogue[7]!;
/** Each journey is repeated in one test: a restore that races the page's loading fails some runs only. Three runs
    at each width (six a way back, with the phone's) keep the browser tests within CI's half hour on a slower day. */
const RUNS = 3;
/** How far from its place the opened card may come back, in CSS pixels. */
const TOLERANCE = 40;
/** The desktop journeys run on a laptop's screen. */
const LAPTOP = { width: 1280, height: 720 };

/** The two ways back to the list: the browser's own, and the property page's link. */
type Way = 'Back' | 'Înapoi la căutare';

/** A visitor's scroll down to the card, 300 px at a time and each step drawn: every card on the way is laid out. */
async function scrollDownTo(card: Locator): Promise<void> {
  const stuck = await card.evaluate(async (element) => {
    // A page that stops scrolling (at its foot, or held by a script) is reported rather than scrolled for ever.
    for (let still = 0; element.getBoundingClientRect().top > innerHeight * 0.3; ) {
      if (still === 30) {
        const { overflow } = getComputedStyle(document.documentElement);
        return `the page stopped scrolling at ${Math.round(scrollY)} of ${document.documentElement.scrollHeight} px (overflow ${overflow}, ${location.href}, open: ${[...document.querySelectorAll('dialog[open], [role=dialog]:not([hidden])')].map((dialog) => dialog.getAttribute('aria-label') ?? dialog.id).join(', ') || 'nothing'}) with the card's top at ${Math.round(element.getBoundingClientRect().top)} px`;
      }
      const from = scrollY;
      window.scrollBy({ top: 300, behavior: 'instant' });
      const drawn = await Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => resolve(true))),
        new Promise((resolve) => setTimeout(() => resolve(false), 5000)),
      ]);
      if (!drawn) return `no frame drawn for 5 s at ${Math.round(scrollY)} px (${document.visibilityState})`;
      still = Math.abs(scrollY - from) < 1 ? still + 1 : 0;
    }
    return undefined;
  });
  expect(stuck, 'the scroll down to the card').toBeUndefined();
}

/** One long scroll to the foot of the page, then one back up to the card: the cards jumped over are never laid
    out and keep their estimated height. */
async function jumpTo(card: Locator): Promise<void> {
  await card.evaluate(async (element) => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await new Promise(requestAnimationFrame);
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
  });
}

/** How many cards of the list have never been laid out: a jump goes past cards without laying them out. */
function cardsSkipped(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll('[data-property-id] > *')].filter(
        (card) => !card.checkVisibility({ contentVisibilityAuto: true }),
      ).length,
  );
}

/** A visitor on the list, scrolled down to the opened card, which has settled: the card and where it stands. */
async function scrolledToOpened(
  page: Page,
  isMobile: boolean,
): Promise<{ card: Locator; before: { top: number; scrollY: number } }> {
  if (!isMobile) await page.setViewportSize(LAPTOP);
  const card = cardOf(page, opened);
  await page.goto('/');
  await scrollDownTo(card);
  return { card, before: await settle(card) };
}

/** Opens the card's property page by its title link. */
async function openCard(page: Page, card: Locator): Promise<void> {
  await card.getByRole('link', { name: opened.title, exact: true }).click();
  await expect(page).toHaveURL(`/apartment/${opened.id}`);
}

async function comeBack(page: Page, way: Way): Promise<void> {
  if (way === 'Back') await page.goBack();
  else {
    await page.getByRole('link', { name: 'Înapoi la căutare' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  }
  // The list forgets the position once it is back in place.
  await placeRestored(page);
}

for (const reach of ['scroll', 'jump'] as const) {
  for (const way of ['Back', 'Înapoi la căutare'] satisfies Way[]) {
    // Visitors are on slow phones: one journey runs at a quarter of the CPU's speed there.
    const slowPhone = reach === 'jump' && way === 'Back';
    const how = reach === 'scroll' ? 'scrolling down to it' : 'jumping to it past cards never laid out';
    test(`the opened card comes back to its place on the screen, ${how}, by ${way}${slowPhone ? ' (the phone at a quarter of its CPU speed)' : ''} @phone`, async ({
      page,
      isMobile,
    }) => {
      test.setTimeout(slowPhone && isMobile ? 240_000 : 120_000);
      if (!isMobile) await page.setViewportSize(LAPTOP);
      if (slowPhone && isMobile) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      }
      const card = cardOf(page, opened);
      const moves: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        await page.goto('/');
        if (reach === 'scroll') await scrollDownTo(card);
        else await jumpTo(card);
        const before = await settle(card);
        if (reach === 'jump') expect(await cardsSkipped(page), 'cards the jump went past').toBeGreaterThan(0);
        await openCard(page, card);
        expect(await page.evaluate((key) => sessionStorage.getItem(key), KEY)).toBe(String(before.scrollY));
        await comeBack(page, way);
        const after = await settle(card);
        moves.push(after.top - before.top);
      }
      const misplaced = moves.filter((move) => Math.abs(move) > TOLERANCE);
      expect(misplaced, `the card came back moved by ${moves.join(', ')} px`).toEqual([]);
    });
  }
}

test("a card opened before the home page's scripts have run comes back to its place, by Back and by Înapoi la căutare @phone", async ({
  page,
  isMobile,
}) => {
  if (!isMobile) await page.setViewportSize(LAPTOP);
  const card = cardOf(page, opened);
  for (const way of ['Back', 'Înapoi la căutare'] satisfies Way[]) {
    // On a slow phone the page's scripts can still be arriving when the visitor has scrolled and taps a card.
    const release = await holdRequests(page, '**/_astro/*.js');
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await scrollDownTo(card);
    const before = await settle(card);
    await expect(page.locator('astro-island:not([ssr])'), 'no island has hydrated').toHaveCount(0);
    await openCard(page, card);
    release();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), KEY), `by ${way}`).toBe(String(before.scrollY));
    await comeBack(page, way);
    const after = await settle(card);
    expect(
      Math.abs(after.top - before.top),
      `by ${way}, the card came back ${after.top - before.top} px from its place`,
    ).toBeLessThanOrEqual(TOLERANCE);
  }
});

test('a visitor who scrolls before the list is restored stays where they scrolled to @phone', async ({
  page,
  isMobile,
}) => {
  const { card, before } = await scrolledToOpened(page, isMobile);
  await openCard(page, card);
  // The restore waits for the web fonts: held back, they let the visitor's scroll surely come first.
  const fonts: Route[] = [];
  let holdFonts = true;
  await page.route('**/*.woff2', (route) => (holdFonts ? void fonts.push(route) : route.continue()));
  await page.goBack({ waitUntil: 'domcontentloaded' });
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  holdFonts = false;
  await Promise.all(fonts.map((route) => route.continue()));
  await placeRestored(page);
  const after = await settle(card);
  expect(after.scrollY).toBeLessThan(before.scrollY / 2);
});

test("by Înapoi la căutare followed before the property page's script has run, the list is restored, not left at the section its link names @phone", async ({
  page,
  isMobile,
}) => {
  const { card, before } = await scrolledToOpened(page, isMobile);
  // On a slow phone the way back can be tapped before the property page's script has pointed it at the bare list:
  // the property page's scripts never arrive here, so the link still leads to '/#properties-section', and the
  // browser scrolls (smoothly) to that section as the home page loads.
  await page.route('**/_astro/*.js', (route) =>
    new URL(route.request().headers()['referer'] ?? siteURL).pathname.startsWith('/apartment/')
      ? route.abort()
      : route.continue(),
  );
  await openCard(page, card);
  const back = page.getByRole('link', { name: 'Înapoi la căutare' });
  await expect(back).toHaveAttribute('href', '/#properties-section');
  await back.click();
  await placeRestored(page);
  // The address names the list, not the section the visitor is no longer at.
  expect(new URL(page.url()).hash).toBe('');
  const after = await settle(card);
  expect(
    Math.abs(after.top - before.top),
    `the card came back ${after.top - before.top} px from its place`,
  ).toBeLessThanOrEqual(TOLERANCE);
});

test('back from the back/forward cache, the list is as it was left and its saved position is not used again @phone', async ({
  playwright,
  launchOptions,
  viewport,
  isMobile,
  hasTouch,
  deviceScaleFactor,
  userAgent,
}) => {
  // Playwright's browsers start without the back/forward cache; visitors' browsers have it.
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    // The same screen and device as the project's own pages.
    const context = await browser.newContext({
      baseURL: siteURL,
      viewport: isMobile ? viewport : LAPTOP,
      isMobile,
      hasTouch,
      ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
      ...(userAgent ? { userAgent } : {}),
    });
    const page = await context.newPage();
    const card = cardOf(page, opened);
    await page.goto('/');
    await page.evaluate(() => document.documentElement.setAttribute('data-visited', ''));
    await scrollDownTo(card);
    const before = await settle(card);
    // A page still fetching is not kept whole.
    await page.waitForLoadState('networkidle');
    await card.getByRole('link', { name: opened.title, exact: true }).click();
    await expect(page).toHaveURL(`/apartment/${opened.id}`);
    await page.goBack({ waitUntil: 'commit' });
    // The very page the visitor left, not a new load of it.
    await expect(page.locator('html')).toHaveAttribute('data-visited', '');
    expect(Math.abs((await settle(card)).top - before.top)).toBeLessThanOrEqual(TOLERANCE);
    await placeRestored(page);
    // Forward again, the way back leads to the list section: the list has no position left to restore.
    await page.goForward({ waitUntil: 'commit' });
    await expect(page.getByRole('link', { name: 'Înapoi la căutare' })).toHaveAttribute('href', '/#properties-section');
    // A later visit of the home page starts at its top.
    await page.goto('/');
    expect((await settle(card)).scrollY).toBe(0);
  } finally {
    await browser.close();
  }
});
