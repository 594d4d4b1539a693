// How fast the site answers a tap on a slow phone: Chromium at 390x844 with touch, 4x CPU slowdown and slow 4G
// (150 ms round trip, 1.6 Mbps down, 750 kbps up). Each page is loaded fresh and left idle 3 s (a carousel below the
// first screen is scrolled to and left idle as long), then one touch; the time runs from the touch event's time
// stamp (a tap's touchstart; a swipe's touchend, when the finger lifts and the swipe is known) to the first frame in
// which the answer is on screen (a dialog's frame, a calendar, the next photo), read in the page from
// requestAnimationFrame's frame times. Each tap is also timed a second time on the same page (the dialog closed
// with Escape, the next photo again). Medians of `runs`. A map's button is timed to its first tile on screen; the
// tiles come from the fake tile server (tests/support/fake-tiles.ts), each after TILE_LATENCY_MS, in place of
// OpenStreetMap's. A tap whose button is not on the page is reported as missing, not timed.
import { chromium, type Browser, type BrowserContext, type CDPSession, type Locator, type Page } from 'playwright';
import { startFakeTiles } from '../tests/support/fake-tiles.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';

/** What the page helpers can wait for. */
type Check =
  | 'booking'
  | 'bookingCalendar'
  | 'assistant'
  | 'assistantBox'
  | 'calendarFrame'
  | 'calendar'
  | 'menu'
  | 'saved'
  | 'map'
  | 'mapTiles'
  | 'ordered'
  | 'searched'
  | 'changed'
  | 'totals'
  | 'photo'
  | 'viewer'
  | 'viewerPhoto';

/**
 * What a check compares with: the photo check asks whether another photo than `before` is on show in `selector`'s
 * carousel, the changed check whether `selector`'s text is no longer `before`.
 */
interface Change {
  selector: string;
  before: string;
}

/**
 * One interaction as the browser's Event Timing API reports it (the measure behind INP): its duration from the input
 * to the next frame presented, and its three parts (waiting for the main thread, the handlers, the frame's work).
 */
interface Interaction {
  duration: number;
  inputDelay: number;
  processing: number;
  presentation: number;
}

/** The helpers `pageHelpers` installs in the page. */
interface BenchHelpers {
  state: { touchStart: number; touchEnd: number };
  /** The longest interaction that started at or after `since` (a page time), or null when none was reported. */
  interactionSince: (since: number) => Interaction | null;
  currentPhoto: (selector: string) => string;
  nextFrameWhere: (name: Check, arg?: Change, limit?: number) => Promise<number | null>;
}

/** The page's window once the helpers are installed; the functions run in the page read them from it. */
type BenchWindow = typeof window & { __bench: BenchHelpers };

/** Milliseconds to each answer, per turn ('first', 'firstFilled'...); null when it never showed. */
type Times = Record<string, number | null>;

/** A tap measured: where, on what, and how its answer shows (a dialog and its content, or the next photo). */
type Tap = { name: string; path: string } & (
  | { photo: string; target?: (page: Page) => Locator; swipe?: (page: Page) => Locator }
  | {
      target: (page: Page) => Locator;
      shown: Check;
      filled: Check;
      close: (page: Page) => Promise<void>;
      before?: (page: Page) => Promise<void>;
      /** Timed once: its answer cannot be closed (a property page's map replaces its drawing). */
      once?: boolean;
    }
);

/** The device of the measurement: a mid-range phone on a slow mobile network. */
export const PHONE_PROFILE = {
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  network: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
};

const IDLE_MS = 3000;

/**
 * Installed before the page's own scripts (init scripts are not subject to the page's CSP, which forbids eval):
 * remembers the latest touch's time stamp and waits, frame by frame, for one of the named checks.
 */
function pageHelpers(): void {
  const state = { touchStart: 0, touchEnd: 0 };
  addEventListener('touchstart', (event) => (state.touchStart = event.timeStamp), { capture: true, passive: true });
  addEventListener('touchend', (event) => (state.touchEnd = event.timeStamp), { capture: true, passive: true });
  // Every event entry of an interaction, 16 ms and longer (the API's floor): an interaction's duration is the longest
  // of its events' (pointerdown, pointerup, click), as INP counts it.
  const events: PerformanceEventTiming[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) if (entry.interactionId) events.push(entry);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  const visible = (selector: string) => Boolean(document.querySelector(selector)?.checkVisibility());
  /** The full-screen viewer's photo, once loaded and painted. */
  const viewerPhoto = () => document.querySelector<HTMLImageElement>('dialog[data-photo-viewer] picture img');
  const checks: Record<Check, (arg?: Change) => boolean> = {
    booking: () => visible('[aria-labelledby="booking-dialog-title"]'),
    bookingCalendar: () => visible('[aria-labelledby="booking-dialog-title"] .rdp-root [role="grid"]'),
    assistant: () => visible('[aria-labelledby="chat-dialog-title"]'),
    assistantBox: () => visible('[aria-labelledby="chat-dialog-title"] textarea'),
    calendarFrame: () => visible('#booking-section [role="dialog"]'),
    calendar: () => visible('#booking-section [role="dialog"] [role="grid"]'),
    menu: () => visible('#mobile-menu nav'),
    saved: () => document.querySelector('[data-favourite]')?.getAttribute('aria-pressed') === 'true',
    map: () => visible('.leaflet-container'),
    // A tile is drawn once its image has loaded and decoded (Leaflet marks it loaded on its load event).
    mapTiles: () =>
      [...document.querySelectorAll<HTMLImageElement>('.leaflet-container img.leaflet-tile-loaded')].some(
        (tile) => tile.complete && tile.naturalWidth > 0 && tile.checkVisibility(),
      ),
    // The list in price order: the order buttons say so and the cheapest card comes first.
    ordered: () => {
      const cards = [...document.querySelectorAll<HTMLElement>('#properties-section li[data-from-price]')];
      const cheapest = Math.min(...cards.map((card) => Number(card.dataset['fromPrice'])));
      const first = document.querySelector<HTMLElement>('#properties-section li[data-property-id]');
      return (
        document.querySelector<HTMLElement>('[data-list-order]')?.dataset['value'] === 'price' &&
        Number(first?.dataset['fromPrice']) === cheapest
      );
    },
    searched: () => visible('[data-search-strip]'),
    changed: (arg) => Boolean(arg && document.querySelector(arg.selector)?.textContent !== arg.before),
    // A listed card states the search's stay: its total, or the minimum it falls short of (and, given a change, once
    // that change is on screen: the search's own list, not the page's cards before it).
    totals: (arg) =>
      (!arg || checks.changed(arg)) &&
      Boolean(document.querySelector('#properties-section li[data-total]:not([hidden]) [data-card-price]')),
    // The photo on show in a carousel (the one image not hidden from screen readers), once painted and other than before.
    // The photo viewer's frame (the dialog, or the frame shown while its code arrives), then its photo.
    viewer: () => visible('[data-photo-viewer]'),
    viewerPhoto: () => {
      const photo = viewerPhoto();
      return Boolean(photo?.complete && photo.naturalWidth > 0 && photo.checkVisibility());
    },
    photo: (arg) => {
      if (!arg) return false;
      const current = document.querySelector(arg.selector)?.querySelector<HTMLImageElement>('img:not([aria-hidden])');
      return Boolean(current && current.currentSrc !== arg.before && current.complete && current.naturalWidth > 0);
    },
  };
  const helpers: BenchHelpers = {
    state,
    interactionSince(since) {
      const byInteraction = new Map<number, PerformanceEventTiming[]>();
      for (const entry of events)
        if (entry.startTime >= since - 1)
          byInteraction.set(entry.interactionId, [...(byInteraction.get(entry.interactionId) ?? []), entry]);
      let longest: Interaction | null = null;
      for (const entries of byInteraction.values()) {
        const worst = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
        // The handlers of the events presented in the worst one's frame, as web-vitals attributes them.
        const inFrame = entries.filter(
          (entry) => entry.startTime + entry.duration === worst.startTime + worst.duration,
        );
        const processingStart = Math.min(...inFrame.map((entry) => entry.processingStart));
        const processingEnd = Math.max(...inFrame.map((entry) => entry.processingEnd));
        const start = Math.min(...inFrame.map((entry) => entry.startTime));
        const interaction = {
          duration: worst.duration,
          inputDelay: Math.round(processingStart - start),
          processing: Math.round(processingEnd - processingStart),
          presentation: Math.round(Math.max(0, worst.startTime + worst.duration - processingEnd)),
        };
        if (!longest || interaction.duration > longest.duration) longest = interaction;
      }
      return longest;
    },
    currentPhoto: (selector) =>
      document.querySelector(selector)?.querySelector<HTMLImageElement>('img:not([aria-hidden])')?.currentSrc ?? '',
    /** Resolves with the time of the first frame whose rendering shows what the named check looks for, or
        with null when it has not shown after `limit` ms. */
    nextFrameWhere(name, arg, limit = 15000) {
      const started = performance.now();
      return new Promise((resolve) => {
        const look = (frameTime: number) => {
          if (checks[name](arg)) resolve(frameTime);
          else if (frameTime - started > limit) resolve(null);
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
    },
  };
  Object.assign(window, { __bench: helpers });
}

/** How long the fake tile server takes over a tile: a round trip of the slow network (its requests are answered
    by the benchmark, outside the emulated network) and a real tile's 10-30 KB at its speed, roughly. */
const TILE_LATENCY_MS = 250;

/** OpenStreetMap's tile requests answered by the fake tile server at `tiles`. */
async function fakeTiles(context: BrowserContext, tiles: string): Promise<void> {
  await context.route('https://tile.openstreetmap.org/**', async (route) => {
    const tile = await fetch(`${tiles}${new URL(route.request().url()).pathname}?latency=${TILE_LATENCY_MS}`);
    await route.fulfill({ status: tile.status, contentType: 'image/png', body: Buffer.from(await tile.arrayBuffer()) });
  });
}

async function throttledPage(browser: Browser, tiles?: string) {
  const context = await browser.newContext({
    viewport: PHONE_PROFILE.viewport,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
  });
  await context.addInitScript(pageHelpers);
  if (tiles) await fakeTiles(context, tiles);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE_PROFILE.network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  return { context, page, cdp };
}

/** Loads `url` and leaves it idle, as a visitor who reads before tapping. */
async function arrive(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForTimeout(IDLE_MS);
}

/** Taps the centre of `locator` (scrolled into view first, then left to settle). */
/** Where `locator` is on screen, once scrolled into view and left to settle. */
async function onScreen(page: Page, locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not on screen`);
  return box;
}

async function tap(page: Page, locator: Locator): Promise<void> {
  const box = await onScreen(page, locator);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** A horizontal swipe to the left over `locator`, as a finger moving to the next photo. */
async function swipeLeft(page: Page, cdp: CDPSession, locator: Locator): Promise<void> {
  const box = await onScreen(page, locator);
  const y = box.y + box.height / 2;
  const [from, to] = [box.x + box.width * 0.8, box.x + box.width * 0.2];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 6; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from + ((to - from) * step) / 6, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * Milliseconds from the latest touch to the first frame where the named check holds: from the finger's touch for a
 * tap, from its lift for a swipe (`from` 'touchEnd'), which is when a swipe is known to be one; the finger's travel
 * before it is the visitor's, not the page's.
 */
async function timeTo(
  page: Page,
  act: () => Promise<void>,
  check: Check,
  arg?: Change,
  from: 'touchStart' | 'touchEnd' = 'touchStart',
): Promise<number | null> {
  const shown = page.evaluate(([name, value]) => (window as BenchWindow).__bench.nextFrameWhere(name, value), [
    check,
    arg,
  ] as const);
  await act();
  const frame = await shown;
  const touched = await page.evaluate((edge) => (window as BenchWindow).__bench.state[edge], from);
  return frame === null ? null : Math.round(frame - touched);
}

/**
 * The browser's own figures for the latest touch's interaction (Event Timing, INP's measure): `turn`Event is its
 * duration, with its input delay, processing and presentation beside it. An interaction under the API's 16 ms floor
 * is not reported; it counts as 16.
 */
async function eventTiming(page: Page, turn: string): Promise<Times> {
  // Entries are reported once their frame has been presented; give the observer a moment.
  await page.waitForTimeout(300);
  const interaction = await page.evaluate(() => {
    const bench = (window as BenchWindow).__bench;
    return bench.interactionSince(bench.state.touchStart);
  });
  const { duration, inputDelay, processing, presentation } = interaction ?? {
    duration: 16,
    inputDelay: 0,
    processing: 0,
    presentation: 0,
  };
  return {
    [`${turn}Event`]: duration,
    [`${turn}EventDelay`]: inputDelay,
    [`${turn}EventProcessing`]: processing,
    [`${turn}EventPresentation`]: presentation,
  };
}

/** The taps measured, each with what opens it, what shows it, and how it is closed before the second time. */
const TAPS: Tap[] = [
  {
    name: "'Selectați datele' on a home-page card → booking wizard",
    path: '/',
    target: (page) =>
      page.locator('#properties-section article').first().getByRole('button', { name: 'Selectați datele' }),
    shown: 'booking',
    filled: 'bookingCalendar',
    close: (page) => page.keyboard.press('Escape'),
  },
  {
    name: "'Găsiți în 30 de secunde' → assistant",
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Găsiți în 30 de secunde' }),
    shown: 'assistant',
    filled: 'assistantBox',
    close: (page) => page.keyboard.press('Escape'),
  },
  {
    name: "'Asistent AI' in the navigation (the phone menu) → assistant",
    path: '/',
    before: async (page) => {
      await page.getByRole('button', { name: 'Deschideți meniul' }).tap();
      await page.waitForTimeout(500);
    },
    target: (page) => page.getByRole('navigation', { name: 'Meniu' }).getByRole('button', { name: 'Asistent AI' }),
    shown: 'assistant',
    filled: 'assistantBox',
    close: async (page) => {
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Deschideți meniul' }).tap();
      await page.waitForTimeout(500);
    },
  },
  {
    name: 'the phone menu',
    path: '/',
    target: (page) => page.locator('[data-menu-toggle]'),
    shown: 'menu',
    filled: 'menu',
    close: (page) => page.locator('[data-menu-toggle]').tap(),
  },
  {
    name: 'search check-in field → calendar',
    path: '/',
    target: (page) => page.getByRole('button', { name: /^Check-in/ }),
    shown: 'calendarFrame',
    filled: 'calendar',
    close: (page) => page.keyboard.press('Escape'),
  },
  {
    name: "'Selectați datele' on a property page → booking wizard",
    path: '/apartment/7',
    target: (page) => page.getByRole('banner').getByRole('button', { name: 'Selectați datele' }),
    shown: 'booking',
    filled: 'bookingCalendar',
    close: (page) => page.keyboard.press('Escape'),
  },
  {
    name: 'the heart on a property page',
    path: '/apartment/7',
    target: (page) => page.getByRole('banner').locator('[data-favourite]'),
    shown: 'saved',
    filled: 'saved',
    close: (page) => page.getByRole('banner').locator('[data-favourite]').tap(),
  },
  {
    name: 'the heart on a home-page card',
    path: '/',
    target: (page) => page.locator('#properties-section article').first().locator('button[data-favourite]'),
    shown: 'saved',
    filled: 'saved',
    close: (page) => page.locator('#properties-section article').first().locator('button[data-favourite]').tap(),
  },
  {
    name: "'Vedeți pe hartă' on a property page → the map's first tiles",
    path: '/apartment/7',
    target: (page) => page.getByRole('button', { name: 'Vedeți pe hartă' }),
    shown: 'map',
    filled: 'mapTiles',
    close: async () => {},
    once: true,
  },
  {
    name: "'Vedeți pe hartă' above the list → the map's first tiles",
    path: '/',
    target: (page) => page.locator('[data-map-open="results"]'),
    shown: 'map',
    filled: 'mapTiles',
    close: (page) => page.locator('[data-map-open="results"]').tap(),
  },
  {
    name: "the gallery's next photo",
    path: '/apartment/7',
    target: (page) =>
      page.getByRole('region', { name: 'Galerie foto' }).getByRole('button', { name: 'Imaginea următoare' }),
    photo: 'section[aria-roledescription="carusel"]',
  },
  {
    name: "the gallery's photo → full screen",
    path: '/apartment/7',
    target: (page) =>
      page
        .getByRole('region', { name: 'Galerie foto' })
        .getByRole('button', { name: 'Vedeți fotografia pe tot ecranul' }),
    shown: 'viewer',
    filled: 'viewerPhoto',
    close: (page) => page.keyboard.press('Escape'),
  },
  {
    name: "'Preț: crescător' above the list → the cards in price order",
    path: '/',
    target: (page) => page.getByRole('group', { name: 'Ordine' }).getByRole('button', { name: 'Preț: crescător' }),
    shown: 'ordered',
    filled: 'ordered',
    close: (page) => page.getByRole('group', { name: 'Ordine' }).getByRole('button', { name: 'Recomandate' }).tap(),
  },
  {
    name: "'Căutați' with dates → the cards' totals for the stay",
    path: '/',
    before: chooseSearch,
    target: (page) => page.getByRole('button', { name: 'Căutați' }),
    shown: 'searched',
    filled: 'totals',
    close: async () => {},
    once: true,
  },
  // The same taps on the English and Russian pages, which load their own language's texts.
  {
    name: "'Select dates' on an English home-page card → booking wizard",
    path: '/en',
    target: (page) => page.locator('#properties-section article').first().getByRole('button', { name: 'Select dates' }),
    shown: 'booking',
    filled: 'bookingCalendar',
    close: (page) => page.keyboard.press('Escape'),
  },
  {
    name: "'Найдите за 30 секунд' → assistant (Russian)",
    path: '/ru',
    target: (page) => page.getByRole('button', { name: 'Найдите за 30 секунд' }),
    shown: 'assistant',
    filled: 'assistantBox',
    close: (page) => page.keyboard.press('Escape'),
  },
  {
    name: "'Выберите даты' on a Russian property page → booking wizard",
    path: '/ru/apartment/7',
    target: (page) => page.getByRole('banner').getByRole('button', { name: 'Выберите даты' }),
    shown: 'booking',
    filled: 'bookingCalendar',
    close: (page) => page.keyboard.press('Escape'),
  },
  {
    name: 'a card carousel swipe',
    path: '/',
    swipe: (page) => page.locator('#properties-section article').nth(1).locator('[data-card-link]').locator('..'),
    photo: '#properties-section li:nth-child(2) article',
  },
];

/** The search the search taps make: a town, for every listed card of it to state the stay's total, and three nights. */
const SEARCH_TOWN = 'Constanța';
async function chooseSearch(page: Page): Promise<void> {
  await page.getByLabel('Oraș').selectOption(SEARCH_TOWN);
  await pickSearchDay(page, 'Check-in', dayFromToday(10));
  await pickSearchDay(page, 'Check-out', dayFromToday(13));
}

/** A local calendar day `offset` days from today, 'yyyy-MM-dd'. */
function dayFromToday(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Chooses `day` in the search bar's `field` calendar by touch, moving on a month when it is not shown yet. */
async function pickSearchDay(page: Page, field: 'Check-in' | 'Check-out', day: string): Promise<void> {
  await tap(page, page.getByRole('button', { name: new RegExp(`^${field}`) }));
  const calendar = page.getByRole('dialog', { name: field });
  await calendar.getByRole('grid').first().waitFor();
  const cell = calendar.locator(`[data-day="${day}"]:not([data-outside]) button`);
  if ((await cell.count()) === 0) await calendar.getByRole('button', { name: 'Mergi la luna următoare' }).tap();
  await cell.tap();
  await page.waitForTimeout(1000);
}

/**
 * Brings a carousel into view and leaves it idle, as the page is before a tap: a card's carousel below the first
 * screen hydrates and fetches its photo only once scrolled to, and a swipe timed before that would time the first
 * photo's arrival, not the next one's.
 */
async function settleCarousel(page: Page, selector: string): Promise<void> {
  await page.locator(selector).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (within) => {
      const carousel = document.querySelector(within);
      const shown = carousel?.querySelector<HTMLImageElement>('img:not([aria-hidden])');
      const island = carousel?.querySelector('astro-island') ?? carousel?.closest('astro-island');
      return Boolean(shown?.complete && shown.naturalWidth > 0 && island && !island.hasAttribute('ssr'));
    },
    selector,
    { timeout: 60_000 },
  );
  await page.waitForTimeout(IDLE_MS);
}

/** One visitor: a fresh page, the first tap, then the same tap again. */
async function measureOnce(browser: Browser, baseURL: string, spec: Tap, tiles: string): Promise<Times | 'missing'> {
  const { context, page, cdp } = await throttledPage(browser, tiles);
  try {
    await arrive(page, baseURL + spec.path);
    const times: Times = {};
    if ('photo' in spec) await settleCarousel(page, spec.photo);
    // A button that shows only after a step of its own (the phone menu's) is looked for after that step.
    else if (!('before' in spec && spec.before) && (await spec.target(page).count()) === 0) return 'missing';
    for (const turn of 'once' in spec && spec.once ? ['first'] : ['first', 'second']) {
      if ('photo' in spec) {
        const { photo, swipe, target } = spec;
        const before = await page.evaluate((selector) => (window as BenchWindow).__bench.currentPhoto(selector), photo);
        const act = swipe
          ? () => swipeLeft(page, cdp, swipe(page))
          : async () => {
              if (!target) throw new Error(`${spec.name}: nothing to tap or swipe`);
              await tap(page, target(page));
            };
        times[turn] = await timeTo(page, act, 'photo', { selector: photo, before }, swipe ? 'touchEnd' : 'touchStart');
        Object.assign(times, await eventTiming(page, turn));
      } else {
        if (turn === 'first') await spec.before?.(page);
        const filled = page.evaluate((name) => (window as BenchWindow).__bench.nextFrameWhere(name), spec.filled);
        times[turn] = await timeTo(page, () => tap(page, spec.target(page)), spec.shown);
        const touched = await page.evaluate(() => (window as BenchWindow).__bench.state.touchStart);
        const filledFrame = await filled;
        times[`${turn}Filled`] = filledFrame === null ? null : Math.round(filledFrame - touched);
        await page.waitForTimeout(500);
        Object.assign(times, await eventTiming(page, turn));
        await spec.close(page);
      }
      await page.waitForTimeout(1000);
    }
    return times;
  } finally {
    await context.close();
  }
}

/** The median of the runs; a run that never showed the answer counts as the slowest. */
const median = (values: (number | null | undefined)[]): number | null => {
  const sorted = values.map((value) => value ?? Infinity).sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)] ?? Infinity;
  return Number.isFinite(middle) ? middle : null;
};

/** Measures every tap `runs` times against the site at `baseURL`; returns medians and every run. */
export async function measureInteractions(baseURL: string, runs = 5, only?: string) {
  const browser = await chromium.launch({
    ...(CHROMIUM_PATH ? { executablePath: CHROMIUM_PATH } : {}),
    args: [...CHROMIUM_ARGS],
  });
  const tiles = await startFakeTiles();
  try {
    const results: { tap: string; median: Times; runs: Times[]; missing?: boolean }[] = [];
    for (const spec of TAPS.filter(({ name }) => !only || name.includes(only))) {
      const samples: Times[] = [];
      for (let run = 0; run < runs; run++) {
        const sample = await measureOnce(browser, baseURL, spec, tiles.url);
        if (sample === 'missing') break;
        samples.push(sample);
      }
      if (samples.length === 0) {
        console.log(`${spec.name}: not measured, its button is not on ${spec.path}`);
        results.push({ tap: spec.name, missing: true, median: {}, runs: [] });
        continue;
      }
      const keys = Object.keys(samples[0] ?? {});
      const medians: Times = Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))]));
      results.push({ tap: spec.name, median: medians, runs: samples });
      console.log(`${spec.name}: ${keys.map((key) => `${key} ${medians[key]} ms`).join(', ')}`);
    }
    return { profile: PHONE_PROFILE, idleMs: IDLE_MS, tileLatencyMs: TILE_LATENCY_MS, runs, taps: results };
  } finally {
    await browser.close();
    await tiles.close();
  }
}

/** One first search on the home page, as `measureFirstSearch` reports it. */
interface FirstSearch {
  /** From the touch on 'Căutați' to the first frame with the search's results listed (the list's heading is theirs). */
  results: number | null;
  /** To the first frame where a listed card states the stay's total. */
  totals: number | null;
  /** The tap on 'Căutați' by Event Timing (INP's measure). */
  event: number;
  /** What the search fetched, photos aside, from the first touch of the search bar to its totals: its code, its index
      and the cards the page lacked, compressed as they came. */
  kilobytes: number;
  requests: number;
  /** The cards fetched alone (/card/7): those of the results the page was not built with. */
  cards: number;
  /** Then, from the touch on 'Mai multe rezultate' to the first frame that announces the next page of results shown
      (null where the results fit one page and the button is not shown), and that tap by Event Timing. */
  more: number | null;
  moreEvent: number | null;
}

/**
 * The first search a visitor makes on the home page of the site at `baseURL` (the page loaded and left idle, then a
 * town and a stay of three nights chosen in the search bar, then 'Căutați'), on the throttled phone: how long its
 * results and their totals take, the tap by Event Timing, and what it fetched. Medians of `runs` visitors.
 */
export async function measureFirstSearch(baseURL: string, runs = 5) {
  const browser = await chromium.launch({
    ...(CHROMIUM_PATH ? { executablePath: CHROMIUM_PATH } : {}),
    args: [...CHROMIUM_ARGS],
  });
  try {
    const samples: FirstSearch[] = [];
    for (let run = 0; run < runs; run++) {
      const { context, page, cdp } = await throttledPage(browser);
      try {
        await arrive(page, `${baseURL}/`);
        const fetched = new Map<string, { url: string; photo: boolean; bytes?: number }>();
        cdp.on('Network.responseReceived', ({ requestId, response, type }) =>
          fetched.set(requestId, { url: response.url, photo: type === 'Image' }),
        );
        cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
          const request = fetched.get(requestId);
          if (request) request.bytes = encodedDataLength;
        });
        await chooseSearch(page);
        const title = '[data-properties-title]';
        const before = (await page.locator(title).textContent()) ?? '';
        const listed = { selector: title, before };
        const totals = page.evaluate(
          ([check, change]) => (window as BenchWindow).__bench.nextFrameWhere(check, change),
          ['totals', listed] as const,
        );
        const results = await timeTo(
          page,
          () => tap(page, page.getByRole('button', { name: 'Căutați' })),
          'changed',
          listed,
        );
        const touched = await page.evaluate(() => (window as BenchWindow).__bench.state.touchStart);
        const totalsFrame = await totals;
        await page.waitForTimeout(1000);
        const { firstEvent } = await eventTiming(page, 'first');
        const requests = [...fetched.values()].filter((request) => !request.photo && request.bytes !== undefined);
        const search = {
          results,
          totals: totalsFrame === null ? null : Math.round(totalsFrame - touched),
          event: firstEvent ?? 16,
          kilobytes: Math.round(requests.reduce((sum, request) => sum + (request.bytes ?? 0), 0) / 102.4) / 10,
          requests: requests.length,
          cards: requests.filter((request) => /\/card\/[^/.]+$/.test(new URL(request.url).pathname)).length,
        };
        // The next page of results, its cards fetched after the press ('Afișate: 36 din 44' says when they are in).
        const more = page.getByRole('button', { name: 'Mai multe rezultate' });
        const announcer = '[data-properties-announcer]';
        const said = (await page.locator(announcer).textContent()) ?? '';
        // Reached as a reader reaches it: the end of the results in view a moment before the press.
        if (await more.isVisible()) {
          await more.scrollIntoViewIfNeeded();
          await page.waitForTimeout(1000);
        }
        const paged = (await more.isVisible())
          ? await timeTo(page, () => tap(page, more), 'changed', { selector: announcer, before: said })
          : null;
        if (paged !== null) await page.waitForTimeout(1000);
        const moreEvent = paged === null ? null : ((await eventTiming(page, 'first'))['firstEvent'] ?? 16);
        samples.push({ ...search, more: paged, moreEvent });
        console.log(`first search, visitor ${run + 1}: ${JSON.stringify(samples.at(-1))}`);
      } finally {
        await context.close();
      }
    }
    const keys = Object.keys(samples[0] ?? {}) as (keyof FirstSearch)[];
    const medians = Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))]));
    return { profile: PHONE_PROFILE, town: SEARCH_TOWN, runs: samples.length, median: medians, samples };
  } finally {
    await browser.close();
  }
}
