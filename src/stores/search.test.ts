import { beforeEach, describe, expect, it } from 'vitest';
import { $hasSearchData, $listFilter, $search, $searchActive, clearSearch, decodeSearch, EMPTY_SEARCH, updateSearch } from './search';

beforeEach(() => clearSearch());

describe('search store', () => {
  it('starts with every town, no dates and 2 guests, not active', () => {
    expect($search.get()).toEqual({ location: '', checkInDate: '', checkOutDate: '', guests: 2 });
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

  it('keeps guests within 1 to 20', () => {
    updateSearch({ guests: 40 });
    expect($search.get().guests).toBe(20);
    updateSearch({ guests: 0 });
    expect($search.get().guests).toBe(1);
  });
});

describe('decodeSearch', () => {
  it('restores a stored search', () => {
    const stored = { location: 'Constanța', checkInDate: '2026-08-01', checkOutDate: '2026-08-03', guests: 3 };
    expect(decodeSearch(JSON.stringify(stored))).toEqual(stored);
  });

  it('turns damaged storage into the empty search or drops the bad fields', () => {
    expect(decodeSearch('{not json')).toEqual(EMPTY_SEARCH);
    expect(decodeSearch('null')).toEqual(EMPTY_SEARCH);
    expect(decodeSearch(JSON.stringify({ checkInDate: 'ieri', guests: 'multi' }))).toEqual(EMPTY_SEARCH);
  });
});
