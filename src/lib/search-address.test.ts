// A search's own address: written from the search, read back into the tab's stored search before the page starts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeSearch, EMPTY_SEARCH, type SearchState } from '../stores/search';
import { FILTER_PARAMETERS } from '../features/catalogue-search/filters';
import { toIsoDay } from './dates';
import { isSearchHash, SEARCH_PARAMETERS, searchAddressScript, searchHash } from './search-address';

/** A day `days` from today, as the search writes it. */
const inDays = (days: number) => toIsoDay(new Date(Date.now() + days * 86_400_000));
const search: SearchState = {
  location: 'Constanța',
  checkInDate: inDays(10),
  checkOutDate: inDays(15),
  guests: 4,
  filters: '',
};

/** The towns the page is built with, as the search names them. */
const TOWNS = ['Constanța', 'Eforie Sud', 'Mamaia-Sat'];

/** What the stored search holds once the inline script has read an address: `hash` (its '#…'), or `query` (its
    '?…'), as the site wrote a search before. */
function stored(hash: string, query = ''): string | null {
  const storage = new Map<string, string>();
  vi.stubGlobal('location', { hash, search: query });
  vi.stubGlobal('addEventListener', () => {});
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  });
  // As the page runs it: the script's own text.
  new Function(searchAddressScript('search', Object.values(FILTER_PARAMETERS), TOWNS))();
  return storage.get('search') ?? null;
}

afterEach(() => vi.unstubAllGlobals());

describe('a search’s address', () => {
  it('keeps a town only when the site has it: any other words as the town are no town', () => {
    const dates = `&sosire=${inDays(10)}&plecare=${inDays(15)}&oaspeti=2`;
    expect(decodeSearch(stored(`#oras=Mamaia-Sat${dates}`)!).location).toBe('Mamaia-Sat');
    for (const words of ['Sunați la 0700 000 000', 'constructor', '__proto__'])
      expect(decodeSearch(stored(`#oras=${encodeURIComponent(words)}${dates}`)!).location).toBe('');
  });

  it('carries the town, the dates and the party in the parameters the reader reads', () => {
    const hash = searchHash(search);
    expect(hash).toBe(`#oras=Constan%C8%9Ba&sosire=${inDays(10)}&plecare=${inDays(15)}&oaspeti=4`);
    expect(Object.values(SEARCH_PARAMETERS).map((name) => new URLSearchParams(hash.slice(1)).has(name))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('is none for a search without both dates', () => {
    expect(searchHash(EMPTY_SEARCH)).toBe('');
    expect(searchHash({ ...search, checkOutDate: '' })).toBe('');
  });

  it('comes back as the same search through the stored search', () => {
    expect(decodeSearch(stored(searchHash(search))!)).toEqual(search);
  });

  it('leaves the stored search alone without both dates or a filter', () => {
    expect(stored('#oras=Constan%C8%9Ba')).toBeNull();
    expect(stored('')).toBeNull();
    expect(stored('#lista=3,7')).toBeNull();
    expect(stored('#utm_source=newsletter&oaspeti=4')).toBeNull();
  });

  it('carries the filters after the search, and brings them back as written', () => {
    const filtered = { ...search, filters: 'tip=apartament,vila&facilitati=piscina&pret-max=500' };
    const hash = searchHash(filtered);
    expect(hash).toBe(
      `#oras=Constan%C8%9Ba&sosire=${inDays(10)}&plecare=${inDays(15)}&oaspeti=4&tip=apartament,vila&facilitati=piscina&pret-max=500`,
    );
    expect(decodeSearch(stored(hash)!)).toEqual(filtered);
  });

  it('carries filters without dates, with the town and not the party, which only a dated search narrows by', () => {
    const filtered: SearchState = { ...EMPTY_SEARCH, location: 'Eforie Sud', filters: 'animale=da' };
    expect(searchHash(filtered)).toBe('#oras=Eforie+Sud&animale=da');
    expect(decodeSearch(stored(searchHash(filtered))!)).toEqual(filtered);
    expect(searchHash({ ...filtered, location: '' })).toBe('#animale=da');
  });

  it('takes up only the filters’ parameters as filters: another parameter in the address is not one', () => {
    const taken = decodeSearch(stored('#facilitati=parcare&utm_source=newsletter&lista=3')!);
    expect(taken).toEqual({ ...EMPTY_SEARCH, filters: 'facilitati=parcare' });
  });

  it('is checked like any stored search: a past or inverted stay is dropped, an odd party is the usual two', () => {
    const past = decodeSearch(stored('#oras=Constan%C8%9Ba&sosire=2001-07-10&plecare=2001-07-15&oaspeti=4')!);
    expect(past).toEqual({ ...EMPTY_SEARCH, location: 'Constanța', guests: 4 });
    const inverted = decodeSearch(stored(`#oras=X&sosire=${inDays(15)}&plecare=${inDays(10)}&oaspeti=many`)!);
    expect(inverted.checkOutDate).toBe('');
    expect(inverted.guests).toBe(EMPTY_SEARCH.guests);
  });

  it('reads a search in the query, as the site wrote it before, unless the fragment holds one', () => {
    const query = `?oras=Constan%C8%9Ba&sosire=${inDays(10)}&plecare=${inDays(15)}&oaspeti=4`;
    expect(decodeSearch(stored('', query)!)).toEqual(search);
    // A town page's search leads to the list's section, with the search in the query of an older address.
    expect(decodeSearch(stored('#properties-section', query)!)).toEqual(search);
    const other = decodeSearch(stored(`#oras=Eforie+Sud&sosire=${inDays(10)}&plecare=${inDays(15)}&oaspeti=2`, query)!);
    expect([other.location, other.guests]).toEqual(['Eforie Sud', 2]);
  });

  it('tells a search’s fragment from a section’s', () => {
    expect(isSearchHash(searchHash(search))).toBe(true);
    expect(isSearchHash(searchHash({ ...EMPTY_SEARCH, filters: 'animale=da' }))).toBe(true);
    for (const section of ['', '#properties-section', '#descriere', '#facilitati'])
      expect(isSearchHash(section)).toBe(false);
  });

  it('within the page, reads another search’s address as a visit’s, and gives a section’s address back its search', () => {
    const listeners: ((event: { oldURL: string }) => void)[] = [];
    const reload = vi.fn();
    const replaceState = vi.fn();
    const searchAddress = `#oras=Eforie+Sud&sosire=${inDays(10)}&plecare=${inDays(15)}&oaspeti=2`;
    const page = { pathname: '/en', hash: '', search: '', reload };
    vi.stubGlobal('location', page);
    vi.stubGlobal('history', { state: { listPages: 2 }, replaceState });
    vi.stubGlobal('addEventListener', (type: string, listener: (event: { oldURL: string }) => void) => {
      if (type === 'hashchange') listeners.push(listener);
    });
    vi.stubGlobal('sessionStorage', { setItem: () => {} });
    new Function(searchAddressScript('search', Object.values(FILTER_PARAMETERS), TOWNS))();
    expect(listeners).toHaveLength(1);
    const change = (from: string, to: string) => {
      page.hash = to;
      listeners[0]!({ oldURL: `https://example.test/en${from}` });
    };

    // The menu's link to the list, with a search in the address: the list's section, and the search kept.
    change(searchAddress, '#properties-section');
    expect(replaceState).toHaveBeenCalledWith({ listPages: 2 }, '', `/en${searchAddress}`);
    expect(reload).not.toHaveBeenCalled();
    // Without a search, a section's address stays.
    replaceState.mockClear();
    change('', '#properties-section');
    expect(replaceState).not.toHaveBeenCalled();
    // Another search's address, pasted in the same tab.
    change('#properties-section', searchAddress);
    expect(reload).toHaveBeenCalledOnce();
  });
});
