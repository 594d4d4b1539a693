// The shortlist's rules, apart from where it is kept: which ids it holds, in the order they were saved, at most
// MAX_SAVED of them, whatever was stored (unknown ids, letters, thousands of ids, a script). How a list travels in an
// address is shared-list.ts, which only the shortlist's page needs.

/** The most properties a shortlist keeps; saving one more lets the earliest saved go. */
export const MAX_SAVED = 30;

/** The shortlist's page, before its language prefix ('/en/favorite'). */
export const SHORTLIST_PATH = '/favorite';

/** The comparison's page, the ids to compare in the list's parameter. */
export const COMPARE_PATH = '/comparare';

/** The id of the words every card's heart is named by before its card's title ('Adăugați la favorite:'). */
export const HEART_LABEL_ID = 'heart-label';

/** The most properties compared side by side. */
export const MOST_COMPARED = 3;

/** A property id as the catalogue names it: digits, no leading zero. */
const ID = /^[1-9]\d{0,5}$/;

/**
 * The catalogue's ids as every page carries them (ShortlistStatus.astro): runs of consecutive ids, '1-22' or
 * '1-5,7,9-300', so that a page of an agency's 2,000 properties carries a few bytes rather than every id.
 */
export function catalogueRuns(ids: readonly string[]): string {
  const numbers = [...new Set(ids.filter((id) => ID.test(id)).map(Number))].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let at = 0; at < numbers.length; ) {
    const first = numbers[at]!;
    let last = first;
    while (numbers[at + 1] === last + 1) last = numbers[++at]!;
    at++;
    runs.push(last === first ? String(first) : `${first}-${last}`);
  }
  return runs.join(',');
}

/** Every id of `runs` (catalogueRuns). */
export function catalogueIds(runs: string): Set<string> {
  const ids = new Set<string>();
  for (const run of runs.split(',')) {
    // An empty run reads as 0, which is no id.
    const [first = 0, last = first] = run.split('-').map(Number);
    for (let id = first || 1; id <= last; id++) ids.add(String(id));
  }
  return ids;
}

/** The catalogue's ids the page carries, for reading a kept or shared list against. */
export const pageCatalogue = (): Set<string> =>
  catalogueIds(document.querySelector<HTMLElement>('[data-catalogue]')?.dataset['catalogue'] ?? '');

/** A shortlist's ids, the latest saved last. */
export type SavedIds = readonly string[];

/** What reading a list gave: the ids kept, and whether some were left out (unknown, malformed, or past the limit). */
export interface ReadList {
  ids: SavedIds;
  /** Ids that were not properties of the catalogue, or not ids at all. */
  unknown: number;
  /** True when the list held more than MAX_SAVED properties and only the latest were kept. */
  trimmed: boolean;
}

/**
 * The ids of `values` that are properties of `catalogue`, once each (its latest place), the latest MAX_SAVED of them;
 * anything else is counted, never thrown on.
 */
export function keepKnown(values: readonly unknown[], catalogue: ReadonlySet<string>): ReadList {
  const seen = new Set<string>();
  let unknown = 0;
  // Walked from the latest, so a property saved twice keeps its latest place.
  for (const value of [...values].reverse()) {
    const id = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
    if (!ID.test(id) || !catalogue.has(id)) unknown++;
    else seen.add(id);
  }
  const ids = [...seen].reverse();
  return { ids: ids.slice(-MAX_SAVED), unknown, trimmed: ids.length > MAX_SAVED };
}

/** The list with `id` saved (as the latest) or, when it was saved, without it. */
export function toggled(ids: SavedIds, id: string): SavedIds {
  if (ids.includes(id)) return ids.filter((saved) => saved !== id);
  return [...ids, id].slice(-MAX_SAVED);
}
