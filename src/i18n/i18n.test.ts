import { describe, expect, it } from 'vitest';
import { loadLanguage, t, translate, type TextTable, type TranslationKey } from '.';
import { en } from './en';
import { ro } from './ro';
import { ru } from './ru';

const tables: Record<string, TextTable> = { ro, en, ru };
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('translation tables', () => {
  it.each(Object.keys(tables))('%s has exactly the keys of ro, in the same order', (language) => {
    expect(Object.keys(tables[language]!)).toEqual(Object.keys(ro));
  });

  it.each(Object.keys(tables))('%s keeps every placeholder of the Romanian text', (language) => {
    for (const key of Object.keys(ro) as TranslationKey[]) {
      expect(placeholders(tables[language]![key] ?? ''), `${language} ${key}`).toEqual(placeholders(ro[key]));
    }
  });

  it('holds the catalogue claims and the confirmation text', () => {
    expect(Object.values(ro)).toEqual(
      expect.arrayContaining(['22 apartamente exclusive', 'rezervare rapidă fără comisioane', 'Cererea a fost trimisă!']),
    );
  });
});

describe('t', () => {
  it('returns the Romanian text by default', () => {
    expect(t('hero.title')).toBe('Cazare de lux lângă mare');
  });

  it('fills placeholders', () => {
    expect(t('properties.countOf', { n: 5, total: 22 })).toBe('5 din 22');
    expect(t('card.moreAmenities', { n: 3 })).toBe('+3 mai multe');
  });

  it('translates into another language once its table is loaded', async () => {
    await loadLanguage('en');
    expect(t('hero.title', undefined, 'en')).toBe(en['hero.title']);
    expect(t('hero.title', undefined, 'en')).not.toBe(t('hero.title'));
  });

  it('shows the key itself when a table lacks the text', () => {
    expect(translate({ 'hero.title': 'Luxury stays by the sea' }, 'hero.findFast')).toBe('hero.findFast');
  });
});
