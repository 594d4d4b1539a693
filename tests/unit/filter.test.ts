// The property list's filter (src/lib/filter.ts) on the fixture catalogue: text, town, party and free nights.
import { describe, expect, it } from 'vitest';
import { filterProperties, foldText, matchesFilter } from '../../src/lib/filter';
import { fixtureBlockedNights, fixtureCatalogue } from '../fixtures/properties';

const catalogue = fixtureCatalogue();
const ids = (list: readonly { id: string }[]) => list.map((p) => p.id);
const everyId = ids(catalogue);

describe('text filter', () => {
  it('matches the title, ignoring case', () => {
    // Only the two villas' titles say 'Vila'.
    expect(ids(filterProperties(catalogue, { text: 'VILA' }))).toEqual(['5', '13']);
  });

  it('matches the location, ignoring case', () => {
    expect(ids(filterProperties(catalogue, { text: 'eforie' }))).toEqual(['1', '2', '3', '4', '5']);
  });

  it('matches a part of a word and ignores diacritics', () => {
    expect(ids(filterProperties(catalogue, { text: 'constanta' }))).toEqual(['6', '7', '8', '9', '10']);
    // 'Cazinoul' in #6's title, 'Cazino' in #9's.
    expect(ids(filterProperties(catalogue, { text: 'cazin' }))).toEqual(['6', '9']);
  });

  it('matches nothing for text found in neither field', () => {
    expect(filterProperties(catalogue, { text: 'Sinaia' })).toEqual([]);
  });

  it('treats blank text as no filter', () => {
    expect(ids(filterProperties(catalogue, { text: '   ' }))).toEqual(everyId);
  });
});

describe('city filter', () => {
  it('keeps properties whose location contains the city', () => {
    expect(ids(filterProperties(catalogue, { city: 'Constanța' }))).toEqual(['6', '7', '8', '9', '10']);
    expect(ids(filterProperties(catalogue, { city: 'Mamaia-Sat' }))).toEqual(['11', '12', '13']);
  });

  it('keeps everything for an empty city', () => {
    expect(ids(filterProperties(catalogue, { city: '' }))).toEqual(everyId);
  });
});

describe('guest filter', () => {
  it('keeps properties with capacity at least the requested guests', () => {
    // The Eforie villa takes 8, the penthouse 7, the Mamaia villa 14; nothing else takes more than 6.
    expect(ids(filterProperties(catalogue, { minGuests: 7 }))).toEqual(['5', '10', '13']);
  });

  it('includes a property whose capacity equals the request exactly', () => {
    const forTwo = catalogue.find((p) => p.id === '1')!;
    expect(forTwo.capacity).toBe(2);
    expect(matchesFilter(forTwo, { minGuests: 2 })).toBe(true);
    expect(matchesFilter(forTwo, { minGuests: 3 })).toBe(false);
  });
});

describe('combined criteria', () => {
  it('applies city and guests together', () => {
    // Constanța's two properties for 2 drop out.
    expect(ids(filterProperties(catalogue, { city: 'Constanța', minGuests: 3 }))).toEqual(['8', '9', '10']);
  });

  it('keeps the original order', () => {
    expect(ids(filterProperties([...catalogue].reverse(), {}))).toEqual([...everyId].reverse());
  });
});

describe('foldText', () => {
  it('treats cedilla and comma-below letters alike', () => {
    expect(foldText('Constanţa')).toBe(foldText('Constanța'));
  });
});

describe('the stay filter', () => {
  // Mamaia-Sat's direct bookings: #11 is taken the nights of 10-12 December, #12 from the 13th to the 19th, #13 never.
  const mamaia = filterProperties(catalogue, { city: 'Mamaia-Sat' });
  const taken = fixtureBlockedNights();

  it('keeps only the properties free for every night of the stay', () => {
    const freeFor = { checkIn: '2026-12-11', checkOut: '2026-12-12', taken };
    expect(ids(filterProperties(mamaia, { freeFor }))).toEqual(['12', '13']);
  });

  it('keeps a property whose taken run starts on the morning of departure or ends on the morning of arrival', () => {
    expect(
      ids(filterProperties(mamaia, { freeFor: { checkIn: '2026-12-08', checkOut: '2026-12-10', taken } })),
    ).toEqual(['11', '12', '13']);
    expect(
      ids(filterProperties(mamaia, { freeFor: { checkIn: '2026-12-13', checkOut: '2026-12-14', taken } })),
    ).toEqual(['11', '13']);
  });
});
