// The home page's list when the catalogue is larger than the cards the page carries (its first page): browse.ts
// loads this with the page, and the first search or 'more results' fetches the search over the whole catalogue
// (catalogue-results.ts). A page that carries the whole catalogue never loads it.
import { afterNextPaint } from '../browser/idle';
import type { CatalogueResults, ShowFound } from './catalogue-results';
import type { ListFilter } from '../lib/filter';

let results: Promise<CatalogueResults> | undefined;
let showAgain = () => {};
const wide = (grid: HTMLElement) =>
  (results ??= import('./catalogue-results').then((module) => module.catalogueResults(grid)));

// A visitor who starts choosing a search (a press or the focus in the search bar) is likely to make it: the search's
// code and index are fetched then, so that 'Căutați' waits only for the cards it finds.
const bar = document.getElementById('booking-section');
const prepare = () => {
  const grid = document.querySelector<HTMLElement>('[data-properties-grid]');
  if (grid)
    void wide(grid).then(() =>
      import('./catalogue-results').then((module) => module.searchIndex().catch(() => undefined)),
    );
};
bar?.addEventListener('pointerdown', prepare, { once: true, passive: true });
bar?.addEventListener('focusin', prepare, { once: true, passive: true });
// A town chosen in the bar (its select, SearchBar.tsx) is most often searched once the dates are picked: the cards of
// its first page of results that the page lacks are fetched meanwhile, and 'Căutați' finds them here.
bar?.addEventListener('change', ({ target }) => {
  const grid = document.querySelector<HTMLElement>('[data-properties-grid]');
  const town = target instanceof HTMLSelectElement && target.id === 'search-city' ? target.value : '';
  if (grid && town) void wide(grid).then((list) => list.prefetch(town));
});

// The press is answered in its own frame; the next page of results is asked for after it, its cards as they come.
const more = document.querySelector<HTMLButtonElement>('[data-more-results]');
more?.addEventListener('click', () => {
  const grid = more.closest('section')?.querySelector<HTMLElement>('[data-properties-grid]');
  if (grid)
    afterNextPaint(() =>
      wide(grid).then((list) => {
        list.more();
        showAgain();
      }),
    );
});

/**
 * Shows the list's search over the whole catalogue and answers true; false, until the first search, leaves the
 * page's own cards, the catalogue's first page as built. `again` shows the list anew, after 'more results'.
 */
export function search(
  grid: HTMLElement,
  filter: ListFilter,
  active: boolean,
  show: ShowFound,
  again: () => void,
): boolean {
  showAgain = again;
  if (!results && !filter.city && !filter.only && !active && !(history.state?.listPages > 1)) {
    if (more) more.hidden = false;
    return false;
  }
  void wide(grid).then((list) => list.search(filter, show));
  return true;
}
