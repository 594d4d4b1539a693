// A search's results have an address of their own, to share or come back to: the home page's address with the
// search in its fragment ('/#oras=Constan%C8%9Ba&sosire=2026-07-10&plecare=2026-07-15&oaspeti=4'). The page writes it
// as the search changes (browse.ts) and reads it back before its scripts start (searchAddressScript): the tab's stored
// search then holds it, and every part of the page takes it from there. A fragment never reaches a server, so a
// crawler meets one address only, the home page, canonical to itself, and none of the endless combinations, as
// Google's guide to faceted navigation advises; nothing needs blocking, and a search's page is as crawlable as the
// home page it is. An address with the search in its query, as the site wrote it before, is still read.
import type { SearchState } from '../stores/search';

/** Each field of the search and the parameter that carries it, in the address's order; the filters carry their own
    (FILTER_PARAMETERS). */
export const SEARCH_PARAMETERS = {
  location: 'oras',
  checkInDate: 'sosire',
  checkOutDate: 'plecare',
  guests: 'oaspeti',
} as const satisfies Record<Exclude<keyof SearchState, 'filters'>, string>;

/** The fragment of a search with dates or filters ('#oras=…&sosire=…&plecare=…&oaspeti=2&facilitati=piscina'), in
    SEARCH_PARAMETERS' names and the filters' own; '' for none. The names are written out: the list's script is
    within a few bytes of its budget. */
export function searchHash({ location, checkInDate, checkOutDate, guests, filters }: SearchState): string {
  const dated = checkInDate && checkOutDate;
  if (!dated && !filters) return '';
  const search = new URLSearchParams(
    dated
      ? { oras: location, sosire: checkInDate, plecare: checkOutDate, oaspeti: String(guests) }
      : location
        ? { oras: location }
        : {},
  );
  return `#${[`${search}`, filters].filter(Boolean).join('&')}`;
}

/** True for an address's fragment that holds a search ('#oras=…'), not a section of the page ('#descriere'): no
    element's id on the site holds '='. */
export const isSearchHash = (hash: string): boolean => hash.includes('=');

/**
 * Puts the search an address carries (in its fragment, or in its query) into the tab's stored search (`key` in
 * session storage), where the search store reads it, as it reads it after any page load: it checks it there (a past,
 * inverted or endless stay is dropped), and the filters' own code reads the filters' part; a town that is none of
 * `towns` (the catalogue's) is dropped here, so the list never prints words of the address's as a town. An address with neither
 * both dates nor a filter leaves the stored search alone. Runs as an inline script in the home page's head, before
 * the page's modules; written as a function so it is type-checked.
 */
export function readSearchAddress(
  parameters: typeof SEARCH_PARAMETERS,
  filters: readonly string[],
  key: string,
  towns: readonly string[],
): void {
  // Within the page: another search's address (pasted, or an earlier one by Back) is read as a visit's; a section's
  // (#properties-section, from the menu) scrolls there and gives the address back its search, for sharing.
  addEventListener('hashchange', ({ oldURL }) => {
    const before = new URL(oldURL).hash;
    if (location.hash.includes('=')) location.reload();
    else if (before.includes('=')) history.replaceState(history.state, '', location.pathname + before);
  });
  // The search in the fragment, or, in an address written before the search moved there, in the query.
  const query = new URLSearchParams(location.hash.includes('=') ? location.hash.slice(1) : location.search);
  const chosen = new URLSearchParams([...query].filter(([name]) => filters.includes(name)));
  if (!(query.get(parameters.checkInDate) && query.get(parameters.checkOutDate)) && !chosen.size) return;
  const search: Record<string, string | number> = { filters: chosen.toString().replaceAll('%2C', ',') };
  for (const [field, parameter] of Object.entries(parameters)) search[field] = query.get(parameter) ?? '';
  // Only a town of the site's is a town: any other words an address carries there are never shown as one.
  if (!towns.includes(String(search['location']))) search['location'] = '';
  // A count that is no number is left to the store's own (null in the stored text), as is a missing one.
  search['guests'] = query.has(parameters.guests) ? Number(search['guests']) : '';
  try {
    sessionStorage.setItem(key, JSON.stringify(search));
  } catch {
    // Without storage the address's search is not taken up; the page shows no search.
  }
}

/** The inline script that takes up an address's search (readSearchAddress), with the filters' parameters and the
    catalogue's towns (as the search names them). */
export function searchAddressScript(storageKey: string, filters: readonly string[], towns: readonly string[]): string {
  return `(${readSearchAddress.toString()})(${JSON.stringify(SEARCH_PARAMETERS)}, ${JSON.stringify(filters)}, ${JSON.stringify(storageKey)}, ${JSON.stringify(towns)});`;
}
