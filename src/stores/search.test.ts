import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $hasSearchData,
  $listFilter,
  $search,
  $searchActive,
  clearSearch,
  decodeSearch,
  EMPTY_SEARCH,
  updateSearch,
} from './search';

beforeEach(() => {
  // Stays are judged against today: the tests' July dates are in the future.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 5, 20, 12) });
  clearSearch();
});
afterAll(() => vi.useRealTimers());

describe('search store', () => {
  it('starts with every town, no dates and 2 guests, not active', () => {
    expect($search.get()).toEqual({ location: '', checkInDate: '', checkOutDate: '', guests: 2, filters: '' });
    expect($searchActive.get()).toBe(false);
    expect($hasSearchData.get()).toBe(false);
  });

  it('updates some fields and keeps the others', () => {
    updateSearch({ location: 'Constanța' });
    updateSearch({ guests: 4 });
    expect($search.get()).toEqual({ ...EMPTY_SEARCH, location: 'Constanța', guests: 4 });
  });

  it('a town alone filters the list without activating the search', () => {
    updateSearch({ location: 'Eforie Sud', guests: 6 });
    expect($searchActive.get()).toBe(false);
    expect($listFilter.get()).toEqual({ city: 'Eforie Sud' });
  });

  it('becomes active with both dates and then filters by guests too', () => {
    updateSearch({ location: 'Mamaia-Sat', checkInDate: '2026-07-01', checkOutDate: '2026-07-05', guests: 5 });
    expect($searchActive.get()).toBe(true);
    expect($hasSearchData.get()).toBe(true);
    expect($listFilter.get()).toEqual({ city: 'Mamaia-Sat', minGuests: 5 });
  });

  it('has search data for booking only with check-in, check-out and guests', () => {
    updateSearch({ checkInDate: '2026-07-01' });
    expect($hasSearchData.get()).toBe(false);
    updateSearch({ checkOutDate: '2026-07-03' });
    expect($hasSearchData.get()).toBe(true);
  });

  it('clears to the defaults', () => {
    updateSearch({ location: 'Constanța', checkInDate: '2026-07-01', checkOutDate: '2026-07-05', guests: 9 });
    clearSearch();
    expect($search.get()).toEqual(EMPTY_SEARCH);
  });

  it.each([
    ['inverted', '2026-07-05', '2026-07-01'],
    ['zero nights', '2026-07-05', '2026-07-05'],
    ['past', '2026-06-10', '2026-06-12'],
    ['too long', '2026-07-01', '2027-07-01'],
  ])('drops the dates of a %s stay: the search stays inactive', (_, checkInDate, checkOutDate) => {
    updateSearch({ location: 'Constanța', checkInDate, checkOutDate, guests: 3 });
    expect($search.get()).toEqual({ ...EMPTY_SEARCH, location: 'Constanța', guests: 3 });
    expect($searchActive.get()).toBe(false);
    expect($hasSearchData.get()).toBe(false);
  });

  it('keeps guests within 1 to 20', () => {
    updateSearch({ guests: 40 });
    expect($search.get().guests).toBe(20);
    updateSearch({ guests: 0 });
    expect($search.get().guests).toBe(1);
  });
});

describe('decodeSearch', () => {
  it('restores a stored search', () => {
    const stored = {
      location: 'Constanța',
      checkInDate: '2026-08-01',
      checkOutDate: '2026-08-03',
      guests: 3,
      filters: 'facilitati=piscina',
    };
    expect(decodeSearch(JSON.stringify(stored))).toEqual(stored);
  });

  it('drops stored dates that make no requestable stay (here: a search made last week)', () => {
    const stored = {
      ...EMPTY_SEARCH,
      location: 'Constanța',
      checkInDate: '2026-06-12',
      checkOutDate: '2026-06-15',
      guests: 3,
    };
    expect(decodeSearch(JSON.stringify(stored))).toEqual({ ...stored, checkInDate: '', checkOutDate: '' });
    const inverted = { ...stored, checkInDate: '2026-12-20', checkOutDate: '2026-12-14' };
    expect(decodeSearch(JSON.stringify(inverted))).toEqual({ ...stored, checkInDate: '', checkOutDate: '' });
  });

  it('turns damaged storage into the empty search or drops the bad fields', () => {
    expect(decodeSearch('{not json')).toEqual(EMPTY_SEARCH);
    expect(decodeSearch('null')).toEqual(EMPTY_SEARCH);
    expect(decodeSearch(JSON.stringify({ checkInDate: 'ieri', guests: 'multi' }))).toEqual(EMPTY_SEARCH);
  });
});
