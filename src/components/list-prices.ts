// The list's cards for the search's stay, loaded with the first search that has dates: each card's price line says
// what that stay costs there ('2.760 lei pentru 4 nopți'), or the minimum it falls short of, instead of the lowest
// nightly price the page was built with; a list ordered by price is then ordered by those totals. The owners'
// calendars are followed from here too, so the list's first load carries none of this. The prices come with the
// dialogs' data and the words with the page's texts, both fetched when the page is idle.
import { followTakenNights } from '../features/availability/store';
import { dialogProperties, type DialogProperty } from '../dialogs/properties';
import { count, loadLanguage, t } from '../i18n';
import { pageLanguage } from '../lib/languages';
import type { NightRange } from '../lib/nights';
import { orderCards, quoteStay, quoteSummary } from '../features/prices';
import { $search, $searchActive } from '../stores/search';

/** Each card's price line as the page wrote it, to put back when the search's dates are cleared. */
const builtText = new WeakMap<Element, string>();

/** Writes every card's price line for the search's stay, or back as built without one, then re-orders the list. */
function showStayPrices(grid: Element, properties: ReadonlyMap<string, DialogProperty>): void {
  const texts = { language: pageLanguage(), t, count };
  const search = $search.get();
  const stay = $searchActive.get()
    ? { checkIn: search.checkInDate, checkOut: search.checkOutDate, guests: search.guests }
    : undefined;
  for (const card of grid.querySelectorAll<HTMLElement>(':scope > li[data-property-id]')) {
    const line = card.querySelector('[data-card-price]');
    const property = properties.get(card.dataset['propertyId'] ?? '');
    const quote = stay && property ? quoteStay(property.prices, stay, property.tax) : undefined;
    if (!line) continue;
    if (!builtText.has(line)) builtText.set(line, line.textContent ?? '');
    if (!quote) {
      line.textContent = builtText.get(line) ?? '';
      delete card.dataset['total'];
      continue;
    }
    line.textContent = quoteSummary(texts, quote);
    card.dataset['total'] = quote.kind === 'priced' ? String(quote.total) : 'short';
  }
  const order = grid.closest('section')?.querySelector<HTMLElement>('[data-list-order]')?.dataset['value'];
  if (order !== undefined) orderCards(grid, order);
}

/**
 * Follows the search for the list in `section`: its cards' prices and order for the search's stay (from the dialogs'
 * data, once here; a list whose data cannot be fetched keeps its lowest prices), and the owners' calendars, whose
 * taken nights go to `applyTaken`.
 */
export function followSearch(
  section: HTMLElement,
  applyTaken: (taken: Readonly<Record<string, readonly NightRange[]>>) => void,
): void {
  followTakenNights(applyTaken);
  const grid = section.querySelector('[data-properties-grid]');
  if (!grid) return;
  void Promise.all([dialogProperties(), loadLanguage()])
    .then(([list]) => {
      const properties = new Map(list.map((property) => [property.id, property]));
      // A press of the order buttons needs nothing from here: the cards carry their totals (data-total).
      $search.subscribe(() => showStayPrices(grid, properties));
    })
    .catch((error: unknown) => console.warn('The stay prices could not be shown:', error));
}
