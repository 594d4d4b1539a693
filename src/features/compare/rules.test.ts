import { describe, expect, it } from 'vitest';
import { comparedIds, differencesFirst, MOST_COMPARED, nearestBeach, petsRule } from './rules';

const catalogue = new Set(Array.from({ length: 22 }, (_, index) => String(index + 1)));

describe('the properties an address asks to compare', () => {
  it('takes the first three known ids, in the order chosen', () => {
    expect(comparedIds('?lista=12,3,7', catalogue)).toEqual({ ids: ['12', '3', '7'], more: false, unknown: false });
    expect(comparedIds('?lista=3,7,12,1,2', catalogue)).toEqual({ ids: ['3', '7', '12'], more: true, unknown: false });
  });

  it('leaves out what is not a property of the catalogue, and says so', () => {
    expect(comparedIds('?lista=3,abc,99999,7', catalogue)).toEqual({ ids: ['3', '7'], more: false, unknown: true });
    expect(comparedIds('?lista=<script>alert(1)</script>,abc,99999', catalogue).ids).toEqual([]);
    expect(comparedIds('?lista=%3Cscript%3E,0,-1,3.5,007', catalogue).ids).toEqual([]);
  });

  it('reads no more than a shared list may hold, whatever the address', () => {
    const thousands = Array.from({ length: 5_000 }, (_, index) => String((index % 22) + 1)).join(',');
    const read = comparedIds(`?lista=${thousands}`, catalogue);
    expect(read.ids).toHaveLength(MOST_COMPARED);
    expect(read.more).toBe(true);
  });

  it('finds nothing to compare in an address without a list', () => {
    for (const search of ['', '?', '?lista=', '?other=3,7', '?lista=3', '?lista=3,3,3'])
      expect(comparedIds(search, catalogue).ids.length, search).toBeLessThan(2);
  });
});

describe('a property’s beach and its rule on pets', () => {
  it('takes the first place nearby that is a beach, in any language', () => {
    expect(nearestBeach(['Portul Tomis - 200 m', 'Plaja Modern - 400 m', 'Plaja Tomis - 1 km'])).toBe(
      'Plaja Modern - 400 m',
    );
    expect(nearestBeach(['Tomis Marina - 200 m', 'Modern Beach - 400 m'])).toBe('Modern Beach - 400 m');
    expect(nearestBeach(['Порт Томис - 200 м', 'Пляж Модерн - 400 м'])).toBe('Пляж Модерн - 400 м');
  });

  it('finds no beach where no place nearby is one, nor in a distance', () => {
    expect(nearestBeach(['Lacul Siutghiol - 400 m', 'Cazinoul Mamaia - 6,5 km'])).toBeUndefined();
    expect(nearestBeach([])).toBeUndefined();
  });

  it('takes the house rule on pets, in any language, or none', () => {
    expect(petsRule(['Liniște după ora 22:00', 'Animalele de companie nu sunt permise'])).toBe(
      'Animalele de companie nu sunt permise',
    );
    expect(petsRule(['No smoking', 'Small pets allowed'])).toBe('Small pets allowed');
    expect(petsRule(['Не курить', 'Без домашних животных'])).toBe('Без домашних животных');
    expect(petsRule(['Fumatul interzis în interior', 'No parties or carpets'])).toBeUndefined();
  });
});

describe('the rows of a comparison', () => {
  it('puts the rows where the properties differ first, then the shared ones, each in its own order', () => {
    const rows = [
      { name: 'town', values: ['Constanța', 'Constanța', 'Eforie Sud'] },
      { name: 'guests', values: ['4', '4', '4'] },
      { name: 'beds', values: ['2', '3', '2'] },
      { name: 'pool', values: ['no', 'no', 'no'] },
      { name: 'wifi', values: ['yes', 'no', 'yes'] },
    ];
    const { different, same } = differencesFirst(rows);
    expect(different.map((row) => row.name)).toEqual(['town', 'beds', 'wifi']);
    expect(same.map((row) => row.name)).toEqual(['guests', 'pool']);
  });
});
