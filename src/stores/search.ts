import { atom, computed } from 'nanostores';
import { localToday, type IsoDay } from '../lib/dates';
import type { ListFilter } from '../lib/filter';
import { GUESTS, usableStay } from '../lib/stay';

/** What the visitor searches for; shared by the search bar, the list, the property pages and booking. */
export interface SearchState {
  /** Town name; empty means every town. */
  location: string;
  /** First night, 'yyyy-MM-dd'; empty until chosen. */
  checkInDate: IsoDay;
  /** Departure day, 'yyyy-MM-dd'; empty until chosen. */
  checkOutDate: IsoDay;
  /** Number of guests, 1 to 20. */
  guests: number;
  /**
   * The list's other filters (the kind of stay, the price, amenities, pets) as their part of the search's address,
   * 'tip=vila&facilitati=piscina'; '' for none. Kept as written: only the filters' own code, loaded with their first
   * use, reads it (src/features/catalogue-search/filters.ts).
   */
  filters: string;
}

/** The state of a visitor who has not searched yet. */
export const EMPTY_SEARCH: SearchState = {
  location: '',
  checkInDate: '',
  checkOutDate: '',
  guests: GUESTS.initial,
  filters: '',
};

/** Clamps a guest count into the stepper's bounds. */
export function clampGuests(guests: number): number {
  if (!Number.isFinite(guests)) return GUESTS.initial;
  return Math.min(GUESTS.max, Math.max(GUESTS.min, Math.round(guests)));
}

/**
 * A search the site can act on: guests within bounds, and dates only as a requestable stay (or a check-in that can
 * start one). Dates that are past, inverted, zero nights or too long (a stale tab, an edited storage, a slip) are
 * dropped, so no list, count or booking is ever built on them.
 */
function sound(search: SearchState): SearchState {
  const { checkIn = '', checkOut = '' } = usableStay(
    { checkIn: search.checkInDate, checkOut: search.checkOutDate },
    localToday(),
  );
  return { ...search, checkInDate: checkIn, checkOutDate: checkOut, guests: clampGuests(search.guests) };
}

/** Reads stored text back into a valid state; anything unreadable becomes the empty search. */
export function decodeSearch(text: string): SearchState {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return EMPTY_SEARCH;
    const stored = value as Partial<Record<keyof SearchState, unknown>>;
    const textOf = (field: unknown) => (typeof field === 'string' ? field : '');
    return sound({
      location: textOf(stored.location),
      checkInDate: textOf(stored.checkInDate),
      checkOutDate: textOf(stored.checkOutDate),
      guests: typeof stored.guests === 'number' ? stored.guests : GUESTS.initial,
      filters: textOf(stored.filters),
    });
  } catch {
    return EMPTY_SEARCH;
  }
}

/** Where the search is kept: sessionStorage, so it lasts for the tab's session (page loads, not closing the tab). */
export const SEARCH_STORAGE_KEY = 'search';

/** The tab's stored search, or the empty one where there is no storage (the build, a locked-down browser). */
function storedSearch(): SearchState {
  try {
    const text = window.sessionStorage.getItem(SEARCH_STORAGE_KEY);
    return text === null ? EMPTY_SEARCH : decodeSearch(text);
  } catch {
    return EMPTY_SEARCH;
  }
}

/** The current search, kept in sessionStorage under 'search'. */
export const $search = atom<SearchState>(typeof window === 'undefined' ? EMPTY_SEARCH : storedSearch());

if (typeof window !== 'undefined') {
  $search.listen((search) => {
    try {
      window.sessionStorage.setItem(SEARCH_STORAGE_KEY, JSON.stringify(search));
    } catch {
      // Without storage the search still works on this page; it is just not remembered.
    }
  });
  // A page brought back from the back/forward cache takes up the search the tab made meanwhile on other pages.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) $search.set(storedSearch());
  });
}

/** A search is active once it has both dates, which only the search bar's 'Căutați' sets. */
export const $searchActive = computed($search, (search) => Boolean(search.checkInDate && search.checkOutDate));

/** Booking can start from the search: check-in, check-out and guests are all set. */
export const $hasSearchData = computed($search, (search) =>
  Boolean(search.checkInDate && search.checkOutDate && search.guests > 0),
);

/** The property list's filter: the chosen town always, the guest count only while a search is active. */
export const $listFilter = computed(
  [$search, $searchActive],
  (search, active): ListFilter => ({
    city: search.location,
    ...(active ? { minGuests: search.guests } : {}),
  }),
);

/** Changes some fields of the search and keeps the rest; dates that make no requestable stay are dropped. */
export function updateSearch(changes: Partial<SearchState>): void {
  $search.set(sound({ ...$search.get(), ...changes }));
}

/** Back to no search: every town, no dates, 2 guests. */
export function clearSearch(): void {
  $search.set(EMPTY_SEARCH);
}
