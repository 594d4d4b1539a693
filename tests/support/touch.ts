// Real touch input for the journeys: Chrome DevTools Protocol touch events go through the browser's own gesture
// handling, so a tap becomes a click and a drag does not, exactly as on a phone.
import type { Locator, Page } from '@playwright/test';

/** A point in the page's viewport, in CSS pixels. */
interface Point {
  x: number;
  y: number;
}

/**
 * The middle of `locator` once it is scrolled into view and has stopped moving. After a long jump, the cards that
 * come into view are laid out for the first time (they skip layout off screen) and can push it down a frame later;
 * a person looks before they press, so the point is read only when two frames agree.
 */
export async function centreOf(locator: Locator): Promise<Point> {
  await locator.scrollIntoViewIfNeeded();
  let previous: Point | undefined;
  for (;;) {
    const box = await locator.boundingBox();
    if (!box) throw new Error('The element to press is not laid out');
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    if (previous && previous.x === point.x && previous.y === point.y) return point;
    previous = point;
    await locator
      .page()
      .evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
}

/** Puts a finger on the middle of `locator`, moves it by `dx`, `dy` in a few steps and lifts it. */
export async function touchDrag(page: Page, locator: Locator, dx: number, dy = 0): Promise<void> {
  const start = await centreOf(locator);
  const cdp = await page.context().newCDPSession(page);
  const steps = 6;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  for (let step = 1; step <= steps; step += 1) {
    const point = { x: start.x + (dx * step) / steps, y: start.y + (dy * step) / steps };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Taps the middle of `locator` with one finger, without moving it. */
export async function touchTap(page: Page, locator: Locator): Promise<void> {
  const point = await centreOf(locator);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The gap between the two presses of a person's double tap or double click, in ms. */
const DOUBLE_PRESS_GAP_MS = 150;

/**
 * Presses the middle of `locator` twice as a person does, a finger's tap (`touch`) or a mouse's click, the second
 * DOUBLE_PRESS_GAP_MS after the first by the events' own time stamps. The browser otherwise stamps input when it
 * arrives, which on a busy machine, with each press waiting for the page to take the one before, is long after.
 */
export async function doublePress(page: Page, locator: Locator, touch: boolean): Promise<void> {
  const { x, y } = await centreOf(locator);
  const cdp = await page.context().newCDPSession(page);
  const first = Date.now() / 1000;
  for (const [index, at] of [first, first + DOUBLE_PRESS_GAP_MS / 1000].entries()) {
    if (touch) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }], timestamp: at });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: at + 0.04 });
    } else {
      const press = { x, y, button: 'left', clickCount: index + 1 } as const;
      await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...press, timestamp: at });
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...press, timestamp: at + 0.04 });
    }
  }
  await cdp.detach();
}

/**
 * Presses `locator` where it is on the screen, a finger's tap (`touch`) or a mouse's click, as a person presses what
 * they see: without the scroll a locator's click makes first to bring it "into view", which for a control in a sticky
 * header moves the page under it.
 */
export async function pressWhereItIs(page: Page, locator: Locator, touch: boolean): Promise<void> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element to press is not laid out');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await (touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
}
