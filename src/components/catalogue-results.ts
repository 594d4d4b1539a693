// The home page's list when the catalogue is larger than its page (browse.ts loads this then, at the first search or
// 'more results'): the search runs over every property, from the search index fetched once (search-index.json), and
// the cards it finds that the page does not carry are fetched one by one as built (/card/7), in pages of the page's
// own size, and ahead of their asking where the visitor's next step is plain (a town chosen in the search bar, the
// end of the results in view). The number of pages shown is kept in the history entry, so the browser's Back finds
// them again.
import { fetchCard } from '../features/catalogue-search/cards';
import { searchIndex } from '../features/catalogue-search/search-index';
import { count, loadLanguage, t } from '../i18n';
import { filterProperties, type ListFilter } from '../lib/filter';
import { beginInTasks } from '../lib/tasks';
import { CARDS_ADDED } from './list-prices';

/** Writes the list's heading, count and announcement for `matched` properties found: the heading's addition for
    that number (' (62 găsite)'), and what to announce instead of the count, if anything. */
export type ShowFound = (matched: number, found: string, said?: string) => void;

export { searchIndex };

/** The list over the whole catalogue: a search's results, and `more` of them. */
export interface CatalogueResults {
  /** Shows the filter's results, as many pages as asked so far, then says what it found through `show`. */
  search(filter: ListFilter, show: ShowFound): Promise<void>;
  /** Asks one page more of the search: the list shows it when it is shown again. */
  more(): void;
  /** Fetches the cards of `city`'s first page of results that the page lacks, ahead of its search. */
  prefetch(city: string): Promise<void>;
}

/**
 * The home page's list over the whole catalogue, in pages of as many cards as the page was built with. The pages
 * shown are kept in the history entry, so the browser's Back or a reload shows as many again; a new search starts
 * again from one page.
 */
export function catalogueResults(grid: HTMLElement): CatalogueResults {
  const size = grid.querySelectorAll(':scope > li').length;
  const button = grid.parentElement?.querySelector<HTMLButtonElement>('[data-more-results]');
  let pages: number = history.state?.listPages ?? 1;
  let asked = 0;
  let searched: string | undefined;
  let focusFrom: number | undefined;
  // The next page's cards are fetched once 'Mai multe rezultate' comes within a screen of view: a visitor who has read
  // to the end of the results is the one who asks for more, and the press then finds them here.
  let next: string[] = [];
  const near =
    button &&
    new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting) || next.length === 0) return;
        void fetchAhead(grid, next);
        next = [];
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
  const keepPages = (count: number) => {
    pages = count;
    history.replaceState({ ...history.state, listPages: count }, '');
  };
  const search = async (filter: ListFilter, show: ShowFound) => {
    const { freeFor, only, ...criteria } = filter;
    const key = JSON.stringify({
      ...criteria,
      stay: freeFor && [freeFor.checkIn, freeFor.checkOut],
      only: only && [...only],
    });
    if (searched !== undefined && key !== searched && pages > 1) keepPages(1);
    searched = key;
    const call = ++asked;
    const wanted = pages;
    try {
      const results = await showResults(grid, filter, wanted, size);
      if (call !== asked) return;
      if (button) {
        button.hidden = results.shown >= results.matched;
        // Observed again, so that a button already near is reported at once.
        next = results.next;
        near?.unobserve(button);
        near?.observe(button);
      }
      show(
        results.matched,
        t('properties.found', { found: count(results.matched, 'found') }),
        wanted > 1 ? t('properties.shown', { n: results.shown, total: results.matched }) : '',
      );
      // After 'more results', the first new card's link takes the focus: the reader goes on from there.
      if (focusFrom !== undefined) {
        const first = grid.querySelectorAll<HTMLElement>(':scope > li:not([hidden])')[focusFrom];
        first?.querySelector<HTMLElement>('h3 a')?.focus();
        focusFrom = undefined;
      }
    } catch (error) {
      // Offline before the index arrived: the list stays as it was, and the next search tries again.
      console.warn('The search could not be made:', error);
    }
  };
  return {
    search,
    more() {
      focusFrom = pages * size;
      keepPages(pages + 1);
    },
    async prefetch(city) {
      // Offline, the search itself says so later; nothing is fetched ahead of it.
      const index = await searchIndex().catch(() => undefined);
      const first = filterProperties(index ?? [], { city }).slice(0, size);
      await fetchAhead(
        grid,
        first.map(({ id }) => id),
      );
    },
  };
}

/** Fetches the cards of `ids` that the page lacks, as a search fetches them, and keeps them for it; one that fails is
    fetched again when it is to be shown. */
async function fetchAhead(grid: HTMLElement, ids: readonly string[]): Promise<void> {
  const inPage = pageCards(grid);
  await beginInTasks(
    ids.filter((id) => !inPage.has(id)),
    (id) => fetchCard(id).catch(() => undefined),
  );
}

/** The cards the page carries, by property. */
const pageCards = (grid: HTMLElement) =>
  new Map(
    [...grid.querySelectorAll<HTMLElement>(':scope > li[data-property-id]')].map(
      (card) => [card.dataset['propertyId'], card] as const,
    ),
  );

/** Shows the first `pages` pages of the properties that match `filter` in `grid`, in the site's order: the page's
    own cards where it has them, the others fetched; every other card is hidden. */
async function showResults(
  grid: HTMLElement,
  filter: ListFilter,
  pages: number,
  size: number,
): Promise<{ matched: number; shown: number; next: string[] }> {
  const [all] = await Promise.all([searchIndex(), loadLanguage()]);
  const matching = filterProperties(all, filter);
  const wanted = matching.slice(0, pages * size).map(({ id }) => id);
  const inPage = pageCards(grid);
  // A card that cannot be fetched (offline) is left out; the others still show.
  const cards = await beginInTasks(wanted, (id) => {
    const card = inPage.get(id);
    return card ? Promise.resolve(card) : fetchCard(id).catch(() => undefined);
  });
  const shown = (await Promise.all(cards)).filter((card): card is HTMLElement => card !== undefined);
  const added = shown.some((card) => !card.isConnected);
  const keep = new Set(shown);
  for (const card of inPage.values()) if (!keep.has(card)) card.hidden = true;
  // In the index's order: the cards already in place do not move.
  let previous: Element | null = null;
  for (const card of shown) {
    card.hidden = false;
    if (previous ? previous.nextElementSibling !== card : grid.firstElementChild !== card) {
      if (previous) previous.after(card);
      else grid.prepend(card);
    }
    previous = card;
  }
  if (added) grid.dispatchEvent(new Event(CARDS_ADDED));
  const next = matching.slice(pages * size, (pages + 1) * size).map(({ id }) => id);
  return { matched: matching.length, shown: shown.length, next };
}
