import { describe, expect, it } from 'vitest';
import { LANGUAGES, t, tables, type TranslationKey } from '.';
import { ro } from './ro';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('translation tables', () => {
  it.each(LANGUAGES)('%s has exactly the keys of ro, in the same order', (language) => {
    expect(Object.keys(tables[language])).toEqual(Object.keys(ro));
  });

  it.each(LANGUAGES)('%s keeps every placeholder of the Romanian text', (language) => {
    for (const key of Object.keys(ro) as TranslationKey[]) {
      expect(placeholders(tables[language][key] ?? ''), `${language} ${key}`).toEqual(placeholders(ro[key]));
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

  it('translates into the other languages', () => {
    expect(t('hero.title', undefined, 'en')).not.toBe(t('hero.title'));
  });

  it('shows the key itself when a language lacks the text', () => {
    const saved = tables.en['hero.title']!;
    delete tables.en['hero.title'];
    try {
      expect(t('hero.title', undefined, 'en')).toBe('hero.title');
    } finally {
      tables.en['hero.title'] = saved;
    }
  });
});
