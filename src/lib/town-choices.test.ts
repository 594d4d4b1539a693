import { beforeAll, describe, expect, it } from 'vitest';
import { count, LANGUAGES, type Language, loadLanguage, t } from '../i18n';
import {
  NAMED_IN_LONG_LIST,
  NAMED_IN_SENTENCE,
  SHORT_LIST,
  selectOrder,
  townChoices,
  townsInWords,
} from './town-choices';

const town = (localName: string, count: number) => ({ localName, properties: Array.from({ length: count }) });

describe('town choices', () => {
  const site = [town('Eforie Sud', 9), town('Constanța', 8), town('Mamaia-Sat', 5)];

  it('lists a short list whole, in the catalogue’s order, in the row and the select', () => {
    expect(townChoices(site, 'ro')).toEqual({ named: site, folded: [] });
    expect(selectOrder(site, 'ro')).toEqual(site);
  });

  it('names the largest towns of a long list in the catalogue’s order and folds the others, alphabetically', () => {
    const many = Array.from({ length: 40 }, (_, index) =>
      town(`Oraș ${String(40 - index).padStart(2, '0')}`, 40 - index),
    );
    many.push(town('Ștefan Vodă', 1), town('Săcele', 1), town('Tuzla', 1));
    const { named, folded } = townChoices(many, 'ro');
    expect(named).toEqual(many.slice(0, NAMED_IN_LONG_LIST));
    expect(folded).toHaveLength(many.length - NAMED_IN_LONG_LIST);
    // Romanian order: S before Ș before T.
    expect(folded.slice(-3).map((t) => t.localName)).toEqual(['Săcele', 'Ștefan Vodă', 'Tuzla']);
    expect(selectOrder(many, 'ro')[0]?.localName).toBe('Oraș 01');
    expect(many.length).toBeGreaterThan(SHORT_LIST);
  });
});

describe('towns in a sentence', () => {
  beforeAll(() => Promise.all(LANGUAGES.map((language) => loadLanguage(language))));
  const others = (language: Language) => (n: number) =>
    t('site.otherTowns', { towns: count(n, 'town', language) }, language);
  const site = [town('Eforie Sud', 9), town('Constanța', 8), town('Mamaia-Sat', 5)];

  it('names every town of a short list, in the catalogue’s order, joined as each language joins a list', () => {
    expect(townsInWords(site, 'ro', others('ro'))).toBe('Eforie Sud, Constanța și Mamaia-Sat');
    expect(townsInWords(site, 'en', others('en'))).toBe('Eforie Sud, Constanța and Mamaia-Sat');
    const russian = [town('Эфорие-Суд', 9), town('Констанца', 8), town('Мамая-Сат', 5)];
    expect(townsInWords(russian, 'ru', others('ru'))).toBe('Эфорие-Суд, Констанца и Мамая-Сат');
    expect(townsInWords([town('Constanța', 1)], 'ro', others('ro'))).toBe('Constanța');
  });

  it('names a fourth town rather than counting one other', () => {
    const four = [...site, town('Mangalia', 1)];
    expect(townsInWords(four, 'ro', others('ro'))).toBe('Eforie Sud, Constanța, Mamaia-Sat și Mangalia');
  });

  it('names the largest towns of a long list in the catalogue’s order and counts the others in the language’s forms', () => {
    const many = [town('Mangalia', 2), ...site, ...Array.from({ length: 36 }, (_, index) => town(`Sat ${index}`, 1))];
    expect(many).toHaveLength(40);
    expect(townsInWords(many, 'ro', others('ro'))).toBe('Eforie Sud, Constanța, Mamaia-Sat și încă 37 de orașe');
    expect(townsInWords(many, 'en', others('en'))).toBe('Eforie Sud, Constanța, Mamaia-Sat and another 37 towns');
    expect(townsInWords(many, 'ru', others('ru'))).toBe('Eforie Sud, Constanța, Mamaia-Sat и ещё 37 городов');
    // Five towns: two counted, never one.
    const five = many.slice(0, NAMED_IN_SENTENCE + 2);
    expect(townsInWords(five, 'ro', others('ro'))).toBe('Eforie Sud, Constanța, Mamaia-Sat și încă 2 orașe');
    expect(townsInWords(five, 'ru', others('ru'))).toBe('Eforie Sud, Constanța, Mamaia-Sat и ещё 2 города');
  });
});
