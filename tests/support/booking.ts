// The booking wizard, as the journeys find and fill it, and what it should say of a stay's price, worked out from the
// property's file through the site's own quote rule (src/features/prices), never written out by hand.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, expect, type Locator, type Page, type Request } from '@playwright/test';
import { minimumStay, quoteStay, shownPriceLine, type QuotedStay, type TownTax } from '../../src/features/prices';
import { textsIn } from '../../src/i18n';
import { cityOf, townSlug } from '../../src/lib/catalogue-rules';
import { addDays } from '../../src/lib/day-numbers';
import { readFrontMatter } from '../../src/lib/front-matter';
import { townSchema } from '../../src/schemas/town';
import type { CatalogueEntry } from './catalogue';
import { dayFromToday, pickInCalendar } from './islands';
import { cardOf } from './locators';
import { WIZARD_OPEN_MS } from './time-limits';

/** The booking wizard's dialog. */
export const bookingOf = (page: Page): Locator => page.getByRole('dialog', { name: 'Cerere de rezervare' });

/** Picks a stay in the wizard's calendar: arrival `from` days from today, departure `to` days from today. */
export async function chooseStay(dialog: Locator, from: number, to: number): Promise<void> {
  const calendar = dialog.locator('.rdp-root');
  await pickInCalendar(calendar, dayFromToday(from));
  await pickInCalendar(calendar, dayFromToday(to));
}

/** The reference a request's WhatsApp message names on its second line ('Cerere K7Q-428'), in any language. */
export function referenceIn(message: string): string {
  const reference = /^(?:Cerere|Request|Заявка) ([2-9A-HJKMNP-Z]{3}-\d{3})$/.exec(message.split('\n')[1] ?? '')?.[1];
  expect(reference, `no reference on the second line of:\n${message}`).toBeTruthy();
  return reference as string;
}

/** The notice about a request sent, in any language: its sending, then what became of it ('Cererea K7Q-428 …'). */
export const requestNotice = (page: Page, reference?: string): Locator =>
  page.getByRole('status').filter({ hasText: reference ?? /(?:Cererea|Request|Заявк[аиу]) [2-9A-HJKMNP-Z]{3}-\d{3}/ });

/**
 * The text of the WhatsApp message that `act` sends, read from the wa.me address the browser then asks for.
 * The request is caught on the whole context, so it does not matter whether the address opens in a new tab,
 * a popup or the same one (offline, the page itself cannot load).
 */
export async function whatsappMessage(context: BrowserContext, act: () => Promise<void>): Promise<string> {
  const open = new Set(context.pages());
  const request = context.waitForEvent('request', (r) => r.url().startsWith('https://wa.me/'));
  await act();
  const sent = await request;
  // The guest comes back from WhatsApp: its tab is closed. Left in front, it keeps the site's tab in the background,
  // where the browser draws a frame about once a second, and every later action waits seconds for the page to settle.
  if (sent.isNavigationRequest()) {
    const tab = await tabOf(sent, context, open);
    if (!open.has(tab)) await tab.close();
  }
  return new URL(sent.url()).searchParams.get('text') ?? '';
}

/**
 * The tab a navigation `request` loads in. A new tab's first request comes before its frame, and names none: that tab
 * is the one not among the `open` ones, whether Playwright has told of it yet or not.
 */
async function tabOf(request: Request, context: BrowserContext, open: ReadonlySet<Page>): Promise<Page> {
  try {
    return request.frame().page();
  } catch {
    return context.pages().find((page) => !open.has(page)) ?? context.waitForEvent('page');
  }
}

/** Opens the wizard from `property`'s card on the home page and waits for its first step to be drawn. */
export async function openFromCard(page: Page, property: Pick<CatalogueEntry, 'title'>): Promise<Locator> {
  await cardOf(page, property).getByRole('button', { name: 'Selectați datele' }).click();
  const dialog = bookingOf(page);
  // The step's title: its content has rendered.
  await expect(dialog.locator('#booking-dialog-step')).toBeVisible({ timeout: WIZARD_OPEN_MS });
  return dialog;
}

/** The tax `property`'s town collects, as the town's file sets it (none when it sets none). */
export function townTax(property: Pick<CatalogueEntry, 'location'>): TownTax | undefined {
  const file = join(
    import.meta.dirname,
    '..',
    '..',
    'src',
    'content',
    'towns',
    `${townSlug(cityOf(property.location))}.md`,
  );
  return townSchema.parse(readFrontMatter(readFileSync(file, 'utf8'), file).front).tax;
}

/** What the site quotes for `stay` at `property`: undefined without prices. */
export const quoteOf = (property: Pick<CatalogueEntry, 'prices' | 'location'>, stay: QuotedStay) =>
  quoteStay(property.prices, stay, townTax(property));

/** Whether `property` takes a stay from `from` to `to` days from today: at least its check-in's minimum. */
export const takesStay = (property: Pick<CatalogueEntry, 'prices'>, from: number, to: number): boolean =>
  to - from >= minimumStay(property.prices, dayFromToday(from)).nights;

/**
 * The lines a request's WhatsApp message gives the price in, for `property` and `stay` in `language`: the price shown
 * when the property has prices, none when it has not.
 */
export async function shownPrice(
  property: Pick<CatalogueEntry, 'prices' | 'location'>,
  stay: QuotedStay,
  language = 'ro',
): Promise<string[]> {
  const quote = quoteOf(property, stay);
  return quote?.kind === 'priced' ? [shownPriceLine(await textsIn(language), quote)] : [];
}

/** The next `monthDay` ('07-06') at least `ahead` days from today, as 'yyyy-MM-dd'. */
export function nextDayOfYear(monthDay: string, ahead = 2): string {
  const earliest = dayFromToday(ahead);
  const thisYear = `${earliest.slice(0, 4)}-${monthDay}`;
  return thisYear >= earliest ? thisYear : `${Number(earliest.slice(0, 4)) + 1}-${monthDay}`;
}

/** `day` moved by `days`. */
export const dayAfter = (day: string, days: number): string => addDays(day, days);

/** The button of `day` in a wizard's or a search's calendar in any language, moving a month at a time to it. */
export async function dayButton(calendar: Locator, day: string): Promise<Locator> {
  await expect(calendar.getByRole('grid').first()).toBeVisible();
  for (let month = 0; month < 24; month++) {
    const cell = calendar.locator(`[data-day="${day}"]:not([data-outside]) button`);
    if (await cell.count()) return cell;
    const shown = await calendar.locator('[data-day]:not([data-outside])').first().getAttribute('data-day');
    await calendar.locator(shown !== null && day < shown ? '.rdp-button_previous' : '.rdp-button_next').click();
  }
  throw new Error(`${day} is not reachable in the calendar`);
}
