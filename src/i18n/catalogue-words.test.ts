// Every word the catalogue shares is translated into every other language: an editor who writes a new amenity, safety
// feature or host language in a property file learns here which word is missing, and from which file and field.
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../tests/support/catalogue';
import {
  CANCELLATION_POLICIES,
  catalogueWord,
  AMENITIES,
  HOST_LANGUAGES,
  PROPERTY_TYPE_WORDS,
  SAFETY_FEATURES,
  UNIT_TYPE_WORDS,
} from './catalogue-words';
import { PROPERTY_TYPES, UNIT_TYPES } from '../lib/catalogue-rules';

const catalogue = readCatalogue();
const fields = [
  ['amenities', AMENITIES],
  ['safetyFeatures', SAFETY_FEATURES],
  ['hostLanguages', HOST_LANGUAGES],
] as const;

describe("the catalogue's shared words", () => {
  it.each(fields)('%s: every word a property file uses has its English and Russian', (field, words) => {
    const missing = catalogue.flatMap((property) =>
      property[field]
        .filter((word) => !words[word]?.en || !words[word]?.ru)
        .map((word) => `${property.id}.md: ${field}: ${word}`),
    );
    expect(missing).toEqual([]);
  });

  it('translates every kind of stay and cancellation policy the schema allows', () => {
    expect(Object.keys(PROPERTY_TYPE_WORDS).sort()).toEqual([...PROPERTY_TYPES].sort());
    expect(Object.keys(CANCELLATION_POLICIES).sort()).toEqual(['Flexibilă', 'Moderată', 'Strictă']);
    expect(Object.keys(UNIT_TYPE_WORDS).sort()).toEqual([...UNIT_TYPES].sort());
  });

  it('keeps no word the catalogue no longer uses', () => {
    for (const [field, words] of fields) {
      const used = new Set(catalogue.flatMap((property) => property[field]));
      expect(
        Object.keys(words).filter((word) => !used.has(word)),
        field,
      ).toEqual([]);
    }
  });

  it('gives the Romanian word back in Romanian, and names a word without a translation', () => {
    expect(catalogueWord(AMENITIES, 'Parcare', 'ro')).toBe('Parcare');
    expect(catalogueWord(AMENITIES, 'Parcare', 'ru')).toBe('Парковка');
    expect(() => catalogueWord(AMENITIES, 'Hamac', 'en')).toThrow("no en for the catalogue word 'Hamac'");
  });

  it('names the host’s languages in lower case in Russian, as a Russian sentence writes them', () => {
    const russian = Object.values(HOST_LANGUAGES).map((words) => words.ru);
    expect(russian.filter((name) => name !== name.toLocaleLowerCase('ru'))).toEqual([]);
  });
});
