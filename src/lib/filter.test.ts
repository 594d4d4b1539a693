import { describe, expect, it } from 'vitest';
import { filterProperties, foldText, matchesFilter } from './filter';

const catalogue = [
  { id: '1', title: 'Cameră dublă în Hotel Delta', location: 'Eforie Sud, România', capacity: 2 },
  { id: '2', title: 'Penthouse cu vedere la Cazino', location: 'Constanța, România', capacity: 7 },
  { id: '3', title: 'Vila Siutghiol', location: 'Mamaia-Sat, România', capacity: 14 },
  { id: '4', title: 'Studio lângă Faleza Cazinoului', location: 'Constanța, România', capacity: 2 },
];
const ids = (list: readonly { id: string }[]) => list.map((p) => p.id);

describe('text filter', () => {
  it('matches the title, ignoring case', () => {
    expect(ids(filterProperties(catalogue, { text: 'VILA' }))).toEqual(['3']);
  });

  it('matches the location, ignoring case', () => {
    expect(ids(filterProperties(catalogue, { text: 'eforie' }))).toEqual(['1']);
  });

  it('matches a part of a word and ignores diacritics', () => {
    expect(ids(filterProperties(catalogue, { text: 'constanta' }))).toEqual(['2', '4']);
    expect(ids(filterProperties(catalogue, { text: 'cazin' }))).toEqual(['2', '4']);
  });

  it('matches nothing for text found in neither field', () => {
    expect(filterProperties(catalogue, { text: 'Sinaia' })).toEqual([]);
  });

  it('treats blank text as no filter', () => {
    expect(filterProperties(catalogue, { text: '   ' })).toHaveLength(4);
  });
});

describe('city filter', () => {
  it('keeps properties whose location contains the city', () => {
    expect(ids(filterProperties(catalogue, { city: 'Constanța' }))).toEqual(['2', '4']);
    expect(ids(filterProperties(catalogue, { city: 'Mamaia-Sat' }))).toEqual(['3']);
  });

  it('keeps everything for an empty city', () => {
    expect(filterProperties(catalogue, { city: '' })).toHaveLength(4);
  });
});

describe('guest filter', () => {
  it('keeps properties with capacity at least the requested guests', () => {
    expect(ids(filterProperties(catalogue, { minGuests: 7 }))).toEqual(['2', '3']);
  });

  it('includes a property whose capacity equals the request exactly', () => {
    expect(matchesFilter(catalogue[0]!, { minGuests: 2 })).toBe(true);
    expect(matchesFilter(catalogue[0]!, { minGuests: 3 })).toBe(false);
  });
});

describe('combined criteria', () => {
  it('applies city and guests together', () => {
    expect(ids(filterProperties(catalogue, { city: 'Constanța', minGuests: 3 }))).toEqual(['2']);
  });

  it('keeps the original order', () => {
    expect(ids(filterProperties([...catalogue].reverse(), {}))).toEqual(['4', '3', '2', '1']);
  });
});

describe('foldText', () => {
  it('treats cedilla and comma-below letters alike', () => {
    expect(foldText('Constanţa')).toBe(foldText('Constanța'));
  });
});

describe('the stay filter', () => {
  const list = [
    { id: '1', title: 'A', location: 'Constanța, România', capacity: 2 },
    { id: '2', title: 'B', location: 'Constanța, România', capacity: 2 },
    { id: '3', title: 'C', location: 'Constanța, România', capacity: 2 },
  ];
  const taken = { '1': [['2026-12-10', '2026-12-13']] as const, '2': [['2026-12-13', '2026-12-20']] as const };

  it('keeps only the properties free for every night of the stay', () => {
    const freeFor = { checkIn: '2026-12-11', checkOut: '2026-12-12', taken };
    expect(filterProperties(list, { freeFor }).map((p) => p.id)).toEqual(['2', '3']);
  });

  it('keeps a property whose taken run starts on the morning of departure or ends on the morning of arrival', () => {
    expect(filterProperties(list, { freeFor: { checkIn: '2026-12-08', checkOut: '2026-12-10', taken } }).map((p) => p.id)).toEqual(['1', '2', '3']);
    expect(filterProperties(list, { freeFor: { checkIn: '2026-12-13', checkOut: '2026-12-14', taken } }).map((p) => p.id)).toEqual(['1', '3']);
  });
});
