// The list's filters: what a property file gives them, how their address reads and writes, what they leave and the
// counts beside each choice.
import { describe, expect, it } from 'vitest';
import { AMENITIES, catalogueWord, PROPERTY_TYPE_WORDS } from '../../i18n/catalogue-words';
import { en } from '../../i18n/en';
import { ro, type TranslationKey } from '../../i18n/ro';
import { ru } from '../../i18n/ru';
import { PROPERTY_TYPES } from '../../lib/catalogue-rules';
import {
  AMENITY_FILTERS,
  chosenCount,
  type FilterFacts,
  filterableAmenities,
  filterCounts,
  filtersQuery,
  KINDS,
  kindOf,
  type ListFilters,
  NO_FILTERS,
  passesFilters,
  readFilters,
} from './filters';

describe('what a property file gives the filters', () => {
  it('names each kind of stay the catalogue lets', () => {
    expect(PROPERTY_TYPES.map(kindOf)).toEqual(Object.keys(KINDS));
    expect(kindOf('Castel')).toBeUndefined();
  });

  it('finds an amenity by its first words, whatever the diacritics, and no other', () => {
    expect(filterableAmenities(['Wi-Fi', 'Piscină încălzită', 'Parcare', 'Aer conditionat'])).toEqual([
      'parcare',
      'piscina',
      'aer-conditionat',
    ]);
    expect(filterableAmenities(['Terasă cu vedere la port', 'Bucătărie complet utilată', 'Vedere la mare'])).toEqual([
      'vedere-la-mare',
      'bucatarie',
    ]);
    // A word that only starts like one is not it.
    expect(filterableAmenities(['Parcarea vecinului', 'Piscinăă'])).toEqual([]);
  });
});

describe('the filters’ words', () => {
  const tables = { ro, en, ru };
  it('name each kind and amenity in every language as the cards and the property pages do', () => {
    for (const language of ['ro', 'en', 'ru'] as const) {
      for (const [kind, type] of Object.entries(KINDS)) {
        const key = `filters.kind.${kind}` as TranslationKey;
        expect(tables[language][key]).toBe(catalogueWord(PROPERTY_TYPE_WORDS, type, language));
      }
      for (const [filter, amenity] of Object.entries(AMENITY_FILTERS)) {
        const key = `filters.amenity.${filter}` as TranslationKey;
        expect(tables[language][key]).toBe(catalogueWord(AMENITIES, amenity, language));
      }
    }
  });
});

describe('the filters’ address', () => {
  const chosen: ListFilters = {
    kinds: ['apartament', 'vila'],
    amenities: ['parcare', 'piscina'],
    pets: true,
    minPrice: 200,
    maxPrice: 800,
  };

  it('writes every choice readably, and reads it back', () => {
    const query = filtersQuery(chosen);
    expect(query).toBe('tip=apartament,vila&facilitati=parcare,piscina&animale=da&pret-min=200&pret-max=800');
    expect(readFilters(query)).toEqual(chosen);
    expect(filtersQuery(NO_FILTERS)).toBe('');
    // Chosen in another order, the same filters have the same address.
    expect(filtersQuery({ ...NO_FILTERS, kinds: ['vila', 'camera'], amenities: ['piscina', 'parcare'] })).toBe(
      'tip=camera,vila&facilitati=parcare,piscina',
    );
    expect(readFilters('')).toEqual(NO_FILTERS);
  });

  it('reads what it still understands of an edited address, in its own order', () => {
    expect(readFilters('tip=vila,castel,apartament&facilitati=sauna&animale=poate&pret-max=abc&pret-min=0')).toEqual({
      ...NO_FILTERS,
      kinds: ['apartament', 'vila'],
    });
    expect(readFilters(new URLSearchParams('pret-min=900&pret-max=300'))).toEqual({
      ...NO_FILTERS,
      minPrice: 300,
      maxPrice: 900,
    });
  });

  it('writes bounds typed the wrong way round the right way', () => {
    expect(filtersQuery({ ...NO_FILTERS, minPrice: 900, maxPrice: 300 })).toBe('pret-min=300&pret-max=900');
  });

  it('counts the choices, the price range as one', () => {
    expect(chosenCount(chosen)).toBe(6);
    expect(chosenCount({ ...NO_FILTERS, maxPrice: 500 })).toBe(1);
    expect(chosenCount(NO_FILTERS)).toBe(0);
  });
});

describe('what the filters leave', () => {
  const villa: FilterFacts = { kind: 'vila', amenities: ['parcare', 'piscina'], pets: 'on-request', fromPrice: 2400 };
  const flat: FilterFacts = { kind: 'apartament', amenities: ['bucatarie'], pets: 'not-allowed', fromPrice: 320 };
  const room: FilterFacts = { kind: 'camera', amenities: ['parcare'], pets: 'allowed', fromPrice: 250 };
  const unpriced: FilterFacts = { kind: 'apartament', amenities: ['parcare', 'bucatarie'] };
  const all = [villa, flat, room, unpriced];
  const left = (filters: Partial<ListFilters>) =>
    all.filter((facts) => passesFilters(facts, { ...NO_FILTERS, ...filters }));

  it('leaves everything without a choice', () => {
    expect(left({})).toEqual(all);
  });

  it('takes any of the kinds chosen, and every amenity chosen', () => {
    expect(left({ kinds: ['vila', 'camera'] })).toEqual([villa, room]);
    expect(left({ amenities: ['parcare'] })).toEqual([villa, room, unpriced]);
    expect(left({ amenities: ['parcare', 'bucatarie'] })).toEqual([unpriced]);
  });

  it('lets pets come where they are allowed or on request, not where nothing is said', () => {
    expect(left({ pets: true })).toEqual([villa, room]);
  });

  it('holds the price range to the ‘de la’ price, both ends included, leaving out a property without prices', () => {
    expect(left({ maxPrice: 320 })).toEqual([flat, room]);
    expect(left({ minPrice: 320 })).toEqual([villa, flat]);
    expect(left({ minPrice: 251, maxPrice: 2399 })).toEqual([flat]);
  });

  it('counts beside each choice what choosing it would leave, the other filters as they are', () => {
    const counts = filterCounts(all, { ...NO_FILTERS, kinds: ['apartament'], amenities: ['parcare'] });
    expect(counts.total).toBe(1);
    // A kind counts as if it alone were chosen, so the other kinds show what they would add.
    expect(counts.kinds).toEqual({ camera: 1, apartament: 1, suita: 0, vila: 1, penthouse: 0 });
    // An amenity counts with those already chosen, so a chosen one shows what the list holds.
    expect(counts.amenities).toEqual({
      parcare: 1,
      piscina: 0,
      'vedere-la-mare': 0,
      bucatarie: 1,
      'aer-conditionat': 0,
    });
    expect(counts.pets).toBe(0);
    expect(filterCounts(all, NO_FILTERS).pets).toBe(2);
  });
});
