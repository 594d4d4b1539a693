// Driving the site with the keyboard alone, and checking that focus stays where a keyboard user can see it.
import { expect, type Locator, type Page } from '@playwright/test';

/** What has focus, described for a failure message: tag, accessible name or text. */
async function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '<body>';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()}> ${name}`;
  });
}

/**
 * Focus is on a control a keyboard user can see: not lost to <body>, shown on screen, and marked by the
 * browser as keyboard focus (:focus-visible, which the site's styles outline).
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const state = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'lost to <body>';
    if (!element.checkVisibility()) return 'on a hidden element';
    if (!element.matches(':focus-visible')) return 'not marked :focus-visible';
    return 'ok';
  });
  expect(state, `focus is ${state}: ${await focusedDescription(page)}`).toBe('ok');
}

/**
 * Presses `key` (Tab by default, or Shift+Tab) until `target` has focus, checking after every press that
 * focus is visible on some control. Fails after `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { key = 'Tab', max = 80 }: { key?: 'Tab' | 'Shift+Tab'; max?: number } = {},
): Promise<void> {
  await expect(target).toBeAttached();
  for (let press = 0; press < max; press++) {
    await page.keyboard.press(key);
    await expectVisibleFocus(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(
    `${key} never reached the target in ${max} presses; focus ended on ${await focusedDescription(page)}`,
  );
}

/** Presses `key` `times` times. */
export async function press(page: Page, key: string, times: number): Promise<void> {
  for (let count = 0; count < times; count++) await page.keyboard.press(key);
}
