// The booking wizard, as the journeys find and fill it.
import type { Locator, Page } from '@playwright/test';
import { dayFromToday, pickInCalendar } from './islands';

/** The booking wizard's dialog. */
export const bookingOf = (page: Page): Locator => page.getByRole('dialog', { name: 'Cerere de rezervare' });

/** Picks a stay in the wizard's calendar: arrival `from` days from today, departure `to` days from today. */
export async function chooseStay(dialog: Locator, from: number, to: number): Promise<void> {
  const calendar = dialog.locator('.rdp-root');
  await pickInCalendar(calendar, dayFromToday(from));
  await pickInCalendar(calendar, dayFromToday(to));
}
