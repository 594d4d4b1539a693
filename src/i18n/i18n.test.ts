import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { count, loadLanguage, t, translate, type TextTable, type TranslationKey } from '.';
import { RO_NOUNS, type NounTable } from '../lib/nouns-ro';
import { en, enNouns } from './en';
import { ro } from './ro';
import { ru, ruNouns } from './ru';

const tables: Record<string, TextTable> = { ro, en, ru };
const nounTables: Record<string, NounTable> = { ro: RO_NOUNS, en: enNouns, ru: ruNouns };
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

  it.each(Object.entries(nounTables))(
    '%s has forms for exactly the nouns of ro and the plural categories of its language',
    (language, nouns) => {
      expect(Object.keys(nouns)).toEqual(Object.keys(RO_NOUNS));
      const categories = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
      for (const [noun, forms] of Object.entries(nouns))
        expect(Object.keys(forms).sort(), `${language} ${noun}`).toEqual(categories);
    },
  );

  it('holds no number already joined to a noun, which only `count` may write', () => {
    const counted = /\d\s*(?:de\s+)?(?:oaspe|dormitor|băi|baie|recenzi|nopț|noapte|caracter|proprietăț|oraș|găsit)/u;
    expect(Object.entries(ro).filter(([, text]) => counted.test(text))).toEqual([]);
  });

  it('holds only texts the site shows: every key is named somewhere in its code', () => {
    const code = readdirSync(join(import.meta.dirname, '..'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|astro)$/.test(file) && !file.startsWith('i18n'))
      .map((file) => readFileSync(join(import.meta.dirname, '..', file), 'utf8'))
      .join('\n');
    expect(Object.keys(ro).filter((key) => !code.includes(`'${key}'`))).toEqual([]);
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

  it('counts with the noun forms of the language', async () => {
    expect(count(1, 'guest')).toBe('1 oaspete');
    expect(count(20, 'guest')).toBe('20 de oaspeți');
    await loadLanguage('ru');
    expect(count(5, 'night', 'ru')).toBe('5 ночей');
    expect(t('booking.maxGuests', { guests: count(14, 'guest') })).toBe('Maximum 14 oaspeți');
  });

  it('shows the key itself when a table lacks the text', () => {
    expect(translate({ 'hero.title': 'Luxury stays by the sea' }, 'hero.findFast')).toBe('hero.findFast');
  });
});

describe('the words a guest meets', () => {
  it('names every kind of stay as a property: a room or a villa is no apartment', () => {
    const stay = /apartament|apartment|апартамент/i;
    for (const [language, table] of Object.entries(tables)) {
      const named = Object.entries(table).filter(
        ([key, text]) => /^(booking|request|property)\./.test(key) && stay.test(text ?? ''),
      );
      expect(named, language).toEqual([]);
    }
    expect([ro['request.property'], en['request.property'], ru['request.property']]).toEqual([
      'Proprietate',
      'Property',
      'Жильё',
    ]);
    expect(ro['property.notFound']).toBe('Proprietatea nu a fost găsită');
  });

  it('writes the Romanian not-found page in Romanian, the English one in English', () => {
    expect([ro['notFound.title'], ro['notFound.home']]).toEqual([
      'Pagina nu a fost găsită',
      'Întoarcere la pagina principală',
    ]);
    expect([en['notFound.title'], en['notFound.home']]).toEqual(['Oops! Page not found', 'Return to Home']);
  });

  it('speaks Russian without calques and without taking every host for a man', () => {
    const texts = Object.values(ru).join('\n');
    for (const wrong of ['Хозяин', 'Результаты для', 'Работает на', 'офлайн-ассистенте'])
      expect(texts, wrong).not.toContain(wrong);
  });

  it('says the request reached the site under its reference, never a sending the site did not make, in every language', () => {
    expect(ro['booking.recordedTitle']).toBe('Cererea {reference} a ajuns la noi');
    for (const table of [ro, en, ru]) {
      expect(Object.values(table).join('\n')).not.toMatch(/trimisă!|sent!|отправлен!/i);
      for (const key of [
        'booking.recordedTitle',
        'booking.keptTitle',
        'booking.refusedTitle',
        'request.reference',
      ] as const)
        expect(table[key], key).toContain('{reference}');
    }
    expect(en['booking.keptText']).toContain('sent on its own when the connection returns');
    expect(ru['booking.keptText']).toContain('когда соединение вернётся');
  });
});
