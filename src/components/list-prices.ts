// The list's cards for the search's stay, loaded with the first search that has dates: each card's price line says
// what that stay costs there ('2.760 lei pentru 4 nopți'), or the minimum it falls short of, instead of the lowest
// nightly price the page was built with; a list ordered by price is then ordered by those totals. The owners'
// calendars are followed from here too, from the first search with dates, so the list's first load carries none of
// this. The prices come with the dialogs' data of the list's cards (a small file each, those of the cards a search
// brings in as they arrive) and the words with the page's texts, both fetched when the page is idle.
import { $availability, followTakenNights as followNights } from '../features/availability/store';
import { dialogProperties, type DialogProperty } from '../dialogs/properties';
import { count, loadLanguage, t } from '../i18n';
import { pageLanguage } from '../lib/languages';
import { formatMoney, orderCards, quoteStay, quoteSummary } from '../features/prices';
import type { NightRange } from '../lib/nights';
import { $search, $searchActive } from '../stores/search';

/** Sent on the list's grid when it has been given cards the page was not built with. */
export const CARDS_ADDED = 'cards-added';

/** Each card's price line as the page wrote it, to put back when the search's dates are cleared. */
const builtText = new WeakMap<Element, string>();

/** The properties of the grid's cards. */
const cardIds = (grid: Element) =>
  [...grid.querySelectorAll<HTMLElement>(':scope > li[data-property-id]')].map(
    (card) => card.dataset['propertyId'] ?? '',
  );

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
 * Follows the search's stay for the list in `section`: its cards' prices and order (from the dialogs' data and the
 * page's texts, both fetched when the page is idle; a list whose data cannot be fetched keeps its lowest prices).
 * Started once the page is idle, so that a search writes its totals in the frame that shows its cards.
 */
export function followStayPrices(section: HTMLElement): void {
  const grid = section.querySelector('[data-properties-grid]');
  if (!grid) return;
  const properties = new Map<string, DialogProperty>();
  /** Fetches the data of the cards not known yet; a card whose data cannot be fetched keeps its lowest price. */
  const known = async () => {
    for (const property of await dialogProperties(cardIds(grid).filter((id) => !properties.has(id))))
      properties.set(property.id, property);
  };
  void Promise.all([known(), loadLanguage()])
    .then(() => {
      // The language's number and plural formats are made now, while the page is idle: making them took longer than
      // all the quotes of a search on a slow phone.
      formatMoney(1, pageLanguage());
      count(1, 'night');
      // A press of the order buttons needs nothing from here: the cards carry their totals (data-total).
      $search.subscribe(() => showStayPrices(grid, properties));
      // Cards a search over a larger catalogue brings in (catalogue-results.ts) are priced as they arrive.
      grid.addEventListener(CARDS_ADDED, () => {
        showStayPrices(grid, properties);
        void known().then(() => showStayPrices(grid, properties));
      });
    })
    .catch((error: unknown) => console.warn('The stay prices could not be shown:', error));
}

/**
 * Follows the owners' calendars, whose taken nights go to `applyTaken`: from the first search with dates on. While a
 * search with dates finds them unreadable, a notice above the cards says so (made then, so no page carries it).
 */
export function followTakenNights(applyTaken: (taken: Readonly<Record<string, readonly NightRange[]>>) => void): void {
  let notice: HTMLElement | undefined;
  const show = () => {
    const unknown = $searchActive.get() && $availability.get().status === 'failed';
    if (unknown && !notice) {
      const made = document.createElement('p');
      made.setAttribute('role', 'status');
      made.dataset['calendarsUnknown'] = '';
      made.className = 'mt-4 rounded-xl bg-sand-100 px-3 py-2 text-sm text-sea-950';
      document.querySelector('[data-properties-grid]')?.before(made);
      void loadLanguage().then(() => {
        made.textContent = t('availability.listUnconfirmed');
      });
      notice = made;
    }
    if (notice) notice.hidden = !unknown;
  };
  $searchActive.subscribe(show);
  followNights((taken) => {
    show();
    applyTaken(taken);
  });
}
