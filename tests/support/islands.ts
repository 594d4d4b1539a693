import { expect, type Locator, type Page } from '@playwright/test';

/** Waits until the search bar runs in the browser and holds the tab's stored search. */
export async function searchBarReady(page: Page): Promise<void> {
  const form = page.locator('#booking-section form');
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('data-hydrated', 'true');
}

/** A local calendar day `offset` days from today, as 'yyyy-MM-dd'. */
export function dayFromToday(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Clicks `day` in a react-day-picker calendar, moving to later months as needed. */
export async function pickInCalendar(calendar: Locator, day: string): Promise<void> {
  // The search bar's calendar is fetched when its field first opens: wait for the month to show.
  await expect(calendar.getByRole('grid').first()).toBeVisible();
  for (let month = 0; month < 24; month++) {
    const cell = calendar.locator(`[data-day="${day}"]:not([data-outside]) button`);
    if (await cell.count()) {
      await cell.click();
      return;
    }
    await calendar.getByRole('button', { name: 'Mergi la luna următoare' }).click();
  }
  throw new Error(`${day} is not reachable in the calendar`);
}

/** Opens the named date picker of the search bar and chooses `day`. */
export async function pickDay(page: Page, field: 'Check-in' | 'Check-out', day: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${field}`) }).click();
  await pickInCalendar(page.getByRole('dialog', { name: field }), day);
}
