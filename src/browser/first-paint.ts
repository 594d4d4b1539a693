// What every page does before and just after its first paint, inlined into its head by BaseLayout (it must not
// wait for a file): the web fonts, and the page's own scripts, both held back until the first frame is on screen.
// Written as a function so it is type-checked; BaseLayout writes its source out with the options filled in.
import type { FontFaceSource } from '../lib/web-fonts';
import { PRESSABLE } from './pressable-island';

/**
 * The localStorage key listing the web fonts this browser has fetched before, one source a line: they are then in
 * its cache (served immutable for a year), so a later page whose fonts are all listed turns them on before its first
 * paint, with no swap. Listed per font, as a Russian page has faces a Romanian one never fetched.
 */
export const WEB_FONTS_KEY = 'webFontsCached';

/** The attribute of the marks src/integrations/after-first-paint.ts leaves in place of the module scripts. */
export const MARK = 'data-module-after-paint';

export interface FirstPaintOptions {
  /** WEB_FONTS_KEY. */
  fontsKey: string;
  /** The attribute holding a deferred module script's URL. */
  mark: string;
  /** PRESSABLE: the attribute of an island that keeps its own early presses (src/browser/pressable-island.ts). */
  pressable: string;
  /** The web fonts (src/lib/web-fonts.ts). */
  fonts: FontFaceSource[];
}

/**
 * Turns on the web fonts: at once where the browser has them cached, else once they have loaded after the first
 * paint, all together, so the page is laid out again once. Starts the marked module scripts, in order, once the
 * page is parsed and, on a fresh visit, painted; a Back, a Forward or a reload restores a place on the page (the
 * list's scroll position), which needs the scripts before the page shows, so those start as soon as the page is
 * parsed. A button pressed before the scripts have run is pressed again once they have; one inside an island is left
 * to the island's `client:pressable` directive, which presses it again once the island has hydrated. Turns on the
 * glide of links within the page once it has loaded.
 */
export function firstPaint({ fontsKey, mark, pressable, fonts }: FirstPaintOptions): void {
  const painted = new Promise<void>((resolve) => {
    const next = () => setTimeout(resolve);
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(next);
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      next();
    });
    observer.observe({ type: 'paint', buffered: true });
  });

  const faces = fonts.map(({ family, source, descriptors }) => new FontFace(family, source, descriptors));
  let fetched: string[] = [];
  try {
    fetched = (localStorage.getItem(fontsKey) ?? '').split('\n');
  } catch {
    // Storage refused (some private windows): a first visit, as far as this page can tell.
  }
  const cached = fonts.every(({ source }) => fetched.includes(source));
  if (cached) for (const face of faces) document.fonts.add(face);
  else
    painted.then(() =>
      // Loaded before they are turned on: the text is laid out again once, with every face in. A face that
      // fails to load leaves its text in the fallback.
      Promise.allSettled(faces.map((face) => face.load())).then((results) => {
        const loaded = faces.filter((_, index) => results[index]?.status === 'fulfilled');
        for (const face of loaded) document.fonts.add(face);
        if (loaded.length === 0) return;
        const sources = fonts.filter((_, index) => results[index]?.status === 'fulfilled').map(({ source }) => source);
        try {
          localStorage.setItem(fontsKey, [...new Set([...fetched, ...sources])].filter(Boolean).join('\n'));
        } catch {
          // Not remembered: the next page waits for its first paint again.
        }
      }),
    );

  // A button does nothing until the code that answers it has run: the page's scripts (started below) for the page's
  // own buttons; the menu's runs inline. A press made before then is kept and made again once that code has run, each
  // in a task of its own and in the order made. It goes no further now, so code that has already run does not answer
  // it as well: it is answered once. An island's buttons wait for its hydration instead (its script may still be
  // arriving, or the island waits to be seen or for an idle moment): its directive keeps and makes again their presses.
  // A press on an island Astro has not started yet (its HTML still arriving) is kept here, and made again to it.
  const pressed: HTMLButtonElement[] = [];
  let scriptsRan = false;
  const pressAgain = (button: HTMLButtonElement) =>
    setTimeout(() => {
      if (button.isConnected && !button.disabled) button.click();
    });
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button');
      // The menu's button runs inline, a popover's button is the browser's own: both answer at once.
      if (button?.type !== 'button' || button.closest('[data-menu-toggle]') || button.hasAttribute('popovertarget'))
        return;
      if (scriptsRan || button.closest(`[${pressable}]`)) return;
      event.stopImmediatePropagation();
      pressed.push(button);
    },
    true,
  );
  const replay = () => {
    scriptsRan = true;
    for (const button of pressed) pressAgain(button);
  };

  // A link within the page glides to its section (src/styles/global.css), once the page has loaded: the browser's
  // own jump to the address's #section, made while it loads and once more at its load, is not a glide down the page.
  const glide = () =>
    requestAnimationFrame(() => requestAnimationFrame(() => document.documentElement.setAttribute('data-glide', '')));
  if (document.readyState === 'complete') glide();
  else addEventListener('load', glide, { once: true });

  const parsed = new Promise<void>((resolve) => {
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
    else resolve();
  });
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const fresh = navigation?.type === 'navigate';
  const ready = Promise.all([parsed, fresh ? painted : undefined]);
  // In a task of their own, after the fonts are turned on: each is short.
  ready.then(() => setTimeout(startScripts));
  function startScripts() {
    const started = [...document.querySelectorAll(`script[${mark}]`)].map((placeholder) => {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = placeholder.getAttribute(mark) ?? '';
      // Inserted scripts run as they arrive; these keep the page's order, as the tags they replace did.
      script.async = false;
      placeholder.replaceWith(script);
      // A script's load event comes once it has run.
      return new Promise((settled) => {
        script.addEventListener('load', settled);
        script.addEventListener('error', settled);
      });
    });
    Promise.all(started).then(replay);
  }
}

/** The inline script every page runs in its head, with the site's web fonts. */
export function firstPaintScript(fonts: FontFaceSource[]): string {
  const options: FirstPaintOptions = { fontsKey: WEB_FONTS_KEY, mark: MARK, pressable: PRESSABLE, fonts };
  return `(${firstPaint.toString()})(${JSON.stringify(options)});`;
}

/** The start of the script's options: a page holding it runs the script, however the function's source was printed. */
export const FIRST_PAINT_SIGNATURE = JSON.stringify({ fontsKey: WEB_FONTS_KEY, mark: MARK }).slice(0, -1);
