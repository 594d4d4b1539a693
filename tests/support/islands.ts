import { expect, type Locator, type Page } from '@playwright/test';

/** Waits until the search bar runs in the browser and holds the tab's stored search. */
export async function searchBarReady(page: Page): Promise<void> {
  const form = page.locator('#booking-section form');
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('data-hydrated', 'true');
}

/** A search as the search bar keeps it for the tab (session storage 'search'); days are 'yyyy-MM-dd'. */
export interface StoredSearch {
  location: string;
  checkInDate: string;
  checkOutDate: string;
  guests: number;
}

/** Stores `search` for the tab, as if the visitor had made it; the next page load of the site reads it. */
export async function storeSearch(page: Page, search: StoredSearch): Promise<void> {
  await page.evaluate((value) => sessionStorage.setItem('search', JSON.stringify(value)), search);
}

/** A local calendar day `offset` days from today, as 'yyyy-MM-dd'. */
export function dayFromToday(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The button of `day` in a react-day-picker calendar, once its month shows (moving to later or earlier months). */
export async function dayInCalendar(calendar: Locator, day: string): Promise<Locator> {
  // The search bar's calendar is fetched when its field first opens: wait for the month to show.
  await expect(calendar.getByRole('grid').first()).toBeVisible();
  for (let month = 0; month < 24; month++) {
    const cell = calendar.locator(`[data-day="${day}"]:not([data-outside]) button`);
    if (await cell.count()) return cell;
    const shown = await calendar.locator('[data-day]:not([data-outside])').first().getAttribute('data-day');
    const earlier = shown !== null && day < shown;
    await calendar
      .getByRole('button', { name: earlier ? 'Mergi la luna anterioară' : 'Mergi la luna următoare' })
      .click();
  }
  throw new Error(`${day} is not reachable in the calendar`);
}

/** Clicks `day` in a react-day-picker calendar, moving to later (or earlier) months as needed. */
export async function pickInCalendar(calendar: Locator, day: string): Promise<void> {
  await (await dayInCalendar(calendar, day)).click();
}

/** Opens the named date picker of the search bar and chooses `day`. */
export async function pickDay(page: Page, field: 'Check-in' | 'Check-out', day: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${field}`) }).click();
  await pickInCalendar(page.getByRole('dialog', { name: field }), day);
}

/** Opens a property page and waits for its photo gallery to run; returns the gallery. */
export async function openGallery(
  page: Page,
  propertyId: string,
  options?: Parameters<Page['goto']>[1],
): Promise<Locator> {
  await page.goto(`/apartment/${propertyId}`, options);
  await expect(page.locator('astro-island[component-url*="PropertyGallery"]')).not.toHaveAttribute('ssr');
  return page.getByRole('region', { name: 'Galerie foto' });
}
