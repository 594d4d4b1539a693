import { persistentAtom, setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { fromIsoDay, type IsoDay } from '../lib/dates';
import type { ListFilter } from '../lib/filter';

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
}

/** Guest count bounds of the search stepper (SPEC §9). */
export const SEARCH_GUESTS = { min: 1, max: 20, initial: 2 } as const;

/** The state of a visitor who has not searched yet. */
export const EMPTY_SEARCH: SearchState = { location: '', checkInDate: '', checkOutDate: '', guests: SEARCH_GUESTS.initial };

/** Clamps a guest count into the stepper's bounds. */
export function clampGuests(guests: number): number {
  if (!Number.isFinite(guests)) return SEARCH_GUESTS.initial;
  return Math.min(SEARCH_GUESTS.max, Math.max(SEARCH_GUESTS.min, Math.round(guests)));
}

/** Reads stored text back into a valid state; anything unreadable becomes the empty search. */
export function decodeSearch(text: string): SearchState {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return EMPTY_SEARCH;
    const stored = value as Partial<Record<keyof SearchState, unknown>>;
    const day = (field: unknown) => (typeof field === 'string' && fromIsoDay(field) ? field : '');
    return {
      location: typeof stored.location === 'string' ? stored.location : '',
      checkInDate: day(stored.checkInDate),
      checkOutDate: day(stored.checkOutDate),
      guests: clampGuests(typeof stored.guests === 'number' ? stored.guests : SEARCH_GUESTS.initial),
    };
  } catch {
    return EMPTY_SEARCH;
  }
}

// The search lasts for the tab's session: it survives page loads, not closing the tab.
if (typeof window !== 'undefined' && typeof window.sessionStorage !== 'undefined') {
  setPersistentEngine(window.sessionStorage, windowPersistentEvents);
}

/** The current search, kept in sessionStorage under 'search'. */
export const $search = persistentAtom<SearchState>('search', EMPTY_SEARCH, {
  encode: JSON.stringify,
  decode: decodeSearch,
});

/** A search is active once it has both dates, which only the search bar's 'Căutați' sets. */
export const $searchActive = computed($search, (search) => Boolean(search.checkInDate && search.checkOutDate));

/** Booking can start from the search: check-in, check-out and guests are all set. */
export const $hasSearchData = computed(
  $search,
  (search) => Boolean(search.checkInDate && search.checkOutDate && search.guests > 0),
);

/** The property list's filter: the chosen town always, the guest count only while a search is active. */
export const $listFilter = computed([$search, $searchActive], (search, active): ListFilter => ({
  city: search.location,
  ...(active ? { minGuests: search.guests } : {}),
}));

/** Changes some fields of the search and keeps the rest. */
export function updateSearch(changes: Partial<SearchState>): void {
  const next = { ...$search.get(), ...changes };
  $search.set({ ...next, guests: clampGuests(next.guests) });
}

/** Back to no search: every town, no dates, 2 guests. */
export function clearSearch(): void {
  $search.set(EMPTY_SEARCH);
}
