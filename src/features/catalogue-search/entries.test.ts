// The search index as published and read: every fact a search or a filter reads comes back as it went in, and a file
// changed or cut short on the way is read for what it still says clearly.
import { describe, expect, it } from 'vitest';
import { packSearchEntries, readSearchEntries, type SearchEntry } from './entries';

const ENTRIES: SearchEntry[] = [
  { id: '1', location: 'Eforie Sud, România', capacity: 2, kind: 'camera', fromPrice: 250 },
  {
    id: '2',
    location: 'Constanța, România',
    capacity: 6,
    kind: 'vila',
    amenities: ['parcare', 'piscina', 'aer-conditionat'],
    pets: 'on-request',
    fromPrice: 1200,
  },
  { id: '3', location: 'Constanța, România', capacity: 4, amenities: ['vedere-la-mare'], pets: 'not-allowed' },
  { id: 'penthouse-mamaia', location: 'Mamaia-Sat, România', capacity: 8, kind: 'penthouse', pets: 'allowed' },
];

/** The index's file as the browser receives it. */
const published = (entries: readonly SearchEntry[]) => JSON.parse(JSON.stringify(packSearchEntries(entries)));

describe('the search index', () => {
  it('reads back every entry as written, in order, with nothing added for what a property does not say', () => {
    expect(readSearchEntries(published(ENTRIES))).toStrictEqual(ENTRIES);
  });

  it('names each town, kind, amenity and answer about pets once, however many properties share it', () => {
    const many = Array.from({ length: 2000 }, (_, at) => ({ ...ENTRIES[at % ENTRIES.length]!, id: String(at + 1) }));
    const file = packSearchEntries(many);
    expect(file.towns).toEqual(['Eforie Sud, România', 'Constanța, România', 'Mamaia-Sat, România']);
    expect(file.kinds).toEqual(['camera', 'vila', 'penthouse']);
    expect(file.amenities).toEqual(['parcare', 'piscina', 'aer-conditionat', 'vedere-la-mare']);
    expect(file.pets).toEqual(['on-request', 'not-allowed', 'allowed']);
    expect(readSearchEntries(JSON.parse(JSON.stringify(file)))).toStrictEqual(many);
    // The same entries written as objects, as the index was before.
    expect(JSON.stringify(file).length).toBeLessThan(JSON.stringify(many).length / 2);
  });

  it('leaves out a row without an id, a known town or a capacity, and reads a fact out of its list as not said', () => {
    const file = published(ENTRIES);
    file.rows = [[7, 0, 2], ['8', 9, 2], ['9', 0], ['10', 0, 3, 99, 1 << 20, 5, 'much'], 'not a row', ['11', 1, 2, 0]];
    file.kinds[0] = 'castel';
    expect(readSearchEntries(file)).toStrictEqual([
      { id: '10', location: 'Eforie Sud, România', capacity: 3 },
      { id: '11', location: 'Constanța, România', capacity: 2 },
    ]);
  });

  it('reads nothing from a file that is not an index', () => {
    for (const value of [null, [], 'index', { rows: 'none' }, [{ id: '1', location: 'Constanța', capacity: 2 }]])
      expect(readSearchEntries(value)).toEqual([]);
  });
});
