import type { Locator, Page } from '@playwright/test';

/** Where an element stands once it has stayed put for 10 frames, and the page's scroll then. Cards coming near are
    laid out a frame or two after a scroll, the browser's scroll anchoring moves the page as they take their real
    height, and a map pans its pop-up into view over a few hundred milliseconds: a single reading can catch any of
    them halfway. Gives up waiting after 600 frames and reports where the element stood last. */
export function settle(element: Locator): Promise<{ top: number; left: number; scrollY: number }> {
  return element.evaluate(async (node) => {
    await document.fonts.ready;
    const place = () => {
      const { top, left } = node.getBoundingClientRect();
      return `${Math.round(top)},${Math.round(left)}`;
    };
    let last = place();
    for (let frame = 0, calm = 0; calm < 10 && frame < 600; frame += 1) {
      await new Promise(requestAnimationFrame);
      calm = place() === last ? calm + 1 : 0;
      last = place();
    }
    const [top, left] = last.split(',').map(Number) as [number, number];
    return { top, left, scrollY: Math.round(window.scrollY) };
  });
}

/** The session-storage key a list's place is saved under when a card is opened (src/browser/list-position.ts). */
export const LIST_POSITION_KEY = 'apartmentListScrollPosition';

/** Waits until the page back from a property page has ended its restore: it forgets the saved place then, whether
    it put the card back, gave up, or left a visitor who moved first where they are. Measuring the card before that
    can catch it where the page first drew it, before the restore has begun. */
export async function placeRestored(page: Page): Promise<void> {
  await page.waitForFunction((key) => sessionStorage.getItem(key) === null, LIST_POSITION_KEY);
}
