// The booking wizard, as the journeys find and fill it.
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import type { CatalogueEntry } from './catalogue';
import { dayFromToday, pickInCalendar } from './islands';
import { cardOf } from './locators';

/** The booking wizard's dialog. */
export const bookingOf = (page: Page): Locator => page.getByRole('dialog', { name: 'Cerere de rezervare' });

/** Picks a stay in the wizard's calendar: arrival `from` days from today, departure `to` days from today. */
export async function chooseStay(dialog: Locator, from: number, to: number): Promise<void> {
  const calendar = dialog.locator('.rdp-root');
  await pickInCalendar(calendar, dayFromToday(from));
  await pickInCalendar(calendar, dayFromToday(to));
}

/**
 * The text of the WhatsApp message that `act` sends, read from the wa.me address the browser then asks for.
 * The request is caught on the whole context, so it does not matter whether the address opens in a new tab,
 * a popup or the same one (offline, the page itself cannot load).
 */
export async function whatsappMessage(context: BrowserContext, act: () => Promise<void>): Promise<string> {
  const request = context.waitForEvent('request', (r) => r.url().startsWith('https://wa.me/'));
  await act();
  return new URL((await request).url()).searchParams.get('text') ?? '';
}

/** Opens the wizard from `property`'s card on the home page and waits for its first step to be drawn. */
export async function openFromCard(page: Page, property: Pick<CatalogueEntry, 'title'>): Promise<Locator> {
  await cardOf(page, property).getByRole('button', { name: 'Selectați datele' }).click();
  const dialog = bookingOf(page);
  // The step's title: its content has rendered.
  await expect(dialog.locator('#booking-dialog-step')).toBeVisible();
  return dialog;
}
